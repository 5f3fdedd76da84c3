import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import type { PublicQuestionDetails } from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { Link, useParams } from '../../../lib/router';
import { Facts } from '../../../components/Facts';
import { ApiError } from '../../../lib/api-client';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { AnswerBlock } from './AnswerBlock';
import { usePublicQuestion } from './api';
import { listPath } from './labels';
import { AddresseeLink, Loading, QuestionProblem, QuestionStateBadge, QuestionText } from './QuestionParts';

/** A question with its asker, date and addressee, and its answer once the public may read it. */
export function QuestionPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const query = usePublicQuestion(valid ? id : 0, languageId);
  usePageTitle(t('questions.question.title'));

  const error = query.error;
  if (!valid || (error instanceof ApiError && error.status === 404))
    return (
      <QuestionProblem title={t('questions.question.notFound')} text={t('questions.question.notFoundText')} />
    );
  if (error)
    return <QuestionProblem title={t('questions.question.notFound')} text={t('messages.generic_error')} />;
  if (!query.data) return <Loading />;
  return <Details question={query.data} />;
}

function Details({ question: q }: { question: PublicQuestionDetails }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" py="md" maw={900}>
      <Title order={1}>{t('questions.question.title')}</Title>

      <Paper withBorder radius="md" p="md">
        <Facts>
          <dt>{t('questions.question.date')}</dt>
          <dd>{formatDate(q.askedAt)}</dd>
          <dt>{t('questions.question.asker')}</dt>
          <dd>{q.askerName}</dd>
          <dt>{t('questions.common.addressee')}</dt>
          <dd>
            <AddresseeLink addressee={q.addressee} />
          </dd>
          <dt>{t('questions.common.state')}</dt>
          <dd>
            <QuestionStateBadge answeredAt={q.answered ? q.answeredAt : null} />
          </dd>
        </Facts>
      </Paper>

      <section aria-labelledby="question-text">
        <Title order={2} size="h3" id="question-text" mb="xs">
          {t('questions.question.text')}
        </Title>
        <QuestionText text={q.text} inappropriate={q.inappropriate} />
      </section>

      <section aria-labelledby="question-answer">
        <Title order={2} size="h3" id="question-answer" mb="xs">
          {t('questions.question.answer')}
        </Title>
        <AnswerBlock question={q} />
      </section>

      <Anchor component={Link} to={listPath(q.addressee.addresseeKind)}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('questions.common.backToList')}
        </Group>
      </Anchor>
    </Stack>
  );
}
