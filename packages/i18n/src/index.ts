import type { LanguageKey } from '@portal/contracts';
import type { Catalogue } from './variants';

export * from './variants';
export * from './translator';
export * from './format';
export * from './collation';
export * from './transliterate';

/** The catalogue parts the web needs, loaded per language so each is its own chunk. */
export const webCatalogueLoaders: Record<LanguageKey, () => Promise<Catalogue>> = {
  bs: () => import('./catalogues/bs/web').then((m) => m.default),
  hr: () => import('./catalogues/hr/web').then((m) => m.default),
  sr_cyr: () => import('./catalogues/sr-cyr/web').then((m) => m.default),
};
