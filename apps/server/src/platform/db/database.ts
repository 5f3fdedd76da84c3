import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { withStatementCache } from './pglite-statements';
import * as schema from '../../db/schema';

export type Schema = typeof schema;
/**
 * The database handle: the same type for PGlite and PostgreSQL. Both drivers' databases are
 * one without a cast, and so is a transaction (`Tx`, opened with `inTransaction`).
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Where the committed migrations are: next to this file in the sources, and copied
 * beside the bundle (dist/migrations) by the build.
 */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.resolve(here, '../../db/migrations')];
  return candidates.find((dir) => existsSync(path.join(dir, 'meta'))) ?? candidates[1]!;
}

/** A session-level advisory lock key, so two servers starting together migrate once. */
const MIGRATION_LOCK = 727_001;

export function openPostgres(url: string, poolSize = 10): Database {
  // A server that does not answer is reported in seconds (a 503), not after the
  // operating system's minutes-long connect timeout.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 10_000 });
  // An idle connection the server ends (a restart, a dropped test database) is discarded
  // and replaced on demand; without a listener its error would end the process.
  pool.on('error', () => undefined);
  // So is a connection in use, which the pool's listener does not cover: the query or
  // transaction on it fails (answered 503), and the next request connects afresh.
  const inUse = new WeakSet<pg.PoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_err: Error | undefined, client: pg.PoolClient) => inUse.delete(client));
  pool.on('connect', (client) => {
    client.on('error', (err) => {
      if (!inUse.has(client)) return;
      // Drizzle's transaction may never release a connection that failed at BEGIN: it is
      // given back now, broken (so the pool ends it), and its user's own release is a no-op.
      inUse.delete(client);
      const release = (client as pg.PoolClient).release;
      (client as pg.PoolClient).release = () => undefined;
      release(err);
    });
  });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Each embedded database's count of its changes (`writeGeneration`). */
const generations = new WeakMap<Db, (tables?: readonly string[]) => number>();

/**
 * For the embedded database, which only this process reads and writes: a number that changes
 * with every change of the data of these tables (of any table without them), so that a count
 * read from them under one number is still exact while the number stands (the count caches,
 * platform/cache.ts). For PostgreSQL, undefined: other processes write to it too.
 */
export function writeGeneration(db: Db, tables?: readonly PgTable[]): (() => number) | undefined {
  const generation = generations.get(db);
  if (!generation) return undefined;
  const names = tables?.map((table) => getTableName(table));
  return () => generation(names);
}

export function openPglite(client: PGlite): Database {
  // Statements kept prepared (pglite-statements.ts); the migrations' run once, straight.
  const statements = withStatementCache(client);
  const db = drizzlePglite({ client: statements as unknown as PGlite, schema });
  generations.set(db, (tables) => statements.generation(tables));
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}

/** PostgreSQL when a URL is given, else PGlite with its data in `dataDir/pgdata`. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const dir = path.join(options.dataDir, 'pgdata');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return openPglite(client);
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Rows of a raw query; both drivers answer `{ rows }`, which the shared type loses. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
