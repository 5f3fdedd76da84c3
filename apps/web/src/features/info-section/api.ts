import {
  deleteInfoSectionDocumentById,
  deleteInfoSectionTextById,
  downloadInfoSectionDocumentAdmin,
  getAllInfoSectionDocuments,
  getAllInfoSectionTexts,
  getInfoSectionDocumentById,
  getInfoSectionDocuments,
  getInfoSectionTextById,
  getInfoSectionTexts,
  type InfoSectionDocumentSave,
  type InfoSectionTextSave,
  type LanguageId,
  saveInfoSectionDocument,
  saveInfoSectionText,
  uploadInfoSectionDocument,
} from '@portal/contracts';
import { useQuery } from '../../lib/queries';
import { call } from '../../lib/api-client';
import { downloadFrom } from '../../lib/download';

/** Query keys, one factory per resource; saves invalidate the resource's key. */
export const infoTextKeys = {
  all: ['info-section', 'texts'] as const,
  one: (id: number) => ['info-section', 'texts', id] as const,
  published: (languageId: LanguageId) => ['info-section', 'texts', 'published', languageId] as const,
};
export const infoDocumentKeys = {
  all: ['info-section', 'documents'] as const,
  one: (id: number) => ['info-section', 'documents', id] as const,
  published: (languageId: LanguageId) => ['info-section', 'documents', 'published', languageId] as const,
};

export function useInfoTexts() {
  return useQuery({ queryKey: infoTextKeys.all, queryFn: () => call(getAllInfoSectionTexts, {}) });
}

export function useInfoText(id: number | null) {
  return useQuery({
    queryKey: infoTextKeys.one(id ?? 0),
    queryFn: () => call(getInfoSectionTextById, { params: { id: id! } }),
    enabled: id !== null,
  });
}

export function useInfoDocuments() {
  return useQuery({ queryKey: infoDocumentKeys.all, queryFn: () => call(getAllInfoSectionDocuments, {}) });
}

export function useInfoDocument(id: number | null) {
  return useQuery({
    queryKey: infoDocumentKeys.one(id ?? 0),
    queryFn: () => call(getInfoSectionDocumentById, { params: { id: id! } }),
    enabled: id !== null,
  });
}

export function usePublishedTexts(languageId: LanguageId) {
  return useQuery({
    queryKey: infoTextKeys.published(languageId),
    queryFn: () => call(getInfoSectionTexts, { params: { languageId } }),
  });
}

export function usePublishedDocuments(languageId: LanguageId) {
  return useQuery({
    queryKey: infoDocumentKeys.published(languageId),
    queryFn: () => call(getInfoSectionDocuments, { params: { languageId } }),
  });
}

/** How a call is made: `quiet` when the caller shows its refusal itself (useSave's QUIET). */
type Options = { quiet?: boolean };

export const infoSectionCalls = {
  saveText: (body: InfoSectionTextSave, options?: Options) => call(saveInfoSectionText, { body }, options),
  removeText: (id: number) => call(deleteInfoSectionTextById, { params: { id } }),
  saveDocument: (body: InfoSectionDocumentSave, options?: Options) =>
    call(saveInfoSectionDocument, { body }, options),
  removeDocument: (id: number) => call(deleteInfoSectionDocumentById, { params: { id } }),
  /** Sends a file to be judged and kept until Save attaches it; refusals come back as ApiError. */
  upload: (file: File) => call(uploadInfoSectionDocument, { body: file }),
  download: (id: number) => downloadFrom(downloadInfoSectionDocumentAdmin, { params: { id } }),
};
