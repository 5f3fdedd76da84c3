import type { MenuEntry } from '../../platform/module';

/**
 * The Accounts group of Administration. Its screens belong to the modules that
 * administer accounts: users and rest-service-users add their links to it.
 */
export const accountsMenu: readonly MenuEntry[] = [
  { key: 'admin.accounts', parent: 'admin', type: 'group', label: 'admin.menu.accounts', order: 10 },
];
