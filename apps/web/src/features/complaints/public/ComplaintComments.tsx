import { Anchor, Text } from '@mantine/core';
import { accountsPages, COMPLAINT_COMMENT_MAX, type ComplaintComment } from '@portal/contracts';
import { useQueryClient } from '../../../lib/queries';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useLocation } from '../../../lib/router';
import { CommentList } from '../../../components/discussion/CommentList';
import { useSession } from '../../../lib/auth';
import { complaintKeys } from '../keys';
import { complaintCalls } from './calls';

/**
 * The comment form (with the form kit and zod) is for the signed-in only: it loads with their
 * page, not with every visitor's (decision 0017).
 */
const CommentForm = lazy(async () => ({
  default: (await import('../../../components/discussion/CommentForm')).CommentForm,
}));

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
        <Suspense fallback={null}>
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
        </Suspense>
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
