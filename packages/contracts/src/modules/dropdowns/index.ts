import { defineContractModule } from '../../module';
import * as endpoints from './dropdowns';

export * from './dropdowns';

/** The spec's enumerations offered in dropdowns. */
export const dropdownsContract = defineContractModule({
  name: 'dropdowns',
  endpoints: [endpoints, Object.values(endpoints.enumDropdownEndpoints)],
  webFeature: { none: "every feature's forms read them; no pages of their own" },
});
