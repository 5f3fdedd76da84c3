export {
  ComplaintParameterFormPage,
  ComplaintParametersListPage,
} from './components/ComplaintParametersPages';
export { SystemNotificationEditPage } from './components/SystemNotificationEditPage';
export { SystemNotificationsListPage } from './components/SystemNotificationsListPage';
