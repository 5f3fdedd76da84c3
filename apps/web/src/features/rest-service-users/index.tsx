import { getAllServiceUsers, restServiceUsersPages } from '@portal/contracts';
import type { RouteObject } from '../../lib/router';
import { RequireAccess } from '../../components/Guards';
import { withTexts } from '../../lib/i18n';
import type { WebModule } from '../../lib/module';
import type * as Pages from './pages';

const page =
  (name: keyof typeof Pages): RouteObject['lazy'] =>
  async () => ({ Component: (await import('./pages'))[name] });

/** The administration's texts, loaded with its pages (decision 0017). */
const STAFF_TEXTS = ['admin'] as const;

/** The accounts other systems call the REST services with: list, add, edit, set a password. */
export const restServiceUsersModule: WebModule = {
  id: 'rest-service-users',
  routes: [
    withTexts(STAFF_TEXTS, {
      element: <RequireAccess access={getAllServiceUsers.access} />,
      children: [
        { path: restServiceUsersPages.list.route, lazy: page('ServiceUsersListPage') },
        { path: restServiceUsersPages.add.route, lazy: page('ServiceUserFormPage') },
        { path: restServiceUsersPages.edit.route, lazy: page('ServiceUserFormPage') },
        {
          path: restServiceUsersPages.changePassword.route,
          lazy: page('ServiceUserPasswordPage'),
        },
      ],
    }),
  ],
};
