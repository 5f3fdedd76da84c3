import { saveUser, searchUsers, usersPages } from '@portal/contracts';
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

/** Account administration: the list of people's accounts, adding and editing one, setting its password. */
export const usersModule: WebModule = {
  id: 'users',
  routes: [
    withTexts(STAFF_TEXTS, {
      element: <RequireAccess access={searchUsers.access} />,
      children: [
        { path: usersPages.list.route, lazy: page('UsersListPage') },
        { path: usersPages.changePassword.route, lazy: page('UserPasswordPage') },
      ],
    }),
    withTexts(STAFF_TEXTS, {
      element: <RequireAccess access={saveUser.access} />,
      children: [
        { path: usersPages.add.route, lazy: page('UserFormPage') },
        { path: usersPages.edit.route, lazy: page('UserFormPage') },
      ],
    }),
  ],
};
