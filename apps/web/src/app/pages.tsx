import { laterNamespaces } from '@portal/i18n';
import { withTexts } from '../lib/i18n';
import { matchRoutes, Navigate, type RouteObject } from '../lib/router';
import { webModules } from './modules';

const NOT_FOUND = '*';

/**
 * The app's pages under the shell: home, every module's routes, and the not-found page. Every
 * module's page loads the texts the home page does without (`laterNamespaces`: sign-in, the
 * shared components, the map, the server's messages) before it is drawn (decision 0017).
 */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/home" replace /> },
  { path: 'home', lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }) },
  ...webModules.flatMap((m) => m.routes ?? []).map((route) => withTexts(laterNamespaces, route)),
  {
    path: NOT_FOUND,
    lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
  },
];

/** The pages under the shell's root, one array so that the router's ranking of them is made once. */
const shell: RouteObject[] = [{ path: '/', children: pageRoutes }];

/** Whether a path is one of the app's pages (not the not-found page). */
export function isPage(path: string): boolean {
  const matches = matchRoutes(shell, path);
  const last = matches?.[matches.length - 1];
  return Boolean(last && last.route.path !== NOT_FOUND && !last.route.index);
}
