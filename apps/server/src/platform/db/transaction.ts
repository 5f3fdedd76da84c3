import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgQueryResultHKT, PgTransaction, PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Db, Schema } from './database';

/**
 * The handle of an open transaction, the same type on PGlite and PostgreSQL. Drizzle's
 * transaction class extends its database class, so a `Tx` is a `Db`: repository functions
 * take a `Db` and are given the database or a transaction without a cast.
 */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/**
 * Runs `work` in one transaction: committed when it resolves (its value is answered),
 * rolled back when it throws, and the error reaches the caller unchanged (a lost database
 * still answers 503, a unique violation is still refused by its module). Given a
 * transaction, it opens a savepoint inside it (where `config` does not apply).
 */
export function inTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  return db.transaction(work, config);
}
