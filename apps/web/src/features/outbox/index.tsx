import { searchOutbox, outboxPages } from '@portal/contracts';
import { RequireAccess } from '../../components/Guards';
import { withTexts } from '../../lib/i18n';
import type { WebModule } from '../../lib/module';

/** The administration's texts, loaded with its pages (decision 0017). */
const STAFF_TEXTS = ['admin'] as const;

/** Demo mode: the messages the portal would have sent, each with its state, and sending a failed one again. */
export const outboxModule: WebModule = {
  id: 'outbox',
  routes: [
    withTexts(STAFF_TEXTS, {
      element: <RequireAccess access={searchOutbox.access} />,
      children: [
        {
          path: outboxPages.list.route,
          lazy: async () => ({ Component: (await import('./components/OutboxPage')).OutboxPage }),
        },
      ],
    }),
  ],
};
