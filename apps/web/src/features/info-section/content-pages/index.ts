import { FooterDocument, type FooterDocumentCode, infoSectionPages } from '@portal/contracts';
import { IconLifebuoy } from '@tabler/icons-react';
import { withTexts } from '../../../lib/i18n';
import type { Action, WebModule } from '../../../lib/module';
import { downloadDocument } from './api/download-document';

const page = (name: 'TermsPage' | 'PrivacyPage' | 'HelpContactsPage') => async () => {
  const pages = await import('./components/pages');
  return { Component: pages[name] };
};

const download = (code: FooterDocumentCode): { label: string; action: Action } => ({
  label: 'infoSection.footer.downloadNamed',
  action: ({ languageId }) => void downloadDocument(code, languageId),
});

/**
 * Terms and requirements, privacy policy, help and contacts: pages, and in the footer
 * beside each link the same text as the municipality's document.
 */
export const contentPagesModule: WebModule = {
  id: 'info-section.content-pages',
  // Their long texts load with them (decision 0017).
  routes: [
    withTexts(['content'], { path: infoSectionPages.terms.route, lazy: page('TermsPage') }),
    withTexts(['content'], { path: infoSectionPages.privacy.route, lazy: page('PrivacyPage') }),
    withTexts(['content'], { path: infoSectionPages.helpContacts.route, lazy: page('HelpContactsPage') }),
  ],
  footerLinks: [
    {
      key: 'terms',
      label: 'common.footer.terms',
      to: infoSectionPages.terms.path,
      order: 10,
      download: download(FooterDocument.TermsAndRequirements),
    },
    {
      key: 'privacy',
      label: 'common.footer.privacy',
      to: infoSectionPages.privacy.path,
      order: 20,
      download: download(FooterDocument.PrivacyPolicy),
    },
    {
      key: 'help',
      label: 'common.footer.help',
      to: infoSectionPages.helpContacts.path,
      order: 30,
      download: download(FooterDocument.HelpContacts),
    },
  ],
  home: [
    {
      key: 'help',
      title: 'pages.home.helpEntry',
      text: 'pages.home.helpEntryText',
      icon: IconLifebuoy,
      to: infoSectionPages.helpContacts.path,
      order: 90,
    },
  ],
};
