export { UserFormPage } from './components/UserFormPage';
export { UserPasswordPage } from './components/UserPasswordPage';
export { UsersListPage } from './components/UsersListPage';
