import type { RouteObject } from 'react-router';
import type * as Pages from './pages';
import { RequireSignedIn } from '../../components/Guards';
import type { WebModule } from '../../lib/module';
import { UserMenu } from './components/UserMenu';

const page =
  (name: keyof typeof Pages): RouteObject['lazy'] =>
  async () => ({ Component: (await import('./pages'))[name] });

/** Sign-in, registration and one's own profile. */
export const accountsModule: WebModule = {
  id: 'accounts',
  signInPath: '/login',
  topBarUser: UserMenu,
  routes: [
    { path: 'login', lazy: page('LoginPage') },
    { path: 'login/forgot-username', lazy: page('ForgotUsernamePage') },
    { path: 'login/forgot-password', lazy: page('ForgotPasswordPage') },
    { path: 'login/reset-password/:token', lazy: page('ResetPasswordPage') },
    { path: 'register', lazy: page('RegisterPage') },
    { path: 'register/confirm/:userId', lazy: page('ConfirmAccountPage') },
    { path: 'register/activate/:token', lazy: page('ActivateByLinkPage') },
    {
      element: <RequireSignedIn />,
      children: [
        { path: 'user-basic-data/change-user-basic-data', lazy: page('ChangeBasicDataPage') },
        { path: 'user-basic-data/change-password', lazy: page('ChangePasswordPage') },
        { path: 'user-basic-data/deactivate-user', lazy: page('DeactivatePage') },
      ],
    },
  ],
};
