import { definePages } from '../../module';

/** The web pages of users: the router, the menu, e-mail links and the accessibility sweep use these. */
export const usersPages = definePages({
  list: { path: '/admin/users/users-list', audience: 'staff' },
  add: { path: '/admin/users/users-add', audience: 'staff' },
  edit: { path: '/admin/users/users-edit/:id', audience: 'staff' },
  changePassword: { path: '/admin/users/users-change-password/:id', audience: 'staff' },
});
