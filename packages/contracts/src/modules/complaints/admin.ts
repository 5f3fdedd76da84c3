import { z } from 'zod';
import { pageOf, PageRequest, zLanguageId } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { Done, optional } from '../accounts';
import { ComplaintIdParams, IdLanguageParams, zLatitude, zLongitude, zText } from './fields';
import {
  COMPLAINT_ADDRESS_MAX,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_TITLE_MAX,
  ComplaintDetails,
  ComplaintImage,
  ComplaintListItem,
  ComplaintSearch,
  complaintStaffAccess,
} from './shared';
import { ComplaintReference } from './timeline';
import { zWorkQueueGroup } from './work-queue';

// ---- Staff: the ComplaintConfiguration group ----

export const StaffComplaintListItem = ComplaintListItem.extend({
  userName: z.string(),
  organizationalUnitId: z.number().int().nullable(),
  inappropriate: z.boolean(),
  visible: z.boolean(),
  dateResolved: z.string().nullable(),
  commentCount: z.number().int(),
  /** "This is my problem too": how many citizens support it. */
  supportCount: z.number().int(),
});
export type StaffComplaintListItem = z.infer<typeof StaffComplaintListItem>;

export const StaffComplaintSearch = ComplaintSearch.extend({
  number: z.string().trim().max(20).optional(),
  organizationalUnitId: optional(z.number().int().min(1)).optional(),
  /** Only those not assigned to any unit yet. */
  unassigned: z.boolean().optional(),
  inappropriate: z.boolean().optional(),
  /** Only those past their response deadline without an answer. */
  overdue: z.boolean().optional(),
  /** Only those of a group of the caller's work queue (work-queue.ts). */
  queue: zWorkQueueGroup.optional(),
  /** The public list's sorts, and by supports. */
  sort: z.enum([...ComplaintSearch.shape.sort.unwrap().options, 'supportCount']).default('dateCreated'),
});
export type StaffComplaintSearch = z.input<typeof StaffComplaintSearch>;

export const ComplaintLink = z.object({
  id: z.number().int(),
  kind: z.enum(['complaint', 'session']),
  targetId: z.number().int(),
  title: z.string(),
  number: z.string().nullable(),
  dateCreated: z.string(),
});
export type ComplaintLink = z.infer<typeof ComplaintLink>;

export const ComplaintHistoryEntry = z.object({
  id: z.number().int(),
  statusId: z.number().int(),
  organizationalUnitName: z.string().nullable(),
  comment: z.string(),
  userName: z.string(),
  dateCreated: z.string(),
  /** ComplaintEvent: a status change, an internal note, reopened, confirmed fixed, merged into / from. */
  event: z.number().int(),
  /** An internal note: staff only, never on the public side. */
  internal: z.boolean(),
  /** The other report of a merge (events 5 and 6). */
  relatedComplaint: ComplaintReference.nullable(),
});
export type ComplaintHistoryEntry = z.infer<typeof ComplaintHistoryEntry>;

export const StaffComplaintDetails = ComplaintDetails.extend({
  userEmail: z.string().nullable(),
  userPhone: z.string().nullable(),
  links: z.array(ComplaintLink),
  history: z.array(ComplaintHistoryEntry),
  /** The statuses it may move to now (from the transition table and the caller's scope). */
  allowedStatuses: z.array(z.number().int()),
});
export type StaffComplaintDetails = z.infer<typeof StaffComplaintDetails>;

export const getAllComplaints = defineEndpoint({
  name: 'ComplaintConfiguration.GetAllComplaints',
  method: 'POST',
  path: '/api/ComplaintConfiguration/GetAllComplaints',
  summary: 'The complaints in the caller’s scope, newest first, a page at a time',
  access: complaintStaffAccess,
  body: PageRequest.extend({ languageId: zLanguageId }),
  response: pageOf(StaffComplaintListItem),
  personalData: true,
});

export const searchStaffComplaints = defineEndpoint({
  name: 'ComplaintConfiguration.SearchComplaints',
  method: 'POST',
  path: '/api/ComplaintConfiguration/SearchComplaints',
  summary:
    'Complaints in the caller’s scope (right 15 all levels, right 16 own unit and those under it) ' +
    'by number, text, category, status, unit, dates and flags',
  access: complaintStaffAccess,
  body: StaffComplaintSearch,
  response: pageOf(StaffComplaintListItem),
  personalData: true,
});

export const getStaffComplaintById = defineEndpoint({
  name: 'ComplaintConfiguration.GetComplaintByID',
  method: 'GET',
  path: '/api/ComplaintConfiguration/GetComplaintByID/:id/:languageId',
  summary: 'A complaint with everything staff handle: comments of every state, answers, links, history',
  access: complaintStaffAccess,
  params: IdLanguageParams,
  response: StaffComplaintDetails,
  personalData: true,
});

export const getImagesByComplaintId = defineEndpoint({
  name: 'ComplaintConfiguration.GetImagesByComplaintID',
  method: 'GET',
  path: '/api/ComplaintConfiguration/GetImagesByComplaintID/:id',
  summary: 'The photos of a complaint (their bytes through Complaints.GetImage)',
  access: complaintStaffAccess,
  params: ComplaintIdParams,
  response: z.array(ComplaintImage),
});

export const UpdateComplaint = z.object({
  complaintId: z.number().int().min(1),
  title: zText(COMPLAINT_TITLE_MAX),
  description: zText(COMPLAINT_DESCRIPTION_MAX),
  categoryId: z.number({ error: 'validation_required' }).int().min(1, { error: 'validation_required' }),
  /** Shown in the public list and map; staff hide one that carries personal data, say. */
  visible: z.boolean(),
});
export type UpdateComplaint = z.input<typeof UpdateComplaint>;

export const updateComplaint = defineEndpoint({
  name: 'ComplaintConfiguration.UpdateComplaintStatus',
  method: 'POST',
  path: '/api/ComplaintConfiguration/UpdateComplaintStatus',
  summary:
    'Saves the edit form of a complaint: title, description, category and whether it is shown ' +
    'publicly (the status moves only through ChangeComplaintStatus, AssignComplaint and answers)',
  access: complaintStaffAccess,
  body: UpdateComplaint,
  response: Done,
});

export const UpdateComplaintLocation = z.object({
  complaintId: z.number().int().min(1),
  latitude: zLatitude,
  longitude: zLongitude,
  address: zText(COMPLAINT_ADDRESS_MAX),
  locationDescription: z.string().trim().max(COMPLAINT_ADDRESS_MAX).default(''),
});
export type UpdateComplaintLocation = z.input<typeof UpdateComplaintLocation>;

export const updateComplaintLocation = defineEndpoint({
  name: 'ComplaintConfiguration.UpdateComplaintLocation',
  method: 'POST',
  path: '/api/ComplaintConfiguration/UpdateComplaintLocation',
  summary: 'Moves a complaint’s pin and its address',
  access: complaintStaffAccess,
  body: UpdateComplaintLocation,
  response: Done,
});
