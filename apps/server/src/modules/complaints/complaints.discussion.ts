import { COMPLAINT_COMMENT_MAX } from '@portal/contracts';
import { defineDiscussionSubject } from '../../platform/discussions/discussions';
import { complaintAttachmentKinds } from './complaints.attachments';

/** The kind complaints' comments are kept under in the discussions' table. */
export const COMPLAINT_COMMENTS = 'complaint';

/**
 * Comments on complaints (decision 0022): files are complaint documents; the public does
 * not see an inappropriate comment at all (decision 0016).
 */
export const complaintDiscussion = defineDiscussionSubject({
  kind: COMPLAINT_COMMENTS,
  fileKind: complaintAttachmentKinds.file,
  maxLength: COMPLAINT_COMMENT_MAX,
  inappropriate: 'omitted',
});
