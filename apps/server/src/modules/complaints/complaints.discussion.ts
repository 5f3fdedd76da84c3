import { COMPLAINT_COMMENT_MAX } from '@portal/contracts';
import type { AttachmentKind } from '../../platform/attachments/attachments';
import { defineDiscussionSubject } from '../../platform/discussions/discussions';

/** The kind complaints' comments are kept under in the discussions' table. */
export const COMPLAINT_COMMENTS = 'complaint';

/**
 * Comments on complaints (decision 0022): files are complaint documents; the public does
 * not see an inappropriate comment at all (decision 0016).
 */
export const complaintDiscussion = (fileKind: AttachmentKind) =>
  defineDiscussionSubject({
    kind: COMPLAINT_COMMENTS,
    fileKind,
    maxLength: COMPLAINT_COMMENT_MAX,
    inappropriate: 'omitted',
  });
