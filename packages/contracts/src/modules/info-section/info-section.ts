import { z } from 'zod';
import { administratorsOr } from '../../access';
import { LanguageParams, Translated, zId, zLanguageId } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { AccessRight, DataStatus } from '../../enums';
import { documentContentTypes, documentExtensions } from '../../files';
import { Done, optional } from '../accounts';
import { zTranslated } from '../code-lists';
import { zDataStatus } from '../users';
import { FooterDocument } from './documents';

// The footer's document types: a module without schemas, which the web's shell reads.
export * from './documents';

export const downloadUserManual = defineEndpoint({
  name: 'StaticDocuments.DownloadUserManual',
  method: 'POST',
  path: '/api/StaticDocuments/DownloadUserManual/:languageId',
  summary:
    'The user manual in the requested language: the newest uploaded document of that type, else one generated as PDF',
  access: PUBLIC,
  params: LanguageParams,
  response: { file: documentContentTypes },
});

export const INFO_TITLE_MAX = 200;
export const INFO_TEXT_MAX = 10_000;
export const DOCUMENT_NAME_MAX = 200;
const ORDER_MAX = 100_000;

const access = administratorsOr(AccessRight.InfoSectionModule);
const IdParams = z.object({ id: zId });
const zOrder = z.number().int().min(0).max(ORDER_MAX);

// ---- Texts ----

export const InfoSectionText = z.object({
  id: z.number().int(),
  title: Translated,
  text: Translated,
  order: z.number().int(),
  active: z.boolean(),
  dateCreated: z.string(),
  dateModified: z.string(),
});
export type InfoSectionText = z.infer<typeof InfoSectionText>;

/**
 * A text as an administrator saves it, by its data status. The Bosnian title and text
 * are required; the server copies them into an empty Croatian text and transliterates
 * them into an empty Serbian one.
 */
export const InfoSectionTextSave = z.object({
  id: z.number().int().min(0),
  dataStatus: zDataStatus,
  title: zTranslated(INFO_TITLE_MAX, true),
  text: zTranslated(INFO_TEXT_MAX, true),
  order: zOrder,
  active: z.boolean(),
});
export type InfoSectionTextSave = z.input<typeof InfoSectionTextSave>;

export const getAllInfoSectionTexts = defineEndpoint({
  name: 'AdminInfoSectionText.GetAll',
  method: 'GET',
  path: '/api/AdminInfoSectionText/GetAll',
  summary: 'Every text of the info section, in all languages',
  access,
  response: z.array(InfoSectionText),
});

export const getInfoSectionTextById = defineEndpoint({
  name: 'AdminInfoSectionText.GetByID',
  method: 'GET',
  path: '/api/AdminInfoSectionText/GetByID/:id',
  summary: 'One text of the info section',
  access,
  params: IdParams,
  response: InfoSectionText,
});

export const saveInfoSectionText = defineEndpoint({
  name: 'AdminInfoSectionText.Save',
  method: 'POST',
  path: '/api/AdminInfoSectionText/Save',
  summary: 'Adds, changes or deletes a text of the info section, as its data status says',
  access,
  body: InfoSectionTextSave,
  response: InfoSectionText,
});

export const deleteInfoSectionTextById = defineEndpoint({
  name: 'AdminInfoSectionText.DeleteByID',
  method: 'DELETE',
  path: '/api/AdminInfoSectionText/DeleteByID/:id',
  summary: 'Deletes a text of the info section',
  access,
  params: IdParams,
  response: Done,
});

// ---- Documents ----

export const InfoSectionDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  documentTypeId: z.number().int(),
  documentTypeCode: z.string().nullable(),
  documentTypeName: Translated,
  /** The language it is for; null: for every language. */
  languageId: z.number().int().nullable(),
  extension: z.string(),
  /** The name of the file as it was uploaded. */
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  order: z.number().int(),
  active: z.boolean(),
  dateCreated: z.string(),
  dateModified: z.string(),
  /** When its file was uploaded. */
  dateUploaded: z.string(),
});
export type InfoSectionDocument = z.infer<typeof InfoSectionDocument>;

/**
 * A document as an administrator saves it. A new document needs an uploaded file
 * (`fileId` from Upload); a changed one keeps its file unless another is given. The
 * extension must be one the file's content may carry.
 */
