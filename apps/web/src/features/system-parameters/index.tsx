import {
  getAllConfirmationTypes,
  getAllLoginTypes,
  getAllRegistrationFields,
  systemParametersPages,
} from '@portal/contracts';
import type { RouteObject } from '../../lib/router';
import { RequireAccess } from '../../components/Guards';
import { withTexts } from '../../lib/i18n';
import type { WebModule } from '../../lib/module';
import type * as Pages from './components/ParametersPages';

const page =
  (name: keyof typeof Pages): RouteObject['lazy'] =>
  async () => ({ Component: (await import('./components/ParametersPages'))[name] });

/** The administration's texts, loaded with its pages (decision 0017). */
const STAFF_TEXTS = ['admin'] as const;

/** The sign-in and registration parameters: sign-in types, registration fields, how a registration is confirmed. */
export const systemParametersModule: WebModule = {
  id: 'system-parameters',
  routes: [
    withTexts(STAFF_TEXTS, {
      element: <RequireAccess access={getAllLoginTypes.access} />,
      children: [{ path: systemParametersPages.loginType.route, lazy: page('LoginTypesPage') }],
    }),
    withTexts(STAFF_TEXTS, {
      element: <RequireAccess access={getAllRegistrationFields.access} />,
      children: [
        { path: systemParametersPages.registrationFields.route, lazy: page('RegistrationFieldsPage') },
      ],
    }),
    withTexts(STAFF_TEXTS, {
      element: <RequireAccess access={getAllConfirmationTypes.access} />,
      children: [
        {
          path: systemParametersPages.confirmationRegistrationType.route,
          lazy: page('ConfirmationTypePage'),
        },
      ],
    }),
  ],
};
