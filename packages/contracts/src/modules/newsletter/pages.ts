import { definePages } from '../../module';

/** The web pages of newsletter: the router, the menu, e-mail links and the accessibility sweep use these. */
export const newsletterPages = definePages({
  list: { path: '/admin/newsletter/newsletter-list', audience: 'staff' },
});
