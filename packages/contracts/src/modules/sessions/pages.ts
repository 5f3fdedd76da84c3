import { definePages } from '../../module';

/** The web pages of council sessions: the router, the menu, e-mail links and the accessibility sweep use these. */
export const sessionsPages = definePages({
  root: { path: '/public-sessions', audience: 'public' },
  list: { path: '/public-sessions/session-list', audience: 'public' },
  details: { path: '/public-sessions/session-details/:id', audience: 'public' },
  agendaItem: { path: '/public-sessions/agenda-item/:id', audience: 'public' },
  statistics: { path: '/public-sessions/statistic', audience: 'public' },
  adminList: { path: '/admin/sessions/session-list', audience: 'staff' },
  adminEdit: { path: '/admin/sessions/session-edit/:id', audience: 'staff' },
});
