import { definePages } from '../../module';

/** The web pages of accounts: the router, the menu, e-mail links and the accessibility sweep use these. */
export const accountsPages = definePages({
  login: { path: '/login', audience: 'public' },
  forgotUsername: { path: '/login/forgot-username', audience: 'public' },
  forgotPassword: { path: '/login/forgot-password', audience: 'public' },
  resetPassword: { path: '/login/reset-password/:token', audience: 'public' },
  register: { path: '/register', audience: 'public' },
  confirm: { path: '/register/confirm/:userId', audience: 'public' },
  activate: { path: '/register/activate/:token', audience: 'public' },
  basicData: { path: '/user-basic-data/change-user-basic-data', audience: 'signedIn' },
  changePassword: { path: '/user-basic-data/change-password', audience: 'signedIn' },
  deactivate: { path: '/user-basic-data/deactivate-user', audience: 'signedIn' },
});
