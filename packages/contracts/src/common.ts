import { z } from 'zod';
import { languageIdByKey, type LanguageId } from './enums';
import { pageSizes } from './paging';

/** Text stored per language; Serbian Cyrillic falls back to a transliteration of the Latin text. */
export const Translated = z.object({
  bs: z.string(),
  hr: z.string(),
  sr_cyr: z.string(),
});
export type Translated = z.infer<typeof Translated>;

/** A record id in a path: a non-negative 32-bit integer. */
export const zId = z.coerce.number().int().min(0).max(2_147_483_647);

export const zLanguageId = z.coerce
  .number()
  .int()
  .refine((v): v is LanguageId => Object.values(languageIdByKey).includes(v as LanguageId), {
    error: 'validation_invalid_value',
  }) as unknown as z.ZodType<LanguageId, unknown>;

/** The first and last days a date field takes: the date picker's range (years before 1900 count as empty). */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2999-12-31';

/**
 * A calendar day, `YYYY-MM-DD`, from 1900 to 2999. zod's ISO date takes year 0000, which
 * PostgreSQL refuses (a 500 rather than a 400), and no one means a day outside the range.
 */
export const zDay = z.iso.date().refine((day) => day >= FIRST_DAY && day <= LAST_DAY, {
  error: 'validation_invalid_value',
});

/** `true` or `false` in a path segment. */
export const zPathBoolean = z.stringbool({ truthy: ['true'], falsy: ['false'] });

/** The parameters of the dropdown mechanism: `path/{id}/{onlyActive}/{languageId}`. */
export const DropdownParams = z.object({
  id: zId,
  onlyActive: zPathBoolean,
  languageId: zLanguageId,
});
export const DropdownParamsNoActive = z.object({ id: zId, languageId: zLanguageId });
export const LanguageParams = z.object({ languageId: zLanguageId });

export const DropdownItem = z.object({
  id: z.number().int(),
  name: z.string(),
});
export type DropdownItem = z.infer<typeof DropdownItem>;

/**
 * The body of every 4xx/5xx answer: field name mapped to a message key. `params`
 * carries values a message interpolates (a length limit, say).
 */
export const ErrorBody = z.object({
  errors: z.record(z.string(), z.string()),
  params: z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number()]))).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

// The lists' page sizes: a module without schemas, which the web's lists read.
export * from './paging';

export const PageRequest = z.object({
  pageNumber: z.number().int().min(1).max(1_000_000).default(1),
  pageSize: z
    .number()
    .int()
    .refine((v) => (pageSizes as readonly number[]).includes(v), { error: 'validation_invalid_value' })
    .default(10),
});
export type PageRequest = z.infer<typeof PageRequest>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), totalCount: z.number().int() });
}

/**
 * The body of an RFC 8058 one-click unsubscribe: what a mail app posts, as a form, to the address
 * of a message's List-Unsubscribe header.
 */
export const OneClickUnsubscribe = z.object({
  'List-Unsubscribe': z.literal('One-Click', { error: 'data_invalid' }),
});
