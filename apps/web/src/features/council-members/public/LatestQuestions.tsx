import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { councilMembersPages } from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { useBoot } from '../../../lib/boot';
import { useLatestQuestions } from './api';
import { shorten } from './labels';

/** How much of a question the home page shows. */
const HOME_TEXT = 120;

/**
 * The home page's five latest questions, each with its date, addressee and whether it is
 * answered, and the ways to the lists. Small on purpose: no form kit, no dates picker (decision 0017).
 */
export default function LatestQuestions() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const { data: items = [], isPending, isError } = useLatestQuestions(languageId);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="latest-questions">
      <Title order={3} size="h4" id="latest-questions" mb="sm">
        {t('questions.home.latest')}
      </Title>
      {isPending ? (
        <Text c="dimmed">{t('questions.common.loading')}</Text>
      ) : isError ? (
        <Text c="dimmed">{t('questions.home.latestUnavailable')}</Text>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('questions.home.latestNone')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((q) => (
            <li key={q.id}>
              <Anchor
                component={Link}
                to={councilMembersPages.question.to({ id: q.id })}
                fw={q.inappropriate ? undefined : 600}
                fs={q.inappropriate ? 'italic' : undefined}
              >
                {q.inappropriate ? t('questions.common.hidden') : shorten(q.text, HOME_TEXT)}
              </Anchor>
              <Text size="sm" c="dimmed" mt={2}>
                {formatDate(q.askedAt)} · {q.addressee.name} ·{' '}
                {q.answered && q.answeredAt
                  ? t('questions.common.answeredOn', { date: formatDate(q.answeredAt) })
                  : t('questions.common.waiting')}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <Group gap="md" mt="sm">
        <Anchor component={Link} to={councilMembersPages.mayor.path}>
          {t('questions.home.toMayor')}
        </Anchor>
        <Anchor component={Link} to={councilMembersPages.councilMemberQuestions.path}>
          {t('questions.menu.councilMembers')}
        </Anchor>
        <Anchor component={Link} to={councilMembersPages.unitQuestions.path}>
          {t('questions.menu.units')}
        </Anchor>
      </Group>
    </Paper>
  );
}
