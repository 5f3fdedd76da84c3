import { sql } from 'drizzle-orm';
import { type Db, queryRows } from './db/database';

/** An allowance: `max` attempts in a fixed window of `windowMs`. */
export type LimitWindow = { max: number; windowMs: number };

/** A key's state: attempts counted in its current window, and how long until that window ends. */
export type LimitState = { count: number; retryAfterMs: number };

/** Expired rows are deleted at most this often by each process. */
const SWEEP_EVERY_MS = 60_000;

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * Counts attempts per key in fixed windows, in the database (`rate_limit`), so that every
 * server process behind a balancer shares the counts (decision 0018). Each call is one
 * statement outside any transaction: an attempt counts even when the use case fails.
 * The clock is the server's (`now`); servers of one portal keep theirs in step (NTP).
 */
export function createLimiter(db: Db, now: () => number = () => Date.now()) {
  let lastSweep = 0;

  async function sweep(t: number): Promise<void> {
    if (t - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = t;
    // Another process sweeping at the same moment deletes the same rows: harmless.
    await db.execute(sql`delete from rate_limit where expires_at <= ${at(t)}`).catch(() => undefined);
  }

  const stateOf = (row: { count: number; expires_at: string | Date } | undefined, t: number) =>
    row
      ? { count: Number(row.count), retryAfterMs: Math.max(0, new Date(row.expires_at).getTime() - t) }
      : { count: 0, retryAfterMs: 0 };

  /** The keys' current states without counting (a key without a live window counts 0). */
  async function peek(...keys: string[]): Promise<LimitState[]> {
    const t = now();
    const rows = await queryRows<{ key: string; count: number; expires_at: string | Date }>(
      db,
      sql`select key, count, expires_at from rate_limit
          where key in (${sql.join(
            keys.map((k) => sql`${k}`),
            sql`, `,
          )}) and expires_at > ${at(t)}`,
    );
    return keys.map((k) =>
      stateOf(
        rows.find((r) => r.key === k),
        t,
      ),
    );
  }

  return {
    /**
     * Counts one attempt, atomically (`insert … on conflict … do update … returning`): the
     * first attempt, or the first after the window ended, starts a new window. `allowed` is
     * false once the key has used up its allowance.
     */
    async hit(key: string, window: LimitWindow): Promise<LimitState & { allowed: boolean }> {
      const t = now();
      await sweep(t);
      const expired = sql`r.expires_at <= ${at(t)}`;
      const [row] = await queryRows<{ count: number; expires_at: string | Date }>(
        db,
        sql`insert into rate_limit as r (key, count, window_start, expires_at)
            values (${key}, 1, ${at(t)}, ${at(t + window.windowMs)})
            on conflict (key) do update set
              count = case when ${expired} then 1 else r.count + 1 end,
              window_start = case when ${expired} then excluded.window_start else r.window_start end,
              expires_at = case when ${expired} then excluded.expires_at else r.expires_at end
            returning count, expires_at`,
      );
      const state = stateOf(row, t);
      return { ...state, allowed: state.count <= window.max };
    },

    peek,

    /**
     * Takes the key for `ms` if nobody holds it (no live window), atomically: of many
     * callers at once, one is `acquired`; the others learn how long it is held.
     */
    async acquire(key: string, ms: number): Promise<LimitState & { acquired: boolean }> {
      const t = now();
      const taken = await queryRows<{ count: number }>(
        db,
        sql`insert into rate_limit as r (key, count, window_start, expires_at)
            values (${key}, 1, ${at(t)}, ${at(t + ms)})
            on conflict (key) do update set
              count = 1,
              window_start = excluded.window_start,
              expires_at = excluded.expires_at
            where r.expires_at <= ${at(t)}
            returning count`,
      );
      if (taken.length) return { count: 1, retryAfterMs: ms, acquired: true };
      const [state] = await peek(key);
      return { ...state!, acquired: false };
    },

    /** Makes the key's window last at least `ms` from now, so `peek` shows it until then. */
    async hold(key: string, ms: number): Promise<void> {
      const t = now();
      await db.execute(
        sql`insert into rate_limit as r (key, count, window_start, expires_at)
            values (${key}, 1, ${at(t)}, ${at(t + ms)})
            on conflict (key) do update set
              count = 1,
              window_start = excluded.window_start,
              expires_at = greatest(r.expires_at, excluded.expires_at)`,
      );
    },

    async reset(...keys: string[]): Promise<void> {
      await db.execute(
        sql`delete from rate_limit where key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      );
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;

/**
 * The part of a client address that limits count by: an IPv4 address as it is, an IPv6
 * address by its /64 network (one household or office gets a whole /64 and could
 * otherwise take a new address for every attempt), as @fastify/rate-limit does.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = ip.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  const network = groups.slice(0, 4).map((g) => parseInt(g, 16));
  if (network.length < 4 || network.some((n) => !Number.isInteger(n) || n < 0 || n > 0xffff)) return ip;
  return `${network.map((n) => n.toString(16)).join(':')}::/64`;
}

/**
 * A store for @fastify/rate-limit on the same table: the per-route limits of every
 * process count together. The plugin makes one child per route; each counts its own.
 */
export function databaseRateLimitStore(limiter: Limiter) {
  // The plugin hands each child the route's merged options, the route itself under `routeInfo`.
  type Params = { routeInfo?: { method?: string | string[]; url?: string } };
  type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    constructor(options: unknown) {
      const route = (options as Params | undefined)?.routeInfo;
      this.prefix = `route:${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}`;
    }
    child(options: unknown) {
      return new DatabaseRateLimitStore(options);
    }
    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      limiter.hit(`${this.prefix}:${key}`, { max, windowMs: timeWindow }).then(
        (state) => callback(null, { current: state.count, ttl: state.retryAfterMs }),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: Callback): void {
      limiter.peek(`${this.prefix}:${key}`).then(
        ([state]) => callback(null, { current: state!.count, ttl: state!.retryAfterMs }),
        (error: Error) => callback(error),
      );
    }
  };
}
