export { ComplaintDetailsPage } from './components/ComplaintDetailsPage';
export { ComplaintListPage } from './components/ComplaintListPage';
