import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SessionDetails } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { useBoot } from '../../../lib/boot';
import { inLanguage } from '../../../lib/language';
import { ItemComments } from './AgendaEditor';
import { numberOf } from './agenda-rows';
import { useAgenda } from './api';

/**
 * What an office moderator sees of a session: when and where it is, and its agenda with each
 * item's comments to open. The session's own comments follow on the page. A moderator
 * changes neither the session nor its agenda (decision 0027).
 */
export function SessionModeration({ session }: { session: SessionDetails }) {
  const { t } = useTranslation();
  const { language } = useBoot();
  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h3">
            {inLanguage(session.title, language)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" component="dl" m={0}>
            <Fact label={t('sessionsAdmin.fields.startsAt')}>{formatDateTime(session.startsAt)}</Fact>
            <Fact label={t('sessionsAdmin.fields.endsAt')}>{formatDateTime(session.endsAt)}</Fact>
            <Fact label={t('sessionsAdmin.fields.place')}>{session.place}</Fact>
            <Fact label={t('sessionsAdmin.fields.status')}>
              <Badge variant="light">{t(`enums.workflowStatus.${session.statusId}`)}</Badge>
            </Fact>
          </SimpleGrid>
          <Text size="sm">{t('sessionsAdmin.moderation.intro')}</Text>
        </Stack>
      </Paper>
      <section aria-labelledby="session-agenda">
        <Title order={2} id="session-agenda" mb="md">
          {t('sessionsAdmin.agenda.title')}
        </Title>
        <AgendaComments sessionId={session.id} />
      </section>
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/** The agenda in order, each item with its comment count and a button that opens them below. */
function AgendaComments({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const { language } = useBoot();
  const { data: agenda, isError } = useAgenda(sessionId);
  const [open, setOpen] = useState<number | null>(null);
  if (!agenda)
    return <Text>{isError ? t('sessionsAdmin.agenda.notLoaded') : t('sessionsAdmin.common.loading')}</Text>;
  if (agenda.length === 0) return <Text>{t('sessionsAdmin.moderation.noAgenda')}</Text>;
  const opened = agenda.find((item) => item.id === open);
  return (
    <Stack gap="lg">
      <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {agenda.map((item) => {
          const number = numberOf({ ...item, parentKey: item.parentId });
          const comments = t('sessionsAdmin.agenda.showComments', { total: item.commentCount });
          return (
            <Group
              key={item.id}
              component="li"
              justify="space-between"
              wrap="wrap"
              gap="xs"
              py="xs"
              pl={item.parentId ? 'xl' : 0}
              style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
            >
              <Text fw={item.parentId ? 400 : 600} style={{ flex: '1 1 16rem' }}>
                {number} {inLanguage(item.name, language)}
              </Text>
              <Button
                variant={open === item.id ? 'light' : 'subtle'}
                size="compact-md"
                leftSection={<IconMessages size={16} aria-hidden />}
                onClick={() => setOpen(item.id)}
                aria-label={`${comments}: ${number}`}
                aria-expanded={open === item.id}
              >
                {comments}
              </Button>
            </Group>
          );
        })}
      </Stack>
      {opened && <ItemComments item={opened} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
