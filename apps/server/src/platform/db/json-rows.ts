import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * Child rows read inside their parent's query instead of one query per child table (decision
 * 0030): the query aggregates a table's rows as JSON (`json_agg(t order by …)` in a correlated
 * subquery, the whole row under the table's column names) and this reads them back exactly as
 * the query builder reads the table's own rows: property names, timestamps as dates, JSON
 * columns as values.
 *
 *     const images = jsonRows(complaintImage);
 *     db.select({ images: sql`(select json_agg(i order by i.id) from complaint_image i where …)` })…
 *     images.many(row.images) // ComplaintImage rows
 */
export function jsonRows<T extends Table>(table: T) {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, column }));
  // A JSON number keeps neither a numeric's written scale (12.50) nor a 64-bit integer's digits.
  const lossy = columns.find(({ column }) => ['PgNumeric', 'PgBigInt64'].includes(column.columnType));
  if (lossy) throw new Error(`jsonRows: column ${lossy.column.name} would not pass through JSON intact`);
  function one(value: unknown): InferSelectModel<T> {
    const source = value as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    for (const { key, column } of columns) {
      const read = source[column.name];
      row[key] = read === null || read === undefined ? null : column.mapFromDriverValue(read);
    }
    return row as InferSelectModel<T>;
  }
  return {
    one,
    /** The rows of a `json_agg` (null when the subquery found none). */
    many(value: unknown): InferSelectModel<T>[] {
      return value === null || value === undefined ? [] : (value as unknown[]).map(one);
    },
  };
}
