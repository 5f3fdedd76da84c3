import { Stack, Text } from '@mantine/core';
import { documentExtensions, SESSION_COMMENT_MAX, SESSION_FILES_MAX } from '@portal/contracts';
import { useQueryClient } from '../../../lib/queries';
import { useTranslation } from '../../../lib/translation';
import { CommentForm, CommentList } from '../../../components/discussion';
import { type CommentSubject, sessionAdminKeys, sessionCalls, useStaffComments } from './api';

/**
 * The comments of a session or an agenda item as staff moderate them: every comment, active
 * or not, with its switches and files, and a staff comment with files (the platform's
 * discussion components, as complaints' staff page uses them).
 */
export function CommentsSection({ subject, id }: { subject: CommentSubject; id: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: comments, isError } = useStaffComments(subject, id);
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionAdminKeys.all });
  return (
    <Stack gap="lg">
      {comments ? (
        <CommentList
          comments={comments}
          onDownload={(file) => void sessionCalls.download(file.id)}
          moderation={{
            setActive: async (commentId, active) => {
              await sessionCalls.setCommentActive(subject, commentId, active);
              await refresh();
            },
            setInappropriate: async (commentId, inappropriate) => {
              await sessionCalls.setCommentInappropriate(subject, commentId, inappropriate);
              await refresh();
            },
          }}
        />
      ) : (
        <Text>{isError ? t('sessionsAdmin.comments.notLoaded') : t('sessionsAdmin.common.loading')}</Text>
      )}
      <CommentForm
        maxLength={SESSION_COMMENT_MAX}
        maxFiles={SESSION_FILES_MAX}
        accept={documentExtensions}
        rows={3}
        upload={(file, options) => sessionCalls.uploadCommentFile(subject, file, options)}
        add={async ({ text, fileIds }, options) => {
          const saved = await sessionCalls.addComment(subject, { id, text, fileIds }, options);
          await refresh();
          return saved;
        }}
      />
    </Stack>
  );
}
