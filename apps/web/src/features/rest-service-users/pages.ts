export { ServiceUserPasswordPage } from './components/ServiceUserPasswordPage';
export { ServiceUserFormPage, ServiceUsersListPage } from './components/ServiceUsersPages';
