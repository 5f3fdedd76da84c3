import { getAllServiceUsers, restServiceUsersPages } from '@portal/contracts';
import type { MenuEntry } from '../../platform/module';

/** The REST service users screen, in the Accounts group of Administration (the accounts module's). */
export const restServiceUsersMenu: readonly MenuEntry[] = [
  {
    key: 'admin.accounts.service-users',
    parent: 'admin.accounts',
    type: 'link',
    label: 'admin.menu.serviceUsers',
    url: restServiceUsersPages.list.path,
    order: 20,
    access: getAllServiceUsers.access,
  },
];
