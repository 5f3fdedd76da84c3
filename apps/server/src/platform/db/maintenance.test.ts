import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres, queryRows } from './database';
import { embeddedMaintenance } from './maintenance';

/** What the job logs: the tables of each turn. */
const logged: unknown[] = [];
const log = {
  info: (fields: unknown) => logged.push(fields),
  warn: (fields: unknown) => logged.push(fields),
} as unknown as FastifyBaseLogger;

/** The database's counts of a table's rows, once they have reached it (they are sent each second). */
const settled = (database: Database, table: string, dead: number) =>
  expect.poll(async () => (await stat(database, table)).dead, { timeout: 5_000, interval: 200 }).toBe(dead);

type Stat = { dead: number; vacuumed: boolean; analyzed: boolean };
const stat = async (database: Database, table: string): Promise<Stat> => {
  const [row] = await queryRows<Stat>(
    database.db,
    sql`select n_dead_tup::int as dead, last_vacuum is not null as vacuumed,
               last_analyze is not null as analyzed
        from pg_stat_user_tables where relname = ${table}`,
  );
  return row!;
};

describe('the embedded database’s maintenance (its autovacuum)', () => {
  let database: Database;
  beforeAll(async () => {
    database = openPglite(await PGlite.create());
    await database.db.execute(sql`create table churned (id integer primary key, v integer)`);
    await database.db.execute(sql`create table calm (id integer primary key, v integer)`);
    await database.db.execute(sql`insert into churned select g, 0 from generate_series(1, 1000) g`);
    await database.db.execute(sql`insert into calm select g, 0 from generate_series(1, 1000) g`);
  });
  afterAll(() => database.close());

  it('vacuums and analyzes every table on its first turn, then only those past the thresholds', async () => {
    const maintenance = embeddedMaintenance(database, log);
    // The inserts counted first (else they count as changed after the analysis).
    for (const table of ['churned', 'calm'])
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ n: number }>(
                database.db,
                sql`select n_live_tup::int as n from pg_stat_user_tables where relname = ${table}`,
              )
            )[0]?.n,
          { timeout: 5_000, interval: 200 },
        )
        .toBe(1000);
    expect(await maintenance.turn(true)).toEqual(['*']);
    expect(await stat(database, 'calm')).toEqual({ dead: 0, vacuumed: true, analyzed: true });

    // 300 of 1,000 rows rewritten (over 50 + 20 %) in one table, 10 in the other.
    await database.db.execute(sql`update churned set v = 1 where id <= 300`);
    await database.db.execute(sql`update calm set v = 1 where id <= 10`);
    await settled(database, 'churned', 300);
    await settled(database, 'calm', 10);
    expect(await maintenance.turn(false)).toEqual(['churned']);
    expect((await stat(database, 'churned')).dead).toBe(0);
    expect((await stat(database, 'calm')).dead).toBe(10);
    expect(await maintenance.turn(false)).toEqual([]);
  });

  it('runs on its timer until stopped, and leaves a PostgreSQL server to its own autovacuum', async () => {
    const maintenance = embeddedMaintenance(database, log, { firstMs: 1, everyMs: 1 });
    await database.db.execute(sql`update churned set v = 2`);
    await settled(database, 'churned', 1000);
    logged.length = 0;
    maintenance.start();
    await settled(database, 'churned', 0);
    await maintenance.stop();
    expect(logged).toContainEqual(expect.objectContaining({ tables: ['*'] }));

    const postgres = openPostgres('postgres://127.0.0.1:1/none');
    expect(await embeddedMaintenance(postgres, log).turn(true)).toEqual([]);
    await postgres.close();
  });
});
