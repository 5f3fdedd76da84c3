export { SystemNotificationEditPage } from './components/SystemNotificationEditPage';
export { SystemNotificationsListPage } from './components/SystemNotificationsListPage';
