import { defineContractModule, definePages } from '../../module';
import * as endpoints from './outbox';

export * from './outbox';

/** The web pages of outbox: the router, the menu, e-mail links and the accessibility sweep use these. */
export const outboxPages = definePages({
  list: { path: '/admin/outbox', audience: 'staff' },
});

/** The messages written for sending, and their delivery. */
export const outboxContract = defineContractModule({
  name: 'outbox',
  endpoints: [endpoints],
  pages: outboxPages,
});
