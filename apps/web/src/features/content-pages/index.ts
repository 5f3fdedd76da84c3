import { IconLifebuoy } from '@tabler/icons-react';
import type { WebModule } from '../../lib/module';

const page = (name: 'TermsPage' | 'PrivacyPage' | 'HelpContactsPage') => async () => {
  const pages = await import('./components/pages');
  return { Component: pages[name] };
};

/** Terms and requirements, privacy policy, help and contacts. */
export const contentPagesModule: WebModule = {
  id: 'content-pages',
  routes: [
    { path: 'terms-and-requirements', lazy: page('TermsPage') },
    { path: 'privacy-policy', lazy: page('PrivacyPage') },
    { path: 'help-contacts', lazy: page('HelpContactsPage') },
  ],
  footerLinks: [
    { key: 'terms', label: 'common.footer.terms', to: '/terms-and-requirements', order: 10 },
    { key: 'privacy', label: 'common.footer.privacy', to: '/privacy-policy', order: 20 },
    { key: 'help', label: 'common.footer.help', to: '/help-contacts', order: 30 },
  ],
  home: [
    {
      key: 'help',
      title: 'pages.home.helpEntry',
      text: 'pages.home.helpEntryText',
      icon: IconLifebuoy,
      to: '/help-contacts',
      order: 90,
    },
  ],
};
