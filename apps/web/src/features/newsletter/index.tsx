import { searchNewsletterSubscriptions, newsletterPages } from '@portal/contracts';
import { IconMail } from '@tabler/icons-react';
import { RequireAccess } from '../../components/Guards';
import { lazyPage } from '../../lib/lazy-page';
import { revealInFooter } from '../../lib/footer';
import type { WebModule } from '../../lib/module';
import { NEWSLETTER_INPUT_ID } from './ids';

/** The newsletter sign-up in the footer, reachable from the home page; its subscribers for administrators. */
export const newsletterModule: WebModule = {
  id: 'newsletter',
  footerBlock: async () => (await import('./components/NewsletterForm')).NewsletterForm,
  routes: [
    {
      element: <RequireAccess access={searchNewsletterSubscriptions.access} />,
      children: [
        {
          path: newsletterPages.list.route,
          lazy: lazyPage(() => import('./components/SubscribersPage'), 'SubscribersPage'),
        },
      ],
    },
  ],
  home: [
    {
      key: 'newsletter',
      title: 'pages.home.newsletterEntry',
      text: 'pages.home.newsletterEntryText',
      icon: IconMail,
      order: 80,
      action: async () => {
        const input = await revealInFooter(NEWSLETTER_INPUT_ID);
        input?.scrollIntoView({ behavior: 'smooth', block: 'center' });
        input?.focus({ preventScroll: true });
      },
    },
  ],
};
