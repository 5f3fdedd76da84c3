import { PGlite } from '@electric-sql/pglite';
import { count, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCountCache, LARGE_COUNT } from './cache';
import { type Database, openPglite, openPostgres } from './db/database';
import { inTransaction } from './db/transaction';

const row = pgTable('counted', { id: integer('id').primaryKey() });
const other = pgTable('other', { id: integer('id').primaryKey() });

describe('the count cache', () => {
  it('keeps the counts of a large municipality, never those of a small one (PostgreSQL: other processes write)', async () => {
    // A PostgreSQL handle (never connected: the cache only asks whether it is the embedded one).
    const postgres = openPostgres('postgres://127.0.0.1:1/none');
    const cache = createCountCache<number>(postgres.db, (total) => total);
    await postgres.close();
    let reads = 0;
    const count = (total: number) => async () => {
      reads += 1;
      return total;
    };
    expect(await cache.read('small', count(LARGE_COUNT - 1))).toBe(LARGE_COUNT - 1);
    expect(await cache.read('small', count(LARGE_COUNT - 1))).toBe(LARGE_COUNT - 1);
    expect(reads).toBe(2);
    expect(await cache.read('large', count(LARGE_COUNT))).toBe(LARGE_COUNT);
    expect(await cache.read('large', count(0))).toBe(LARGE_COUNT);
    expect(reads).toBe(3);
  });

  describe('on the embedded database, which only this process writes', () => {
    let database: Database;
    let reads = 0;
    beforeAll(async () => {
      database = openPglite(await PGlite.create());
      await database.db.execute(sql`create table counted (id integer primary key)`);
      await database.db.execute(sql`create table other (id integer primary key)`);
    });
    afterAll(() => database.close());

    const counted = (cache: ReturnType<typeof createCountCache<number>>) =>
      cache.read('all', async () => {
        reads += 1;
        const [result] = await database.db.select({ n: count() }).from(row);
        return result!.n;
      });

    it('keeps a small count while the data stands, and counts again after any change', async () => {
      const { db } = database;
      const cache = createCountCache<number>(db, (total) => total);
      reads = 0;
      expect(await counted(cache)).toBe(0);
      expect(await counted(cache)).toBe(0);
      expect(reads).toBe(1);

      await db.insert(row).values([{ id: 1 }, { id: 2 }]);
      expect(await counted(cache)).toBe(2);
      expect(reads).toBe(2);
      // Reads and writes that change nothing (a job finding no work) keep it.
      await db.select().from(row);
      await db
        .update(row)
        .set({ id: 5 })
        .where(sql`${row.id} > 100`);
      await db.delete(row).where(sql`${row.id} > 100`);
      expect(await counted(cache)).toBe(2);
      expect(reads).toBe(2);

      // A transaction's writes, committed or rolled back.
      await inTransaction(db, (tx) => tx.insert(row).values({ id: 3 }));
      expect(await counted(cache)).toBe(3);
      await expect(
        inTransaction(db, async (tx) => {
          await tx.delete(row);
          throw new Error('undone');
        }),
      ).rejects.toThrow('undone');
      expect(await counted(cache)).toBe(3);
      expect(reads).toBe(4);
      // Statements other than reads and row changes count as changes.
      await db.execute(sql`truncate counted`);
      expect(await counted(cache)).toBe(0);
      expect(reads).toBe(5);
    });

    it('with the tables its counts read, keeps them through changes of other tables', async () => {
      const { db } = database;
      const cache = createCountCache<number>(db, (total) => total, { reads: [row] });
      reads = 0;
      await db.insert(row).values({ id: 7 });
      expect(await counted(cache)).toBe(1);
      // Another table's rows, in a statement and in a transaction: the count stands.
      await db.insert(other).values({ id: 1 });
      await inTransaction(db, (tx) => tx.update(other).set({ id: 2 }));
      expect(await counted(cache)).toBe(1);
      expect(reads).toBe(1);
      // Its own table's, or a change whose table is not known.
      await inTransaction(db, async (tx) => {
        await tx.insert(other).values({ id: 3 });
        await tx.insert(row).values({ id: 8 });
      });
      expect(await counted(cache)).toBe(2);
      await db.execute(sql`alter table other add column note text`);
      expect(await counted(cache)).toBe(2);
      expect(reads).toBe(3);
    });
  });
});
