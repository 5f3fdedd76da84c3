import { type ComponentType, createElement } from 'react';
import type { RouteObject } from './router';

/** The props a page export takes; a page that takes none may be given none. */
type PageProps<C> =
  C extends ComponentType<infer P> ? (Record<string, never> extends P ? [props?: P] : [props: P]) : never;

/**
 * A lazy route's page: the export `name` of the module `load` imports, with `props` when
 * the page takes some (`lazyPage(() => import('./pages'), 'CodeListPage', { name })`).
 * The module is its own chunk, loaded when the route is first visited (decision 0017).
 */
export function lazyPage<M, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  ...props: PageProps<M[K]>
): RouteObject['lazy'] {
  const [given] = props;
  return async () => {
    const Page = (await load())[name] as ComponentType<object>;
    return { Component: given === undefined ? Page : () => createElement(Page, given) };
  };
}
