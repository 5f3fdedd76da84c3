import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { OutboxStatus } from '@portal/contracts';
import { and, asc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Cycles } from '../cycles';
import type { Db } from '../db/database';
import { outboxMessage } from './outbox.schema';
import { isPermanent, type OutgoingMessage, type Transports } from './transports';

/**
 * Tries of a message that fails for a passing reason (no connection, a timeout, a 4xx
 * reply): waits of 1, 2, 4 … 32 minutes, then hourly, about a day in all.
 */
export const MAX_ATTEMPTS = 30;

/** The wait after the given number of failed tries: doubling from a minute, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return 60_000 * Math.min(2 ** Math.max(0, attempts - 1), 60);
}

export type NewMessage = OutgoingMessage & { municipalityId: number };

export type Delivery = 'sent' | 'captured' | 'failed' | 'retrying';

type Row = typeof outboxMessage.$inferSelect;

export type OutboxOptions = {
  log?: FastifyBaseLogger;
  /** The clock of leases and retries (tests move it). */
  now?: () => Date;
  /** How long a claim holds; renewed while a slow send runs. */
  leaseMs?: number;
  /** How long stop() waits for the message in flight (within the server's grace period). */
  stopWaitMs?: number;
  /** Waits between tries of recording a delivery the other side accepted. */
  recordRetryMs?: readonly number[];
};

/**
 * The outbox: messages are written with the change that causes them (enqueue takes the
 * use case's transaction), then delivered, at once (deliverNow) or by the dispatcher.
 * A dispatcher takes messages under a lease, so any number of processes share the work
 * and a message whose dispatcher died goes out once the lease has run out.
 */
export class Outbox {
  private readonly log?: FastifyBaseLogger;
  private readonly now: () => Date;
  private readonly leaseMs: number;
  private readonly stopWaitMs: number;
  private readonly recordRetryMs: readonly number[];
  /** Who holds a lease: this host, process and instance. */
  private readonly holder = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  /** The run loop (platform/cycles.ts), shared with the report jobs. */
  private readonly cycles: Cycles;
  /** Messages claimed by a running batch and not started yet: released on stop. */
  private readonly waiting = new Set<Row[]>();

  constructor(
    private readonly db: Db,
    private readonly transports: Transports,
    options: OutboxOptions = {},
  ) {
    this.log = options.log;
    this.now = options.now ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? 120_000;
    this.stopWaitMs = options.stopWaitMs ?? 8_000;
    this.recordRetryMs = options.recordRetryMs ?? [200, 1_000, 3_000];
    this.cycles = new Cycles({
      name: 'outbox dispatch',
      // Looked up at each turn, so that a test may wrap dispatchDue.
      work: () => this.dispatchDue(),
      log: this.log,
      stopWaitMs: this.stopWaitMs,
      release: async () => {
        const left = [...this.waiting].flatMap((queue) => queue.splice(0));
        if (left.length) await this.release(left);
      },
    });
  }

