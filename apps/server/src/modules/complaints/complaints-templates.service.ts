import {
  type ComplaintResponseTemplates,
  type LanguageId,
  type LanguageKey,
  languageKeyById,
  languageKeys,
  type ResponseTemplate,
  type ResponseTemplatePlaceholder,
  type ResponseTemplateSave,
  type ResponseTemplateSearch,
  TEMPLATE_PLACEHOLDER,
  type Translated,
} from '@portal/contracts';
import { formatDate, latinToCyrillic } from '@portal/i18n/server';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import { completeTranslation, saveByDataStatus } from '../../platform/records';
import type { ComplaintsCore } from './complaints.core';
import { inScope } from './complaints.policy';
import { nameIn, numberOf } from './complaints.present';
import { categoryExists, findUnit } from './complaints.repository';
import {
  deleteTemplate,
  findTemplate,
  insertTemplate,
  reporterLanguage,
  searchTemplates,
  type TemplateRow,
  templatesFor,
  type TemplateValues,
  unitName,
  updateTemplate,
} from './complaints-templates.repository';

type Save = z.output<typeof ResponseTemplateSave>;
type Search = z.output<typeof ResponseTemplateSearch>;

const textOf = (row: TemplateRow): Translated => ({
  bs: row.textBs,
  hr: row.textHr,
  sr_cyr: row.textSrCyr,
});

function present(row: TemplateRow, language: LanguageKey): ResponseTemplate {
  return {
    id: row.id,
    name: row.name,
    categoryId: row.categoryId,
    categoryName: nameIn(row.categoryName, language),
    organizationalUnitId: row.organizationalUnitId,
    organizationalUnitName: nameIn(row.organizationalUnitName, language),
    text: textOf(row),
    active: row.active,
    dateModified: row.dateModified.toISOString(),
  };
}

/** Serbian Latin in Cyrillic, the placeholders left as they are ({{number}} is no word to transliterate). */
function cyrillicKeepingPlaceholders(text: string): string {
  let out = '';
  let from = 0;
  for (const match of text.matchAll(TEMPLATE_PLACEHOLDER)) {
    out += latinToCyrillic(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  return out + latinToCyrillic(text.slice(from));
}

/** As every translated text is stored (records.ts), with an empty Serbian text transliterated around its placeholders. */
function completeTemplateText(text: Translated): Translated {
  const latin = text.bs.trim() || text.hr.trim();
  return completeTranslation({ ...text, sr_cyr: text.sr_cyr.trim() || cyrillicKeepingPlaceholders(latin) });
}

/** A text with its placeholders filled in; a name that is not a placeholder stays as written. */
export function fillPlaceholders(text: string, values: Record<ResponseTemplatePlaceholder, string>): string {
  return text.replace(TEMPLATE_PLACEHOLDER, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name as ResponseTemplatePlaceholder] : whole,
  );
}

/**
 * Answer templates (ComplaintConfiguration.*ResponseTemplate*): kept by administrators and
 * right 15 per municipality, offered to whoever answers a complaint in their scope, filled in
 * for it on the server so the web receives ready text.
 */
export function createResponseTemplates(deps: { db: Db }, core: Pick<ComplaintsCore, 'scope' | 'load'>) {
  const { db } = deps;

  async function get(principal: Principal, id: number, language: LanguageKey): Promise<ResponseTemplate> {
    const row = await findTemplate(db, principal.municipalityId, id);
    if (!row) throw notFound();
    return present(row, language);
  }

  /** The category and unit a template names must be the municipality's own. */
  async function checkReferences(principal: Principal, input: Save): Promise<void> {
    const [category, unit] = await Promise.all([
      input.categoryId === null ? true : categoryExists(db, principal.municipalityId, input.categoryId),
      input.organizationalUnitId === null
        ? {}
        : findUnit(db, principal.municipalityId, input.organizationalUnitId),
    ]);
    if (!category) throw badRequest('record_not_found', 'categoryId');
    if (!unit) throw badRequest('record_not_found', 'organizationalUnitId');
  }

  return {
    async search(principal: Principal, input: Search) {
      const language = languageKeyById[input.languageId];
      const { rows, totalCount } = await searchTemplates(db, principal.municipalityId, {
        ...input,
        language,
      });
      return { items: rows.map((row) => present(row, language)), totalCount };
    },

    get: (principal: Principal, id: number, languageId: LanguageId) =>
      get(principal, id, languageKeyById[languageId]),

    /** Saves by the record's data status; an unknown status saves nothing. */
    async save(principal: Principal, input: Save): Promise<ResponseTemplate> {
      // The saved record names its category and unit in Bosnian (a save carries no language).
      const language = 'bs';
      const values: TemplateValues = {
        name: input.name,
        categoryId: input.categoryId,
        organizationalUnitId: input.organizationalUnitId,
        text: completeTemplateText(input.text),
        active: input.active,
      };
      return saveByDataStatus(input, {
        created: async () => {
          await checkReferences(principal, input);
          return get(principal, await insertTemplate(db, principal.municipalityId, values), language);
        },
        updated: async () => {
          await checkReferences(principal, input);
          if (!(await updateTemplate(db, principal.municipalityId, input.id, values))) throw notFound();
          return get(principal, input.id, language);
        },
        get: (id) => get(principal, id, language),
        remove: (id) => deleteTemplate(db, principal.municipalityId, id),
      });
    },

    async remove(principal: Principal, id: number): Promise<void> {
      if (!(await deleteTemplate(db, principal.municipalityId, id))) throw notFound();
    },

    /**
     * The active templates that fit a complaint in the caller's scope (outside it: 404), each
     * filled in for it in the three languages: its number, title, address, unit (the assigned
     * one, else the caller's) and the day it was reported.
     */
    async forComplaint(principal: Principal, complaintId: number): Promise<ComplaintResponseTemplates> {
      const [row, scope] = await Promise.all([
        core.load(principal.municipalityId, complaintId),
        core.scope(principal),
      ]);
      if (!row || !inScope(scope, row)) throw notFound();
      const unitId = row.organizationalUnitId ?? principal.organizationalUnitId;
      const [templates, reporterLanguageId, unit] = await Promise.all([
        templatesFor(db, principal.municipalityId, row),
        reporterLanguage(db, row.userId),
        row.organizationalUnitId !== null
          ? row.organizationalUnitName
          : unitId !== null
            ? unitName(db, unitId)
            : null,
      ]);
      const valuesIn = (language: LanguageKey): Record<ResponseTemplatePlaceholder, string> => ({
        number: numberOf(row),
        title: row.title,
        address: row.address,
        unit: nameIn(unit, language) ?? '',
        date: formatDate(row.dateCreated),
      });
      const values = Object.fromEntries(languageKeys.map((l) => [l, valuesIn(l)])) as Record<
        LanguageKey,
        ReturnType<typeof valuesIn>
      >;
      return {
        reporterLanguageId,
        templates: templates.map((t) => {
          const text = textOf(t);
          return {
            id: t.id,
            name: t.name,
            categoryId: t.categoryId,
            organizationalUnitId: t.organizationalUnitId,
            text: {
              bs: fillPlaceholders(text.bs, values.bs),
              hr: fillPlaceholders(text.hr, values.hr),
              sr_cyr: fillPlaceholders(text.sr_cyr, values.sr_cyr),
            },
          };
        }),
      };
    },
  };
}

export type ResponseTemplates = ReturnType<typeof createResponseTemplates>;
