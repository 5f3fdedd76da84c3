import {
  OutboxStatus,
  resendOutboxMessage,
  searchOutbox,
  outboxContract,
  outboxPages,
} from '@portal/contracts';
import { badRequest, notFound } from '../../platform/errors';
import { route } from '../../platform/http';
import { defineModule } from '../../platform/module';
import { findMessage, searchMessages } from './outbox.repository';

type MessageRow = Awaited<ReturnType<typeof searchMessages>>['rows'][number];

/** A waiting message a dispatcher holds under a lease is shown as being sent. */
function statusOf(row: MessageRow, now: Date): number {
  const leased = row.leaseUntil !== null && row.leaseUntil > now;
  return row.status === OutboxStatus.Pending && leased ? OutboxStatus.Sending : row.status;
}

/**
 * The outbox for administrators: what went out, what waits and why, and "send again" for
 * a failed message. The texts only in demo mode, where mail and SMS stay here and their
 * codes and links are how a visitor tries registration; elsewhere they are the
 * recipients' secrets (a reset link is an account).
 */
export const outboxModule = defineModule({
  name: 'outbox',
  contract: outboxContract,
  menu: [
    {
      key: 'admin.outbox',
      parent: 'admin',
      type: 'link',
      label: 'admin.menu.outbox',
      url: outboxPages.list.path,
      order: 90,
      access: searchOutbox.access,
    },
  ],
  routes(app, { db, config, outbox }) {
    route(app, searchOutbox, async ({ body, tenant }) => {
      const { rows, totalCount } = await searchMessages(db, tenant.municipalityId, body);
      const now = new Date();
      return {
        items: rows.map((r) => {
          const status = statusOf(r, now);
          return {
            id: r.id,
            channel: r.channel,
            recipient: r.recipient,
            subject: r.subject,
            body: config.DEMO_DATA ? r.body : null,
            replyTo: config.DEMO_DATA ? r.replyTo : null,
            status,
            attempts: r.attempts,
            lastError: r.lastError,
            nextAttemptAt: status === OutboxStatus.Pending ? r.nextAttemptAt.toISOString() : null,
            createdAt: r.createdAt.toISOString(),
            sentAt: r.sentAt?.toISOString() ?? null,
          };
        }),
        totalCount,
      };
    });
    route(app, resendOutboxMessage, async ({ body, tenant }) => {
      if (!(await outbox.resend(tenant.municipalityId, body.id))) {
        const message = await findMessage(db, tenant.municipalityId, body.id);
        if (!message) throw notFound();
        throw badRequest('outbox_message_not_failed', 'id');
      }
      outbox.wake();
      return { success: true as const };
    });
  },
});
