import { accountsPages } from '@portal/contracts';
import { RequireSignedIn } from '../../components/Guards';
import { lazyPage } from '../../lib/lazy-page';
import type { WebModule } from '../../lib/module';
import { UserMenu } from './components/UserMenu';

const pages = () => import('./pages');

/** Sign-in, registration and one's own profile. */
export const accountsModule: WebModule = {
  id: 'accounts',
  signInPath: accountsPages.login.path,
  topBarUser: UserMenu,
  routes: [
    { path: accountsPages.login.route, lazy: lazyPage(pages, 'LoginPage') },
    { path: accountsPages.forgotUsername.route, lazy: lazyPage(pages, 'ForgotUsernamePage') },
    { path: accountsPages.forgotPassword.route, lazy: lazyPage(pages, 'ForgotPasswordPage') },
    { path: accountsPages.resetPassword.route, lazy: lazyPage(pages, 'ResetPasswordPage') },
    { path: accountsPages.register.route, lazy: lazyPage(pages, 'RegisterPage') },
    { path: accountsPages.confirm.route, lazy: lazyPage(pages, 'ConfirmAccountPage') },
    { path: accountsPages.activate.route, lazy: lazyPage(pages, 'ActivateByLinkPage') },
    {
      element: <RequireSignedIn />,
      children: [
        { path: accountsPages.basicData.route, lazy: lazyPage(pages, 'ChangeBasicDataPage') },
        { path: accountsPages.changePassword.route, lazy: lazyPage(pages, 'ChangePasswordPage') },
        { path: accountsPages.deactivate.route, lazy: lazyPage(pages, 'DeactivatePage') },
      ],
    },
  ],
};
