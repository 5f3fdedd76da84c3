import { sessionsPages } from '@portal/contracts';
import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject } from '../../../lib/router';
import { withTexts } from '../../../lib/i18n';
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
  // Its own chunk, and its texts their own: the list and details pages carry neither the charts
  // (recharts) nor their captions (decision 0017).
  withTexts(['sessionsStatistics'], {
    path: sessionsPages.statistics.route,
    lazy: page(() => import('./StatisticsPage'), 'StatisticsPage'),
  }),
];

/** The home page's block of the five latest sessions (menu order of sessions: 50). */
export const sessionsLatest: HomeLatest = {
  key: 'sessions',
  order: 50,
  Block: lazy(() => import('./LatestSessions')),
};
