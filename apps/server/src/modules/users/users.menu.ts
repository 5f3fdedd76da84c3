import { searchUsers, usersPages } from '@portal/contracts';
import type { MenuEntry } from '../../platform/module';

/** The users screen, in the Accounts group of Administration (the accounts module's). */
export const usersMenu: readonly MenuEntry[] = [
  {
    key: 'admin.accounts.users',
    parent: 'admin.accounts',
    type: 'link',
    label: 'admin.menu.users',
    url: usersPages.list.path,
    order: 10,
    access: searchUsers.access,
  },
];
