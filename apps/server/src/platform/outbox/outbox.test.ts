import { OutboxStatus } from '@portal/contracts';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../../test/harness';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import type { Db } from '../db/database';
import { Outbox, retryDelayMs } from './outbox';
import { outboxMessage } from './outbox.schema';
import { CHANNEL_EMAIL, emailTransport, type Transport } from './transports';

const MINUTE = 60_000;
const FROM = 'Grad Tuzla <portal@example.ba>';
const onPostgres = Boolean(process.env['DATABASE_URL']);

/** A clock the test moves. */
function testClock(start = Date.now() + 1_000) {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms: number) => (now += ms),
  };
}

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the outbox dispatcher', () => {
  let ctx: TestContext;
  let db: Db;
  beforeAll(async () => {
    ctx = await startApp();
    db = ctx.database.db;
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await db.delete(outboxMessage);
  });

  async function backlog(count: number, recipient = (i: number) => `gradjanin${i}@example.ba`) {
    const rows = Array.from({ length: count }, (_, i) => ({
      municipalityId: 6,
      channel: CHANNEL_EMAIL,
      recipient: recipient(i),
      subject: `Poruka ${i}`,
      body: 'Tekst poruke',
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insert(outboxMessage).values(rows.slice(i, i + 500));
  }
  const messages = () => db.select().from(outboxMessage).orderBy(asc(outboxMessage.id));
  const byStatus = async () => {
    const counts: Record<number, number> = {};
    for (const m of await messages()) counts[m.status] = (counts[m.status] ?? 0) + 1;
    return counts;
  };
  /** A transport that takes every message and notes its id. */
  const recording =
    (into: number[]): Transport =>
    async (m) => {
      into.push(m.id);
    };

  it('takes exactly its limit from a backlog of 1,000', async () => {
    // A portal that has sent for a while: statistics taken when little was waiting make
    // the planner run `id in (select … limit 20)` once per row (a nested loop).
    await db.execute(sql`
      insert into outbox_message (municipality_id, channel, recipient, body, status, sent_at)
      select 6, 2, 'ranije' || n || '@example.ba', 'Poslano', 2, now() from generate_series(1, 20000) n`);
    await db.execute(sql`analyze outbox_message`);
    await backlog(1_000);
    const sent: number[] = [];
    const outbox = new Outbox(db, { [CHANNEL_EMAIL]: recording(sent) });
    expect(await outbox.dispatchDue(20)).toBe(20);
    expect(sent).toHaveLength(20);
    expect(await byStatus()).toEqual({ [OutboxStatus.Pending]: 980, [OutboxStatus.Sent]: 20_020 });
  });

  it.runIf(onPostgres)('on PostgreSQL, never gives one message to two dispatchers at once', async () => {
    await backlog(1_000);
    const taken = new Map<number, number>();
    const transport: Transport = async (m) => {
      taken.set(m.id, (taken.get(m.id) ?? 0) + 1);
      await new Promise((resolve) => setImmediate(resolve));
    };
    const drain = async (outbox: Outbox) => {
      while ((await outbox.dispatchDue(20)) > 0);
    };
    await Promise.all([1, 2, 3].map(() => drain(new Outbox(db, { [CHANNEL_EMAIL]: transport }))));
    expect(taken.size).toBe(1_000);
    expect([...taken.values()].filter((n) => n > 1)).toEqual([]);
    expect(await byStatus()).toEqual({ [OutboxStatus.Sent]: 1_000 });
  });

  it('hands the messages of a dispatcher that died to the next cycle once their lease has run out', async () => {
    await backlog(3);
    const clock = testClock();
    const hung = gate();
    const dying = new Outbox(db, { [CHANNEL_EMAIL]: () => hung.opened }, { now: clock.now });
    const stuck = dying.dispatchDue();
    await expect.poll(async () => (await messages()).filter((m) => m.leaseUntil).length).toBe(3);

    const sent: number[] = [];
    const next = new Outbox(db, { [CHANNEL_EMAIL]: recording(sent) }, { now: clock.now });
    expect(await next.dispatchDue()).toBe(0);
    clock.advance(2 * MINUTE + 1_000);
    expect(await next.dispatchDue()).toBe(3);
    expect(sent).toHaveLength(3);
    expect(await byStatus()).toEqual({ [OutboxStatus.Sent]: 3 });

    // The first dispatcher's end, for the test's sake: it finishes what it held and takes nothing back.
    const stopped = dying.stop();
    hung.open();
    await Promise.all([stuck, stopped]);
    expect(await byStatus()).toEqual({ [OutboxStatus.Sent]: 3 });
  });

  it('on stop, sends the message in flight and releases the rest of its batch', async () => {
    await backlog(5);
    const inFlight = gate();
    const proceed = gate();
    const sent: number[] = [];
    const outbox = new Outbox(db, {
      [CHANNEL_EMAIL]: async (m) => {
        if (!sent.length) {
          inFlight.open();
          await proceed.opened;
        }
        sent.push(m.id);
      },
    });
    const batch = outbox.dispatchDue();
    await inFlight.opened;
    const stopped = outbox.stop();
    proceed.open();
    await Promise.all([batch, stopped]);

    expect(sent).toHaveLength(1);
    const [first, ...rest] = await messages();
    expect(first).toMatchObject({ id: sent[0], status: OutboxStatus.Sent, leaseUntil: null });
    for (const m of rest) {
      expect(m).toMatchObject({
        status: OutboxStatus.Pending,
        attempts: 0,
        leaseUntil: null,
        claimedBy: null,
      });
    }
    outbox.wake();
    await outbox.idle();
    expect(sent).toHaveLength(1);
  });

  it('on stop, waits for a slow message at most its grace and releases the rest', async () => {
    await backlog(3);
    const never = gate();
    const outbox = new Outbox(db, { [CHANNEL_EMAIL]: () => never.opened }, { stopWaitMs: 200 });
    const batch = outbox.dispatchDue();
    await expect.poll(async () => (await messages()).filter((m) => m.leaseUntil).length).toBe(3);
    // stop() returns while the message is still being sent: it waited its grace, not for the message.
    await outbox.stop();
    const [first, ...rest] = await messages();
    expect(first!.leaseUntil).not.toBeNull();
    for (const m of rest) expect(m).toMatchObject({ leaseUntil: null, attempts: 0 });
    never.open();
    await batch;
  });

  it('sends a message once when the server took it and recording that failed once', async () => {
    await db.execute(sql`create sequence outbox_fail_once_seq`);
    await db.execute(
      sql.raw(`
      create function outbox_fail_once() returns trigger language plpgsql as $$
      begin
        if new.status = 2 and nextval('outbox_fail_once_seq') = 1 then
          raise exception 'connection lost while recording';
        end if;
        return new;
      end $$`),
    );
    await db.execute(sql`
      create trigger outbox_fail_once before update on outbox_message
      for each row execute function outbox_fail_once()`);
    try {
      await backlog(1);
      const sent: number[] = [];
      const outbox = new Outbox(db, { [CHANNEL_EMAIL]: recording(sent) });
      await outbox.dispatchDue();
      // Later: whatever is due then is tried again.
      await db.update(outboxMessage).set({ nextAttemptAt: new Date(Date.now() - 1_000) });
      await outbox.dispatchDue();
      expect(sent).toHaveLength(1);
      expect((await messages())[0]).toMatchObject({ status: OutboxStatus.Sent, attempts: 1 });
    } finally {
      await db.execute(sql`drop trigger outbox_fail_once on outbox_message`);
      await db.execute(sql`drop function outbox_fail_once`);
      await db.execute(sql`drop sequence outbox_fail_once_seq`);
    }
  });

  it('wake() starts a cycle at once and, while one runs, one more after it', async () => {
    await backlog(2);
    const inFlight = gate();
    const proceed = gate();
    const sent: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const outbox = new Outbox(db, {
      [CHANNEL_EMAIL]: async (m) => {
        if (!sent.length) {
          inFlight.open();
          await proceed.opened;
        }
        sent.push(m.id);
      },
    });
    const dispatch = outbox.dispatchDue.bind(outbox);
    outbox.dispatchDue = async (limit?: number) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      try {
        return await dispatch(limit);
      } finally {
        running -= 1;
      }
    };
    outbox.wake();
    await inFlight.opened;
    // Written while the cycle runs; the wakes after it coalesce into one more cycle.
    await backlog(1, () => 'kasnije@example.ba');
    outbox.wake();
    outbox.wake();
    proceed.open();
    await outbox.idle();
    expect(sent).toHaveLength(3);
    expect(mostAtOnce).toBe(1);
    expect(await byStatus()).toEqual({ [OutboxStatus.Sent]: 3 });
  });

  describe('with a real SMTP server', () => {
    let smtp: TestSmtp;
    beforeAll(async () => {
      smtp = await startSmtp();
    });
    afterAll(() => smtp.close());
    beforeEach(() => {
      smtp.received.length = 0;
      smtp.refuse.clear();
      smtp.dataReplies.length = 0;
    });
    const mail = () => ({ [CHANNEL_EMAIL]: emailTransport({ smtpUrl: smtp.url, from: FROM }) });

    it('fails a message the server refuses for good (550) at once, and sends the others', async () => {
      await backlog(3, (i) => (i === 1 ? 'nepostojeci@example.ba' : `gradjanin${i}@example.ba`));
      smtp.refuse.set('nepostojeci@example.ba', 550);
      const outbox = new Outbox(db, mail());
      expect(await outbox.dispatchDue()).toBe(3);
      const [first, refused, third] = await messages();
      expect(refused).toMatchObject({ status: OutboxStatus.Failed, attempts: 1 });
      expect(refused!.lastError).toContain('550');
      expect(first).toMatchObject({ status: OutboxStatus.Sent, lastError: null });
      expect(third).toMatchObject({ status: OutboxStatus.Sent });
      expect(smtp.received.map((r) => r.to).sort()).toEqual([
        'gradjanin0@example.ba',
        'gradjanin2@example.ba',
      ]);
    });

    it('waits longer and longer while the server is down for an hour, then sends everything', async () => {
      await backlog(3);
      await smtp.close();
      const clock = testClock();
      const outbox = new Outbox(db, mail(), { now: clock.now });
      const waits: number[] = [];
      for (let minute = 0; minute < 60; minute += 1) {
        const before = (await messages())[0]!;
        await outbox.dispatchDue();
        const after = (await messages())[0]!;
        if (after.attempts > before.attempts) {
          waits.push((after.nextAttemptAt.getTime() - clock.now().getTime()) / MINUTE);
        }
        clock.advance(MINUTE);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32]);
      for (const m of await messages()) {
        expect(m).toMatchObject({ status: OutboxStatus.Pending, attempts: 6 });
        expect(m.lastError).toMatch(/ECONNREFUSED/);
      }
      expect(retryDelayMs(7)).toBe(60 * MINUTE);

      await smtp.open();
      for (let minute = 60; minute <= 64; minute += 1) {
        await outbox.dispatchDue();
        clock.advance(MINUTE);
      }
      expect(await byStatus()).toEqual({ [OutboxStatus.Sent]: 3 });
      expect(smtp.received).toHaveLength(3);
    });

    it('sends a message under the same Message-ID on every try', async () => {
      await backlog(1);
      smtp.dataReplies.push(451);
      const clock = testClock();
      const outbox = new Outbox(db, mail(), { now: clock.now });
      await outbox.dispatchDue();
      expect((await messages())[0]).toMatchObject({ status: OutboxStatus.Pending, attempts: 1 });
      clock.advance(MINUTE);
      await outbox.dispatchDue();
      expect((await messages())[0]).toMatchObject({ status: OutboxStatus.Sent, attempts: 2 });
      const [refused, accepted] = smtp.received;
      expect(refused).toMatchObject({ accepted: false });
      expect(accepted).toMatchObject({ accepted: true });
      expect(accepted!.messageId).toMatch(/^<outbox\.\d+\.[0-9a-z]+@example\.ba>$/);
      expect(refused!.messageId).toBe(accepted!.messageId);
    });

    it('carries a one-click unsubscribe address as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058)', async () => {
      const outbox = new Outbox(db, mail());
      await outbox.enqueue(db, {
        municipalityId: 6,
        channel: CHANNEL_EMAIL,
        recipient: 'pratilac@example.ba',
        subject: 'Prijava koju pratite',
        body: 'Tekst',
        html: null,
        listUnsubscribe: 'https://portal.example.ba/api/Complaints/UnfollowOneClick/abcdefghijklmnop',
      });
      await backlog(1);
      await outbox.dispatchDue();
      // Headers as a mail app reads them: a long one is folded onto the next line.
      const [follower, other] = smtp.received.map((r) => ({ raw: r.raw.replace(/\r?\n[ \t]+/g, ' ') }));
      expect(follower!.raw).toMatch(
        /^List-Unsubscribe: <https:\/\/portal\.example\.ba\/api\/Complaints\/UnfollowOneClick\/abcdefghijklmnop>\r?$/m,
      );
      expect(follower!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
      // A message without one has neither header.
      expect(other!.raw).not.toMatch(/^List-Unsubscribe/m);
    });
  });
});
