import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, writeGeneration } from './db/database';

/**
 * The platform's one cache of values read from the database (decision 0030). Every cache of a
 * module or of the platform is one of these, so each gets, without thinking:
 *
 * - **single flight**: while a value is being read, every other caller of the same key waits
 *   for that one read instead of starting its own; sixteen requests against an empty or
 *   expired entry cost the database one query, not sixteen;
 * - **refresh ahead**: in the last part of an entry's life (`refreshAheadMs`, a tenth of
 *   `ttlMs` by default) the first caller starts a new read in the background and every caller
 *   still gets the kept value, so a busy key never expires under load;
 * - **bounded staleness**: a value is never served older than `ttlMs` after its read began,
 *   in any process, so several processes behind a balancer differ by at most that;
 * - **bounded memory**: at most `maxEntries` keys, the oldest dropped first;
 * - **failures not kept**: a read that fails fails for the callers waiting on it and the next
 *   caller reads again.
 *
 * `keep(value)` decides whether a value is kept at all (a small municipality's exact counts are
 * read afresh every time; concurrent callers still share one read).
 */
export type Cache<T> = {
  /** The kept value of `key`, or the value `fill` reads (once, however many callers wait). */
  read(key: string, fill: () => Promise<T>): Promise<T>;
  /** Drops the keys `match` accepts (all without one); reads in flight are not kept. */
  forget(match?: (key: string) => boolean): void;
  /** How many keys are kept or being read, for tests. */
  readonly size: number;
};

export type CacheOptions<T> = {
  ttlMs: number;
  maxEntries: number;
  refreshAheadMs?: number;
  keep?: (value: T) => boolean;
  /**
   * Where the data has a number that changes with each of its changes (the embedded
   * database's `writeGeneration`): a value read under another number is read again.
   */
  generation?: () => number;
  /** The clock, for tests. */
  now?: () => number;
};

type Entry<T> = {
  /** When the read of this value began: its age counts from there. */
  at: number;
  /** The data's generation when the read began (`options.generation`). */
  generation?: number;
  promise: Promise<T>;
  settled: boolean;
  value?: T;
  refreshing: boolean;
};

export function createCache<T>(options: CacheOptions<T>): Cache<T> {
  const now = options.now ?? Date.now;
  const refreshAheadMs = options.refreshAheadMs ?? Math.floor(options.ttlMs / 10);
  const entries = new Map<string, Entry<T>>();

  function remember(key: string, entry: Entry<T>): void {
    entries.delete(key);
    while (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  }

  function start(key: string, fill: () => Promise<T>): Promise<T> {
    const entry = {
      at: now(),
      generation: options.generation?.(),
      settled: false,
      refreshing: false,
    } as Entry<T>;
    entry.promise = Promise.resolve()
      .then(fill)
      .then(
        (value) => {
          if (entries.get(key) !== entry) return value;
          if (options.keep && !options.keep(value)) entries.delete(key);
          else Object.assign(entry, { settled: true, value });
          return value;
        },
        (error: unknown) => {
          if (entries.get(key) === entry) entries.delete(key);
          throw error;
        },
      );
    remember(key, entry);
    return entry.promise;
  }

  /** A new read while the kept value is still served; it replaces the entry when it succeeds. */
  function refresh(key: string, current: Entry<T>, fill: () => Promise<T>): void {
    current.refreshing = true;
    const at = now();
    const generation = options.generation?.();
    Promise.resolve()
      .then(fill)
      .then(
        (value) => {
          if (entries.get(key) !== current) return;
          if (options.keep && !options.keep(value)) entries.delete(key);
          else
            remember(key, {
              at,
              generation,
              promise: Promise.resolve(value),
              settled: true,
              value,
              refreshing: false,
            });
        },
        () => {
          // The kept value stays until it expires; the next caller in the window tries again.
          current.refreshing = false;
        },
      );
  }

  return {
    read(key, fill) {
      const entry = entries.get(key);
      if (entry) {
        if (!entry.settled) return entry.promise;
        const age = now() - entry.at;
        const current = !options.generation || entry.generation === options.generation();
        if (current && age < options.ttlMs) {
          if (age >= options.ttlMs - refreshAheadMs && !entry.refreshing) refresh(key, entry, fill);
          return entry.promise;
        }
      }
      return start(key, fill);
    },
    forget(match) {
      for (const key of [...entries.keys()]) if (!match || match(key)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * Counts over many rows (a municipality's public complaints or questions) are made at most
 * once a minute: at a million complaints the statistics take seconds and the total of a list
 * a large part of its time, and a minute-old figure is as true to a citizen (decision 0016).
 * Below `LARGE_COUNT` rows every call counts afresh, so a small municipality always sees exact
 * figures; callers asking at the same moment still share one count.
 */
export const LARGE_COUNT = 20_000;

/**
 * A minute-long cache of large counts of `db`'s data; `totalOf` says how many rows a value
 * counts. On the embedded database, which only this process writes, every count is kept (a
 * minute at most) while its data is unchanged: a small municipality's figures stay exact and
 * are not counted again for every visitor.
 */
export function createCountCache<T>(
  db: Db,
  totalOf: (value: T) => number,
  options: {
    maxEntries?: number;
    /**
     * The tables the counts are read from, with those whose deletes cascade into them: only
     * their changes count (without them, any change).
     */
    reads?: readonly PgTable[];
  } = {},
): Cache<T> {
  const { maxEntries = 500, reads } = options;
  const generation = writeGeneration(db, reads);
  return createCache<T>({
    ttlMs: 60_000,
    maxEntries,
    generation,
    keep: (value) => generation !== undefined || totalOf(value) >= LARGE_COUNT,
  });
}
