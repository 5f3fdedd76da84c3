import { ComplaintStatus } from '@portal/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { Tx } from '../../platform/db/transaction';
import { complaintCategory, organizationalUnit } from '../code-lists/code-lists.schema';
import { namedSensitiveCategories } from './complaints-profile';
import { profileCounts, sensitiveCategories } from './complaints-profile.repository';
import { complaint } from './complaints.schema';
import { deadlineCounts } from './complaints-deadline.repository';
import { fixedCounts } from './complaints-fixed.repository';
import { type ComplaintConditions, complaintWhere, TIME_ZONE, unit } from './complaints-search.repository';

const count = sql<number>`count(*)::int`;
const resolved = and(
  eq(complaint.statusId, ComplaintStatus.Resolved),
  sql`${complaint.dateResolved} is not null`,
);
const resolutionHours = sql<
  number | null
>`avg(extract(epoch from (${complaint.dateResolved} - ${complaint.dateCreated})) / 3600)::float8`;

/** What the statistics are counted from, with the names they show (their cache's `reads`). */
export const statisticsTables = [complaint, complaintCategory, organizationalUnit];

/**
 * The rest of the transaction reads without PostgreSQL's parallel workers: a large
 * municipality's recount (once a minute, in the background while its kept counts are answered)
 * then takes one core for longer instead of every core at once, and the requests answered
 * meanwhile keep their pace (issue 19). Its queries share the transaction's one connection.
 */
export async function readOnOneCore(tx: Tx): Promise<void> {
  await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
}

export async function statistics(db: Db, c: ComplaintConditions, months: { from: string; to: string }) {
  const where = complaintWhere(c);
  const month = sql<string>`to_char(${complaint.dateCreated} at time zone ${TIME_ZONE}, 'YYYY-MM')`;
  const [byCategory, byStatus, byUnit, byMonth, [average], byCategoryPerYear, resolvedByCategory, profiles] =
    await Promise.all([
      db
        .select({ id: complaint.categoryId, name: complaintCategory.name, count })
        .from(complaint)
        .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
        .where(where)
        .groupBy(complaint.categoryId, complaintCategory.name)
        .orderBy(desc(sql`count(*)`), asc(complaint.categoryId)),
      db.select({ id: complaint.statusId, count }).from(complaint).where(where).groupBy(complaint.statusId),
      db
        .select({ id: complaint.organizationalUnitId, name: unit.name, count })
        .from(complaint)
        .leftJoin(unit, eq(unit.id, complaint.organizationalUnitId))
        .where(where)
        .groupBy(complaint.organizationalUnitId, unit.name)
        .orderBy(desc(sql`count(*)`)),
      db
        .select({ month, count })
        .from(complaint)
        .where(and(complaintWhere({ ...c, dateFrom: months.from, dateTo: months.to })))
        .groupBy(sql`1`),
      db.select({ hours: resolutionHours }).from(complaint).where(and(where, resolved)),
      db
        .select({
          id: complaint.categoryId,
          year: sql<number>`extract(year from ${complaint.dateCreated} at time zone ${TIME_ZONE})::int`,
          count,
        })
        .from(complaint)
        .where(where)
        .groupBy(sql`1, 2`)
        .orderBy(sql`2`),
      db
        .select({ id: complaint.categoryId, name: complaintCategory.name, count, hours: resolutionHours })
        .from(complaint)
        .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
        .where(and(where, resolved))
        .groupBy(complaint.categoryId, complaintCategory.name)
        .orderBy(desc(sql`count(*)`), asc(complaint.categoryId)),
      profileCounts(db, c),
    ]);
  return {
    byCategory,
    byStatus,
    byUnit,
    byMonth,
    averageHours: average?.hours ?? null,
    byCategoryPerYear,
    resolvedByCategory,
    profiles,
    sensitiveCategories: await sensitiveCategories(db, c.municipalityId, namedSensitiveCategories(profiles)),
    fixed: await fixedCounts(db, where),
    deadlines: await deadlineCounts(db, where),
  };
}
