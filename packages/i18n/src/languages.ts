/** The language codes (BCP 47) of the portal's language keys: plural rules and the html lang follow them. */
export const languageCodes = { bs: 'bs', hr: 'hr', sr_cyr: 'sr-Cyrl' } as const;
export type CatalogueLanguage = keyof typeof languageCodes;

/**
 * The locales whose Intl data writes numbers and sorts texts for each language. Bosnian
 * writes numbers ("1.234.567,5") and orders its alphabet (č, ć, dž, đ, lj, nj, š, ž) as
 * Croatian does, and browsers often lack Bosnian data: Chromium formats `bs` numbers
 * as English ("1,234,567.5") and sorts `bs` as English. So Bosnian borrows Croatian's.
 */
export const intlLocales: Record<CatalogueLanguage, string> = { bs: 'hr', hr: 'hr', sr_cyr: 'sr-Cyrl' };
