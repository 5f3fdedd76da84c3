import { matchRoutes, Navigate, type RouteObject, createBrowserRouter } from 'react-router';
import { webModules } from './modules';
import { Layout } from './shell/Layout';
import { RouteLoading } from './shell/RouteLoading';

const NOT_FOUND = '*';

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    HydrateFallback: RouteLoading,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', lazy: async () => ({ Component: (await import('./pages/HomePage')).HomePage }) },
      ...webModules.flatMap((m) => m.routes ?? []),
      {
        path: NOT_FOUND,
        lazy: async () => ({ Component: (await import('./pages/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];

/** Whether a path is one of the app's pages (not the not-found page). */
export function isPage(path: string): boolean {
  const matches = matchRoutes(routes, path);
  const last = matches?.[matches.length - 1];
  return Boolean(last && last.route.path !== NOT_FOUND && !last.route.index);
}

export function createRouter() {
  return createBrowserRouter(routes);
}
