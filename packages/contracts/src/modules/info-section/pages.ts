import { definePages } from '../../module';

/** The web pages of info-section: the router, the menu, e-mail links and the accessibility sweep use these. */
export const infoSectionPages = definePages({
  public: { path: '/info-section', audience: 'public' },
  textList: { path: '/admin/info-section/text-list', audience: 'staff' },
  textAdd: { path: '/admin/info-section/text-add', audience: 'staff' },
  textEdit: { path: '/admin/info-section/text-edit/:id', audience: 'staff' },
  documentList: { path: '/admin/info-section/document-list', audience: 'staff' },
  documentAdd: { path: '/admin/info-section/document-add', audience: 'staff' },
  documentEdit: { path: '/admin/info-section/document-edit/:id', audience: 'staff' },
  terms: { path: '/terms-and-requirements', audience: 'public' },
  privacy: { path: '/privacy-policy', audience: 'public' },
  helpContacts: { path: '/help-contacts', audience: 'public' },
});
