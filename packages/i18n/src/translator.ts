import i18next, { type TFunction } from 'i18next';
import { formatNumber, type NumberOptions } from './format';
import { type CatalogueLanguage, i18nextCodes } from './languages';
import { applyOverrides, type Catalogue, resolveVariants, variantChain } from './variants';

export { type CatalogueLanguage, i18nextCodes } from './languages';

export type Translate = TFunction;

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

/**
 * A translator over one resolved catalogue (variants folded, overrides applied).
 * Interpolated values are not escaped: React escapes on render, and anything that
 * builds markup from a translation must escape there.
 *
 * Counts: a text with a number in it is written `{{count, number}}` with the plural
 * forms `_one`, `_few` and `_other`, and called with `{ count }`; the number is
 * written by `formatNumber` in the translator's language ("1.000.000").
 */
export function createTranslator(
  language: CatalogueLanguage,
  catalogue: Catalogue,
  /** Values every text may use, such as `{{municipality}}` and `{{brand}}`. */
  defaults: Record<string, string> = {},
) {
  const instance = i18next.createInstance();
  void instance.init({
    lng: i18nextCodes[language],
    resources: { [i18nextCodes[language]]: { translation: catalogue } },
    initAsync: false,
    interpolation: { escapeValue: false, defaultVariables: defaults },
    returnNull: false,
  });
  instance.services.formatter?.add('number', (value: unknown, _lng, options: Record<string, unknown>) =>
    typeof value === 'number' ? formatNumber(value, language, numberOptions(options)) : String(value),
  );
  return instance;
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
