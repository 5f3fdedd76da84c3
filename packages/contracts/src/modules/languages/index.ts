import { defineContractModule } from '../../module';
import * as endpoints from './languages';

export * from './languages';

/** The portal's languages. */
export const languagesContract = defineContractModule({
  name: 'languages',
  endpoints: [endpoints],
  webFeature: { none: "the shell's language switch reads them; no pages of its own" },
});
