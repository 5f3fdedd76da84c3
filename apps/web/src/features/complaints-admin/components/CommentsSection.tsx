import { Badge, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import {
  COMPLAINT_COMMENT_MAX,
  type ComplaintComment,
  type StaffComplaintDetails,
  uploadComplaintCommentFile,
} from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../lib/toast';
import { complaintCalls, complaintKeys } from '../api';
import { FileLinks } from './FileLinks';
import { TextWithFilesForm } from './TextWithFilesForm';

/** Every comment, active or not, with its two switches and files; a staff comment with files. */
export function CommentsSection({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {complaint.comments.length === 0 ? (
        <Text>{t('complaintsAdmin.comments.none')}</Text>
      ) : (
        <Stack gap="sm">
          {complaint.comments.map((comment) => (
            // Keyed by its flags too, so the switches follow the server's state after a reload.
            <CommentCard key={`${comment.id}:${comment.active}:${comment.inappropriate}`} comment={comment} />
          ))}
        </Stack>
      )}
      <CommentForm complaintId={complaint.id} />
    </Stack>
  );
}

function CommentCard({ comment }: { comment: ComplaintComment }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<'active' | 'inappropriate' | null>(null);
  // Shown at once; put back if the server refuses.
  const [active, setActive] = useState(comment.active);
  const [inappropriate, setInappropriate] = useState(comment.inappropriate);

  const toggle = async (which: 'active' | 'inappropriate', value: boolean) => {
    const set = which === 'active' ? setActive : setInappropriate;
    set(value);
    setPending(which);
    try {
      await (which === 'active'
        ? complaintCalls.setCommentActive(comment.id, value)
        : complaintCalls.setCommentInappropriate(comment.id, value));
      await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
      toaster.show(t('messages.data_saved'), { kind: 'success' });
    } catch {
      set(!value);
    } finally {
      setPending(null);
    }
  };

  const who = comment.authorName;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={t('complaintsAdmin.comments.by', { name: who })}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {who}
            </Text>
            {comment.byStaff && (
              <Badge size="sm" variant="light" color="blue.9">
                {t('complaintsAdmin.comments.staff')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {formatDateTime(comment.dateCreated)}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap' }} c={active && !inappropriate ? undefined : 'dimmed'}>
          {comment.text}
        </Text>
        <FileLinks files={comment.files} onDownload={(file) => void complaintCalls.downloadFile(file.id)} />
        <Group gap="xl">
          <Switch
            label={t('complaintsAdmin.comments.active')}
            checked={active}
            disabled={pending !== null}
            onChange={(event) => void toggle('active', event.currentTarget.checked)}
          />
          <Switch
            label={t('complaintsAdmin.comments.inappropriate')}
            color="red.9"
            checked={inappropriate}
            disabled={pending !== null}
            onChange={(event) => void toggle('inappropriate', event.currentTarget.checked)}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

function CommentForm({ complaintId }: { complaintId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <TextWithFilesForm
      title={t('complaintsAdmin.comments.addTitle')}
      label={t('complaintsAdmin.comments.text')}
      submitLabel={t('complaintsAdmin.comments.add')}
      maxLength={COMPLAINT_COMMENT_MAX}
      rows={3}
      uploadEndpoint={uploadComplaintCommentFile}
      onSave={async ({ text, fileIds, uploadRefused }) => {
        const saved = await complaintCalls.addComment({ complaintId, text, fileIds });
        await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
        // A file the upload refused was not sent: the comment is saved without it, and says so.
        if (saved.fileRefused || uploadRefused) {
          toaster.show(t('messages.comment_file_invalid_saved_without_file'), { kind: 'warning' });
        } else {
          toaster.show(t('complaintsAdmin.comments.added'), { kind: 'success' });
        }
      }}
    />
  );
}
