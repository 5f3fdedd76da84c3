import { type CatalogueLanguage, intlLocales } from './languages';

const collators = new Map<CatalogueLanguage, Intl.Collator>();

/**
 * Compares texts in the alphabetical order of the page's language: č, ć after c,
 * dž, đ after d, lj after l in Bosnian and Croatian; ђ after д, џ after ч in Serbian.
 */
export function compareText(language: CatalogueLanguage): (a: string, b: string) => number {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(intlLocales[language]);
    collators.set(language, collator);
  }
  return collator.compare;
}
