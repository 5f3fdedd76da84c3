export { ActivateByLinkPage } from './components/ActivateByLinkPage';
export { ConfirmAccountPage } from './components/ConfirmAccountPage';
export { ForgotPasswordPage, ForgotUsernamePage, ResetPasswordPage } from './components/ForgotPages';
export { LoginPage } from './components/LoginPage';
export { ChangeBasicDataPage, ChangePasswordPage, DeactivatePage } from './components/ProfilePages';
export { RegisterPage } from './components/RegisterPage';
