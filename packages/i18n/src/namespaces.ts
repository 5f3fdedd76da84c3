import type { Catalogue } from './variants';

/**
 * The namespaces of every page but the home page (sign-in, the shared components, the map, the
 * server's messages): lazily loaded like the rest, together as one chunk (`later.ts`), and
 * asked for by every route but home (decision 0017).
 */
export const laterNamespaces = ['accounts', 'components', 'map', 'messages'] as const;

/**
 * The catalogue's namespaces the web does not load at start but with the pages that use
 * them (decision 0017): the staff pages' texts, the content pages' long texts, the texts of
 * the complaint pages a first visit does not show (reporting, following, supports, "was it
 * fixed?") and the statistics pages' captions. Each language's `catalogues/<lang>/lazy.ts`
 * loads each of them as a chunk of its own; the web's first load (`web.ts`) has every other
 * namespace but the server's (`mail`, `manual`), and the server (`all.ts`) has them all.
 */
export const lazyNamespaces = [
  ...laterNamespaces,
  'admin',
  'complaintsAdmin',
  'complaintsFlow',
  'complaintsStatistics',
  'content',
  'councilMembersAdmin',
  'questionsStatistics',
  'reports',
  'sessionsAdmin',
  'sessionsStatistics',
  'systemNotifications',
] as const;

export type LazyNamespace = (typeof lazyNamespaces)[number];

/** One language's lazily loaded namespaces, each a dynamic import of its own JSON. */
export type LazyParts = Record<LazyNamespace, () => Promise<{ default: Catalogue }>>;

export function isLazyNamespace(name: string): name is LazyNamespace {
  return (lazyNamespaces as readonly string[]).includes(name);
}

/** The lazily loaded namespaces among catalogue keys (`sessionsAdmin.fields.status`), each once. */
export function lazyNamespacesOf(keys: Iterable<string>): LazyNamespace[] {
  const found = new Set<LazyNamespace>();
  for (const key of keys) {
    const namespace = key.split('.', 1)[0] ?? '';
    if (isLazyNamespace(namespace)) found.add(namespace);
  }
  return [...found];
}
