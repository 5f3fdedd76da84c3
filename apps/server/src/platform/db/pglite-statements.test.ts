import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './pglite-statements';

const probe = pgTable('probe', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  at: timestamp('at', { withTimezone: true }),
  data: jsonb('data'),
  tags: text('tags').array(),
});

/** The statements the embedded database keeps, as it reports them itself. */
async function kept(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    'select name from pg_prepared_statements where not from_sql order by name',
  );
  return rows.map((r) => r.name);
}

describe('PGlite statements kept prepared', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec(
      'create table probe (id integer primary key, name text not null, at timestamptz, data jsonb, tags text[])',
    );
  });
  afterAll(() => client.close());

  it('answers as PGlite’s own query does: values of every kind, in and out, with nulls', async () => {
    const cache = withStatementCache(client);
    const db = drizzle({ client: cache as unknown as PGlite });
    const at = new Date('2026-12-06T10:15:00.123Z');
    await db.insert(probe).values([
      { id: 1, name: 'Čačak', at, data: { a: [1, 'š'] }, tags: ['x', 'y'] },
      { id: 2, name: 'Ђурђевдан', at: null, data: null, tags: null },
    ]);
    const read = () => db.select().from(probe).orderBy(probe.id);
    const rows = await read();
    expect(rows).toEqual([
      { id: 1, name: 'Čačak', at, data: { a: [1, 'š'] }, tags: ['x', 'y'] },
      { id: 2, name: 'Ђурђевдан', at: null, data: null, tags: null },
    ]);
    // The same as the plain client reads it, and again from the kept statement.
    expect(await drizzle({ client }).select().from(probe).orderBy(probe.id)).toEqual(rows);
    expect(await read()).toEqual(rows);
    const byIds = (ids: number[]) =>
      cache.query('select id from probe where id = any($1) order by id', [ids]);
    expect((await byIds([2])).rows).toEqual([{ id: 2 }]);
    expect((await byIds([1, 2])).rows).toEqual([{ id: 1 }, { id: 2 }]);
    const updated = await db.update(probe).set({ name: 'Tuzla' }).where(eq(probe.id, 1));
    expect(updated.affectedRows).toBe(1);
  });

  it('prepares a text once and runs it again with new values', async () => {
    const cache = withStatementCache(client);
    const before = (await kept(client)).length;
    for (const id of [1, 2, 3]) await cache.query('select name from probe where id = $1', [id]);
    expect(cache.kept).toBe(1);
    expect((await kept(client)).length).toBe(before + 1);
    const { rows } = await cache.query<{ name: string }>('select name from probe where id = $1', [2]);
    expect(rows).toEqual([{ name: 'Ђурђевдан' }]);
  });

  it('keeps at most `max` statements and closes the least recently used', async () => {
    const cache = withStatementCache(client, 2);
    const before = await kept(client);
    await cache.query('select 1 as a');
    await cache.query('select 2 as b');
    await cache.query('select 1 as a'); // now the most recent
    await cache.query('select 3 as c'); // "select 2" goes
    expect(cache.kept).toBe(2);
    await cache.query('select 4 as d'); // "select 1" goes; "select 2" closed with this one
    const now = (await kept(client)).filter((name) => !before.includes(name));
    // Closed with the next new statement: the one just dropped is closed with the one after.
    expect(now.length).toBe(3);
    expect((await cache.query<{ c: number }>('select 3 as c')).rows).toEqual([{ c: 3 }]);
    expect((await cache.query<{ b: number }>('select 2 as b')).rows).toEqual([{ b: 2 }]);
  });

  it('reports errors as PGlite does and keeps no statement that failed to parse', async () => {
    const cache = withStatementCache(client);
    const duplicate = cache.query('insert into probe (id, name) values ($1, $2)', [1, 'again']);
    await expect(duplicate).rejects.toMatchObject({
      code: '23505',
      query: expect.stringContaining('insert'),
    });
    await expect(cache.query('selec 1')).rejects.toMatchObject({ code: '42601' });
    expect(cache.kept).toBe(1);
    expect((await cache.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('runs in transactions: a rollback undoes the rows, not the statements', async () => {
    const cache = withStatementCache(client);
    const db = drizzle({ client: cache as unknown as PGlite });
    const insert = (id: number) => db.insert(probe).values({ id, name: `n${id}` });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(probe).values({ id: 10, name: 'n10' });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await db.select().from(probe).where(eq(probe.id, 10))).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.insert(probe).values({ id: 11, name: 'n11' });
    });
    await insert(12);
    const ids = await db
      .select({ id: probe.id })
      .from(probe)
      .where(sql`${probe.id} >= 10`);
    expect(ids.map((r) => r.id).sort()).toEqual([11, 12]);
  });

  it('prepares afresh a statement whose table changed its columns', async () => {
    const cache = withStatementCache(client);
    await client.exec('create table changing (a integer); insert into changing values (1)');
    expect((await cache.query('select * from changing')).rows).toEqual([{ a: 1 }]);
    await client.exec('alter table changing add column b text');
    await expect(cache.query('select * from changing')).rejects.toMatchObject({ code: '0A000' });
    expect((await cache.query('select * from changing')).rows).toEqual([{ a: 1, b: null }]);
  });
});
