import { z } from 'zod';
import { administratorsOr } from '../../access';
import { LanguageParams } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { AccessRight } from '../../enums';
import { documentContentTypes } from '../../files';
import { Done } from '../accounts';
import { ComplaintIdParams, IdParams, zFileIds, zStatus, zText } from './fields';
import {
  COMPLAINT_ANSWER_MAX,
  COMPLAINT_COMMENT_MAX,
  COMPLAINT_FILES_MAX,
  ComplaintAnswer,
  complaintStaffAccess,
  UploadedComplaintFile,
} from './shared';
import { ComplaintLink } from './admin';

// Staff handling a complaint: answers, assignment, status, files, links and notifications.

export const uploadComplaintAnswerFile = defineEndpoint({
  name: 'ComplaintConfiguration.UploadAnswerFiles',
  method: 'POST',
  path: '/api/ComplaintConfiguration/UploadAnswerFiles',
  summary: 'Receives one file for an answer (multipart/form-data, field "file"), judged by its bytes',
  access: complaintStaffAccess,
  body: { upload: { field: 'file' } },
  response: UploadedComplaintFile,
});

export const AnswerRequest = z.object({
  complaintId: z.number().int().min(1),
  text: zText(COMPLAINT_ANSWER_MAX),
  fileIds: zFileIds(COMPLAINT_FILES_MAX),
});
export type AnswerRequest = z.input<typeof AnswerRequest>;

export const addComplaintAnswer = defineEndpoint({
  name: 'ComplaintConfiguration.AddComplaintAnswer',
  method: 'POST',
  path: '/api/ComplaintConfiguration/AddComplaintAnswer',
  summary:
    'Answers a complaint with files uploaded by UploadAnswerFiles; the complaint becomes Answered ' +
    'and its reporter and the recipients of "complaint answered" are told',
  access: complaintStaffAccess,
  body: AnswerRequest,
  response: ComplaintAnswer,
});

export const AssignRequest = z.object({
  complaintId: z.number().int().min(1),
  organizationalUnitId: z
    .number({ error: 'validation_required' })
    .int()
    .min(1, { error: 'validation_required' }),
  comment: z.string().trim().max(COMPLAINT_COMMENT_MAX).default(''),
});
export type AssignRequest = z.input<typeof AssignRequest>;

export const assignComplaint = defineEndpoint({
  name: 'ComplaintConfiguration.AssignComplaint',
  method: 'POST',
  path: '/api/ComplaintConfiguration/AssignComplaint',
  summary:
    'Assigns a complaint to an organisational unit (right 16: a unit of the caller’s own branch); ' +
    'it becomes Assigned and the recipients of "complaint in progress" are told',
  access: complaintStaffAccess,
  body: AssignRequest,
  response: Done,
});

export const ChangeStatusRequest = z.object({
  complaintId: z.number().int().min(1),
  statusId: zStatus,
  comment: zText(COMPLAINT_COMMENT_MAX),
});
export type ChangeStatusRequest = z.input<typeof ChangeStatusRequest>;

export const changeComplaintStatus = defineEndpoint({
  name: 'ComplaintConfiguration.ChangeComplaintStatus',
  method: 'POST',
  path: '/api/ComplaintConfiguration/ChangeComplaintStatus',
  summary:
    'Moves a complaint to another status with a comment, by the transition table; a resolved ' +
    'complaint answers resolved_complaint_status_cannot_change',
  access: complaintStaffAccess,
  body: ChangeStatusRequest,
  response: Done,
});

export const downloadStaffComplaintFile = defineEndpoint({
  name: 'ComplaintConfiguration.DownloadFile',
  method: 'GET',
  path: '/api/ComplaintConfiguration/DownloadFile/:id',
  summary: 'A document of a complaint or a file of any of its comments',
  access: complaintStaffAccess,
  params: IdParams,
  response: { file: documentContentTypes },
});

