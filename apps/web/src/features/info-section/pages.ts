export { DocumentFormPage, DocumentsListPage } from './components/DocumentsPages';
export { InfoSectionPage } from './components/InfoSectionPage';
export { TextFormPage, TextsListPage } from './components/TextsPages';
