import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freshDatabase } from '../../test/database';
import { type Database, migrationsFolder, queryRows } from '../platform/db/database';

describe('migrations', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(inject('template'));
  });
  afterAll(() => database.close());

  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };

  it('records every committed migration in the migrations table', async () => {
    const rows = await queryRows(database.db, sql`select hash from drizzle.__drizzle_migrations`);
    expect(rows).toHaveLength(journal.entries.length);
  });

  it('applies nothing twice when run again at the next start', async () => {
    await database.migrate();
    const rows = await queryRows(
      database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(rows[0]).toEqual({ n: journal.entries.length });
  });

  it('creates the tables the modules declare', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'caption_override',
        'language',
        'municipality',
        'newsletter_subscription',
        'sponsor',
      ]),
    );
  });

  it('keeps constraints in the database: a municipality kind outside 1 and 2 is refused', async () => {
    await expect(database.db.execute(sql`update municipality set kind = 7 where id = 6`)).rejects.toThrow();
  });
});
