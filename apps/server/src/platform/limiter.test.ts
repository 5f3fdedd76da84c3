import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freshDatabase } from '../../test/database';
import { type Database, queryRows } from './db/database';
import { addressKey, createLimiter } from './limiter';

const MINUTE = 60_000;

describe('the database limiter', () => {
  let database: Database;
  let clock = Date.UTC(2026, 10, 24, 12);
  const now = () => clock;
  beforeAll(async () => {
    database = await freshDatabase(inject('template'));
  });
  afterAll(() => database.close());

  it('counts in fixed windows and starts a new one when the window has ended', async () => {
    const limiter = createLimiter(database.db, now);
    const window = { max: 2, windowMs: MINUTE };
    const counts = [];
    for (let i = 0; i < 3; i += 1) counts.push(await limiter.hit('okvir', window));
    expect(counts.map((c) => [c.count, c.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect(counts[2]!.retryAfterMs).toBe(MINUTE);
    clock += 30_000;
    expect(await limiter.peek('okvir', 'nista')).toEqual([
      { count: 3, retryAfterMs: 30_000 },
      { count: 0, retryAfterMs: 0 },
    ]);
    clock += 30_000;
    expect(await limiter.hit('okvir', window)).toEqual({ count: 1, allowed: true, retryAfterMs: MINUTE });
  });

  it('counts every one of many attempts at once exactly once', async () => {
    const limiter = createLimiter(database.db, now);
    const states = await Promise.all(
      Array.from({ length: 25 }, () => limiter.hit('navala', { max: 10, windowMs: MINUTE })),
    );
    expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(states.filter((s) => s.allowed)).toHaveLength(10);
  });

  it('holds a key for a while, never shortens a hold, and forgets a key when reset', async () => {
    const limiter = createLimiter(database.db, now);
    await limiter.hold('cekanje', 5 * MINUTE);
    await limiter.hold('cekanje', MINUTE);
    expect((await limiter.peek('cekanje'))[0]).toEqual({ count: 1, retryAfterMs: 5 * MINUTE });
    await limiter.reset('cekanje');
    expect((await limiter.peek('cekanje'))[0]).toEqual({ count: 0, retryAfterMs: 0 });
  });

  it('lets one of many callers at once acquire a key, and the next only once it is free', async () => {
    const limiter = createLimiter(database.db, now);
    const tries = await Promise.all(Array.from({ length: 10 }, () => limiter.acquire('red', 10_000)));
    expect(tries.filter((t) => t.acquired)).toHaveLength(1);
    expect(tries.filter((t) => !t.acquired).every((t) => t.retryAfterMs === 10_000)).toBe(true);
    clock += 10_000;
    expect((await limiter.acquire('red', 10_000)).acquired).toBe(true);
  });

  it('sweeps rows whose window has ended', async () => {
    const limiter = createLimiter(database.db, now);
    await limiter.hit('stari', { max: 1, windowMs: MINUTE });
    clock += 2 * MINUTE;
    await limiter.hit('novi', { max: 1, windowMs: MINUTE });
    const keys = await queryRows<{ key: string }>(database.db, sql`select key from rate_limit`);
    expect(keys.map((k) => k.key)).toContain('novi');
    expect(keys.map((k) => k.key)).not.toContain('stari');
  });
});

describe('the address limits count by', () => {
  it('is an IPv4 address as it is, and an IPv6 address by its /64 network', () => {
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('2001:DB8:AA:BB::99')).toBe('2001:db8:aa:bb::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    // Already a network: the same key again.
    expect(addressKey(addressKey('2001:db8:aa:bb::1'))).toBe('2001:db8:aa:bb::/64');
  });
});
