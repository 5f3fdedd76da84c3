import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type PublicAgendaItem, sessionsPages } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { AgendaVoteResults, CouncilOutcomeView } from './AgendaResults';
import { agendaNumber, SessionFiles, SessionStatusBadge } from './SessionParts';

const listStyle = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** The items in order, each with its sub-items in order. */
export function agendaTree(agenda: readonly PublicAgendaItem[]) {
  const byNumber = (a: PublicAgendaItem, b: PublicAgendaItem) =>
    a.ordinalNumber - b.ordinalNumber || a.subNumber - b.subNumber;
  return agenda
    .filter((item) => item.parentId === null)
    .sort(byNumber)
    .map((item) => ({
      item,
      subItems: agenda.filter((sub) => sub.parentId === item.id).sort(byNumber),
    }));
}

/** One agenda item: its number and name (a link to its page), status, files, votes and decision. */
export function AgendaEntry({ item, level }: { item: PublicAgendaItem; level: 3 | 4 }) {
  const { t } = useTranslation();
  const headingId = useId();
  const number = agendaNumber(item);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={level} size={level === 3 ? 'h4' : 'h5'} id={headingId}>
            <Anchor component={Link} to={sessionsPages.agendaItem.to({ id: item.id })} inherit>
              {number} {item.name}
            </Anchor>
          </Title>
          <SessionStatusBadge statusId={item.statusId} />
        </Group>
        {item.documents.length > 0 && (
          <div role="group" aria-label={t('sessions.agenda.documents', { number })}>
            <SessionFiles files={item.documents} />
          </div>
        )}
        <Text size="sm" fw={600}>
          {t('sessions.agenda.votes')}
        </Text>
        <AgendaVoteResults item={item} />
        <CouncilOutcomeView council={item.council} />
      </Stack>
    </Paper>
  );
}

/** The agenda as a tree: items "3." and, indented below each, its sub-items "3.1.". */
export function AgendaTree({ agenda }: { agenda: readonly PublicAgendaItem[] }) {
  const { t } = useTranslation();
  const tree = agendaTree(agenda);
  if (tree.length === 0) return <Text>{t('sessions.details.noAgenda')}</Text>;
  return (
    <Stack component="ol" gap="md" style={listStyle}>
      {tree.map(({ item, subItems }) => (
        <li key={item.id}>
          <AgendaEntry item={item} level={3} />
          {subItems.length > 0 && (
            <Stack component="ol" gap="sm" mt="sm" pl={{ base: 'md', sm: 'xl' }} style={listStyle}>
              {subItems.map((sub) => (
                <li key={sub.id}>
                  <AgendaEntry item={sub} level={4} />
                </li>
              ))}
            </Stack>
          )}
        </li>
      ))}
    </Stack>
  );
}
