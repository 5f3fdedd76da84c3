import { defineContractModule, definePages } from '../../module';
import * as participation from './participation';
import * as endpoints from './system-parameters';

export * from './system-parameters';
export * from './participation';

/** The web pages of system-parameters: the router, the menu, e-mail links and the accessibility sweep use these. */
export const systemParametersPages = definePages({
  loginType: { path: '/admin/system-parameters/login-type', audience: 'staff' },
  registrationFields: { path: '/admin/system-parameters/registration-fields', audience: 'staff' },
  confirmationRegistrationType: {
    path: '/admin/system-parameters/confirmation-registration-type',
    audience: 'staff',
  },
});

/** Sign-in and registration parameters, and what anonymous citizens may do. */
export const systemParametersContract = defineContractModule({
  name: 'system-parameters',
  endpoints: [endpoints, participation],
  pages: systemParametersPages,
});
