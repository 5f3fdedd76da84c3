import i18next, { type TFunction } from 'i18next';
import { applyOverrides, type Catalogue, resolveVariants, variantChain } from './variants';

/** i18next language codes for the portal's language keys (plural rules follow them). */
export const i18nextCodes = { bs: 'bs', hr: 'hr', sr_cyr: 'sr-Cyrl' } as const;
export type CatalogueLanguage = keyof typeof i18nextCodes;

export type Translate = TFunction;

/**
 * A translator over one resolved catalogue (variants folded, overrides applied).
 * Interpolated values are not escaped: React escapes on render, and anything that
 * builds markup from a translation must escape there.
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
  return instance;
}

/**
 * The translator of one municipality in one language: its variants folded in, its
 * caption overrides applied, and `{{municipality}}` ("Grad Tuzla") and `{{brand}}`
 * available to every text.
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
  const resolved = applyOverrides(
    resolveVariants(options.catalogue, variantChain(options.entity, options.kind)),
    options.overrides,
  );
  const plain = createTranslator(options.language, resolved);
  return createTranslator(options.language, resolved, {
    municipality: plain.t('common.municipality.title', { name: options.name }),
    brand: plain.t('common.brand.name'),
  });
}
