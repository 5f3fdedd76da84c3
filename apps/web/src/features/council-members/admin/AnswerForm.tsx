import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  ANSWER_FILES_MAX,
  ANSWER_TEXT_MAX,
  AnswerInputMode,
  documentExtensions,
  SaveAnswer,
  type StaffQuestion,
} from '@portal/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { z } from 'zod';
import { FileLinks, UploadField, useUploads } from '../../../components/attachments';
import { CountedTextAreaField, Form, FormField, useZodForm } from '../../../components/form';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { type SubmitContext, useSave } from '../../../lib/save';
import { councilKeys } from '../keys';
import { councilCalls } from './api';
import { hasAnswer } from './labels';

const ACCEPT = documentExtensions.map((extension) => `.${extension}`).join(',');

type Values = z.input<typeof SaveAnswer>;
type Save = z.output<typeof SaveAnswer>;
const schema = SaveAnswer as unknown as z.ZodType<Save, Values>;

/** The server's names for a refusal of one of the `count` files sent (`fileIds.0`). */
const itemNames = (count: number) => Array.from({ length: count }, (_, index) => `fileIds.${index}`);

/** What happens to the answer once saved, in the question's mode and for this caller. */
function hintOf(question: StaffQuestion): string | null {
  if (question.answerInputModeId === AnswerInputMode.ReplyToNotificationWithActivation)
    return question.mayModerate
      ? 'councilMembersAdmin.answer.hintActivateYourself'
      : 'councilMembersAdmin.answer.hintActivation';
  return question.mayModerate ? 'councilMembersAdmin.answer.hintOnBehalf' : null;
}

/**
 * The answer to a question: its text with a character counter, its kept files (each removed
 * on save) and new files sent as soon as they are chosen. A refused save keeps what was
 * typed and chosen and shows the server's message at its field.
 */
export function AnswerForm({ question }: { question: StaffQuestion }) {
  const { t } = useTranslation();
  const headingId = useId();
  const answered = hasAnswer(question);
  const form = useZodForm(schema, {
    questionId: question.id,
    answerText: question.answerText,
    fileIds: [],
    removedFileIds: [],
  });
  const queue = useUploads({ upload: (file, options) => councilCalls.uploadAnswerFile(file, options) });
  const [removed, setRemoved] = useState<number[]>([]);
  const kept = question.files.filter((file) => !removed.includes(file.id));
  const full =
    kept.length + queue.items.filter((item) => item.state !== 'refused').length >= ANSWER_FILES_MAX;
  const waits = question.answerInputModeId === AnswerInputMode.ReplyToNotificationWithActivation;
  const save = useSave({
    mutationFn: (body: Save, options) => councilCalls.saveAnswer(body, options),
    invalidate: councilKeys.all,
    successMessage:
      waits && !question.mayModerate ? 'councilMembersAdmin.answer.savedAwaiting' : 'messages.data_saved',
  });
  const { fileIds } = queue;
  useEffect(() => {
    if (fileIds.join() === form.getValues('fileIds')?.join()) return;
    form.setValue('fileIds', fileIds, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [fileIds, form]);
  // A file still on its way is input too.
  useLeaveGuard(queue.uploading);

  const remove = (fileId: number) => {
    const next = [...removed, fileId];
    setRemoved(next);
    form.setValue('removedFileIds', next, { shouldDirty: true });
  };

  const submit = async (values: Save, context: SubmitContext) => {
    if (queue.uploading) throw new Error('A file is still being sent.');
    await save.submit({ ...values, fileIds: queue.fileIds, removedFileIds: removed }, context);
    queue.reset();
    setRemoved([]);
    form.setValue('removedFileIds', []);
  };

  const hint = hintOf(question);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t(answered ? 'councilMembersAdmin.answer.editTitle' : 'councilMembersAdmin.answer.title')}
      </Title>
      <Form form={form} onSubmit={submit}>
        <Stack gap="md">
          {hint && (
            <Alert color="blue" variant="light">
              {t(hint)}
            </Alert>
          )}
          <CountedTextAreaField
            name="answerText"
            label="councilMembersAdmin.answer.text"
            required
            autosize
            minRows={6}
            maxRows={20}
            maxLength={ANSWER_TEXT_MAX}
          />
          <FormField
            name="fileIds"
            label="councilMembersAdmin.answer.files"
            kind="file"
            serverNames={itemNames(queue.fileIds.length)}
            render={(field) => (
              <Stack gap={6}>
                <UploadField
                  label={field.label}
                  description={t('councilMembersAdmin.answer.filesHint', {
                    count: ANSWER_FILES_MAX,
                    extensions: documentExtensions.join(', '),
                  })}
                  accept={ACCEPT}
                  queue={queue}
                  disabled={full}
                  error={field.error}
                  buttonLabel={t('councilMembersAdmin.answer.chooseFiles')}
                />
                <FileLinks
                  files={kept}
                  onDownload={(file) => void councilCalls.downloadAnswerFile(file.id)}
                  onDelete={(file) => remove(file.id)}
                />
                {removed.length > 0 && (
                  <Text size="sm" role="status">
                    {t('councilMembersAdmin.answer.removedOnSave', { count: removed.length })}
                  </Text>
                )}
              </Stack>
            )}
          />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={queue.uploading}>
              {t(answered ? 'councilMembersAdmin.answer.saveChange' : 'councilMembersAdmin.answer.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
