import { z } from 'zod';
import { administratorsOr, SIGNED_IN_PEOPLE } from '../access';
import { LanguageParams, pageOf, PageRequest, zId, zLanguageId } from '../common';
import {
  DiscussionComment,
  DiscussionFile,
  discussionEndpoints,
  UploadedAttachment,
  zRequiredText,
  zUploadIds,
} from '../discussions';
import { defineEndpoint, PUBLIC } from '../endpoint';
import { AccessRight, ComplaintParameter, ComplaintStatus, enumValues } from '../enums';
import { documentContentTypes } from '../files';
import { Done, optional } from './accounts';

// ---- Limits ----

export const COMPLAINT_TITLE_MAX = 200;
export const COMPLAINT_DESCRIPTION_MAX = 4000;
export const COMPLAINT_ADDRESS_MAX = 300;
export const COMPLAINT_COMMENT_MAX = 2000;
export const COMPLAINT_ANSWER_MAX = 4000;
/** Files a comment or an answer may carry. */
export const COMPLAINT_FILES_MAX = 5;
/** Documents a citizen may attach to a report, beside the photos. */
export const COMPLAINT_DOCUMENTS_MAX = 5;
/** The spec's display limits: a photo is shown fitted to 800 x 600 with a x2 magnifier. */
export const COMPLAINT_IMAGE_DISPLAY = { width: 800, height: 600, magnifier: 2 } as const;
/** Complaint configuration parameters before an administrator sets them. */
export const complaintParameterDefaults: Record<number, number> = {
  [ComplaintParameter.ImagesPerComplaint]: 5,
  [ComplaintParameter.MaxImageSizeKb]: 5120,
};
/** Bounds an administrator may set the parameters within. */
export const complaintParameterBounds: Record<number, { min: number; max: number }> = {
  [ComplaintParameter.ImagesPerComplaint]: { min: 1, max: 20 },
  [ComplaintParameter.MaxImageSizeKb]: { min: 100, max: 20_480 },
};

// ---- Status rules ----

/**
 * Where a complaint may go from each status (decision 0016). Staff move it; a resolved
 * complaint stays resolved (the spec's 'resolved_complaint_status_cannot_change').
 * - Created: assigned to a unit, answered directly by the office, resolved, or found inappropriate.
 * - Inappropriate: brought back after review (to Created, or Assigned when it has a unit).
 * - Assigned: answered, resolved, reassigned (stays Assigned) or found inappropriate.
 * - Answered: resolved, or sent back to a unit when the answer does not settle it.
 */
export const complaintTransitions: Record<ComplaintStatus, readonly ComplaintStatus[]> = {
  [ComplaintStatus.Created]: [
    ComplaintStatus.Inappropriate,
    ComplaintStatus.Assigned,
    ComplaintStatus.Answered,
    ComplaintStatus.Resolved,
  ],
  [ComplaintStatus.Inappropriate]: [ComplaintStatus.Created, ComplaintStatus.Assigned],
  [ComplaintStatus.Assigned]: [
    ComplaintStatus.Inappropriate,
    ComplaintStatus.Assigned,
    ComplaintStatus.Answered,
    ComplaintStatus.Resolved,
  ],
  [ComplaintStatus.Answered]: [ComplaintStatus.Assigned, ComplaintStatus.Resolved],
  [ComplaintStatus.Resolved]: [],
};

/** Whether a complaint in status `from` may move to `to`; Assigned also needs a unit. */
export function mayMoveComplaint(from: ComplaintStatus, to: ComplaintStatus): boolean {
  return complaintTransitions[from].includes(to);
}

/** The message key for a refused move: the spec's own for a resolved complaint. */
export function refusedMoveMessage(from: ComplaintStatus) {
  return from === ComplaintStatus.Resolved
    ? ('resolved_complaint_status_cannot_change' as const)
    : ('complaint_status_change_not_allowed' as const);
}

// ---- Shared shapes ----

