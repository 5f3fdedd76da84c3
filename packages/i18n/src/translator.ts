import { formatNumber, type NumberOptions } from './format';
import { type CatalogueLanguage, languageCodes } from './languages';
import { applyOverrides, type Catalogue, resolveVariants, variantChain } from './variants';

export { type CatalogueLanguage, languageCodes } from './languages';

/** What a text is translated with: its values, and how. */
export type TranslateOptions = {
  /** The number the text's plural forms follow (`_one`, `_few`, `_other`); also a value. */
  count?: number;
  /** Said when no key is found (instead of the key itself). */
  defaultValue?: string;
  /** A group of texts is given whole (each text translated) instead of one text. */
  returnObjects?: boolean;
  /** Number options for one value: `{ size: { maximumFractionDigits: 1 } }`. */
  formatParams?: Record<string, Record<string, unknown>>;
  [value: string]: unknown;
};

/**
 * Translates a key (or the first of several keys that exists) with its values. A missing
 * key says the key itself (the last one asked for), or `defaultValue`.
 */
export interface Translate {
  (key: string | readonly string[], options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string | readonly string[], options?: TranslateOptions): string;
}

/** A translator over one resolved catalogue in one language. */
export type Translator = {
  t: Translate;
  /** The language's code (`bs`, `hr`, `sr-Cyrl`). */
  language: string;
  /** Whether the key is a text (or a text with plural forms). */
  exists: (key: string) => boolean;
  /** Adds a part of the catalogue (a namespace loaded later), resolved as the rest. */
  add: (part: Catalogue) => void;
};

/** The options a text's `number(...)` format or a call's `formatParams` may set. */
function numberOptions(options: Record<string, unknown> | undefined): NumberOptions {
  const picked: NumberOptions = {};
  if (typeof options?.['minimumFractionDigits'] === 'number')
    picked.minimumFractionDigits = options['minimumFractionDigits'];
  if (typeof options?.['maximumFractionDigits'] === 'number')
    picked.maximumFractionDigits = options['maximumFractionDigits'];
  const grouping = options?.['useGrouping'];
  if (grouping === false || grouping === true || grouping === 'min2') picked.useGrouping = grouping;
  return picked;
}

