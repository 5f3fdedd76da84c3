import { Alert, Anchor, Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
// The answer cards' styles load with this page only (decision 0017).
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import {
  AnswerFixedQuestion,
  COMPLAINT_COMMENT_MAX,
  complaintsPages,
  type FixedAnswer,
  type FixedQuestion,
} from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { IconArrowLeft, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useQueryClient } from '../../../lib/queries';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Link, useParams, useSearchParams } from '../../../lib/router';
import type { z } from 'zod';
import { Form, FormField, TextAreaField, useZodForm } from '../../../components/form';
import { ApiError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useSave } from '../../../lib/save';
import { complaintKeys } from '../keys';
import { fixedCalls, useFixedQuestion } from './fixed-api';

const answerOf = (value: string | null): boolean | undefined =>
  value === 'yes' ? true : value === 'no' ? false : undefined;
const valueOf = (fixed: unknown): FixedAnswer | null =>
  fixed === true ? 'yes' : fixed === false ? 'no' : null;

/**
 * "Was it fixed?": the page both links of the reporter's e-mail open (`?answer=yes|no` chooses
 * the answer first). Opening it changes nothing, since mail scanners open links: the reporter
 * sends the answer, with a comment when it is not fixed, and sees what followed.
 */
export function FixedQuestionPage() {
  const { t } = useTranslation();
  const token = useParams()['token'] ?? '';
  const [params] = useSearchParams();
  const query = useFixedQuestion(token);
  const [answered, setAnswered] = useState<boolean | null>(null);
  usePageTitle(t('complaintsFlow.fixed.title'));

  const error = query.error;
  const invalid = error instanceof ApiError && (error.status === 404 || error.status === 400);
  return (
    <Stack gap="md" py="md" maw={720}>
      <Title order={1}>{t('complaintsFlow.fixed.title')}</Title>
      {query.isPending && <Text role="status">{t('complaints.common.loading')}</Text>}
      {error && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={invalid ? t('complaintsFlow.fixed.invalidTitle') : undefined}
        >
          {t(invalid ? 'messages.complaint_fixed_link_not_valid' : 'messages.generic_error')}
        </Alert>
      )}
      {query.data && <Complaint question={query.data} />}
      {query.data &&
        (answered !== null ? (
          <Outcome fixed={answered} thanks complaintId={query.data.complaintId} />
        ) : query.data.answered ? (
          <Outcome fixed={query.data.fixed === true} complaintId={query.data.complaintId} />
        ) : (
          <AnswerForm
            token={token}
            initial={answerOf(params.get('answer'))}
            onAnswered={(fixed) => setAnswered(fixed)}
          />
        ))}
      <Anchor component={Link} to={complaintsPages.all.path}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('complaints.details.backToList')}
        </Group>
      </Anchor>
    </Stack>
  );
}

/** The complaint asked about: its number, title, when it was resolved and what staff wrote. */
function Complaint({ question }: { question: FixedQuestion }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="fixed-complaint">
      <Text c="dimmed" fw={600}>
        {t('complaintsFlow.fixed.complaint', { number: question.number })}
      </Text>
      <Title order={2} size="h3" id="fixed-complaint">
        {question.title}
      </Title>
      {question.dateResolved && (
        <Text mt="xs">
          {t('complaintsFlow.fixed.resolvedOn', { date: formatDate(question.dateResolved) })}
        </Text>
      )}
      {question.resolutionNote && (
        <Stack gap={2} mt="sm">
          <Text size="sm" fw={600}>
            {t('complaintsFlow.fixed.resolutionNote')}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{question.resolutionNote}</Text>
        </Stack>
      )}
    </Paper>
  );
}

/** What the answer did, or that the link was used before; and the way to the complaint. */
function Outcome({
  fixed,
  thanks = false,
  complaintId,
}: {
  fixed: boolean;
  thanks?: boolean;
  complaintId: number;
}) {
  const { t } = useTranslation();
  const key = thanks ? (fixed ? 'thanksYes' : 'thanksNo') : fixed ? 'answeredYes' : 'answeredNo';
  return (
    <Stack gap="sm">
      <Alert
        color={fixed ? 'green' : 'blue'}
        variant="light"
        role="status"
        icon={fixed ? <IconCircleCheck size={18} aria-hidden /> : <IconCircleX size={18} aria-hidden />}
      >
        <Text fw={600}>{t(`complaintsFlow.fixed.${key}`)}</Text>
      </Alert>
      <Anchor component={Link} to={complaintsPages.details.to({ id: complaintId })}>
        {t('complaintsFlow.fixed.open')}
      </Anchor>
    </Stack>
  );
}

type Answer = z.output<typeof AnswerFixedQuestion>;

function AnswerForm({
  token,
  initial,
  onAnswered,
}: {
  token: string;
  initial: boolean | undefined;
  onAnswered: (fixed: boolean) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm(AnswerFixedQuestion, { token, fixed: initial, comment: '' });
  const save = useSave({
    mutationFn: (values: Answer, options) => fixedCalls.answer(values, options),
    // The complaint may be open again: its pages, lists and statistics are read afresh.
    invalidate: complaintKeys.all,
    onSuccess: (result) => onAnswered(result.fixed),
    // Answered meanwhile (another tab): the page shows the answer given.
    onError: () => void queryClient.invalidateQueries({ queryKey: complaintKeys.fixedQuestion(token) }),
  });
  return (
    <Form form={form} onSubmit={save.submit}>
      <Stack gap="md">
        <FormField
          name="fixed"
          label="complaintsFlow.fixed.question"
          kind="choice"
          requiredMessage="complaintsFlow.fixed.chooseAnswer"
          render={(field) => (
            <Radio.Group
              label={field.label}
              error={field.error}
              value={valueOf(field.value)}
              onChange={(value) => field.onChange(answerOf(value))}
              size="md"
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
                <AnswerCard value="yes" label={t('complaintsFlow.fixed.yes')} />
                <AnswerCard value="no" label={t('complaintsFlow.fixed.no')} />
              </SimpleGrid>
            </Radio.Group>
          )}
        />
        <Comment />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('complaintsFlow.fixed.submit')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** One answer, a card big enough for a thumb. */
function AnswerCard({ value, label }: { value: FixedAnswer; label: string }) {
  return (
    <Radio.Card value={value} radius="md" p="md" aria-label={label}>
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator />
        <Text fw={600}>{label}</Text>
      </Group>
    </Radio.Card>
  );
}

/** "What is still wrong?", for a "no" only. */
function Comment() {
  const fixed = useWatch<Answer, 'fixed'>({ name: 'fixed' });
  if (fixed !== false) return null;
  return (
    <TextAreaField
      name="comment"
      label="complaintsFlow.fixed.comment"
      description="complaintsFlow.fixed.commentHint"
      maxLength={COMPLAINT_COMMENT_MAX}
      rows={4}
    />
  );
}