  private get stopping(): boolean {
    return this.cycles.stopping;
  }

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
        replyTo: message.replyTo ?? null,
        listUnsubscribe: message.listUnsubscribe ?? null,
      })
      .returning({ id: outboxMessage.id });
    return row!.id;
  }

  /**
   * Delivers one message now, for the codes and links a person is waiting for; a
   * failure is final (the person is told and may ask again) rather than retried later.
   */
  async deliverNow(id: number): Promise<Delivery> {
    const [claimed] = await this.claim(eq(outboxMessage.id, id), 1);
    return claimed ? this.deliver(claimed, { retry: false }) : 'failed';
  }

  /** Delivers up to `limit` messages that are due; returns how many it took. */
  async dispatchDue(limit = 20): Promise<number> {
    const claimed = await this.claim(undefined, limit);
    const queue = [...claimed];
    this.waiting.add(queue);
    try {
      while (queue.length && !this.stopping) await this.deliver(queue.shift()!, { retry: true });
    } finally {
      this.waiting.delete(queue);
      if (queue.length) await this.release(queue.splice(0));
    }
    return claimed.length;
  }

  /**
   * Starts a dispatch cycle now, in this process, without waiting for it (after a commit
   * that wrote a message someone is waiting for); while one runs, one more follows it.
   */
  wake(): void {
    this.cycles.wake();
  }

  /** Resolves when no dispatch cycle runs in this process (tests wait on it after wake()). */
  idle(): Promise<void> {
    return this.cycles.idle();
  }

  /** Runs a dispatch cycle every `intervalMs`; expired leases are taken over by any cycle. */
  async start(intervalMs = 5_000): Promise<void> {
    this.cycles.start(intervalMs);
  }

  /**
   * Stops dispatching: the message in flight is finished (waiting at most `stopWaitMs`)
   * and the others this process claimed are released for another dispatcher, before the
   * database closes.
   */
  stop(): Promise<void> {
    return this.cycles.stop();
  }

  /**
   * Puts a failed message back in the queue with its tries counted afresh; false when
   * there is no failed message of that id in the municipality.
   */
  async resend(municipalityId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .update(outboxMessage)
      .set({
        status: OutboxStatus.Pending,
        attempts: 0,
        nextAttemptAt: this.now(),
        leaseUntil: null,
        claimedBy: null,
      })
      .where(
        and(
          eq(outboxMessage.id, id),
          eq(outboxMessage.municipalityId, municipalityId),
          eq(outboxMessage.status, OutboxStatus.Failed),
        ),
      )
      .returning({ id: outboxMessage.id });
    return rows.length > 0;
  }

  /**
   * Takes up to `limit` due messages under a lease. The ids are chosen once (an array of
   * the locked rows): as `id in (select … limit n)` the planner may run the subquery per
   * row and take the whole backlog.
   */
  private claim(filter: SQL | undefined, limit: number): Promise<Row[]> {
    const now = this.now();
    const due = this.db
      .select({ id: outboxMessage.id })
      .from(outboxMessage)
      .where(
        and(
          filter,
          eq(outboxMessage.status, OutboxStatus.Pending),
          // Written by the database's clock in microseconds, compared with this clock's
          // milliseconds: a message written within this millisecond is due too.
          lt(outboxMessage.nextAttemptAt, new Date(now.getTime() + 1)),
          or(isNull(outboxMessage.leaseUntil), lte(outboxMessage.leaseUntil, now)),
        ),
      )
      .orderBy(asc(outboxMessage.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(outboxMessage)
      .set({
        attempts: sql`${outboxMessage.attempts} + 1`,
        leaseUntil: new Date(now.getTime() + this.leaseMs),
        claimedBy: this.holder,
      })
      .where(sql`${outboxMessage.id} = any(array(${due}))`)
      .returning();
  }

  /** Gives claimed messages that were not tried back to the queue, uncounted. */
  private async release(messages: readonly Row[]): Promise<void> {
    await this.db
      .update(outboxMessage)
      .set({
        leaseUntil: null,
        claimedBy: null,
        attempts: sql`greatest(${outboxMessage.attempts} - 1, 0)`,
      })
      .where(
        and(
          inArray(
            outboxMessage.id,
            messages.map((m) => m.id),
          ),
          eq(outboxMessage.claimedBy, this.holder),
        ),
      );
  }

  private async deliver(message: Row, options: { retry: boolean }): Promise<Delivery> {
    const transport = this.transports[message.channel];
    if (!transport) {
      await this.settle(message, { status: OutboxStatus.Captured });
      return 'captured';
    }
    const renewal = setInterval(() => void this.renew(message.id), this.leaseMs / 3);
    try {
      await transport(message);
    } catch (err) {
      clearInterval(renewal);
      const lastError = err instanceof Error ? err.message.slice(0, 500) : 'delivery failed';
      const permanent = isPermanent(err);
      this.log?.warn(
        { messageId: message.id, channel: message.channel, permanent, err: lastError },
        'outbox delivery failed',
      );
      if (options.retry && !permanent && message.attempts < MAX_ATTEMPTS) {
        await this.settle(message, {
          status: OutboxStatus.Pending,
          nextAttemptAt: new Date(this.now().getTime() + retryDelayMs(message.attempts)),
          lastError,
        });
        return 'retrying';
      }
      await this.settle(message, { status: OutboxStatus.Failed, lastError });
      return 'failed';
    }
    clearInterval(renewal);
    await this.recordSent(message);
    return 'sent';
  }

  /**
   * The other side took the message: only the record is tried again, never the delivery.
   * Should every try fail, the lease runs out and the message goes again, under the same
   * Message-ID.
   */
  private async recordSent(message: Row): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await this.db
          .update(outboxMessage)
          .set({ status: OutboxStatus.Sent, sentAt: this.now(), leaseUntil: null, claimedBy: null })
          .where(eq(outboxMessage.id, message.id));
        return;
      } catch (err) {
        const wait = this.recordRetryMs[attempt];
        if (wait === undefined) {
          this.log?.error({ err, messageId: message.id }, 'outbox message sent but not recorded');
          return;
        }
        this.log?.warn({ err, messageId: message.id }, 'outbox message sent; recording it again');
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /** Records an outcome other than delivery, if this dispatcher still holds the message. */
  private async settle(message: Row, set: Partial<typeof outboxMessage.$inferInsert>): Promise<void> {
    await this.db
      .update(outboxMessage)
      .set({ ...set, leaseUntil: null, claimedBy: null })
      .where(and(eq(outboxMessage.id, message.id), eq(outboxMessage.claimedBy, this.holder)));
  }

  private async renew(id: number): Promise<void> {
    try {
      await this.db
        .update(outboxMessage)
        .set({ leaseUntil: new Date(this.now().getTime() + this.leaseMs) })
        .where(and(eq(outboxMessage.id, id), eq(outboxMessage.claimedBy, this.holder)));
    } catch (err) {
      this.log?.warn({ err, messageId: id }, 'outbox lease not renewed');
    }
  }
}
