import { Anchor, Text } from '@mantine/core';
import { accountsPages, COMPLAINT_COMMENT_MAX, type ComplaintComment } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CommentForm, CommentList } from '../../../components/discussion';
import { useSession } from '../../../lib/auth';
import { complaintKeys } from '../keys';
import { complaintCalls } from './api';

/** A complaint's public thread and, for the signed-in, a comment with at most one file. */
export function ComplaintComments({
  complaintId,
  comments,
}: {
  complaintId: number;
  comments: readonly ComplaintComment[];
}) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  return (
    <>
      <CommentList comments={comments} onDownload={(file) => void complaintCalls.downloadFile(file.id)} />
      {session ? (
        <CommentForm
          maxLength={COMPLAINT_COMMENT_MAX}
          maxFiles={1}
          upload={complaintCalls.uploadDocument}
          add={async ({ text, fileIds }, options) => {
            const saved = await complaintCalls.comment({ complaintId, text, fileIds }, options);
            await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
            return saved;
          }}
        />
      ) : (
        <Text>
          <Anchor
            component={Link}
            to={`${accountsPages.login.path}?returnTo=${encodeURIComponent(pathname)}`}
          >
            {t('complaints.details.signInToComment')}
          </Anchor>
        </Text>
      )}
    </>
  );
}
