import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { zRequiredText } from '@portal/contracts';
import { type ReactNode, useEffect, useMemo } from 'react';
import { z } from 'zod';
import { type Quiet, type SubmitContext, useSave } from '../lib/save';
import type { UploadOptions } from '../lib/upload';
import { useLeaveGuard } from './LeaveGuard';
import { UploadField, type UploadItem, useUploads } from './attachments';
// By module, not through the kit's index: the details pages that show this form need no other field.
import { Form } from './form/Form';
import { CountedTextAreaField } from './form/CountedTextAreaField';
import { FormField } from './form/FormField';
import { useZodForm } from './form/useZodForm';

export type TextWithFilesValues = {
  text: string;
  /** The ids of the files the server took. */
  fileIds: string[];
  /** Chosen files the upload refused: they are left out of the save. */
  refused: readonly UploadItem[];
};

export type TextWithFilesFormProps = {
  title: string;
  label: string;
  submitLabel: string;
  maxLength: number;
  rows: number;
  /** Sends one file (lib/upload.ts uploadFile with the module's endpoint). */
  upload: (file: File, options: UploadOptions) => Promise<{ fileId: string }>;
  files: {
    label: string;
    description?: string;
    buttonLabel: string;
    /** The browser dialog's filter (".pdf,.docx"); the server judges the bytes. */
    accept?: string;
    max: number;
  };
  /** A note kept above the text after a save (a comment saved without its file). */
  notice?: string | null;
  /**
   * Controls above the text, inside the form (an answer's template choice): they reach the
   * text through react-hook-form's `useFormContext` (`setValue('text', …)`).
   */
  beforeText?: ReactNode;
  /**
   * Saves; throws to refuse, and the text and files stay. Hand `options` on to `call`
   * (lib/save's QUIET), so that a refusal of the text or the files is shown on its field
   * only; a save that does not is still shown, by the central handler's toast as well.
   */
  onSave: (values: TextWithFilesValues, options?: Quiet) => Promise<void>;
};

/**
 * The form's values: the text, and the ids of the files taken so far (so that chosen files
 * are unsaved input, and the server's refusal of them has a field, cleared once they change).
 */
type Values = { text: string; fileIds: string[] };

/** The text is checked before sending; the files' ids are the upload's own answers, judged by the server. */
const textSchema = (maxLength: number) =>
  z.object({ text: zRequiredText(maxLength) }) as unknown as z.ZodType<{ text: string }, Values>;

/** The server's names for a refusal of one of the `count` files sent (`fileIds.0`). */
const itemNames = (count: number) => Array.from({ length: count }, (_, index) => `fileIds.${index}`);

/**
 * A required text with a character counter and files uploaded first (a comment, an answer),
 * on the form kit (decision 0024). After a save the form empties; after a refused one it
 * keeps the text and the files and shows the server's message on its field (and in the
 * error summary at the top of the form).
 */
export function TextWithFilesForm({
  title,
  label,
  submitLabel,
  maxLength,
  rows,
  upload,
  files,
  notice,
  beforeText,
  onSave,
}: TextWithFilesFormProps) {
  const schema = useMemo(() => textSchema(maxLength), [maxLength]);
  const form = useZodForm(schema, { text: '', fileIds: [] });
  const queue = useUploads({ upload });
  const full = queue.items.filter((item) => item.state !== 'refused').length >= files.max;
  const save = useSave({
    mutationFn: (values: TextWithFilesValues, options) => onSave(values, options),
  });
  const { fileIds } = queue;
  useEffect(() => {
    if (fileIds.join() === form.getValues('fileIds').join()) return;
    form.setValue('fileIds', fileIds, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  }, [fileIds, form]);
  // A file still on its way is input too. No save happens while one is (the button waits),
  // so this never holds back the page after a save.
  useLeaveGuard(queue.uploading);

  const submit = async (values: { text: string }, context: SubmitContext) => {
    if (queue.uploading) throw new Error('A file is still being sent.');
    await save.submit(
      {
        text: values.text,
        fileIds: queue.fileIds,
        refused: queue.items.filter((item) => item.state === 'refused'),
      },
      context,
    );
    // The form empties itself after this (afterSubmit="clear"); the chosen files go with it.
    queue.reset();
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={3} size="h4" mb="md">
        {title}
      </Title>
      {/* The error summary of a refused save comes under the heading, above the fields. */}
      <Form form={form} onSubmit={submit} afterSubmit="clear">
        <Stack gap="md">
          {notice && (
            <Alert color="yellow.8" variant="light">
              {notice}
            </Alert>
          )}
          {beforeText}
          <CountedTextAreaField
            name="text"
            label=""
            labelText={label}
            required
            rows={rows}
            resize="vertical"
            maxLength={maxLength}
          />
          <FormField
            name="fileIds"
            label=""
            labelText={files.label}
            kind="file"
            serverNames={itemNames(queue.fileIds.length)}
            render={(field) => (
              <UploadField
                label={field.label}
                description={files.description}
                accept={files.accept}
                multiple={files.max > 1}
                queue={queue}
                disabled={full}
                error={field.error}
                buttonLabel={files.buttonLabel}
              />
            )}
          />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={queue.uploading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
