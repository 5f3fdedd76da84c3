import { Stack, Text } from '@mantine/core';
import { documentExtensions, SESSION_FILES_MAX, type SessionDocument } from '@portal/contracts';
import { useTranslation } from '../../../lib/translation';
import { FileLinks, UploadField, type UploadQueue, useUploads } from '../../../components/attachments';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { sessionCalls } from './api';

const ACCEPT = documentExtensions.map((extension) => `.${extension}`).join(',');

/** Documents sent as soon as they are chosen, to be taken by the next save. */
export function useDocumentUploads(): UploadQueue {
  const queue = useUploads({ upload: (file, options) => sessionCalls.upload(file, options) });
  // A file still on its way is input too: leaving asks first.
  useLeaveGuard(queue.uploading);
  return queue;
}

/**
 * The documents of a session or an agenda item: the kept ones, each a download with a
 * remove button (removed on save), and the new ones being uploaded.
 */
export function DocumentsField({
  label,
  kept,
  removed,
  onRemove,
  queue,
}: {
  label: string;
  kept: readonly SessionDocument[];
  /** Kept documents the next save deletes; not shown any more. */
  removed: readonly number[];
  onRemove: (id: number) => void;
  queue: UploadQueue;
}) {
  const { t } = useTranslation();
  const shown = kept.filter((document) => !removed.includes(document.id));
  const full = queue.items.filter((item) => item.state !== 'refused').length >= SESSION_FILES_MAX;
  return (
    <Stack gap={6}>
      <UploadField
        label={label}
        description={t('sessionsAdmin.documents.hint', {
          count: SESSION_FILES_MAX,
          extensions: documentExtensions.join(', '),
        })}
        accept={ACCEPT}
        queue={queue}
        disabled={full}
        buttonLabel={t('sessionsAdmin.documents.choose')}
      />
      {shown.length > 0 ? (
        <FileLinks
          files={shown}
          onDownload={(file) => void sessionCalls.download(file.id)}
          onDelete={(file) => onRemove(file.id)}
        />
      ) : (
        queue.items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('sessionsAdmin.documents.none')}
          </Text>
        )
      )}
      {removed.length > 0 && (
        <Text size="sm" role="status">
          {t('sessionsAdmin.documents.removedOnSave', { count: removed.length })}
        </Text>
      )}
    </Stack>
  );
}
