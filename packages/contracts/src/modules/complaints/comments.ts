import type { z } from 'zod';
import { SIGNED_IN_PEOPLE } from '../../access';
import { discussionEndpoints } from '../../discussions';
import { COMPLAINT_COMMENT_MAX, COMPLAINT_FILES_MAX, complaintStaffAccess } from './shared';

/**
 * The comment calls of complaints, made by the discussions' factory over the one
 * implementation (decision 0022): citizens comment in the Complaints group, staff read,
 * comment and moderate in ComplaintConfiguration.
 */
export const complaintComments = discussionEndpoints({
  group: 'ComplaintConfiguration',
  public: { group: 'Complaints', access: SIGNED_IN_PEOPLE },
  subject: 'Complaint',
  noun: 'complaint',
  subjectIdField: 'complaintId',
  maxLength: COMPLAINT_COMMENT_MAX,
  maxFiles: COMPLAINT_FILES_MAX,
  staffAccess: complaintStaffAccess,
});

export const CommentRequest = complaintComments.request;
export type CommentRequest = z.input<typeof CommentRequest>;

export const CommentSaved = complaintComments.saved;

export const addComplaintComment = complaintComments.add;

// Staff read, comment and moderate in the ComplaintConfiguration group.

export const getComplaintCommentsByComplaintId = complaintComments.list;

export const getFilesByComplaintCommentId = complaintComments.files;

export const addStaffComplaintComment = complaintComments.addStaff;

export const uploadComplaintCommentFile = complaintComments.upload;

export const setComplaintCommentActive = complaintComments.setActive;

export const setComplaintCommentInappropriate = complaintComments.setInappropriate;
