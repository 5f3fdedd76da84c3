import { searchSessions, sessionsPages, SIGNED_IN } from '@portal/contracts';
import type { MenuEntry } from '../../platform/module';

/** Sessions in the signed-in menu (as in the visitors' menu) and, under Administration, their editing. */
export const sessionsMenu: readonly MenuEntry[] = [
  { key: 'sessions', type: 'group', label: 'sessions.menu.group', order: 50 },
  {
    key: 'sessions.all',
    parent: 'sessions',
    type: 'link',
    label: 'sessions.menu.list',
    url: sessionsPages.list.path,
    order: 10,
    access: SIGNED_IN,
  },
  {
    key: 'sessions.statistics',
    parent: 'sessions',
    type: 'link',
    label: 'sessions.menu.statistics',
    url: sessionsPages.statistics.path,
    order: 20,
    access: SIGNED_IN,
  },
  {
    key: 'admin.sessions',
    parent: 'admin',
    type: 'link',
    label: 'sessions.menu.administration',
    url: sessionsPages.adminList.path,
    order: 35,
    access: searchSessions.access,
  },
];
