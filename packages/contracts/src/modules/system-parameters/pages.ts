import { definePages } from '../../module';

/** The web pages of system-parameters: the router, the menu, e-mail links and the accessibility sweep use these. */
export const systemParametersPages = definePages({
  loginType: { path: '/admin/system-parameters/login-type', audience: 'staff' },
  registrationFields: { path: '/admin/system-parameters/registration-fields', audience: 'staff' },
  confirmationRegistrationType: {
    path: '/admin/system-parameters/confirmation-registration-type',
    audience: 'staff',
  },
});
