import { z } from 'zod';
import { zLanguageId } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { reportFormatFiles } from '../../reports';
import { complaintStaffAccess } from './shared';

/*
 * The complaint details export (decision 0026, "Documents of one record"): one complaint
 * with its photos, answers, comments and history as a PDF or Word document, for whoever
 * handles it (the staff details' access, right 16 only within its branch of units).
 */

export const COMPLAINT_DOSSIER_FORMATS = ['pdf', 'docx'] as const;
export type ComplaintDossierFormat = (typeof COMPLAINT_DOSSIER_FORMATS)[number];

export const ComplaintDossierRequest = z.object({
  complaintId: z.number().int().min(1),
  languageId: zLanguageId,
  format: z.enum(COMPLAINT_DOSSIER_FORMATS),
});
export type ComplaintDossierRequest = z.input<typeof ComplaintDossierRequest>;

export const exportComplaintDossier = defineEndpoint({
  name: 'Reports.ComplaintDetails.Export',
  method: 'POST',
  path: '/api/Reports/ComplaintDetails/Export',
  summary:
    'One complaint as a document (PDF or Word): its details, photos, answers with their files, ' +
    'comments of every state and status history, in the caller’s language',
  access: complaintStaffAccess,
  personalData: true,
  body: ComplaintDossierRequest,
  response: { file: COMPLAINT_DOSSIER_FORMATS.map((format) => reportFormatFiles[format].contentType) },
});
