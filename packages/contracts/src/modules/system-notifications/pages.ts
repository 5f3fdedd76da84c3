import { definePages } from '../../module';

/** The web pages of system-notifications: the router, the menu, e-mail links and the accessibility sweep use these. */
export const systemNotificationsPages = definePages({
  list: { path: '/admin/system-parameters/system-notification/system-notification-list', audience: 'staff' },
  edit: {
    path: '/admin/system-parameters/system-notification/system-notification-edit/:id',
    audience: 'staff',
  },
});
