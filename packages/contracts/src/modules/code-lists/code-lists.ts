import { z } from 'zod';
import { ADMINISTRATORS } from '../../access';
import { DropdownParams, PageRequest, pageOf, zDay, zId } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { Done, optional, zEmail, zPhone } from '../accounts';
import {
  type CategoryIcon,
  categoryIcons,
  type CodeListDefinition,
  type CodeListFeature,
  type CodeListName,
  codeListNames,
  codeListAccess,
  codeLists,
  hasFeature,
  RESPONSE_DAYS_MAX,
  RESPONSE_DAYS_MIN,
} from './lists';

// The lists, their names, features and paths: a module without schemas, which the web's shell reads.
export * from './lists';

const MAX_NAME = 200;
const MAX_DESCRIPTION = 2000;

const text = (max: number) => z.string().trim().max(max);

/**
 * A text in the three languages. The Bosnian text is the one that must be there; the
 * server copies it into an empty Croatian text and transliterates it into an empty
 * Serbian Cyrillic one.
 */
export function zTranslated(max: number, required: boolean) {
  return z.object({ bs: text(max), hr: text(max), sr_cyr: text(max) }).superRefine((value, ctx) => {
    if (required && !value.bs) ctx.addIssue({ code: 'custom', path: ['bs'], message: 'validation_required' });
  });
}

const TranslatedText = z.object({ bs: z.string(), hr: z.string(), sr_cyr: z.string() });
/** A calendar day, `YYYY-MM-DD`; an empty field counts as missing. */
const zDate = z.preprocess((v) => (v === '' ? undefined : v), zDay);

/** Every code list's record as the admin screens read it, all languages. */
export const CodeListItem = z.object({
  id: z.number().int(),
  code: z.string().nullable(),
  name: TranslatedText,
  description: TranslatedText,
  order: z.number().int(),
  active: z.boolean(),
  /** One of the system's fixed values: it cannot be deleted. */
  fixed: z.boolean(),
  /** Trees: the entry above, and how many are directly below. */
  parentId: z.number().int().nullable().optional(),
  childCount: z.number().int().optional(),
  icon: z.string().nullable().optional(),
  /** Complaint categories: days to the first answer; null, no deadline. */
  responseDays: z.number().int().nullable().optional(),
  position: TranslatedText.nullable().optional(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  startDate: z.string().nullable().optional(),
  endDate: z.string().nullable().optional(),
  isCurrent: z.boolean().optional(),
  shortName: TranslatedText.nullable().optional(),
});
export type CodeListItem = z.infer<typeof CodeListItem>;

const base = {
  id: z.number().int().min(0),
  /** Unchanged 1, Created 2, Updated 3, Deleted 4; any other value is refused. */
  dataStatus: z.number().int(),
  code: optional(text(20)),
  name: zTranslated(MAX_NAME, true),
  description: zTranslated(MAX_DESCRIPTION, false),
  order: z.number().int().min(0).max(100_000),
  active: z.boolean(),
};

const features = {
  tree: { parentId: optional(z.number().int().min(1)) },
  icon: { icon: z.enum(categoryIcons, { error: 'validation_required' }) },
  deadline: {
    responseDays: optional(z.number().int().min(RESPONSE_DAYS_MIN).max(RESPONSE_DAYS_MAX)),
  },
  person: {
    position: zTranslated(MAX_NAME, false),
    phone: optional(zPhone),
    email: optional(zEmail),
  },
  convocation: {
    startDate: zDate,
    endDate: zDate,
    isCurrent: z.boolean(),
  },
  party: { shortName: zTranslated(30, true) },
} as const;

function saveSchema(name: CodeListName) {
  const shape = Object.assign(
    {},
    base,
    ...codeLists[name].features.map((f: CodeListFeature) => features[f]),
  ) as typeof base & Partial<(typeof features)[CodeListFeature]>;
  const schema = z.object(shape);
  if (!hasFeature(name, 'convocation')) return schema;
  return schema.refine(
    (d) => {
      const v = d as unknown as { startDate: string; endDate: string };
      return v.endDate >= v.startDate;
    },
    { path: ['endDate'], message: 'validation_end_before_start' },
  );
}

/** What every code list's Save accepts; the fields of its features are required by its own schema. */
export type CodeListSave = {
  id: number;
  dataStatus: number;
  code?: string | null;
  name: { bs: string; hr: string; sr_cyr: string };
  description: { bs: string; hr: string; sr_cyr: string };
  order: number;
  active: boolean;
  parentId?: number | null;
  icon?: CategoryIcon;
  responseDays?: number | null;
  position?: { bs: string; hr: string; sr_cyr: string };
  phone?: string | null;
  email?: string | null;
  startDate?: string;
  endDate?: string;
  isCurrent?: boolean;
  shortName?: { bs: string; hr: string; sr_cyr: string };
};

export const SaveResult = z.object({ id: z.number().int(), dataStatus: z.number().int() });

export const CodeListDropdownItem = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable().optional(),
  icon: z.string().nullable().optional(),
});

