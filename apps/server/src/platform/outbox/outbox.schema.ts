import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * E-mail, SMS and push messages, written in the same transaction as the change that
 * causes them and delivered by the dispatcher with retries. A dispatcher takes a message
 * by a lease (`lease_until`, `claimed_by`): one that dies while sending leaves the
 * message to whichever dispatcher comes by after the lease ends (decision 0012).
 */
export const outboxMessage = pgTable(
  'outbox_message',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    municipalityId: smallint('municipality_id').notNull(),
    /** NotificationChannel: SMS 1, e-mail 2, push 3. */
    channel: smallint('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    html: text('html'),
    /** E-mail only: the address replies go to (a question's reply address), else the sender's. */
    replyTo: text('reply_to'),
    /** E-mail only: the one-click unsubscribe address of its List-Unsubscribe header (RFC 8058). */
    listUnsubscribe: text('list_unsubscribe'),
    /** OutboxStatus: pending 1, sent 2, failed 3, captured 4 (5, being sent, is a pending message under a lease). */
    status: smallint('status').notNull().default(1),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Until when the dispatcher that took the message may send it; after that anyone may. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The dispatcher (host, process, instance) holding the lease. */
    claimedBy: text('claimed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_message_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 1`),
    index('outbox_message_municipality_idx').on(t.municipalityId, t.id),
  ],
);
