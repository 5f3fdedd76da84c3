import type { Db } from './database';

/** What Drizzle's `.prepare(name)` gives: the statement built once, run with its placeholders' values. */
type Prepared<P, R> = { execute(placeholders: P): Promise<R> };

/**
 * A statement built once per database handle and run with placeholders (`sql.placeholder('id')`)
 * instead of being built by the query builder on every call: on PostgreSQL it is a named
 * prepared statement, parsed and planned once per connection (decision 0030). Hot reads use
 * it, one per filter shape:
 *
 *     const byId = preparedQuery('complaint_by_id', (db) =>
 *       db.select().from(complaint).where(eq(complaint.id, sql.placeholder('id'))).prepare('complaint_by_id'));
 *     const rows = await byId(db, { id });
 *
 * A transaction is a handle of its own: the statement is built for it on its first use there.
 */
export function preparedQuery<P extends Record<string, unknown>, R>(
  build: (db: Db) => Prepared<P, R>,
): (db: Db, placeholders: P) => Promise<R> {
  const built = new WeakMap<Db, Prepared<P, R>>();
  return (db, placeholders) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement.execute(placeholders);
  };
}
