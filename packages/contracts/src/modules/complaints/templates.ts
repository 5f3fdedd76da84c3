import { z } from 'zod';
import { pageOf, PageRequest, Translated, zLanguageId } from '../../common';
import { zRequiredText } from '../../discussions';
import { defineEndpoint } from '../../endpoint';
import { Done, optional } from '../accounts';
import { zDataStatus } from '../users/users';
import { zTranslated } from '../code-lists/code-lists';
import { IdLanguageParams, IdParams } from './fields';
import { complaintTemplatesAccess } from './shared';
import { COMPLAINT_ANSWER_MAX, complaintStaffAccess } from './shared';

// ---- Staff: response templates, chosen while answering ----

export const RESPONSE_TEMPLATE_NAME_MAX = 200;

/**
 * What a template's text may say in double braces; the server fills them in for the complaint
 * being answered: its number ("154/2026"), title, address, unit (the assigned one, else the
 * answering staff member's) and the day it was reported (dd.mm.yyyy.).
 */
export const responseTemplatePlaceholders = ['number', 'title', 'address', 'unit', 'date'] as const;
export type ResponseTemplatePlaceholder = (typeof responseTemplatePlaceholders)[number];

/** Every `{{name}}` of a text (spaces inside the braces allowed). */
export const TEMPLATE_PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names in double braces a text uses that are not placeholders. */
export function unknownPlaceholders(text: string): string[] {
  const known: readonly string[] = responseTemplatePlaceholders;
  return [...text.matchAll(TEMPLATE_PLACEHOLDER)].map((m) => m[1] ?? '').filter((n) => !known.includes(n));
}

export const ResponseTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Offered for complaints of this category only; null: any category. */
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  /** Offered for complaints of this unit only; null: any unit. */
  organizationalUnitId: z.number().int().nullable(),
  organizationalUnitName: z.string().nullable(),
  text: Translated,
  active: z.boolean(),
  dateModified: z.string(),
});
export type ResponseTemplate = z.infer<typeof ResponseTemplate>;

export const ResponseTemplateSearch = PageRequest.extend({
  languageId: zLanguageId,
  /** Words of the name or of any language's text. */
  text: z.string().trim().max(100).optional(),
  categoryId: optional(z.number().int().min(1)).optional(),
  sort: z.enum(['name', 'category', 'unit', 'dateModified']).default('name'),
  direction: z.enum(['asc', 'desc']).default('asc'),
});
export type ResponseTemplateSearch = z.input<typeof ResponseTemplateSearch>;

const zTemplateText = zTranslated(COMPLAINT_ANSWER_MAX, true).superRefine((value, ctx) => {
  for (const language of ['bs', 'hr', 'sr_cyr'] as const) {
    if (unknownPlaceholders(value[language]).length > 0) {
      ctx.addIssue({ code: 'custom', path: [language], message: 'complaint_template_unknown_placeholder' });
    }
  }
});

/**
 * A template as an administrator saves it, by its data status. The Bosnian text is required;
 * the server copies it into an empty Croatian text and transliterates it (placeholders kept)
 * into an empty Serbian one.
 */
export const ResponseTemplateSave = z.object({
  id: z.number().int().min(0),
  dataStatus: zDataStatus,
  name: zRequiredText(RESPONSE_TEMPLATE_NAME_MAX),
  categoryId: optional(z.number().int().min(1)),
  organizationalUnitId: optional(z.number().int().min(1)),
  text: zTemplateText,
  active: z.boolean(),
});
export type ResponseTemplateSave = z.input<typeof ResponseTemplateSave>;

export const searchResponseTemplates = defineEndpoint({
  name: 'ComplaintConfiguration.SearchResponseTemplates',
  method: 'POST',
  path: '/api/ComplaintConfiguration/SearchResponseTemplates',
  summary: 'The municipality’s answer templates, by words, category and a page at a time',
  access: complaintTemplatesAccess,
  body: ResponseTemplateSearch,
  response: pageOf(ResponseTemplate),
});

export const getResponseTemplateById = defineEndpoint({
  name: 'ComplaintConfiguration.GetResponseTemplateByID',
  method: 'GET',
  path: '/api/ComplaintConfiguration/GetResponseTemplateByID/:id/:languageId',
  summary: 'One answer template with its texts in the three languages',
  access: complaintTemplatesAccess,
  params: IdLanguageParams,
  response: ResponseTemplate,
});

export const saveResponseTemplate = defineEndpoint({
  name: 'ComplaintConfiguration.SaveResponseTemplate',
  method: 'POST',
  path: '/api/ComplaintConfiguration/SaveResponseTemplate',
  summary:
    'Adds, changes or deletes an answer template, as its data status says; a text may use ' +
    '{{number}}, {{title}}, {{address}}, {{unit}} and {{date}}',
  access: complaintTemplatesAccess,
  body: ResponseTemplateSave,
  response: ResponseTemplate,
});

export const deleteResponseTemplate = defineEndpoint({
  name: 'ComplaintConfiguration.DeleteResponseTemplate',
  method: 'DELETE',
  path: '/api/ComplaintConfiguration/DeleteResponseTemplate/:id',
  summary: 'Deletes an answer template',
  access: complaintTemplatesAccess,
  params: IdParams,
  response: Done,
});

/** A template ready for one complaint: its text in each language with the placeholders filled in. */
export const FilledResponseTemplate = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int().nullable(),
  organizationalUnitId: z.number().int().nullable(),
  text: Translated,
});
export type FilledResponseTemplate = z.infer<typeof FilledResponseTemplate>;

export const ComplaintResponseTemplates = z.object({
  /** The reporter's language, the answer's usual language; null when unknown. */
  reporterLanguageId: z.number().int().nullable(),
  /** The most specific first: category and unit, category, unit, general. */
  templates: z.array(FilledResponseTemplate),
});
export type ComplaintResponseTemplates = z.infer<typeof ComplaintResponseTemplates>;

export const getResponseTemplatesForComplaint = defineEndpoint({
  name: 'ComplaintConfiguration.GetResponseTemplatesForComplaint',
  method: 'GET',
  path: '/api/ComplaintConfiguration/GetResponseTemplatesForComplaint/:id',
  summary:
    'The active answer templates that fit a complaint in the caller’s scope (its category and ' +
    'unit, and the general ones), with the placeholders filled in for it, in the three languages',
  access: complaintStaffAccess,
  params: IdParams,
  response: ComplaintResponseTemplates,
  personalData: true,
});
