import { z } from 'zod';
import { SIGNED_IN_PEOPLE } from '../../access';
import { pageOf } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { documentContentTypes } from '../../files';
import { IdLanguageParams, IdParams, zFileIds, zLatitude, zLongitude, zText } from './fields';
import {
  COMPLAINT_ADDRESS_MAX,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_DOCUMENTS_MAX,
  COMPLAINT_TITLE_MAX,
  ComplaintDetails,
  ComplaintFilter,
  ComplaintListItem,
  ComplaintSearch,
  UploadedComplaintFile,
} from './shared';

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
  /** Not resolved yet only (the home page's map of open problems). */
  openOnly: z.boolean().optional(),
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
  /** The browser scales a photo whose longest side is longer than this before sending it (parameter 5). */
  photoScalePixels: z.number().int(),
});
export type ComplaintReportSettings = z.infer<typeof ComplaintReportSettings>;

export const getComplaintReportSettings = defineEndpoint({
  name: 'Complaints.GetReportSettings',
  method: 'GET',
  path: '/api/Complaints/GetReportSettings',
  summary:
    'The number of photos per complaint, their size limit in KB, the longest side the browser ' +
    'scales them to before sending, and the accepted formats',
  access: PUBLIC,
  response: ComplaintReportSettings,
});

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
  /** The reporter shows their name ("First L.") to the public; by default not (staff always see it). */
  showName: z.boolean().default(false),
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