/** `number(minimumFractionDigits: 1; useGrouping: min2)`: the format's name and its options. */
function parseFormat(format: string): { name: string; options: Record<string, unknown> } {
  const open = format.indexOf('(');
  if (open < 0) return { name: format.trim().toLowerCase(), options: {} };
  const options: Record<string, unknown> = {};
  for (const option of format.slice(open + 1, format.lastIndexOf(')')).split(';')) {
    const [name, ...rest] = option.split(':');
    const key = name!.trim();
    if (!key) continue;
    const value = rest.join(':').trim();
    options[key] =
      value === 'true' ? true : value === 'false' ? false : /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return { name: format.slice(0, open).trim().toLowerCase(), options };
}

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** The value at a dotted path (`user.name`) of the call's values, else of the defaults. */
function valueOf(path: string, values: Record<string, unknown>, defaults: Record<string, string>): unknown {
  const find = (from: unknown) => {
    let node = from;
    for (const part of path.split('.')) {
      if (node === null || typeof node !== 'object') return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return node;
  };
  const found = find(values);
  return found === undefined ? find(defaults) : found;
}

/**
 * A translator over one resolved catalogue (variants folded, overrides applied).
 * Interpolated values are not escaped: React escapes on render, and anything that
 * builds markup from a translation must escape there.
 *
 * Counts: a text with a number in it is written `{{count, number}}` with the plural
 * forms `_one`, `_few` and `_other`, and called with `{ count }`; the number is
 * written by `formatNumber` in the translator's language ("1.000.000"). A value the call
 * does not give stays as written (`{{name}}`); an empty one (null) is left out.
 */
export function createTranslator(
  language: CatalogueLanguage,
  catalogue: Catalogue,
  /** Values every text may use, such as `{{municipality}}` and `{{brand}}`. */
  defaults: Record<string, string> = {},
): Translator {
  const code = languageCodes[language];
  const plurals = new Intl.PluralRules(code);
  let texts: Catalogue = catalogue;

  const node = (key: string): string | Catalogue | undefined => {
    let at: string | Catalogue | undefined = texts;
    for (const part of key.split('.')) {
      if (typeof at !== 'object') return undefined;
      at = at[part];
    }
    return at;
  };

  /** The key's text, or its plural form for the count. */
  const find = (key: string, count: unknown): string | Catalogue | undefined => {
    if (typeof count === 'number') {
      const form = node(`${key}_${plurals.select(count)}`);
      if (typeof form === 'string') return form;
    }
    return node(key);
  };

  const interpolate = (text: string, options: TranslateOptions): string =>
    text.replace(PLACEHOLDER, (placeholder, inside: string) => {
      const comma = inside.indexOf(',');
      const name = (comma < 0 ? inside : inside.slice(0, comma)).trim();
      const value = valueOf(name, options, defaults);
      if (value === undefined) {
        return Object.prototype.hasOwnProperty.call(options, inside.trim()) ? '' : placeholder;
      }
      if (comma >= 0 && value !== null) {
        const format = parseFormat(inside.slice(comma + 1));
        if (format.name === 'number') {
          const merged = { ...format.options, ...options, ...options.formatParams?.[name] };
          return typeof value === 'number'
            ? formatNumber(value, language, numberOptions(merged))
            : String(value);
        }
      }
      return value === null ? '' : String(value);
    });

  const translateOne = (key: string, options: TranslateOptions): unknown => {
    const found = find(key, options.count);
    if (typeof found === 'string') return interpolate(found, options);
    if (found !== undefined && options.returnObjects) {
      return Object.fromEntries(
        Object.keys(found).map((part) => [part, translateOne(`${key}.${part}`, options)]),
      );
    }
    return undefined;
  };

  const t = ((key: string | readonly string[], options: TranslateOptions = {}) => {
    const keys = typeof key === 'string' ? [key] : key;
    for (const one of keys) {
      const text = translateOne(one, options);
      if (text !== undefined) return text;
    }
    if (options.defaultValue !== undefined) return interpolate(options.defaultValue, options);
    return keys[keys.length - 1] ?? '';
  }) as Translate;

  return {
    t,
    language: code,
    exists: (key) => typeof find(key, undefined) === 'string' || typeof node(`${key}_other`) === 'string',
    add: (part) => {
      texts = merge(texts, part);
    },
  };
}

/** The catalogue with a part added (the part's texts win). */
function merge(into: Catalogue, part: Catalogue): Catalogue {
  const merged: Catalogue = { ...into };
  for (const [key, value] of Object.entries(part)) {
    const old = merged[key];
    merged[key] = typeof value === 'object' && typeof old === 'object' ? merge(old, value) : value;
  }
  return merged;
}

/**
 * The options that translate a message key with its values (`{ maximum: 100 }` from a
 * refusal): the one numeric value is also the `count` the message's plural forms follow.
 */
export function messageOptions(params: Record<string, unknown> = {}): Record<string, unknown> {
  if (typeof params['count'] === 'number') return params;
  const numbers = Object.values(params).filter((value) => typeof value === 'number');
  return numbers.length === 1 ? { ...params, count: numbers[0] } : params;
}

/** The group of short texts every other text may use by their names (`{{administration}}`). */
export const LOCAL_TERMS = 'common.localTerms';

/**
 * A catalogue, or a part of one (`{ sessionsAdmin: … }`), as a municipality's translator
 * holds it: its variants folded in and its caption overrides applied. The web resolves the
 * parts it loads later (decision 0017) as `tenantTranslator` resolved the rest.
 */
export function tenantCatalogue(options: {
  catalogue: Catalogue;
  entity: number;
  kind: number;
  overrides: Record<string, string>;
}): Catalogue {
  return applyOverrides(
    resolveVariants(options.catalogue, variantChain(options.entity, options.kind)),
    options.overrides,
  );
}

/**
 * The translator of one municipality in one language: its variants folded in, its
 * caption overrides applied, and `{{municipality}}` ("Grad Tuzla"), `{{brand}}`,
 * `{{council}}`, `{{mayor}}` and the municipality's own words from `common.localTerms`
 * (`{{administration}}`: "gradska uprava", "opštinska uprava", "Vlada Brčko
 * distrikta"…) available to every text, so long texts never write "city or municipality".
 */
export function tenantTranslator(options: {
  language: CatalogueLanguage;
  catalogue: Catalogue;
  entity: number;
  kind: number;
  /** The place name in this language ("Tuzla"). */
  name: string;
  overrides: Record<string, string>;
}) {
  const resolved = tenantCatalogue(options);
  const plain = createTranslator(options.language, resolved);
  const terms = lookupGroup(resolved, LOCAL_TERMS);
  return createTranslator(options.language, resolved, {
    ...terms,
    municipality: plain.t('common.municipality.title', { name: options.name }),
    brand: plain.t('common.brand.name'),
    council: plain.t('common.council.name'),
    mayor: plain.t('common.mayor.title'),
  });
}

function lookupGroup(catalogue: Catalogue, path: string): Record<string, string> {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return {};
  return Object.fromEntries(
    Object.entries(node).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
