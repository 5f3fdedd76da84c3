import { Button, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import {
  COMPLAINT_FILES_MAX,
  documentExtensions,
  type uploadComplaintAnswerFile,
  type uploadComplaintCommentFile,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { UploadField, useUploads } from '../../../components/UploadList';
import { uploadFile } from '../../../lib/upload';

const ACCEPT = documentExtensions.map((e) => `.${e}`).join(',');

/**
 * A text with files uploaded first (a staff comment, an answer). The text is required;
 * after a save the form empties, after a refused one it keeps the text and the files.
 */
export function TextWithFilesForm({
  title,
  label,
  submitLabel,
  maxLength,
  rows,
  uploadEndpoint,
  onSave,
}: {
  title: string;
  label: string;
  submitLabel: string;
  maxLength: number;
  rows: number;
  uploadEndpoint: typeof uploadComplaintCommentFile | typeof uploadComplaintAnswerFile;
  /** Saves the text with the uploaded files; `uploadRefused`: a chosen file was refused and is left out. */
  onSave: (values: { text: string; fileIds: string[]; uploadRefused: boolean }) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queue = useUploads({ upload: (file, options) => uploadFile(uploadEndpoint, file, options) });
  const full = queue.items.filter((item) => item.state !== 'refused').length >= COMPLAINT_FILES_MAX;
  useLeaveGuard(text.trim() !== '' || queue.items.length > 0);

  const save = async () => {
    if (!text.trim()) {
      setError(t('messages.validation_required'));
      return;
    }
    setError(null);
    setSaving(true);
    const uploadRefused = queue.items.some((item) => item.state === 'refused');
    try {
      await onSave({ text, fileIds: queue.fileIds, uploadRefused });
      setText('');
      queue.reset();
    } catch {
      // shown by the central handler; the text stays
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Textarea
          label={label}
          required
          rows={rows}
          resize="vertical"
          maxLength={maxLength}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
        />
        <UploadField
          label={t('complaintsAdmin.files.label')}
          description={t('complaintsAdmin.files.hint', { count: COMPLAINT_FILES_MAX })}
          accept={ACCEPT}
          queue={queue}
          disabled={full}
          buttonLabel={t('complaintsAdmin.files.choose')}
        />
        <Group>
          <Button onClick={() => void save()} loading={saving} disabled={queue.uploading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
