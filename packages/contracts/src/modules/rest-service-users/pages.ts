import { definePages } from '../../module';

/** The web pages of rest-service-users: the router, the menu, e-mail links and the accessibility sweep use these. */
export const restServiceUsersPages = definePages({
  list: { path: '/admin/rest-service-users/rest-service-users-list', audience: 'staff' },
  add: { path: '/admin/rest-service-users/rest-service-users-add', audience: 'staff' },
  edit: { path: '/admin/rest-service-users/rest-service-users-edit/:id', audience: 'staff' },
  changePassword: {
    path: '/admin/rest-service-users/rest-service-users-change-password/:id',
    audience: 'staff',
  },
});
