import { sessionsPages } from '@portal/contracts';
import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject } from '../../../lib/router';
import type { HomeLatest } from '../../../lib/module';

/** A lazy route's page: `name` exported by the module `load` imports; each page its own chunk. */
const page =
  <M,>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] as ComponentType });

/** The public pages of council sessions: the list, a session, an agenda item (with the vote), statistics. */
export const sessionsPublicRoutes: RouteObject[] = [
  { path: sessionsPages.root.route, element: <Navigate to={sessionsPages.list.path} replace /> },
  { path: sessionsPages.list.route, lazy: page(() => import('./SessionListPage'), 'SessionListPage') },
  {
    path: sessionsPages.details.route,
    lazy: page(() => import('./SessionDetailsPage'), 'SessionDetailsPage'),
  },
  { path: sessionsPages.agendaItem.route, lazy: page(() => import('./AgendaItemPage'), 'AgendaItemPage') },
  // Its own chunk: the list and details pages do not carry the charts (recharts, decision 0017).
  { path: sessionsPages.statistics.route, lazy: page(() => import('./StatisticsPage'), 'StatisticsPage') },
];

/** The home page's block of the five latest sessions (menu order of sessions: 50). */
export const sessionsLatest: HomeLatest = {
  key: 'sessions',
  order: 50,
  Block: lazy(() => import('./LatestSessions')),
};
