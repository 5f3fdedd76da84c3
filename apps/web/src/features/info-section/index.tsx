import {
  getAllInfoSectionDocuments,
  getAllInfoSectionTexts,
  saveInfoSectionDocument,
  saveInfoSectionText,
  infoSectionPages,
} from '@portal/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import { RequireAccess } from '../../components/Guards';
import { withTexts } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazy-page';
import type { WebModule } from '../../lib/module';

const pages = () => import('./pages');

/** The administration's texts (forms' buttons, translated fields), loaded with its pages (decision 0017). */
const STAFF_TEXTS = ['admin'] as const;

/** The info section: its public page and its administration (texts and documents). */
export const infoSectionModule: WebModule = {
  id: 'info-section',
  routes: [
    { path: infoSectionPages.public.route, lazy: lazyPage(pages, 'InfoSectionPage') },
    withTexts(STAFF_TEXTS, {
      element: <RequireAccess access={getAllInfoSectionTexts.access} />,
      children: [{ path: infoSectionPages.textList.route, lazy: lazyPage(pages, 'TextsListPage') }],
    }),
    withTexts(STAFF_TEXTS, {
      element: <RequireAccess access={saveInfoSectionText.access} />,
      children: [
        { path: infoSectionPages.textAdd.route, lazy: lazyPage(pages, 'TextFormPage') },
        { path: infoSectionPages.textEdit.route, lazy: lazyPage(pages, 'TextFormPage') },
      ],
    }),
    withTexts(STAFF_TEXTS, {
      element: <RequireAccess access={getAllInfoSectionDocuments.access} />,
      children: [{ path: infoSectionPages.documentList.route, lazy: lazyPage(pages, 'DocumentsListPage') }],
    }),
    withTexts(STAFF_TEXTS, {
      element: <RequireAccess access={saveInfoSectionDocument.access} />,
      children: [
        { path: infoSectionPages.documentAdd.route, lazy: lazyPage(pages, 'DocumentFormPage') },
        { path: infoSectionPages.documentEdit.route, lazy: lazyPage(pages, 'DocumentFormPage') },
      ],
    }),
  ],
  menu: [
    { key: 'info-section', label: 'infoSection.menu.public', path: infoSectionPages.public.path, order: 40 },
  ],
  home: [
    {
      key: 'info-section',
      title: 'infoSection.home.title',
      text: 'infoSection.home.text',
      icon: IconInfoCircle,
      to: infoSectionPages.public.path,
      order: 40,
    },
  ],
};
