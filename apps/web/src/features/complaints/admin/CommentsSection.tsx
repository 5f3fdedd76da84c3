import { Stack } from '@mantine/core';
import {
  COMPLAINT_COMMENT_MAX,
  COMPLAINT_FILES_MAX,
  documentExtensions,
  type StaffComplaintDetails,
  uploadComplaintCommentFile,
} from '@portal/contracts';
import { useQueryClient } from '../../../lib/queries';
import { CommentForm, CommentList } from '../../../components/discussion';
import { uploadFile } from '../../../lib/upload';
import { complaintKeys } from '../keys';
import { complaintCalls } from './api';

/** Every comment, active or not, with its moderation switches and files; a staff comment with files. */
export function CommentsSection({ complaint }: { complaint: StaffComplaintDetails }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: complaintKeys.all });
  return (
    <Stack gap="lg">
      <CommentList
        comments={complaint.comments}
        onDownload={(file) => void complaintCalls.downloadFile(file.id)}
        moderation={{
          setActive: async (commentId, active) => {
            await complaintCalls.setCommentActive(commentId, active);
            await refresh();
          },
          setInappropriate: async (commentId, inappropriate) => {
            await complaintCalls.setCommentInappropriate(commentId, inappropriate);
            await refresh();
          },
        }}
      />
      <CommentForm
        maxLength={COMPLAINT_COMMENT_MAX}
        maxFiles={COMPLAINT_FILES_MAX}
        accept={documentExtensions}
        rows={3}
        upload={(file, options) => uploadFile(uploadComplaintCommentFile, file, options)}
        add={async ({ text, fileIds }, options) => {
          const saved = await complaintCalls.addComment(
            { complaintId: complaint.id, text, fileIds },
            options,
          );
          await refresh();
          return saved;
        }}
      />
    </Stack>
  );
}
