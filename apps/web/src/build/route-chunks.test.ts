import * as contracts from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { firstScreenBlocks, lazyRoutes, routeOf } from '../../vite.route-chunks.ts';
import { routes } from '../app/router';
import type { RouteObject } from '../lib/router';

/** The app's sources as the build reads them (tests left out, as the build's transform does). */
const sources = Object.entries(
  import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

const exported = contracts as unknown as Record<string, unknown>;

/** The full path of every lazy page of the app's tree (not a redirect, not a group's guard). */
function lazyPaths(tree: readonly RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const here = route.path === undefined ? parent : joined(parent, route.path);
    const page = route.lazy && !route.element && !route.children;
    return [...(page ? [here] : []), ...lazyPaths(route.children ?? [], here)];
  });
}
const joined = (parent: string, path: string) =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/** The contracts' pages open to visitors. */
const publicPages = new Set(
  Object.values(exported)
    .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
    .flatMap((pages) => Object.values(pages))
    .filter(
      (page): page is { path: string; audience: string } =>
        typeof page === 'object' && page !== null && 'audience' in page && 'path' in page,
    )
    .filter((page) => page.audience === 'public')
    .map((page) => page.path),
);

describe('the code each page needs, as the build writes it down for the server (decision 0017)', () => {
  it('reads a lazy route off its declaration, with the path a page of the contracts or a literal, through the file’s loader too', () => {
    const code = [
      "{ path: 'home', lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }) },",
      "withTexts(['complaintsFlow'], {",
      '  path: complaintsPages.details.route,',
      "  lazy: page(() => import('./public/ComplaintDetailsPage'), 'ComplaintDetailsPage'),",
      '}),',
      "{ path: usersPages.list.route, lazy: page('UsersListPage') },",
      "const pages = () => import('./pages');",
      "{ path: accountsPages.login.route, lazy: lazyPage(pages, 'LoginPage') },",
    ].join('\n');
    const found = lazyRoutes(code);
    expect(found).toEqual([
      { path: "'home'", specifier: './pages/HomePage' },
      { path: 'complaintsPages.details.route', specifier: './public/ComplaintDetailsPage' },
      { path: 'accountsPages.login.route', specifier: './pages' },
    ]);
    expect(found.map((f) => routeOf(f.path, exported))).toEqual([
      '/home',
      '/complaints/complaint-details/:id',
      '/login',
    ]);
    expect(routeOf('complaintsPages.nothing.route', exported)).toBeNull();
  });

  it('takes the home page’s blocks of the first screen, not those placed below it', () => {
    const found = sources.flatMap(([, code]) => firstScreenBlocks(code));
    expect(found).toEqual(
      expect.arrayContaining(['./public/LatestComplaints', './public/HomeHighlights', './LatestSessions']),
    );
    expect(found).not.toContain('./public/HomeMap');
  });

  it('finds every public page the app loads lazily, so none is left to wait for the entry', () => {
    const found = new Set(
      sources.flatMap(([, code]) => lazyRoutes(code).map((route) => routeOf(route.path, exported))),
    );
    const wanted = lazyPaths(routes).filter((path) => path === '/home' || publicPages.has(path));
    expect(wanted.length).toBeGreaterThan(15);
    expect(wanted.filter((path) => !found.has(path))).toEqual([]);
  });
});
