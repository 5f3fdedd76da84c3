import { Anchor, Text } from '@mantine/core';
import {
  accountsPages,
  type DiscussionComment,
  documentExtensions,
  SESSION_COMMENT_MAX,
  SESSION_FILES_MAX,
} from '@portal/contracts';
import { useQueryClient } from '../../../lib/queries';
import { useTranslation } from '../../../lib/translation';
import { Link, useLocation } from '../../../lib/router';
import { CommentForm, type CommentFormProps, CommentList } from '../../../components/discussion';
import { useSession } from '../../../lib/auth';
import { sessionPublicKeys } from './api';
import { sessionCalls } from './calls';

/**
 * The public thread of a session or an agenda item and, for the signed-in while commenting
 * is enabled, a comment with files uploaded first. `add` saves through the subject's call.
 */
export function SessionComments({
  comments,
  commentingEnabled,
  add,
}: {
  comments: readonly DiscussionComment[];
  commentingEnabled: boolean;
  add: CommentFormProps['add'];
}) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const form = !commentingEnabled ? (
    <Text c="dimmed">{t('sessions.common.commentingClosed')}</Text>
  ) : session ? (
    <CommentForm
      maxLength={SESSION_COMMENT_MAX}
      maxFiles={SESSION_FILES_MAX}
      accept={documentExtensions}
      upload={sessionCalls.uploadCommentFile}
      add={async (values, options) => {
        const saved = await add(values, options);
        await queryClient.invalidateQueries({ queryKey: sessionPublicKeys.all });
        return saved;
      }}
    />
  ) : (
    <Text>
      <Anchor component={Link} to={`${accountsPages.login.path}?returnTo=${encodeURIComponent(pathname)}`}>
        {t('sessions.common.signInToComment')}
      </Anchor>
    </Text>
  );
  return (
    <>
      <CommentList comments={comments} onDownload={(file) => void sessionCalls.download(file.id)} />
      {form}
    </>
  );
}
