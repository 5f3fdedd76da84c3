import {
  getAllConfirmationTypes,
  getAllLoginTypes,
  getAllRegistrationFields,
  getAllServiceUsers,
  searchUsers,
} from '@portal/contracts';
import type { MenuEntry } from '../../platform/module';

/** The administration screens of accounts and sign-in, under Administration. */
export const accountsMenu: readonly MenuEntry[] = [
  { key: 'admin.accounts', parent: 'admin', type: 'group', label: 'admin.menu.accounts', order: 10 },
  {
    key: 'admin.accounts.users',
    parent: 'admin.accounts',
    type: 'link',
    label: 'admin.menu.users',
    url: '/admin/users/users-list',
    order: 10,
    access: searchUsers.access,
  },
  {
    key: 'admin.accounts.service-users',
    parent: 'admin.accounts',
    type: 'link',
    label: 'admin.menu.serviceUsers',
    url: '/admin/rest-service-users/rest-service-users-list',
    order: 20,
    access: getAllServiceUsers.access,
  },
  {
    key: 'admin.parameters',
    parent: 'admin',
    type: 'group',
    label: 'admin.menu.systemParameters',
    order: 80,
  },
  {
    key: 'admin.parameters.login-types',
    parent: 'admin.parameters',
    type: 'link',
    label: 'admin.menu.loginTypes',
    url: '/admin/system-parameters/login-type',
    order: 10,
    access: getAllLoginTypes.access,
  },
  {
    key: 'admin.parameters.registration-fields',
    parent: 'admin.parameters',
    type: 'link',
    label: 'admin.menu.registrationFields',
    url: '/admin/system-parameters/registration-fields',
    order: 20,
    access: getAllRegistrationFields.access,
  },
  {
    key: 'admin.parameters.confirmation-type',
    parent: 'admin.parameters',
    type: 'link',
    label: 'admin.menu.confirmationType',
    url: '/admin/system-parameters/confirmation-registration-type',
    order: 30,
    access: getAllConfirmationTypes.access,
  },
];
