import { defineContractModule, definePages } from '../../module';
import * as endpoints from './newsletter';

export * from './newsletter';

/** The web pages of newsletter: the router, the menu, e-mail links and the accessibility sweep use these. */
export const newsletterPages = definePages({
  list: { path: '/admin/newsletter/newsletter-list', audience: 'staff' },
});

/** Newsletter subscriptions. */
export const newsletterContract = defineContractModule({
  name: 'newsletter',
  endpoints: [endpoints],
  pages: newsletterPages,
});
