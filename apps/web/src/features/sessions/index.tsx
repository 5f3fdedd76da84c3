import { sessionsPages } from '@portal/contracts';
import type { WebModule } from '../../lib/module';
import { sessionsAdminRoutes } from './admin/routes';
import { sessionsLatest, sessionsPublicRoutes } from './public/routes';

/**
 * Council sessions. Public (`public/`): the list, a session with its agenda, an agenda
 * item with the citizens' vote, the statistics, and the home page's latest sessions. Staff
 * (`admin/`, the menu entry comes from the server): the list and one session's edit page
 * with its agenda.
 */
export const sessionsModule: WebModule = {
  id: 'sessions',
  routes: [...sessionsPublicRoutes, ...sessionsAdminRoutes],
  menu: [
    {
      key: 'sessions',
      label: 'sessions.menu.group',
      order: 50,
      children: [
        { key: 'sessions-list', label: 'sessions.menu.list', path: sessionsPages.list.path },
        {
          key: 'sessions-statistics',
          label: 'sessions.menu.statistics',
          path: sessionsPages.statistics.path,
        },
      ],
    },
  ],
  latest: [sessionsLatest],
};
