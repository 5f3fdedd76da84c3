import { defineContractModule, definePages } from '../../module';
import * as endpoints from './system-notifications';

export * from './system-notifications';

/** The web pages of system-notifications: the router, the menu, e-mail links and the accessibility sweep use these. */
export const systemNotificationsPages = definePages({
  list: { path: '/admin/system-parameters/system-notification/system-notification-list', audience: 'staff' },
  edit: {
    path: '/admin/system-parameters/system-notification/system-notification-edit/:id',
    audience: 'staff',
  },
});

/** Who is told of what, by which channels. */
export const systemNotificationsContract = defineContractModule({
  name: 'system-notifications',
  endpoints: [endpoints],
  pages: systemNotificationsPages,
});
