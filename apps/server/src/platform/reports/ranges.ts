import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/*
 * Ranges of a report's rows (engine.ts): a page by offset for Search, a batch after a key
 * for an export. For rows ordered by a moment and then an id, ascending, the key is both,
 * the moment as the database writes it (microseconds kept: a JavaScript Date would lose
 * them and repeat rows).
 */

export type ReportRange = { offset: number; limit: number } | { after: string | null; limit: number };

/** The key of a row ordered by (moment, id), as the database writes it: "2026-03-01 10:00:00.123456+00|42". */
export const momentKey = (moment: AnyColumn, id: AnyColumn): SQL<string> =>
  sql<string>`(${moment}::text || '|' || ${id}::text)`;

/** The condition and offset of a range over rows ordered by (moment, id). */
export function momentRange(
  range: ReportRange,
  moment: AnyColumn,
  id: AnyColumn,
): { where: SQL | undefined; offset: number } {
  if ('offset' in range) return { where: undefined, offset: range.offset };
  if (range.after === null) return { where: undefined, offset: 0 };
  const cut = range.after.lastIndexOf('|');
  const at = range.after.slice(0, cut);
  const last = Number(range.after.slice(cut + 1));
  return { where: sql`(${moment}, ${id}) > (${at}::timestamptz, ${last})`, offset: 0 };
}
