import type { LanguageKey } from '@portal/contracts';
import bsLazy from './catalogues/bs/lazy';
import hrLazy from './catalogues/hr/lazy';
import srCyrLazy from './catalogues/sr-cyr/lazy';
import type { LazyParts } from './namespaces';
import type { Catalogue } from './variants';

export * from './variants';
export * from './namespaces';
export * from './translator';
export * from './format';
export * from './collation';
export * from './transliterate';

/**
 * The texts of the web's first load (every namespace but the lazy ones and the server's),
 * loaded per language so each is its own chunk.
 */
export const webCatalogueLoaders: Record<LanguageKey, () => Promise<Catalogue>> = {
  bs: () => import('./catalogues/bs/web').then((m) => m.default),
  hr: () => import('./catalogues/hr/web').then((m) => m.default),
  sr_cyr: () => import('./catalogues/sr-cyr/web').then((m) => m.default),
};

/**
 * The namespaces the web loads with the pages that need them (`lazyNamespaces`), per
 * language and namespace, each its own chunk (decision 0017).
 */
export const webPartLoaders: Record<LanguageKey, LazyParts> = { bs: bsLazy, hr: hrLazy, sr_cyr: srCyrLazy };
