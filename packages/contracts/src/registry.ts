import type { AnyEndpoint } from './endpoint';
import {
  confirmationRegistrationTypeList,
  enumDropdownEndpoints,
  internalProfileDropdown,
} from './dropdowns';
import { subscribeNewsletter } from './modules/newsletter';
import {
  downloadUserManual,
  getCaptions,
  getCoatOfArms,
  getHostingConfiguration,
  getPortalLogo,
  getSponsorLogo,
  health,
  languageDropdown,
} from './modules/platform';

/**
 * Every endpoint of the API. The server refuses to start when one is declared here
 * but has no handler, and the generic test suites walk this list.
 */
export const endpoints: readonly AnyEndpoint[] = [
  health,
  getHostingConfiguration,
  getCaptions,
  languageDropdown,
  getCoatOfArms,
  getPortalLogo,
  getSponsorLogo,
  downloadUserManual,
  ...Object.values(enumDropdownEndpoints),
  internalProfileDropdown,
  confirmationRegistrationTypeList,
  subscribeNewsletter,
];
