import { searchOutbox, outboxPages } from '@portal/contracts';
import { RequireAccess } from '../../components/Guards';
import type { WebModule } from '../../lib/module';

/** Demo mode: the messages the portal would have sent, each with its state, and sending a failed one again. */
export const outboxModule: WebModule = {
  id: 'outbox',
  routes: [
    {
      element: <RequireAccess access={searchOutbox.access} />,
      children: [
        {
          path: outboxPages.list.route,
          lazy: async () => ({ Component: (await import('./components/OutboxPage')).OutboxPage }),
        },
      ],
    },
  ],
};
