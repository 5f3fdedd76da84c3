import { asc, sql } from 'drizzle-orm';
import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import type { Database } from '../db/database';
import { momentKey, momentRange, type ReportRange } from './ranges';

/** Rows ordered by a moment with microseconds, many of them sharing one, then by id. */
const happened = pgTable('range_test', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
});

describe('a report range after a key', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(inject('template'));
    await database.db.execute(sql`create table range_test (id integer primary key, at timestamptz not null)`);
    // 2,500 rows: ids shuffled against time, runs of ten sharing a moment that has microseconds.
    await database.db.execute(sql`
      insert into range_test (id, at)
      select g, timestamptz '2026-03-01 10:00:00.123456+00' + ((g * 7919) % 250) * interval '1.000001 second'
      from generate_series(1, 2500) g`);
  });
  afterAll(() => database.close());

  async function batch(range: ReportRange) {
    const { where, offset } = momentRange(range, happened.at, happened.id);
    return database.db
      .select({ id: happened.id, key: momentKey(happened.at, happened.id) })
      .from(happened)
      .where(where)
      .orderBy(asc(happened.at), asc(happened.id))
      .offset(offset)
      .limit(range.limit);
  }

  it('reads every row once, in order, batch after batch, ties and microseconds included', async () => {
    const all = (await batch({ offset: 0, limit: 10_000 })).map((r) => r.id);
    expect(all).toHaveLength(2500);
    const read: number[] = [];
    let after: string | null = null;
    for (;;) {
      const rows = await batch({ after, limit: 1000 });
      if (rows.length === 0) break;
      read.push(...rows.map((r) => r.id));
      after = rows.at(-1)!.key;
    }
    expect(read).toEqual(all);
  });

  it('pages by offset for Search', async () => {
    const all = (await batch({ offset: 0, limit: 10_000 })).map((r) => r.id);
    expect((await batch({ offset: 990, limit: 20 })).map((r) => r.id)).toEqual(all.slice(990, 1010));
  });
});
