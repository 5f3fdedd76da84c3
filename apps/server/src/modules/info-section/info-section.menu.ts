import { getAllInfoSectionDocuments, getAllInfoSectionTexts, SIGNED_IN } from '@portal/contracts';
import type { MenuEntry } from '../../platform/module';

/** The public page for everyone signed in (as in the visitors' menu), its administration under Administration. */
export const infoSectionMenu: readonly MenuEntry[] = [
  {
    key: 'info-section',
    type: 'link',
    label: 'infoSection.menu.public',
    url: '/info-section',
    order: 40,
    access: SIGNED_IN,
  },
  { key: 'admin.info-section', parent: 'admin', type: 'group', label: 'infoSection.menu.group', order: 40 },
  {
    key: 'admin.info-section.texts',
    parent: 'admin.info-section',
    type: 'link',
    label: 'infoSection.menu.texts',
    url: '/admin/info-section/text-list',
    order: 10,
    access: getAllInfoSectionTexts.access,
  },
  {
    key: 'admin.info-section.documents',
    parent: 'admin.info-section',
    type: 'link',
    label: 'infoSection.menu.documents',
    url: '/admin/info-section/document-list',
    order: 20,
    access: getAllInfoSectionDocuments.access,
  },
];
