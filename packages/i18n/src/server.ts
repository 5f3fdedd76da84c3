import type { LanguageKey } from '@portal/contracts';
import bs from './catalogues/bs/all';
import hr from './catalogues/hr/all';
import srCyr from './catalogues/sr-cyr/all';
import type { Catalogue } from './variants';

export * from './variants';
export * from './translator';
export * from './format';
export type { CatalogueLanguage } from './languages';
export * from './collation';
export * from './transliterate';

/** Whole catalogues, the user manual's text included; for the server and tests. */
export const catalogues: Record<LanguageKey, Catalogue> = { bs, hr, sr_cyr: srCyr };
