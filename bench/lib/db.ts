import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The one thing the bench needs of a database: a query with positional parameters. */
export type Sql = {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: R[] }>;
  close(): Promise<void>;
};

/** A PostgreSQL server by URL, or the embedded PGlite in `dataDir/pgdata` as the portal keeps it. */
export async function openSql(target: { databaseUrl: string } | { dataDir: string }): Promise<Sql> {
  if ('databaseUrl' in target) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    return {
      query: async <R>(text: string, params?: unknown[]) => ({
        rows: (await client.query(text, params)).rows as R[],
      }),
      close: () => client.end(),
    };
  }
  const db = await PGlite.create(`${target.dataDir}/pgdata`);
  return {
    query: async <R>(text: string, params?: unknown[]) => ({
      rows: (await db.query<R>(text, params)).rows,
    }),
    close: () => db.close(),
  };
}

/** Creates a database on a server (dropping one of that name first) and answers its URL. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
