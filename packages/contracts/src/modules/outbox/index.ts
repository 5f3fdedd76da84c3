import { defineContractModule } from '../../module';
import { outboxPages } from './pages';
import * as endpoints from './outbox';

export * from './outbox';
export * from './pages';

/** The messages written for sending, and their delivery. */
export const outboxContract = defineContractModule({
  name: 'outbox',
  endpoints: [endpoints],
  pages: outboxPages,
});
