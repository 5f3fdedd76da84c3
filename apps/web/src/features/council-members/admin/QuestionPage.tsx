import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { councilMembersPages, type StaffQuestion } from '@portal/contracts';
import { formatDate, formatDateTime } from '@portal/i18n';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { Link, useParams } from '../../../lib/router';
import { FileLinks } from '../../../components/attachments';
import { Facts } from '../../../components/Facts';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { AnswerForm } from './AnswerForm';
import { councilCalls, useStaffQuestion } from './api';
import { addresseeKindLabel, addresseeText, answerModeHint, answerModeLabel, hasAnswer } from './labels';
import { QuestionStateBadge } from './QuestionFlags';
import { QuestionModeration } from './QuestionModeration';

/**
 * One question as its addressee and the administration see it: who asked (name, both
 * addresses), whom, in which mode, and where it stands; the answer form where the caller may
 * answer, and the moderation switches where they may moderate.
 */
export function QuestionPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const id = Number(useParams()['id']) || 0;
  const { data: question, isError } = useStaffQuestion(id, languageId);
  const title = question
    ? t('councilMembersAdmin.question.title', { date: formatDate(question.askedAt) })
    : t('councilMembersAdmin.question.loadingTitle');
  usePageTitle(title);
  const backTo = question?.mayModerate
    ? { path: councilMembersPages.adminQuestions.path, label: 'councilMembersAdmin.question.backToList' }
    : { path: councilMembersPages.toAnswer.path, label: 'councilMembersAdmin.question.backToInbox' };
  return (
    <Stack gap="md">
      <Anchor component={Link} to={backTo.path} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t(backTo.label)}
        </Group>
      </Anchor>
      <Title order={1}>{title}</Title>
      {!question ? (
        <Text>
          {isError ? t('councilMembersAdmin.question.notFound') : t('councilMembersAdmin.common.loading')}
        </Text>
      ) : (
        <QuestionBody question={question} />
      )}
    </Stack>
  );
}

function QuestionBody({ question: q }: { question: StaffQuestion }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Group gap="xs" role="status">
        <Text fw={600}>{t('councilMembersAdmin.question.state')}</Text>
        <QuestionStateBadge question={q} />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <section aria-labelledby="question-text">
            <Title order={2} size="h4" id="question-text" mb={4}>
              {t('councilMembersAdmin.fields.question')}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap' }}>{q.text}</Text>
            {q.inappropriate && (
              <Text size="sm" c="red.9" mt={4}>
                {t('councilMembersAdmin.question.hiddenInPublic')}
              </Text>
            )}
          </section>
          <Facts>
            <dt>{t('councilMembersAdmin.fields.askedAt')}</dt>
            <dd>{formatDateTime(q.askedAt)}</dd>
            <dt>{t('councilMembersAdmin.fields.asker')}</dt>
            <dd>{q.askerFullName}</dd>
            <dt>{t('councilMembersAdmin.fields.citizenEmail')}</dt>
            <dd>
              <Anchor href={`mailto:${q.citizenEmail}`}>{q.citizenEmail}</Anchor>
            </dd>
            {q.contactEmail && (
              <>
                <dt>{t('councilMembersAdmin.fields.contactEmail')}</dt>
                <dd>
                  <Anchor href={`mailto:${q.contactEmail}`}>{q.contactEmail}</Anchor>
                </dd>
              </>
            )}
            <dt>{t('councilMembersAdmin.fields.addressee')}</dt>
            <dd>
              {addresseeText(q.addressee)} · {addresseeKindLabel(t, q.addressee.addresseeKind)}
            </dd>
            <dt>{t('councilMembersAdmin.fields.answerInputMode')}</dt>
            <dd>
              {answerModeLabel(t, q.answerInputModeId)}
              <Text size="sm" c="dimmed">
                {answerModeHint(t, q.answerInputModeId)}
              </Text>
            </dd>
            {hasAnswer(q) && (
              <>
                <dt>{t('councilMembersAdmin.fields.answeredBy')}</dt>
                <dd>
                  {t(
                    q.answeredByEmail
                      ? 'councilMembersAdmin.question.answeredByEmail'
                      : 'councilMembersAdmin.question.answeredInSystem',
                    {
                      name: q.answeredByName ?? '',
                      date: q.answeredAt ? formatDateTime(q.answeredAt) : '',
                    },
                  )}
                </dd>
              </>
            )}
          </Facts>
        </Stack>
      </Paper>
      {q.mayAnswer ? <AnswerForm key={q.id} question={q} /> : hasAnswer(q) && <ReadOnlyAnswer question={q} />}
      {q.mayModerate && <QuestionModeration question={q} />}
    </Stack>
  );
}

/** The answer as entered, for a caller who may not change it. */
function ReadOnlyAnswer({ question }: { question: StaffQuestion }) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="answer-text"
    >
      <Title order={2} size="h3" id="answer-text" mb="sm">
        {t('councilMembersAdmin.answer.readTitle')}
      </Title>
      <Stack gap="sm">
        <Text style={{ whiteSpace: 'pre-wrap' }}>{question.answerText}</Text>
        <FileLinks
          files={question.files}
          onDownload={(file) => void councilCalls.downloadAnswerFile(file.id)}
        />
      </Stack>
    </Paper>
  );
}
