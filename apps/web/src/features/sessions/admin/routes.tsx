import { sessionModerationAccess, sessionsPages } from '@portal/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from '../../../lib/router';
import { RequireAccess } from '../../../components/Guards';
import { withTexts } from '../../../lib/i18n';

/** A lazy route's page: `name` exported by the module `load` imports, each page its own chunk (decision 0017). */
const page =
  <M,>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] as ComponentType });

/**
 * The sessions' administration: the list and one session's edit page with its agenda (the menu
 * entry comes from the server); office moderators see the same two pages, for the comments.
 */
export const sessionsAdminRoutes: RouteObject[] = [
  // Their texts load with them (decision 0017); `admin` has the translated fields' captions.
  withTexts(['sessionsAdmin', 'admin'], {
    element: <RequireAccess access={sessionModerationAccess} />,
    children: [
      {
        path: sessionsPages.adminList.route,
        lazy: page(() => import('./SessionListPage'), 'SessionListPage'),
      },
      {
        path: sessionsPages.adminEdit.route,
        lazy: page(() => import('./SessionEditPage'), 'SessionEditPage'),
      },
    ],
  }),
];
