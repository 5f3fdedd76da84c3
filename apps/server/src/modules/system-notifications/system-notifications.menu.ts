import { getAllSystemNotifications, systemNotificationsPages } from '@portal/contracts';
import type { MenuEntry } from '../../platform/module';

/** The system notifications screen, in the system parameters group of Administration. */
export const systemNotificationsMenu: readonly MenuEntry[] = [
  {
    key: 'admin.parameters.system-notifications',
    parent: 'admin.parameters',
    type: 'link',
    label: 'systemNotifications.menu.list',
    url: systemNotificationsPages.list.path,
    order: 50,
    access: getAllSystemNotifications.access,
  },
];
