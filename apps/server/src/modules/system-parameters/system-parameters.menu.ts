import {
  getAllConfirmationTypes,
  getAllLoginTypes,
  getAllRegistrationFields,
  systemParametersPages,
} from '@portal/contracts';
import type { MenuEntry } from '../../platform/module';

/** The system parameters group of Administration, with the sign-in and registration screens. */
export const systemParametersMenu: readonly MenuEntry[] = [
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
    url: systemParametersPages.loginType.path,
    order: 10,
    access: getAllLoginTypes.access,
  },
  {
    key: 'admin.parameters.registration-fields',
    parent: 'admin.parameters',
    type: 'link',
    label: 'admin.menu.registrationFields',
    url: systemParametersPages.registrationFields.path,
    order: 20,
    access: getAllRegistrationFields.access,
  },
  {
    key: 'admin.parameters.confirmation-type',
    parent: 'admin.parameters',
    type: 'link',
    label: 'admin.menu.confirmationType',
    url: systemParametersPages.confirmationRegistrationType.path,
    order: 30,
    access: getAllConfirmationTypes.access,
  },
];
