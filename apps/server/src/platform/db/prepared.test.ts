import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import type { Database } from './database';
import { preparedQuery } from './prepared';
import { inTransaction } from './transaction';

const probe = pgTable('prepared_probe', { id: integer('id').primaryKey(), name: text('name').notNull() });

describe('preparedQuery', () => {
  let database: Database;
  let builds = 0;
  const byId = preparedQuery((db) => {
    builds += 1;
    return db
      .select({ id: probe.id })
      .from(probe)
      .where(eq(probe.id, sql.placeholder('id')))
      .prepare('probe_probe_by_id');
  });

  beforeAll(async () => {
    database = await freshDatabase(inject('template'));
    await database.db.execute(sql`create table prepared_probe (id integer primary key, name text not null)`);
    await database.db.insert(probe).values([
      { id: 1, name: 'bs' },
      { id: 2, name: 'hr' },
      { id: 3, name: 'sr_cyr' },
    ]);
  });
  afterAll(() => database.close());

  it('builds the statement once per database and runs it with each call’s values', async () => {
    expect(await byId(database.db, { id: 1 })).toEqual([{ id: 1 }]);
    expect(await byId(database.db, { id: 2 })).toEqual([{ id: 2 }]);
    expect(await byId(database.db, { id: 999 })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('runs in a transaction on the transaction’s connection, seeing what it wrote', async () => {
    const seen = await inTransaction(database.db, async (tx) => {
      await tx.execute(sql`update prepared_probe set name = 'probe' where id = 3`);
      const [row] = await tx.select({ name: probe.name }).from(probe).where(eq(probe.id, 3));
      return { row, viaPrepared: await byId(tx, { id: 3 }) };
    });
    expect(seen.row?.name).toBe('probe');
    expect(seen.viaPrepared).toEqual([{ id: 3 }]);
    expect(builds).toBe(2);
  });
});