export const downloadStaffAnswerFile = defineEndpoint({
  name: 'ComplaintConfiguration.DownloadAnswerFile',
  method: 'GET',
  path: '/api/ComplaintConfiguration/DownloadAnswerFile/:id',
  summary: 'A file of an answer',
  access: complaintStaffAccess,
  params: IdParams,
  response: { file: documentContentTypes },
});

export const deleteComplaintAnswerFile = defineEndpoint({
  name: 'ComplaintConfiguration.DeleteAnswerFile',
  method: 'DELETE',
  path: '/api/ComplaintConfiguration/DeleteAnswerFile/:id',
  summary: 'Removes a file from an answer (not from a resolved complaint)',
  access: complaintStaffAccess,
  params: IdParams,
  response: Done,
});

export const deleteComplaintById = defineEndpoint({
  name: 'ComplaintConfiguration.DeleteComplaintByID',
  method: 'DELETE',
  path: '/api/ComplaintConfiguration/DeleteComplaintByID/:id',
  summary: 'Deletes a complaint with its photos, files, comments and answers',
  access: administratorsOr(AccessRight.ComplaintListAllLevels),
  params: ComplaintIdParams,
  response: Done,
});

export const LinkRequest = z.object({
  complaintId: z.number().int().min(1),
  kind: z.enum(['complaint', 'session']),
  targetId: z.number().int().min(1),
});
export type LinkRequest = z.input<typeof LinkRequest>;

export const addComplaintLink = defineEndpoint({
  name: 'ComplaintConfiguration.AddComplaintLink',
  method: 'POST',
  path: '/api/ComplaintConfiguration/AddComplaintLink',
  summary:
    'Links a complaint to another complaint (both ways) or to a council session; the same link ' +
    'twice answers complaint_link_already_exists',
  access: complaintStaffAccess,
  body: LinkRequest,
  response: ComplaintLink,
});

export const deleteComplaintLink = defineEndpoint({
  name: 'ComplaintConfiguration.DeleteComplaintLink',
  method: 'DELETE',
  path: '/api/ComplaintConfiguration/DeleteComplaintLink/:id',
  summary: 'Removes a link of a complaint',
  access: complaintStaffAccess,
  params: IdParams,
  response: Done,
});

export const getAssignableUnits = defineEndpoint({
  name: 'ComplaintConfiguration.GetOrganizationalUnitsForAssignment',
  method: 'GET',
  path: '/api/ComplaintConfiguration/GetOrganizationalUnitsForAssignment/:languageId',
  summary:
    'The active units the caller may assign a complaint to: all for right 15 and administrators, ' +
    'the caller’s unit and those under it for right 16',
  access: complaintStaffAccess,
  params: LanguageParams,
  response: z.array(
    z.object({ id: z.number().int(), name: z.string(), parentId: z.number().int().nullable() }),
  ),
});

export const NotifyAdminsRequest = z.object({ complaintId: z.number().int().min(1) });

export const sendSystemNotificationEmailToAdmins = defineEndpoint({
  name: 'ComplaintConfiguration.SendSystemNotificationEmailToAdmins',
  method: 'POST',
  path: '/api/ComplaintConfiguration/SendSystemNotificationEmailToAdmins',
  summary:
    'E-mails the recipients configured for the system notification that fits the complaint’s ' +
    'status (new, in progress, answered, resolved) again',
  access: complaintStaffAccess,
  body: NotifyAdminsRequest,
  response: z.object({ recipients: z.number().int() }),
});

export const sendSystemNotificationSmsToAdmins = defineEndpoint({
  name: 'ComplaintConfiguration.SendSystemNotificationSMSToAdmins',
  method: 'POST',
  path: '/api/ComplaintConfiguration/SendSystemNotificationSMSToAdmins',
  summary: 'The same by SMS, to the recipients that have a telephone number',
  access: complaintStaffAccess,
  body: NotifyAdminsRequest,
  response: z.object({ recipients: z.number().int() }),
});
