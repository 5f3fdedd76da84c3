import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type PublicAgendaItemDetails, sessionsPages } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { useTranslation } from '../../../lib/translation';
import { Link, useParams } from '../../../lib/router';
import { ApiError } from '../../../lib/api-client';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { AgendaVoteResults, CouncilOutcomeView } from './AgendaResults';
import { AgendaEntry } from './AgendaTree';
import { AgendaVote } from './AgendaVote';
import { usePublicAgendaItem } from './api';
import { sessionCalls } from './calls';
import { SessionComments } from './SessionComments';
import { agendaNumber, Loading, SessionFiles, SessionProblem, SessionStatusBadge } from './SessionParts';
import classes from './sessions.module.css';

/** One agenda item: its text, files, sub-items, the citizens' votes, the vote itself and comments. */
export function AgendaItemPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = usePublicAgendaItem(valid ? id : 0, languageId);
  const item = query.data?.item;
  usePageTitle(item ? `${agendaNumber(item)} ${item.name}` : null);

  const error = query.error;
  if (!valid || (error instanceof ApiError && error.status === 404))
    return (
      <SessionProblem
        title={t('sessions.agendaItem.notFound')}
        text={t('sessions.agendaItem.notFoundText')}
      />
    );
  if (error)
    return <SessionProblem title={t('sessions.agendaItem.notFound')} text={t('messages.generic_error')} />;
  if (!query.data) return <Loading />;
  return <Details details={query.data} />;
}

function Details({ details }: { details: PublicAgendaItemDetails }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const { session, item, subItems, comments } = details;
  const number = agendaNumber(item);
  return (
    <Stack gap="lg" py="md">
      {/* The shell's trail ends at "agenda item"; the way back names the item's session. */}
      <Anchor component={Link} to={sessionsPages.details.to({ id: session.id })} size="sm">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {t('sessions.agendaItem.backToSession', { title: session.title })}
        </Group>
      </Anchor>

      <div>
        <Group gap="sm">
          <Text c="dimmed" fw={600}>
            {t('sessions.agenda.number', { number })}
          </Text>
          <SessionStatusBadge statusId={item.statusId} />
        </Group>
        <Title order={1} mt={4}>
          {item.name}
        </Title>
        <Text size="sm" c="dimmed" mt={4}>
          {t('sessions.agendaItem.session')}: {session.title} · {formatDateTime(session.startsAt)} ·{' '}
          {session.place}
        </Text>
      </div>

      {item.description && (
        <section aria-labelledby="agenda-description">
          <Title order={2} size="h3" id="agenda-description" mb="xs">
            {t('sessions.agendaItem.description')}
          </Title>
          <Text className={classes.text}>{item.description}</Text>
        </section>
      )}

      {item.documents.length > 0 && (
        <section aria-labelledby="agenda-documents">
          <Title order={2} size="h3" id="agenda-documents" mb="xs">
            {t('sessions.agendaItem.documents')}
          </Title>
          <SessionFiles files={item.documents} />
        </section>
      )}

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="agenda-vote">
        <Title order={2} size="h3" id="agenda-vote" mb="sm">
          {t('sessions.vote.title')}
        </Title>
        <AgendaVote details={details} languageId={languageId} />
        <Title order={3} size="h4" mt="lg" mb="xs">
          {t('sessions.vote.results')}
        </Title>
        <AgendaVoteResults item={item} />
        <Stack mt="sm">
          <CouncilOutcomeView council={item.council} />
        </Stack>
      </Paper>

      {subItems.length > 0 && (
        <section aria-labelledby="agenda-sub-items">
          <Title order={2} size="h3" id="agenda-sub-items" mb="xs">
            {t('sessions.agendaItem.subItems')}
          </Title>
          <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {subItems.map((sub) => (
              <li key={sub.id}>
                <AgendaEntry item={sub} level={3} />
              </li>
            ))}
          </Stack>
        </section>
      )}

      <section aria-labelledby="agenda-comments">
        <Title order={2} size="h3" id="agenda-comments" mb="xs">
          {t('sessions.agendaItem.comments')}
        </Title>
        <Stack gap="md">
          <SessionComments
            comments={comments}
            commentingEnabled={session.commentingEnabled}
            add={(values, options) => sessionCalls.commentOnAgendaItem(item.id, values, options)}
          />
        </Stack>
      </section>
    </Stack>
  );
}
