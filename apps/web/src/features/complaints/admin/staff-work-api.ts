import {
  deleteResponseTemplate,
  getResponseTemplateById,
  getResponseTemplatesForComplaint,
  getWorkQueue,
  type LanguageId,
  type ResponseTemplateSave,
  type ResponseTemplateSearch,
  saveResponseTemplate,
  searchResponseTemplates,
} from '@portal/contracts';
import { keepPreviousData, useQuery } from '../../../lib/queries';
import { call } from '../../../lib/api-client';
import type { Quiet } from '../../../lib/save';
import { complaintKeys } from '../keys';

// The staff's work queue and the answer templates: one file per part of the staff's work.

export function useWorkQueue(languageId: LanguageId) {
  return useQuery({
    queryKey: complaintKeys.workQueue(languageId),
    queryFn: () => call(getWorkQueue, { params: { languageId } }),
  });
}

export function useResponseTemplates(search: ResponseTemplateSearch) {
  return useQuery({
    queryKey: complaintKeys.templateList(search),
    queryFn: () => call(searchResponseTemplates, { body: search }),
    placeholderData: keepPreviousData,
  });
}

/** One template to edit; none for a new one (id 0). */
export function useResponseTemplate(id: number, languageId: LanguageId) {
  return useQuery({
    queryKey: complaintKeys.template(id, languageId),
    queryFn: () => call(getResponseTemplateById, { params: { id, languageId } }),
    enabled: id > 0,
  });
}

/** The templates offered while answering a complaint, filled in for it by the server. */
export function useTemplatesFor(complaintId: number) {
  return useQuery({
    queryKey: complaintKeys.templatesFor(complaintId),
    queryFn: () => call(getResponseTemplatesForComplaint, { params: { id: complaintId } }),
  });
}

export const templateCalls = {
  save: (body: ResponseTemplateSave, options?: Quiet) => call(saveResponseTemplate, { body }, options),
  remove: (id: number) => call(deleteResponseTemplate, { params: { id } }),
};
