import { getAllSystemNotifications, systemNotificationsPages } from '@portal/contracts';
import type { RouteObject } from '../../lib/router';
import { RequireAccess } from '../../components/Guards';
import { withTexts } from '../../lib/i18n';
import type { WebModule } from '../../lib/module';
import type * as Pages from './pages';

const page =
  (name: keyof typeof Pages): RouteObject['lazy'] =>
  async () => ({ Component: (await import('./pages'))[name] });

/**
 * The system notifications with their recipients (right 14). The complaint configuration
 * parameters, under the same menu group, belong to the complaints module.
 */
export const systemNotificationsModule: WebModule = {
  id: 'system-notifications',
  routes: [
    // Their texts load with them (decision 0017).
    withTexts(['systemNotifications'], {
      element: <RequireAccess access={getAllSystemNotifications.access} />,
      children: [
        {
          path: systemNotificationsPages.list.route,
          lazy: page('SystemNotificationsListPage'),
        },
        {
          path: systemNotificationsPages.edit.route,
          lazy: page('SystemNotificationEditPage'),
        },
      ],
    }),
  ],
};
