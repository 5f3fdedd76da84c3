import { Stack, Text } from '@mantine/core';
import type { PublicQuestionDetails } from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { useTranslation } from '../../../lib/translation';
import { FileLinks } from '../../../components/attachments';
import { Facts } from '../../../components/Facts';
import { questionCalls } from './calls';
import classes from './questions.module.css';

/** The answer as the public reads it: who answered and when, the text and the files; or that none is yet. */
export function AnswerBlock({ question: q }: { question: PublicQuestionDetails }) {
  const { t } = useTranslation();
  if (!q.answered || !q.answerText) return <Text c="dimmed">{t('questions.question.notAnswered')}</Text>;
  return (
    <Stack gap="sm">
      <Facts>
        {q.answeredByName && (
          <>
            <dt>{t('questions.question.answeredBy')}</dt>
            <dd>{q.answeredByName}</dd>
          </>
        )}
        {q.answeredAt && (
          <>
            <dt>{t('questions.question.answerDate')}</dt>
            <dd>{formatDate(q.answeredAt)}</dd>
          </>
        )}
      </Facts>
      <Text className={classes.text}>{q.answerText}</Text>
      {q.files.length > 0 && (
        <div>
          <Text fw={600} mb={4}>
            {t('questions.question.files')}
          </Text>
          <FileLinks files={q.files} onDownload={(file) => void questionCalls.downloadAnswerFile(file.id)} />
        </div>
      )}
    </Stack>
  );
}
