import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows } from './database';

export type MaintenanceTiming = {
  /** The first turn after the start: every table (the embedded database forgets its counts on a restart). */
  firstMs: number;
  /** The turns after it: the tables past autovacuum's thresholds. */
  everyMs: number;
};

const DEFAULT_TIMING: MaintenanceTiming = { firstMs: 10 * 60_000, everyMs: 60 * 60_000 };

/**
 * The embedded database's autovacuum. PGlite runs PostgreSQL without its background workers,
 * so nothing vacuums its tables (dead rows' space stays taken, and index-only scans, which the
 * lists' counts and late pages rely on, fetch every row from the table because its visibility
 * map is never set) or analyzes them (the planner keeps guessing from the first rows). This
 * does what autovacuum does, with its default thresholds, on a timer: a table with more than
 * 50 + 20 % dead rows is vacuumed, one with more than 50 + 10 % rows changed since it was last
 * analyzed is analyzed (both, in one statement); the first turn after a start does every
 * table. A turn holds the embedded database about a second at 100,000 complaints, once an hour
 * at most. A PostgreSQL server does this itself: there the job does nothing.
 */
export function embeddedMaintenance(
  database: Database,
  log: FastifyBaseLogger,
  timing: MaintenanceTiming = DEFAULT_TIMING,
) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  /** One turn: vacuums and analyzes what needs it (everything when `all`); answers the tables done. */
  async function turn(all: boolean): Promise<string[]> {
    if (database.kind !== 'pglite') return [];
    const { db } = database;
    if (all) {
      await db.execute(sql`vacuum (analyze)`);
      return ['*'];
    }
    const due = await queryRows<{ schema: string; table: string }>(
      db,
      sql`select schemaname as schema, relname as table from pg_stat_user_tables
          where n_dead_tup > 50 + 0.2 * n_live_tup or n_mod_since_analyze > 50 + 0.1 * n_live_tup
          order by n_dead_tup desc`,
    );
    for (const { schema, table } of due)
      await db.execute(sql`vacuum (analyze) ${sql.identifier(schema)}.${sql.identifier(table)}`);
    return due.map((t) => t.table);
  }

  function schedule(ms: number, all: boolean): void {
    timer = setTimeout(() => {
      const started = Date.now();
      running = turn(all)
        .then((tables) => {
          if (tables.length) log.info({ tables, ms: Date.now() - started }, 'embedded database maintained');
        })
        .catch((err: unknown) => log.warn({ err }, 'embedded database maintenance failed; tried again later'))
        .finally(() => {
          running = null;
          if (timer) schedule(timing.everyMs, false);
        });
    }, ms);
    // Never the reason the process stays up.
    timer.unref();
  }

  return {
    turn,
    start(): void {
      if (database.kind === 'pglite' && !timer) schedule(timing.firstMs, true);
    },
    /** No turn starts after this; the one in flight is waited for (the database closes next). */
    async stop(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
