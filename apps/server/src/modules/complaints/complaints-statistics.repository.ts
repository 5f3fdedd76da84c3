import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { complaintCategory } from '../code-lists/code-lists.schema';
import { complaint } from './complaints.schema';
import { type ComplaintConditions, complaintWhere, TIME_ZONE, unit } from './complaints-search.repository';

export async function statistics(db: Db, c: ComplaintConditions, months: { from: string; to: string }) {
  const where = complaintWhere(c);
  const month = sql<string>`to_char(${complaint.dateCreated} at time zone ${TIME_ZONE}, 'YYYY-MM')`;
  const [byCategory, byStatus, byUnit, byMonth, [average]] = await Promise.all([
    db
      .select({ id: complaint.categoryId, name: complaintCategory.name, count: sql<number>`count(*)::int` })
      .from(complaint)
      .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
      .where(where)
      .groupBy(complaint.categoryId, complaintCategory.name)
      .orderBy(desc(sql`count(*)`), asc(complaint.categoryId)),
    db
      .select({ id: complaint.statusId, count: sql<number>`count(*)::int` })
      .from(complaint)
      .where(where)
      .groupBy(complaint.statusId),
    db
      .select({ id: complaint.organizationalUnitId, name: unit.name, count: sql<number>`count(*)::int` })
      .from(complaint)
      .leftJoin(unit, eq(unit.id, complaint.organizationalUnitId))
      .where(where)
      .groupBy(complaint.organizationalUnitId, unit.name)
      .orderBy(desc(sql`count(*)`)),
    db
      .select({ month, count: sql<number>`count(*)::int` })
      .from(complaint)
      .where(and(complaintWhere({ ...c, dateFrom: months.from, dateTo: months.to })))
      .groupBy(sql`1`),
    db
      .select({
        hours: sql<
          number | null
        >`avg(extract(epoch from (${complaint.dateResolved} - ${complaint.dateCreated})) / 3600)::float8`,
      })
      .from(complaint)
      .where(and(where, eq(complaint.statusId, 5), sql`${complaint.dateResolved} is not null`)),
  ]);
  return { byCategory, byStatus, byUnit, byMonth, averageHours: average?.hours ?? null };
}
