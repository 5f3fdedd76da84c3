import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PublicSessionDetails } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { useTranslation } from '../../../lib/translation';
import { useParams } from '../../../lib/router';
import { Facts } from '../../../components/Facts';
import { ApiError } from '../../../lib/api-client';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { AgendaTree } from './AgendaTree';
import { AddToCalendarButton } from './CalendarLinks';
import { usePublicSession } from './api';
import { sessionCalls } from './calls';
import { SessionComments } from './SessionComments';
import { SessionEventMarkup } from './SessionEventMarkup';
import { Loading, SessionFiles, SessionProblem, SessionStatusBadge } from './SessionParts';
import classes from './sessions.module.css';

/** One session: its facts, materials, agenda with the citizens' votes, and its comments. */
export function SessionDetailsPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = usePublicSession(valid ? id : 0, languageId);
  usePageTitle(query.data?.title ?? null);

  const error = query.error;
  if (!valid || (error instanceof ApiError && error.status === 404))
    return (
      <SessionProblem title={t('sessions.details.notFound')} text={t('sessions.details.notFoundText')} />
    );
  if (error)
    return <SessionProblem title={t('sessions.details.notFound')} text={t('messages.generic_error')} />;
  if (!query.data) return <Loading />;
  return <Details session={query.data} />;
}

function Details({ session: s }: { session: PublicSessionDetails }) {
  const { t } = useTranslation();
  const documents = s.documents.filter((d) => !d.additional);
  const additional = s.documents.filter((d) => d.additional);
  return (
    <Stack gap="lg" py="md">
      <SessionEventMarkup session={s} />
      <div>
        <Group gap="sm">
          <SessionStatusBadge statusId={s.statusId} />
          {s.votingOpen && (
            <Badge variant="outline" color="blue.8">
              {t('sessions.common.votingOpen')}
            </Badge>
          )}
        </Group>
        <Title order={1} mt={4}>
          {s.title}
        </Title>
      </div>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="session-summary">
        <Title order={2} size="h4" id="session-summary" mb="sm">
          {t('sessions.details.summary')}
        </Title>
        <Facts>
          <dt>{t('sessions.common.date')}</dt>
          <dd>
            {t('sessions.details.when', { start: formatDateTime(s.startsAt), end: formatDateTime(s.endsAt) })}
          </dd>
          <dt>{t('sessions.common.place')}</dt>
          <dd>{s.place}</dd>
          <dt>{t('sessions.common.status')}</dt>
          <dd>
            <SessionStatusBadge statusId={s.statusId} />
          </dd>
          <dt>{t('sessions.common.convocation')}</dt>
          <dd>{s.convocationName}</dd>
        </Facts>
        <Group mt="sm">
          <AddToCalendarButton sessionId={s.id} />
        </Group>
      </Paper>

      {s.description && (
        <section aria-labelledby="session-description">
          <Title order={2} size="h3" id="session-description" mb="xs">
            {t('sessions.details.description')}
          </Title>
          <Text className={classes.text}>{s.description}</Text>
        </section>
      )}

      {documents.length > 0 && (
        <section aria-labelledby="session-documents">
          <Title order={2} size="h3" id="session-documents" mb="xs">
            {t('sessions.details.documents')}
          </Title>
          <SessionFiles files={documents} />
        </section>
      )}
      {additional.length > 0 && (
        <section aria-labelledby="session-additional">
          <Title order={2} size="h3" id="session-additional" mb="xs">
            {t('sessions.details.additional')}
          </Title>
          <SessionFiles files={additional} />
        </section>
      )}

      <section aria-labelledby="session-agenda">
        <Title order={2} size="h3" id="session-agenda" mb="xs">
          {t('sessions.details.agenda')}
        </Title>
        <AgendaTree agenda={s.agenda} />
      </section>

      <section aria-labelledby="session-comments">
        <Title order={2} size="h3" id="session-comments" mb="xs">
          {t('sessions.details.comments')}
        </Title>
        <Stack gap="md">
          <SessionComments
            comments={s.comments}
            commentingEnabled={s.commentingEnabled}
            add={(values, options) => sessionCalls.commentOnSession(s.id, values, options)}
          />
        </Stack>
      </section>
    </Stack>
  );
}
