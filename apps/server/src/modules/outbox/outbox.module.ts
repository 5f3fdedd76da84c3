import { searchOutbox } from '@portal/contracts';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/http';
import { defineModule } from '../../platform/module';
import { searchMessages } from './outbox.repository';

/**
 * The outbox, readable by administrators in demo mode only: there mail and SMS stay
 * here, and the codes and links in them are how a visitor tries registration.
 */
export const outboxModule = defineModule({
  name: 'outbox',
  menu: [
    {
      key: 'admin.outbox',
      parent: 'admin',
      type: 'link',
      label: 'admin.menu.outbox',
      url: '/admin/outbox',
      order: 90,
      access: searchOutbox.access,
      demoOnly: true,
    },
  ],
  routes(app, { db, config }) {
    route(app, searchOutbox, async ({ body, tenant }) => {
      if (!config.DEMO_DATA) throw notFound('not_found', 'general');
      const { rows, totalCount } = await searchMessages(db, tenant.municipalityId, body);
      return {
        items: rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          recipient: r.recipient,
          subject: r.subject,
          body: r.body,
          status: r.status,
          attempts: r.attempts,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
        })),
        totalCount,
      };
    });
  },
});
