import { definePages } from '../../module';

/** The web pages of outbox: the router, the menu, e-mail links and the accessibility sweep use these. */
export const outboxPages = definePages({
  list: { path: '/admin/outbox', audience: 'staff' },
});
