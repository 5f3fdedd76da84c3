import {
  getAllConfirmationTypes,
  getAllLoginTypes,
  getAllRegistrationFields,
  getAllServiceUsers,
  saveUser,
  searchOutbox,
  searchUsers,
} from '@portal/contracts';
import type { RouteObject } from 'react-router';
import type * as Pages from './pages';
import { RequireAccess } from '../../components/Guards';
import type { WebModule } from '../../lib/module';

const page =
  (name: keyof typeof Pages): RouteObject['lazy'] =>
  async () => ({ Component: (await import('./pages'))[name] });

/** Account administration, REST service users, sign-in parameters and (demo) the outbox. */
export const usersModule: WebModule = {
  id: 'users',
  routes: [
    {
      element: <RequireAccess access={searchUsers.access} />,
      children: [
        { path: 'admin/users/users-list', lazy: page('UsersListPage') },
        { path: 'admin/users/users-change-password/:id', lazy: page('UserPasswordPage') },
      ],
    },
    {
      element: <RequireAccess access={saveUser.access} />,
      children: [
        { path: 'admin/users/users-add', lazy: page('UserFormPage') },
        { path: 'admin/users/users-edit/:id', lazy: page('UserFormPage') },
      ],
    },
    {
      element: <RequireAccess access={getAllServiceUsers.access} />,
      children: [
        { path: 'admin/rest-service-users/rest-service-users-list', lazy: page('ServiceUsersListPage') },
        { path: 'admin/rest-service-users/rest-service-users-add', lazy: page('ServiceUserFormPage') },
        { path: 'admin/rest-service-users/rest-service-users-edit/:id', lazy: page('ServiceUserFormPage') },
        {
          path: 'admin/rest-service-users/rest-service-users-change-password/:id',
          lazy: page('ServiceUserPasswordPage'),
        },
      ],
    },
    {
      element: <RequireAccess access={getAllLoginTypes.access} />,
      children: [{ path: 'admin/system-parameters/login-type', lazy: page('LoginTypesPage') }],
    },
    {
      element: <RequireAccess access={getAllRegistrationFields.access} />,
      children: [
        { path: 'admin/system-parameters/registration-fields', lazy: page('RegistrationFieldsPage') },
      ],
    },
    {
      element: <RequireAccess access={getAllConfirmationTypes.access} />,
      children: [
        {
          path: 'admin/system-parameters/confirmation-registration-type',
          lazy: page('ConfirmationTypePage'),
        },
      ],
    },
    {
      element: <RequireAccess access={searchOutbox.access} />,
      children: [{ path: 'admin/outbox', lazy: page('OutboxPage') }],
    },
  ],
};