const zStatus = z.union(enumValues(ComplaintStatus).map((v) => z.literal(v))) as unknown as z.ZodType<
  ComplaintStatus,
  number
>;
const zLatitude = z.number().min(-90).max(90);
const zLongitude = z.number().min(-180).max(180);
const zIsoDate = z.preprocess((v) => (v === '' ? undefined : v), z.iso.date().optional());
const zText = zRequiredText;
const zFileIds = zUploadIds;
const IdParams = z.object({ id: zId });
const IdLanguageParams = z.object({ id: zId, languageId: zLanguageId });

export const ComplaintPosition = z.object({ latitude: z.number(), longitude: z.number() });

/** A file attached to a complaint, a comment or an answer (metadata only; bytes by download). */
export const ComplaintFile = DiscussionFile;
export type ComplaintFile = z.infer<typeof ComplaintFile>;

/** A photo as stored: re-encoded, without metadata; `url`s are the image and thumbnail calls. */
export const ComplaintImage = z.object({
  id: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  contentType: z.string(),
});
export type ComplaintImage = z.infer<typeof ComplaintImage>;

/** A comment on a complaint: a discussion's comment (decision 0022). */
export const ComplaintComment = DiscussionComment;
export type ComplaintComment = z.infer<typeof ComplaintComment>;

export const ComplaintAnswer = z.object({
  id: z.number().int(),
  text: z.string(),
  authorName: z.string(),
  organizationalUnitName: z.string().nullable(),
  dateCreated: z.string(),
  files: z.array(ComplaintFile),
});
export type ComplaintAnswer = z.infer<typeof ComplaintAnswer>;

export const ComplaintListItem = z.object({
  id: z.number().int(),
  /** The municipality's number for it: sequence/year, e.g. "154/2026". */
  number: z.string(),
  title: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  categoryIcon: z.string().nullable(),
  statusId: z.number().int(),
  dateCreated: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  organizationalUnitName: z.string().nullable(),
  /** The first photo's id, for a thumbnail; null without photos. */
  imageId: z.number().int().nullable(),
});
export type ComplaintListItem = z.infer<typeof ComplaintListItem>;

export const ComplaintDetails = ComplaintListItem.extend({
  description: z.string(),
  locationDescription: z.string(),
  organizationalUnitId: z.number().int().nullable(),
  userName: z.string(),
  /** Whether the caller reported it. */
  mine: z.boolean(),
  images: z.array(ComplaintImage),
  documents: z.array(ComplaintFile),
  comments: z.array(ComplaintComment),
  answers: z.array(ComplaintAnswer),
  /** Hours from the report to the first answer; null until answered. */
  responseHours: z.number().nullable(),
  dateResolved: z.string().nullable(),
  inappropriate: z.boolean(),
  visible: z.boolean(),
});
export type ComplaintDetails = z.infer<typeof ComplaintDetails>;

/** The filters of the public list, the staff list and the map. */
export const ComplaintFilter = z.object({
  languageId: zLanguageId,
  text: z.string().trim().max(100).optional(),
  categoryId: optional(z.number().int().min(1)).optional(),
  statusId: optional(zStatus).optional(),
  dateFrom: zIsoDate,
  dateTo: zIsoDate,
});
export type ComplaintFilter = z.input<typeof ComplaintFilter>;

