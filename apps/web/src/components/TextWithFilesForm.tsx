import { Alert, Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { messageOptions } from '@portal/i18n';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-client';
import type { UploadOptions } from '../lib/upload';
import { useLeaveGuard } from './LeaveGuard';
import { UploadField, type UploadItem, useUploads } from './attachments';

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
  /** Saves; throws to refuse, and the text and files stay. */
  onSave: (values: TextWithFilesValues) => Promise<void>;
};

/** The first message a refused save gives for `field` (or an item of it), in words. */
function refusalOn(
  error: unknown,
  field: string,
  t: (key: string, options?: Record<string, unknown>) => string,
) {
  if (!(error instanceof ApiError)) return null;
  const entry = Object.entries(error.fieldErrors).find(
    ([name]) => name === field || name.startsWith(`${field}.`) || name.startsWith(`${field}[`),
  );
  if (!entry) return null;
  const [name, key] = entry;
  return t(`messages.${key}`, messageOptions(error.body?.params?.[name]));
}

/**
 * A required text with a character counter and files uploaded first (a comment, an answer).
 * After a save the form empties; after a refused one it keeps the text and the files and
 * shows the server's message on its field.
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
  onSave,
}: TextWithFilesFormProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queue = useUploads({ upload });
  const full = queue.items.filter((item) => item.state !== 'refused').length >= files.max;
  useLeaveGuard(text.trim() !== '' || queue.items.length > 0);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || queue.uploading) return;
    if (!text.trim()) {
      setTextError(t('messages.validation_required'));
      return;
    }
    setTextError(null);
    setFilesError(null);
    setSaving(true);
    try {
      await onSave({
        text,
        fileIds: queue.fileIds,
        refused: queue.items.filter((item) => item.state === 'refused'),
      });
      setText('');
      queue.reset();
    } catch (error) {
      // The central handler has said it in a toast too; the input stays.
      setTextError(refusalOn(error, 'text', t));
      setFilesError(refusalOn(error, 'fileIds', t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="form" noValidate onSubmit={(event) => void save(event)}>
      <Stack gap="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        {notice && (
          <Alert color="yellow.8" variant="light">
            {notice}
          </Alert>
        )}
        <Textarea
          label={label}
          required
          rows={rows}
          resize="vertical"
          maxLength={maxLength}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={textError}
          description={t('components.textWithFiles.counter', { used: text.length, max: maxLength })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <UploadField
          label={files.label}
          description={files.description}
          accept={files.accept}
          multiple={files.max > 1}
          queue={queue}
          disabled={full}
          error={filesError ?? undefined}
          buttonLabel={files.buttonLabel}
        />
        <Group>
          <Button type="submit" loading={saving} disabled={queue.uploading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
