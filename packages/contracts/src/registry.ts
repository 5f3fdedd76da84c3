import type { AnyEndpoint } from './endpoint';
import * as accounts from './modules/accounts';
import * as complaints from './modules/complaints';
import * as infoSection from './modules/info-section';
import * as menu from './modules/menu';
import * as outbox from './modules/outbox';
import * as restServiceUsers from './modules/rest-service-users';
import * as systemNotifications from './modules/system-notifications';
import * as systemParameters from './modules/system-parameters';
import * as users from './modules/users';
import {
  confirmationRegistrationTypeList,
  enumDropdownEndpoints,
  internalProfileDropdown,
} from './dropdowns';
import { allCodeListEndpoints } from './modules/code-lists';
import {
  deactivateNewsletterSubscription,
  searchNewsletterSubscriptions,
  subscribeNewsletter,
} from './modules/newsletter';
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
  searchNewsletterSubscriptions,
  deactivateNewsletterSubscription,
  ...endpointsOf(accounts),
  ...endpointsOf(users),
  ...endpointsOf(restServiceUsers),
  ...endpointsOf(systemParameters),
  ...endpointsOf(menu),
  ...endpointsOf(outbox),
  ...allCodeListEndpoints,
  ...endpointsOf(infoSection),
  ...endpointsOf(complaints),
  ...endpointsOf(systemNotifications),
];

/** The endpoint declarations a module file exports, in declaration order. */
function endpointsOf(exports: Record<string, unknown>): AnyEndpoint[] {
  return Object.values(exports).filter(
    (value): value is AnyEndpoint =>
      typeof value === 'object' &&
      value !== null &&
      'path' in value &&
      'method' in value &&
      'access' in value,
  );
}
