import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { complaint } from './complaints.schema';

// Reporting (issue 18): how long the municipality usually takes to answer a report.

/**
 * The median hours from a report to its first answer over the public complaints reported since
 * `since` and answered, and how many there are. Read through the public date index.
 */
export async function medianResponseHours(
  db: Db,
  municipalityId: number,
  since: Date,
): Promise<{ medianHours: number | null; answeredCount: number }> {
  const [row] = await db
    .select({
      answeredCount: sql<number>`count(*)::int`,
      medianHours: sql<
        number | null
      >`(percentile_cont(0.5) within group (order by extract(epoch from (${complaint.dateAnswered} - ${complaint.dateCreated})) / 3600))::float8`,
    })
    .from(complaint)
    .where(
      and(
        eq(complaint.municipalityId, municipalityId),
        sql`${complaint.visible} and not ${complaint.inappropriate}`,
        gte(complaint.dateCreated, since),
        isNotNull(complaint.dateAnswered),
      ),
    );
  return { medianHours: row?.medianHours ?? null, answeredCount: row?.answeredCount ?? 0 };
}
