import { asc, sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import type { Database } from './database';
import { jsonRows } from './json-rows';

// Every kind of column a child table has: names that differ from the property, timestamps with and
// without a time zone, JSON, booleans and nulls.
const parent = pgTable('json_rows_parent', { id: integer('id').primaryKey() });
const child = pgTable('json_rows_child', {
  id: integer('id').primaryKey(),
  parentId: integer('parent_id').notNull(),
  fileName: text('file_name'),
  name: jsonb('name').$type<{ bs: string; hr: string }>(),
  shown: boolean('shown').notNull(),
  dateCreated: timestamp('date_created', { withTimezone: true }).notNull(),
  dueAt: timestamp('due_at'),
});

describe('jsonRows', () => {
  let database: Database;

  beforeAll(async () => {
    database = await freshDatabase(inject('template'));
    await database.db.execute(sql`create table json_rows_parent (id integer primary key)`);
    await database.db.execute(sql`create table json_rows_child (id integer primary key,
      parent_id integer not null, file_name text, name jsonb, shown boolean not null,
      date_created timestamptz not null, due_at timestamp)`);
    await database.db.insert(parent).values([{ id: 1 }, { id: 2 }]);
    await database.db.insert(child).values([
      {
        id: 10,
        parentId: 1,
        fileName: 'zapisnik.pdf',
        name: { bs: 'Služba', hr: 'Odjel' },
        shown: true,
        dateCreated: new Date('2026-03-01T08:15:30.123Z'),
        dueAt: new Date('2026-03-15T12:00:00.000Z'),
      },
      {
        id: 11,
        parentId: 1,
        fileName: null,
        name: null,
        shown: false,
        dateCreated: new Date('2026-12-31T23:59:59.999Z'),
        dueAt: null,
      },
    ]);
  });
  afterAll(() => database.close());

  it('reads rows aggregated in the parent’s query exactly as the table’s own query reads them', async () => {
    const direct = await database.db.select().from(child).orderBy(asc(child.id));
    const [one, two] = await database.db
      .select({
        id: parent.id,
        children: sql<unknown>`(select json_agg(c order by c.id) from json_rows_child c
          where c.parent_id = ${parent}.id)`,
      })
      .from(parent)
      .orderBy(asc(parent.id));
    const rows = jsonRows(child);
    expect(rows.many(one!.children)).toEqual(direct);
    expect(rows.many(one!.children)[0]!.dateCreated).toBeInstanceOf(Date);
    // A parent without children: json_agg gives null, read as none.
    expect(two!.children).toBeNull();
    expect(rows.many(two!.children)).toEqual([]);
  });

  it('refuses a table whose values JSON would change (a numeric’s scale, a 64-bit integer)', () => {
    const money = pgTable('json_rows_money', { id: integer('id').primaryKey(), amount: numeric('amount') });
    expect(() => jsonRows(money)).toThrow(/amount/);
  });
});
