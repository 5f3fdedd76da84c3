import { defineContractModule } from '../../module';
import * as endpoints from './menu';

export * from './menu';

/** The signed-in menu. */
export const menuContract = defineContractModule({
  name: 'menu',
  endpoints: [endpoints],
  webFeature: { none: 'the shell draws the signed-in menu; no pages of its own' },
});