export const ComplaintSearch = PageRequest.extend(ComplaintFilter.shape).extend({
  sort: z.enum(['dateCreated', 'number', 'title', 'status', 'category']).default('dateCreated'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type ComplaintSearch = z.input<typeof ComplaintSearch>;

// ---- Public: citizens and visitors ----

export const searchComplaints = defineEndpoint({
  name: 'Complaints.Search',
  method: 'POST',
  path: '/api/Complaints/Search',
  summary:
    'Public complaints by category, status, date range and text, a page at a time. Complaints ' +
    'found inappropriate or hidden by staff are not listed.',
  access: PUBLIC,
  body: ComplaintSearch,
  response: pageOf(ComplaintListItem),
});

export const MapArea = ComplaintFilter.extend({
  south: zLatitude,
  west: zLongitude,
  north: zLatitude,
  east: zLongitude,
  zoom: z.number().int().min(0).max(22),
});
export type MapArea = z.input<typeof MapArea>;

/** One complaint (count 1, with its id) or a cluster of nearby complaints. */
export const MapPoint = z.object({
  key: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
  id: z.number().int().nullable(),
  title: z.string().nullable(),
  statusId: z.number().int().nullable(),
});
export type MapPoint = z.infer<typeof MapPoint>;

export const getComplaintMap = defineEndpoint({
  name: 'Complaints.GetMapPoints',
  method: 'POST',
  path: '/api/Complaints/GetMapPoints',
  summary:
    'Public complaints in the visible area of the map, with the list filters: single complaints, ' +
    'or clusters counted by the server when many are close together at this zoom',
  access: PUBLIC,
  body: MapArea,
  response: z.object({ points: z.array(MapPoint), totalCount: z.number().int() }),
});

export const getComplaintDetails = defineEndpoint({
  name: 'Complaints.GetByID',
  method: 'GET',
  path: '/api/Complaints/GetByID/:id/:languageId',
  summary:
    'A complaint with its photos, location, comments, answers and assigned unit. One found ' +
    'inappropriate answers 410 complaint_hidden_inappropriate (except to its reporter and staff).',
  access: PUBLIC,
  params: IdLanguageParams,
  response: ComplaintDetails,
});

export const getMyComplaints = defineEndpoint({
  name: 'Complaints.GetMyComplaints',
  method: 'POST',
  path: '/api/Complaints/GetMyComplaints',
  summary: 'The complaints the caller reported, with their status, a page at a time',
  access: SIGNED_IN_PEOPLE,
  body: ComplaintSearch,
  response: pageOf(ComplaintListItem),
  personalData: true,
});

/** What the report form needs to know before a file is chosen. */
export const ComplaintReportSettings = z.object({
  imagesPerComplaint: z.number().int(),
  maxImageSizeKb: z.number().int(),
  imageExtensions: z.array(z.string()),
  documentExtensions: z.array(z.string()),
  documentsPerComplaint: z.number().int(),
  maxDocumentSizeMb: z.number(),
});
export type ComplaintReportSettings = z.infer<typeof ComplaintReportSettings>;

export const getComplaintReportSettings = defineEndpoint({
  name: 'Complaints.GetReportSettings',
  method: 'GET',
  path: '/api/Complaints/GetReportSettings',
  summary: 'The number of photos per complaint, their size limit in KB and the accepted formats',
  access: PUBLIC,
  response: ComplaintReportSettings,
});

/** A file received by an upload call, waiting for the report, comment or answer that takes it. */
export const UploadedComplaintFile = UploadedAttachment;
export type UploadedComplaintFile = z.infer<typeof UploadedComplaintFile>;

export const uploadComplaintImage = defineEndpoint({
  name: 'Complaints.UploadImage',
  method: 'POST',
  path: '/api/Complaints/UploadImage',
  summary:
    'Receives one photo (multipart/form-data, field "file"): jpg, jpeg, png, bmp or webp judged by ' +
    'its bytes, within the maximum image size in KB; stored re-encoded without metadata or GPS',
  access: SIGNED_IN_PEOPLE,
  body: { upload: { field: 'file' } },
  response: UploadedComplaintFile,
});

export const uploadComplaintDocument = defineEndpoint({
  name: 'Complaints.UploadDocument',
  method: 'POST',
  path: '/api/Complaints/UploadDocument',
  summary:
    'Receives one document for a report or a comment (multipart/form-data, field "file"): pdf, doc, ' +
    'docx, xls, xlsx, jpg, jpeg, png, bmp or mov judged by its bytes',
  access: SIGNED_IN_PEOPLE,
  body: { upload: { field: 'file' } },
  response: UploadedComplaintFile,
});

export const ReportComplaint = z.object({
  title: zText(COMPLAINT_TITLE_MAX),
  description: zText(COMPLAINT_DESCRIPTION_MAX),
  categoryId: z.number({ error: 'validation_required' }).int().min(1, { error: 'validation_required' }),
  latitude: zLatitude,
  longitude: zLongitude,
  address: zText(COMPLAINT_ADDRESS_MAX),
  locationDescription: z.string().trim().max(COMPLAINT_ADDRESS_MAX).default(''),
  imageIds: zFileIds(20),
  documentIds: zFileIds(COMPLAINT_DOCUMENTS_MAX),
});
export type ReportComplaint = z.input<typeof ReportComplaint>;

export const reportComplaint = defineEndpoint({
  name: 'Complaints.Report',
  method: 'POST',
  path: '/api/Complaints/Report',
  summary:
    'Reports a problem with its location and the photos and documents uploaded before; signed in ' +
    'only (must_login_to_report_problem). Staff configured for "new complaint" are told.',
  access: SIGNED_IN_PEOPLE,
  body: ReportComplaint,
  response: z.object({ id: z.number().int(), number: z.string() }),
});

/**
 * Who handles complaints: administrators (everything), right 15 (every complaint at all
 * levels) and right 16 (complaints assigned to the caller's unit or a unit under it).
 * The server also checks each complaint against the caller's scope.
 */
export const complaintStaffAccess = administratorsOr(
  AccessRight.ComplaintListAllLevels,
  AccessRight.ComplaintListOwnUnit,
);

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

const imageTypes = ['image/jpeg', 'image/png', 'image/webp'];

export const getComplaintImage = defineEndpoint({
  name: 'Complaints.GetImage',
  method: 'GET',
  path: '/api/Complaints/GetImage/:id',
  summary: 'A photo of a complaint the caller may see (re-encoded, without metadata)',
  access: PUBLIC,
  // Photos arrive beside the page; the page's own call already showed the spinner.
  silent: true,
  params: IdParams,
  response: { file: imageTypes },
});

export const getComplaintThumbnail = defineEndpoint({
  name: 'Complaints.GetThumbnail',
  method: 'GET',
  path: '/api/Complaints/GetThumbnail/:id',
  summary: 'A small copy of a photo, for lists',
  access: PUBLIC,
  // Photos arrive beside the page; the page's own call already showed the spinner.
  silent: true,
  params: IdParams,
  response: { file: imageTypes },
});

export const downloadComplaintFile = defineEndpoint({
  name: 'Complaints.DownloadFile',
  method: 'GET',
  path: '/api/Complaints/DownloadFile/:id',
  summary: 'A document of a complaint or a file of a visible comment, to whoever may see the complaint',
  access: PUBLIC,
  params: IdParams,
  response: { file: documentContentTypes },
});

export const downloadComplaintAnswerFile = defineEndpoint({
  name: 'Complaints.DownloadAnswerFile',
  method: 'GET',
  path: '/api/Complaints/DownloadAnswerFile/:id',
  summary: 'A file of an answer, to whoever may see the complaint',
  access: PUBLIC,
  params: IdParams,
  response: { file: documentContentTypes },
});

// ---- Statistics ----

export const ComplaintStatisticsRequest = z.object({
  languageId: zLanguageId,
  dateFrom: zIsoDate,
  dateTo: zIsoDate,
});

const Count = z.object({ id: z.number().int().nullable(), name: z.string(), count: z.number().int() });

export const ComplaintStatistics = z.object({
  total: z.number().int(),
  byCategory: z.array(Count),
  /** id is the status; name is empty (the web names statuses from its catalogue). */
  byStatus: z.array(Count),
  /** Months as yyyy-mm, oldest first, in the chosen range (the last 12 months by default). */
  byMonth: z.array(z.object({ month: z.string(), count: z.number().int() })),
  /** id null: not assigned yet. */
  byOrganizationalUnit: z.array(Count),
  /** Average hours from report to resolution over resolved complaints; null when none. */
  averageResolutionHours: z.number().nullable(),
});
export type ComplaintStatistics = z.infer<typeof ComplaintStatistics>;

export const getComplaintStatistics = defineEndpoint({
  name: 'Complaints.GetStatistics',
  method: 'POST',
  path: '/api/Complaints/GetStatistics',
  summary:
    'Counts of public complaints by category, status, month and organisational unit, and the ' +
    'average resolution time',
  access: PUBLIC,
  body: ComplaintStatisticsRequest,
  response: ComplaintStatistics,
});

// ---- Staff: the ComplaintConfiguration group ----

export const StaffComplaintListItem = ComplaintListItem.extend({
  userName: z.string(),
  organizationalUnitId: z.number().int().nullable(),
  inappropriate: z.boolean(),
  visible: z.boolean(),
  dateResolved: z.string().nullable(),
  commentCount: z.number().int(),
});
export type StaffComplaintListItem = z.infer<typeof StaffComplaintListItem>;

export const StaffComplaintSearch = ComplaintSearch.extend({
  number: z.string().trim().max(20).optional(),
  organizationalUnitId: optional(z.number().int().min(1)).optional(),
  /** Only those not assigned to any unit yet. */
  unassigned: z.boolean().optional(),
  inappropriate: z.boolean().optional(),
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
});

export const StaffComplaintDetails = ComplaintDetails.extend({
  userEmail: z.string().nullable(),
  userPhone: z.string().nullable(),
  links: z.array(ComplaintLink),
  history: z.array(ComplaintHistoryEntry),
  /** The statuses it may move to now (from the transition table and the caller's scope). */
  allowedStatuses: z.array(z.number().int()),
});
export type StaffComplaintDetails = z.infer<typeof StaffComplaintDetails>;

const ComplaintIdParams = z.object({ id: zId });

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

export const getComplaintCommentsByComplaintId = complaintComments.list;

export const getFilesByComplaintCommentId = complaintComments.files;

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

export const addStaffComplaintComment = complaintComments.addStaff;

export const uploadComplaintCommentFile = complaintComments.upload;

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

export const setComplaintCommentActive = complaintComments.setActive;

export const setComplaintCommentInappropriate = complaintComments.setInappropriate;

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

// ---- Complaint configuration parameters (SystemParameters group) ----

export const ComplaintParameterSetting = z.object({
  id: z.number().int(),
  name: z.string(),
  value: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  dateModified: z.string().nullable(),
});
export type ComplaintParameterSetting = z.infer<typeof ComplaintParameterSetting>;

const parameterAccess = administratorsOr(AccessRight.ConfigurationParameters);

export const getAllComplaintParameters = defineEndpoint({
  name: 'SystemParameters.GetAllComplaintParameters',
  method: 'GET',
  path: '/api/SystemParameters/GetAllComplaintParameters/:languageId',
  summary: 'The complaint configuration parameters: photos per complaint and their size limit in KB',
  access: parameterAccess,
  params: LanguageParams,
  response: z.array(ComplaintParameterSetting),
});

export const getComplaintParameterById = defineEndpoint({
  name: 'SystemParameters.GetComplaintParameterByID',
  method: 'GET',
  path: '/api/SystemParameters/GetComplaintParameterByID/:id/:languageId',
  summary: 'One complaint configuration parameter',
  access: parameterAccess,
  params: IdLanguageParams,
  response: ComplaintParameterSetting,
});

export const SaveComplaintParameter = z.object({
  id: z.union(enumValues(ComplaintParameter).map((v) => z.literal(v))),
  value: z.number({ error: 'validation_required' }).int(),
});
export type SaveComplaintParameter = z.input<typeof SaveComplaintParameter>;

export const saveComplaintParameter = defineEndpoint({
  name: 'SystemParameters.SaveComplaintParameter',
  method: 'POST',
  path: '/api/SystemParameters/SaveComplaintParameter',
  summary: 'Sets a complaint configuration parameter within its bounds',
  access: parameterAccess,
  body: SaveComplaintParameter,
  response: ComplaintParameterSetting,
});
