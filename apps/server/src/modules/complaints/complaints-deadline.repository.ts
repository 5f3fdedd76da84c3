import { ComplaintStatus } from '@portal/contracts';
import { TIME_ZONE } from '@portal/i18n/server';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { organizationalUnit } from '../code-lists/code-lists.schema';
import { complaint } from './complaints.schema';

// Statutory clocks: a complaint's deadline from its category, whether it is past it, and the
// share responded to in time. No import from the search repository: it reads `overdue` from here.

/**
 * Past its deadline: due before now, not answered, neither resolved nor found inappropriate, and
 * not merged into another report. Its first three terms are `complaint_due_idx`'s, so the staff
 * list's "overdue only" reads that partial index.
 */
export const overdue: SQL<boolean> = sql<boolean>`(${complaint.dueAt} < now()
  and ${complaint.dateAnswered} is null
  and ${complaint.statusId} not in (${ComplaintStatus.Inappropriate}, ${ComplaintStatus.Resolved})
  and ${complaint.mergedIntoId} is null)`;

/** `overdue` as a list's column: false, not null, without a deadline. */
export const overdueFlag = sql<boolean>`coalesce(${overdue}, false)`;

/**
 * Sets a complaint's deadline from its category's response days, counted from the report as
 * calendar days in the municipality's time zone (the same wall-clock time N days later, whatever
 * the clocks do meanwhile); no deadline when the category has none.
 */
export async function setDueAt(tx: Db, complaintId: number): Promise<void> {
  await tx.execute(sql`update complaint c set due_at = (
      select ((c.date_created at time zone ${TIME_ZONE}) + make_interval(days => cc.response_days))
        at time zone ${TIME_ZONE}
      from complaint_category cc where cc.id = c.category_id and cc.response_days is not null)
    where c.id = ${complaintId}`);
}

const shareUnit = alias(organizationalUnit, 'deadline_unit');

/**
 * Complaints with a deadline that were responded to (answered, or resolved without an answer)
 * or are overdue, and of them those responded to by the deadline, per unit. Those still within
 * their time are not counted yet; merged duplicates are not counted.
 */
export function deadlineCounts(db: Db, where: SQL) {
  const respondedAt = sql`coalesce(${complaint.dateAnswered}, ${complaint.dateResolved})`;
  const counted = sql<number>`(count(*) filter (where ${respondedAt} is not null or ${overdue}))::int`;
  return db
    .select({
      id: complaint.organizationalUnitId,
      name: shareUnit.name,
      counted,
      inTime: sql<number>`(count(*) filter (where ${respondedAt} <= ${complaint.dueAt}))::int`,
    })
    .from(complaint)
    .leftJoin(shareUnit, eq(shareUnit.id, complaint.organizationalUnitId))
    .where(and(where, sql`${complaint.dueAt} is not null and ${complaint.mergedIntoId} is null`))
    .groupBy(complaint.organizationalUnitId, shareUnit.name)
    .orderBy(desc(counted), complaint.organizationalUnitId);
}
