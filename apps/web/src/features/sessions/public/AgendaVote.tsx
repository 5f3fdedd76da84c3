import { Anchor, Stack, Text } from '@mantine/core';
import {
  accountsPages,
  AgendaVoteChoice,
  agendaVoteChoices,
  type LanguageId,
  mayVoteOnAgenda,
  type PublicAgendaItemDetails,
} from '@portal/contracts';
import { useQueryClient } from '../../../lib/queries';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useLocation } from '../../../lib/router';
import { VoteButtons } from '../../../components/votes';
import { useSession } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { sessionPublicKeys } from './api';
import { sessionCalls } from './calls';
import { voteChoices } from './AgendaResults';

const choiceOf = (code: number) => agendaVoteChoices.find((choice) => AgendaVoteChoice[choice] === code);
const isChoice = (value: string): value is keyof typeof AgendaVoteChoice => value in AgendaVoteChoice;

/**
 * The vote on an agenda item: four buttons while voting is open and the signed-in reader
 * has not voted; once cast the buttons stay (locked, the choice marked) so that focus is
 * not lost, and the bars follow the server's answer. Otherwise the reader's own vote, or
 * why there is nothing to press: voting closed, not signed in, or signed in anonymously where
 * the system parameter keeps anonymous citizens from voting (decision 0027).
 */
export function AgendaVote({
  details,
  languageId,
}: {
  details: PublicAgendaItemDetails;
  languageId: LanguageId;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [votedHere, setVotedHere] = useState(false);
  const { item } = details;
  const own = item.myVote ? AgendaVoteChoice[item.myVote] : null;
  // The same rule the server holds the vote to, with the parameter the page was answered with.
  const mayVote = session !== null && mayVoteOnAgenda(session.user.profileId, details.anonymousVoting);

  const vote = async (code: number, options: { quiet: true }) => {
    const choice = choiceOf(code);
    if (!choice) return;
    const answer = await sessionCalls.vote(item.id, choice, options);
    setVotedHere(true);
    queryClient.setQueryData<PublicAgendaItemDetails>(
      sessionPublicKeys.agendaItem(item.id, languageId),
      (old) =>
        old && {
          ...old,
          item: {
            ...old.item,
            votes: answer.votes,
            myVote: isChoice(answer.myVote) ? answer.myVote : choice,
          },
        },
    );
    // The session's page shows the same bars; it reads them afresh when next opened.
    void queryClient.invalidateQueries({
      queryKey: sessionPublicKeys.detail(details.session.id, languageId),
    });
    toaster.show(t('messages.vote_received'), { kind: 'success' });
  };

  if (details.session.votingOpen && mayVote && (own === null || votedHere))
    return (
      <Stack gap="xs">
        <Text>{t('sessions.vote.intro')}</Text>
        <VoteButtons choices={voteChoices(t, 'choice')} ownVote={own} onVote={vote} />
      </Stack>
    );
  if (own !== null)
    return (
      <Text fw={500}>{t('sessions.vote.mine', { choice: t(`sessions.vote.choice.${item.myVote}`) })}</Text>
    );
  if (!details.session.votingOpen) return <Text c="dimmed">{t('sessions.vote.closed')}</Text>;
  // Signed out, or signed in anonymously where only registered citizens vote: the way to an account.
  return (
    <Text>
      <Anchor component={Link} to={`${accountsPages.login.path}?returnTo=${encodeURIComponent(pathname)}`}>
        {session ? t('messages.must_register_to_vote') : t('sessions.vote.signIn')}
      </Anchor>
    </Text>
  );
}
