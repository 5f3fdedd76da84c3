import {
  getAllInfoSectionDocuments,
  getAllInfoSectionTexts,
  saveInfoSectionDocument,
  saveInfoSectionText,
} from '@portal/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../components/Guards';
import type { WebModule } from '../../lib/module';
import type * as Pages from './pages';

const page =
  (name: keyof typeof Pages): RouteObject['lazy'] =>
  async () => ({ Component: (await import('./pages'))[name] });

/** The info section: its public page and its administration (texts and documents). */
export const infoSectionModule: WebModule = {
  id: 'info-section',
  routes: [
    { path: 'info-section', lazy: page('InfoSectionPage') },
    {
      element: <RequireAccess access={getAllInfoSectionTexts.access} />,
      children: [{ path: 'admin/info-section/text-list', lazy: page('TextsListPage') }],
    },
    {
      element: <RequireAccess access={saveInfoSectionText.access} />,
      children: [
        { path: 'admin/info-section/text-add', lazy: page('TextFormPage') },
        { path: 'admin/info-section/text-edit/:id', lazy: page('TextFormPage') },
      ],
    },
    {
      element: <RequireAccess access={getAllInfoSectionDocuments.access} />,
      children: [{ path: 'admin/info-section/document-list', lazy: page('DocumentsListPage') }],
    },
    {
      element: <RequireAccess access={saveInfoSectionDocument.access} />,
      children: [
        { path: 'admin/info-section/document-add', lazy: page('DocumentFormPage') },
        { path: 'admin/info-section/document-edit/:id', lazy: page('DocumentFormPage') },
      ],
    },
  ],
  menu: [{ key: 'info-section', label: 'infoSection.menu.public', path: '/info-section', order: 40 }],
  home: [
    {
      key: 'info-section',
      title: 'infoSection.home.title',
      text: 'infoSection.home.text',
      icon: IconInfoCircle,
      to: '/info-section',
      order: 40,
    },
  ],
};
