import { IconLifebuoy } from '@tabler/icons-react';
import type { WebModule } from '../../lib/module';

const page = (name: 'TermsPage' | 'PrivacyPage' | 'HelpContactsPage') => async () => {
  const pages = await import('./components/pages');
  return { Component: pages[name] };
};

/**
 * Terms and requirements, privacy policy, help and contacts as pages. The footer offers
 * them as the municipality's documents (the info section's footer links).
 */
export const contentPagesModule: WebModule = {
  id: 'content-pages',
  routes: [
    { path: 'terms-and-requirements', lazy: page('TermsPage') },
    { path: 'privacy-policy', lazy: page('PrivacyPage') },
    { path: 'help-contacts', lazy: page('HelpContactsPage') },
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
