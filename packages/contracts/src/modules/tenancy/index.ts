import { defineContractModule } from '../../module';
import * as endpoints from './tenancy';

export * from './tenancy';

/** The municipality an address serves: hosting configuration, captions, coat of arms, logos. */
export const tenancyContract = defineContractModule({
  name: 'tenancy',
  endpoints: [endpoints],
  webFeature: { none: 'the shell reads the municipality; no pages of its own' },
});
export * from './start';
export * from './start-paths';