export const InfoSectionDocumentSave = z
  .object({
    id: z.number().int().min(0),
    dataStatus: zDataStatus,
    name: z.string().trim().min(1).max(DOCUMENT_NAME_MAX),
    documentTypeId: z.number().int().min(1),
    languageId: optional(zLanguageId),
    extension: z.enum(documentExtensions, {
      error: (issue) => (issue.input ? 'validation_invalid_value' : 'validation_required'),
    }),
    fileId: optional(z.uuid({ error: 'document_not_found_or_invalid' })),
    order: zOrder,
    active: z.boolean(),
  })
  .superRefine(
    (value, ctx) => {
      if (value.dataStatus === DataStatus.Created && !value.fileId) {
        ctx.addIssue({ code: 'custom', path: ['fileId'], message: 'validation_required' });
      }
    },
    // Said together with the other fields' refusals, not only once they are right.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type InfoSectionDocumentSave = z.input<typeof InfoSectionDocumentSave>;

/** A file received by Upload, waiting to be attached to a document by Save. */
export const UploadedDocumentFile = z.object({
  fileId: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  /** The extensions the file's content may carry; the first is the one its name suggests, when it fits. */
  extensions: z.array(z.enum(documentExtensions)),
  size: z.number().int(),
});
export type UploadedDocumentFile = z.infer<typeof UploadedDocumentFile>;

export const getAllInfoSectionDocuments = defineEndpoint({
  name: 'AdminInfoSectionDocument.GetAll',
  method: 'GET',
  path: '/api/AdminInfoSectionDocument/GetAll',
  summary: 'Every document of the info section, with its type and file',
  access,
  response: z.array(InfoSectionDocument),
});

export const getInfoSectionDocumentById = defineEndpoint({
  name: 'AdminInfoSectionDocument.GetByID',
  method: 'GET',
  path: '/api/AdminInfoSectionDocument/GetByID/:id',
  summary: 'One document of the info section',
  access,
  params: IdParams,
  response: InfoSectionDocument,
});

export const saveInfoSectionDocument = defineEndpoint({
  name: 'AdminInfoSectionDocument.Save',
  method: 'POST',
  path: '/api/AdminInfoSectionDocument/Save',
  summary: 'Adds, changes or deletes a document of the info section, as its data status says',
  access,
  body: InfoSectionDocumentSave,
  response: InfoSectionDocument,
});

export const uploadInfoSectionDocument = defineEndpoint({
  name: 'AdminInfoSectionDocument.Upload',
  method: 'POST',
  path: '/api/AdminInfoSectionDocument/Upload',
  summary:
    'Receives a document’s file (multipart/form-data, field "file"), judged by its bytes: pdf, doc, ' +
    'docx, xls, xlsx, jpg, jpeg, png, bmp or mov, up to the configured size. Save attaches it.',
  access,
  body: { upload: { field: 'file' } },
  response: UploadedDocumentFile,
});

export const deleteInfoSectionDocumentById = defineEndpoint({
  name: 'AdminInfoSectionDocument.DeleteByID',
  method: 'DELETE',
  path: '/api/AdminInfoSectionDocument/DeleteByID/:id',
  summary: 'Deletes a document of the info section and its file',
  access,
  params: IdParams,
  response: Done,
});

export const downloadInfoSectionDocumentAdmin = defineEndpoint({
  name: 'AdminInfoSectionDocument.Download',
  method: 'GET',
  path: '/api/AdminInfoSectionDocument/Download/:id',
  summary: 'The file of a document, active or not',
  access,
  params: IdParams,
  response: { file: documentContentTypes },
});

// ---- The public info section ----

export const PublicInfoText = z.object({ id: z.number().int(), title: z.string(), text: z.string() });
export type PublicInfoText = z.infer<typeof PublicInfoText>;

export const PublicInfoDocument = z.object({
  id: z.number().int(),
  name: z.string(),
  documentTypeId: z.number().int(),
  documentTypeName: z.string(),
  extension: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  dateModified: z.string(),
});
export type PublicInfoDocument = z.infer<typeof PublicInfoDocument>;

export const getInfoSectionTexts = defineEndpoint({
  name: 'InfoSection.GetTexts',
  method: 'GET',
  path: '/api/InfoSection/GetTexts/:languageId',
  summary: 'The active texts of the info section in one language, in order',
  access: PUBLIC,
  params: LanguageParams,
  response: z.array(PublicInfoText),
});

export const getInfoSectionDocuments = defineEndpoint({
  name: 'InfoSection.GetDocuments',
  method: 'GET',
  path: '/api/InfoSection/GetDocuments/:languageId',
  summary: 'The active documents for one language or for every language, by type and order',
  access: PUBLIC,
  params: LanguageParams,
  response: z.array(PublicInfoDocument),
});

export const downloadInfoSectionDocument = defineEndpoint({
  name: 'InfoSection.DownloadDocument',
  method: 'GET',
  path: '/api/InfoSection/DownloadDocument/:id',
  summary: 'The file of an active document',
  access: PUBLIC,
  params: IdParams,
  response: { file: documentContentTypes },
});

// ---- The footer's documents ----

const footerDownload = (action: string, summary: string) =>
  defineEndpoint({
    name: `StaticDocuments.${action}`,
    method: 'POST',
    path: `/api/StaticDocuments/${action}/:languageId`,
    summary,
    access: PUBLIC,
    params: LanguageParams,
    response: { file: documentContentTypes },
  });

export const downloadTermsAndRequirements = footerDownload(
  'DownloadTermsAndRequirements',
  'The terms and requirements: the newest uploaded document of that type, else one generated as PDF',
);
export const downloadPrivacyPolicy = footerDownload(
  'DownloadPrivacyPolicy',
  'The privacy policy: the newest uploaded document of that type, else one generated as PDF',
);
export const downloadHelpContacts = footerDownload(
  'DownloadHelpContacts',
  'Help and contacts: the newest uploaded document of that type, else one generated as PDF',
);

/** The footer's download call of each kind. */
export const footerDocumentEndpoints = {
  [FooterDocument.UserManual]: downloadUserManual,
  [FooterDocument.TermsAndRequirements]: downloadTermsAndRequirements,
  [FooterDocument.PrivacyPolicy]: downloadPrivacyPolicy,
  [FooterDocument.HelpContacts]: downloadHelpContacts,
} as const;
