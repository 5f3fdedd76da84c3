import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { sessionsPages } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { useBoot } from '../../../lib/boot';
import { useLatestSessions } from './api';
import { SessionStatusBadge } from './SessionStatusBadge';

/** The home page's five latest sessions, each with its status, date and place, and the way to all. */
export default function LatestSessions() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const { data: items = [], isPending, isError } = useLatestSessions(languageId);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="latest-sessions">
      <Title order={3} size="h4" id="latest-sessions" mb="sm">
        {t('sessions.home.latest')}
      </Title>
      {isPending ? (
        <Text c="dimmed">{t('sessions.common.loading')}</Text>
      ) : isError ? (
        <Text c="dimmed">{t('sessions.home.latestUnavailable')}</Text>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('sessions.home.latestNone')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((s) => (
            <li key={s.id}>
              <Anchor component={Link} to={sessionsPages.details.to({ id: s.id })} fw={600}>
                {s.title}
              </Anchor>
              <Group gap="xs" mt={2} wrap="wrap">
                <SessionStatusBadge statusId={s.statusId} />
                <Text size="sm" c="dimmed">
                  {formatDateTime(s.startsAt)} · {s.place}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={sessionsPages.list.path} mt="sm" display="inline-block">
        {t('sessions.home.latestAll')}
      </Anchor>
    </Paper>
  );
}