const IdParams = z.object({ id: zId });
const ParentParams = z.object({ parentId: zId });

export const PersonSearch = PageRequest.extend({ text: z.string().trim().max(100).optional() });

function endpointsFor<N extends CodeListName>(name: N) {
  const { group, noDelete }: CodeListDefinition = codeLists[name];
  const access = codeListAccess(name);
  const list = {
    getAll: defineEndpoint({
      name: `${group}.GetAll`,
      method: 'GET',
      path: `/api/${group}/GetAll`,
      summary: `Every entry of the ${group} code list, in all languages`,
      access,
      response: z.array(CodeListItem),
    }),
    getById: defineEndpoint({
      name: `${group}.GetByID`,
      method: 'GET',
      path: `/api/${group}/GetByID/:id`,
      summary: `One entry of the ${group} code list`,
      access,
      params: IdParams,
      response: CodeListItem,
    }),
    save: defineEndpoint({
      name: `${group}.Save`,
      method: 'POST',
      path: `/api/${group}/Save`,
      summary: `Adds, changes or deletes an entry of the ${group} code list, as its data status says`,
      access,
      body: saveSchema(name),
      response: SaveResult,
    }),
    dropdown: defineEndpoint({
      name: `${group}.GetAllForDropdown`,
      method: 'GET',
      path: `/api/${group}/GetAllForDropdown/:id/:onlyActive/:languageId`,
      summary: `${group} entries for a dropdown, in one language; the entry {id} is included even when inactive`,
      access: PUBLIC,
      params: DropdownParams,
      response: z.array(CodeListDropdownItem),
    }),
    remove: noDelete
      ? undefined
      : defineEndpoint({
          name: `${group}.Delete${group}ByID`,
          method: 'DELETE',
          path: `/api/${group}/Delete${group}ByID/:id`,
          summary: `Deletes an entry of the ${group} code list unless something refers to it`,
          access,
          params: IdParams,
          response: Done,
        }),
    byParent: hasFeature(name, 'tree')
      ? defineEndpoint({
          name: `${group}.GetAllByParentId`,
          method: 'GET',
          path: `/api/${group}/GetAllByParentId/:parentId`,
          summary: `The entries directly below one ${group} entry (0: the top level)`,
          access,
          params: ParentParams,
          response: z.array(CodeListItem),
        })
      : undefined,
  };
  return list;
}

export type CodeListEndpoints = ReturnType<typeof endpointsFor>;

/** The calls of every code list, by list. */
export const codeListEndpoints = Object.fromEntries(
  codeListNames.map((name) => [name, endpointsFor(name)]),
) as Record<CodeListName, CodeListEndpoints>;

export const getCategoryIcons = defineEndpoint({
  name: 'Category.GetIcons',
  method: 'GET',
  path: '/api/Category/GetIcons',
  summary: 'The icons a complaint category can carry',
  access: PUBLIC,
  response: z.array(z.string()),
});

export const searchPersons = defineEndpoint({
  name: 'Person.Search',
  method: 'POST',
  path: '/api/Person/Search',
  summary: 'Persons by name, position, phone or e-mail, a page at a time',
  access: ADMINISTRATORS,
  body: PersonSearch,
  response: pageOf(CodeListItem),
});

/** Every code-list endpoint, for the registry. */
export const allCodeListEndpoints = [
  ...codeListNames.flatMap((name) =>
    Object.values(codeListEndpoints[name]).filter((e): e is NonNullable<typeof e> => e !== undefined),
  ),
  getCategoryIcons,
  searchPersons,
];
