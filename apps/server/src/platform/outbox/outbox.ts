import { OutboxStatus } from '@portal/contracts';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import { outboxMessage } from './outbox.schema';
import type { OutgoingMessage, Transports } from './transports';

const MAX_ATTEMPTS = 6;
const SENDING = OutboxStatus.Sending;

/** Waits 1, 2, 4, 8, 16 minutes between attempts. */
function backoff(attempts: number): Date {
  return new Date(Date.now() + 60_000 * 2 ** Math.max(0, attempts - 1));
}

export type NewMessage = OutgoingMessage & { municipalityId: number };

export type Delivery = 'sent' | 'captured' | 'failed' | 'retrying';

/**
 * The outbox: messages are written with the change that causes them (enqueue takes the
 * use case's transaction), then delivered, at once (deliverNow) or by the dispatcher.
 */
export class Outbox {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly transports: Transports,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async enqueue(tx: Db, message: NewMessage): Promise<number> {
    const [row] = await tx
      .insert(outboxMessage)
      .values({
        municipalityId: message.municipalityId,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject,
        body: message.body,
        html: message.html,
      })
      .returning({ id: outboxMessage.id });
    return row!.id;
  }

  /**
   * Delivers one message now, for the codes and links a person is waiting for; a
   * failure is final (the person is told and may ask again) rather than retried later.
   */
  async deliverNow(id: number): Promise<Delivery> {
    const [claimed] = await this.claim(eq(outboxMessage.id, id));
    return claimed ? this.deliver(claimed, { retry: false }) : 'failed';
  }

  /** Delivers the messages that are due; returns how many were handled. */
  async dispatchDue(limit = 20): Promise<number> {
    const due = this.db
      .select({ id: outboxMessage.id })
      .from(outboxMessage)
      .where(
        and(eq(outboxMessage.status, OutboxStatus.Pending), lte(outboxMessage.nextAttemptAt, sql`now()`)),
      )
      .orderBy(asc(outboxMessage.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await this.claim(inArray(outboxMessage.id, due));
    for (const message of claimed) await this.deliver(message, { retry: true });
    return claimed.length;
  }

  /** Runs the dispatcher every `intervalMs`; messages left mid-send by a crash are retried. */
  async start(intervalMs = 5_000): Promise<void> {
    await this.db
      .update(outboxMessage)
      .set({ status: OutboxStatus.Pending })
      .where(
        and(
          eq(outboxMessage.status, SENDING),
          lte(outboxMessage.nextAttemptAt, sql`now() - interval '10 minutes'`),
        ),
      );
    const tick = async () => {
      try {
        while ((await this.dispatchDue()) > 0);
      } catch (err) {
        this.log?.error({ err }, 'outbox dispatch failed');
      }
      if (this.timer) this.timer = setTimeout(tick, intervalMs);
    };
    this.timer = setTimeout(tick, intervalMs);
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private claim(where: ReturnType<typeof eq>) {
    return this.db
      .update(outboxMessage)
      .set({ status: SENDING, attempts: sql`${outboxMessage.attempts} + 1` })
      .where(and(where, eq(outboxMessage.status, OutboxStatus.Pending)))
      .returning();
  }

  private async deliver(
    message: typeof outboxMessage.$inferSelect,
    options: { retry: boolean },
  ): Promise<Delivery> {
    const transport = this.transports[message.channel];
    if (!transport) {
      await this.finish(message.id, { status: OutboxStatus.Captured });
      return 'captured';
    }
    try {
      await transport(message);
      await this.finish(message.id, { status: OutboxStatus.Sent, sentAt: new Date() });
      return 'sent';
    } catch (err) {
      const lastError = err instanceof Error ? err.message.slice(0, 500) : 'delivery failed';
      this.log?.warn(
        { messageId: message.id, channel: message.channel, err: lastError },
        'outbox delivery failed',
      );
      if (options.retry && message.attempts < MAX_ATTEMPTS) {
        await this.finish(message.id, {
          status: OutboxStatus.Pending,
          nextAttemptAt: backoff(message.attempts),
          lastError,
        });
        return 'retrying';
      }
      await this.finish(message.id, { status: OutboxStatus.Failed, lastError });
      return 'failed';
    }
  }

  private async finish(id: number, set: Partial<typeof outboxMessage.$inferInsert>) {
    await this.db.update(outboxMessage).set(set).where(eq(outboxMessage.id, id));
  }
}
