import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/platform/db/database';

/** The address of another database on the same PostgreSQL server. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(base: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A test database's commits do not wait for the disk (`synchronous_commit = off`): a crash
 * could lose its last moments, which a test database never needs, and the suite's many small
 * transactions stop waiting for a flush each (the setting is the database's, not the server's).
 */
export const noWaitForDisk = (name: string) => `alter database ${name} set synchronous_commit = off`;

/**
 * A fresh database for one test file, copied from the migrated and seeded template
 * the global set-up made: a PostgreSQL database when DATABASE_URL is set, else an
 * in-memory PGlite loaded from a dump.
 */
export async function freshDatabase(template: {
  kind: 'postgres' | 'pglite';
  ref: string;
}): Promise<Database> {
  if (template.kind === 'pglite') {
    const dump = await readFile(template.ref);
    const client = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return openPglite(client);
  }
  const base = process.env['DATABASE_URL']!;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await adminQuery(base, `create database ${name} template ${template.ref}`);
  await adminQuery(base, noWaitForDisk(name));
  const database = openPostgres(databaseUrl(base, name), 4);
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(base, `drop database if exists ${name} with (force)`);
    },
  };
}
