import { defineContractModule, definePages } from '../../module';
import * as endpoints from './rest-service-users';

export * from './rest-service-users';

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

/** The accounts other systems call the REST service with. */
export const restServiceUsersContract = defineContractModule({
  name: 'rest-service-users',
  endpoints: [endpoints],
  pages: restServiceUsersPages,
});
