export { OutboxPage } from './components/OutboxPage';
export { ConfirmationTypePage, LoginTypesPage, RegistrationFieldsPage } from './components/ParametersPages';
export { ServiceUserPasswordPage, UserPasswordPage } from './components/PasswordPages';
export { ServiceUserFormPage, ServiceUsersListPage } from './components/ServiceUsersPages';
export { UserFormPage } from './components/UserFormPage';
export { UsersListPage } from './components/UsersListPage';
