export { CodeListFormPage } from './components/CodeListFormPage';
export { CodeListPage } from './components/CodeListPage';
