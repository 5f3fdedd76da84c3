import {
  getAllInfoSectionDocuments,
  getAllInfoSectionTexts,
  SIGNED_IN,
  infoSectionPages,
} from '@portal/contracts';
import type { MenuEntry } from '../../platform/module';

/** The public page for everyone signed in (as in the visitors' menu), its administration under Administration. */
export const infoSectionMenu: readonly MenuEntry[] = [
  {
    key: 'info-section',
    type: 'link',
    label: 'infoSection.menu.public',
    url: infoSectionPages.public.path,
    order: 40,
    access: SIGNED_IN,
  },
  { key: 'admin.info-section', parent: 'admin', type: 'group', label: 'infoSection.menu.group', order: 40 },
  {
    key: 'admin.info-section.texts',
    parent: 'admin.info-section',
    type: 'link',
    label: 'infoSection.menu.texts',
    url: infoSectionPages.textList.path,
    order: 10,
    access: getAllInfoSectionTexts.access,
  },
  {
    key: 'admin.info-section.documents',
    parent: 'admin.info-section',
    type: 'link',
    label: 'infoSection.menu.documents',
    url: infoSectionPages.documentList.path,
    order: 20,
    access: getAllInfoSectionDocuments.access,
  },
];
