import { getAllComplaintParameters, getAllSystemNotifications } from '@portal/contracts';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../components/Guards';
import type { WebModule } from '../../lib/module';
import type * as Pages from './pages';

const page =
  (name: keyof typeof Pages): RouteObject['lazy'] =>
  async () => ({ Component: (await import('./pages'))[name] });

/**
 * System parameters that are not about accounts: the system notifications with their
 * recipients (right 14), and the complaint configuration parameters (right 12).
 */
export const systemNotificationsModule: WebModule = {
  id: 'system-notifications',
  routes: [
    {
      element: <RequireAccess access={getAllSystemNotifications.access} />,
      children: [
        {
          path: 'admin/system-parameters/system-notification/system-notification-list',
          lazy: page('SystemNotificationsListPage'),
        },
        {
          path: 'admin/system-parameters/system-notification/system-notification-edit/:id',
          lazy: page('SystemNotificationEditPage'),
        },
      ],
    },
    {
      element: <RequireAccess access={getAllComplaintParameters.access} />,
      children: [
        {
          path: 'admin/system-parameters/complaint-parameters/complaint-parameters-list',
          lazy: page('ComplaintParametersListPage'),
        },
        {
          path: 'admin/system-parameters/complaint-parameters/complaint-parameters-edit/:id',
          lazy: page('ComplaintParameterFormPage'),
        },
      ],
    },
  ],
};
