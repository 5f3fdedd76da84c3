import { Stack, Text } from '@mantine/core';
import {
  AgendaVoteChoice,
  agendaVoteChoices,
  type PublicAgendaItem,
  type VoteTally,
} from '@portal/contracts';
import type { Translate } from '@portal/i18n';
import { useTranslation } from '../../../lib/translation';
import { type VoteChoice, VoteResults } from '../../../components/votes';

/** The four choices with the codes the server keeps; `kind` picks the button or the result caption. */
export function voteChoices(t: Translate, kind: 'choice' | 'result'): VoteChoice[] {
  return agendaVoteChoices.map((choice) => ({
    code: AgendaVoteChoice[choice],
    label: t(`sessions.vote.${kind}.${choice}`),
  }));
}

const countsOf = (votes: VoteTally): Record<number, number> =>
  Object.fromEntries(agendaVoteChoices.map((choice) => [AgendaVoteChoice[choice], votes[choice]]));

/** The citizens' votes on an item as bars with counts and shares, the reader's own marked. */
export function AgendaVoteResults({ item }: { item: Pick<PublicAgendaItem, 'votes' | 'myVote'> }) {
  const { t } = useTranslation();
  return (
    <VoteResults
      choices={voteChoices(t, 'result')}
      counts={countsOf(item.votes)}
      ownVote={item.myVote ? AgendaVoteChoice[item.myVote] : null}
    />
  );
}

/** What the council decided on an item and how its members voted; nothing until recorded. */
export function CouncilOutcomeView({ council }: { council: PublicAgendaItem['council'] }) {
  const { t } = useTranslation();
  const counts = (['for', 'against', 'abstained'] as const).filter((key) => council[key] !== null);
  if (council.decisionId === null && counts.length === 0) return null;
  return (
    <Stack gap={4}>
      {council.decisionId !== null && (
        <Text size="sm">
          <Text span fw={600}>
            {t('sessions.council.title')}:
          </Text>{' '}
          {t(`sessions.council.decision.${council.decisionId}`)}
        </Text>
      )}
      {counts.length > 0 && (
        <Text size="sm">
          <Text span fw={600}>
            {t('sessions.council.votes')}:
          </Text>{' '}
          {counts.map((key) => `${t(`sessions.council.${key}`)} ${council[key]}`).join(' · ')}
        </Text>
      )}
    </Stack>
  );
}
