import { defineContractModule } from '../../module';
import { newsletterPages } from './pages';
import * as endpoints from './newsletter';

export * from './newsletter';
export * from './pages';

/** Newsletter subscriptions. */
export const newsletterContract = defineContractModule({
  name: 'newsletter',
  endpoints: [endpoints],
  pages: newsletterPages,
});
