import { ComplaintEvent, ComplaintStatus, type WorkQueueGroup } from '@portal/contracts';
import { and, asc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { complaintCategory, organizationalUnit } from '../code-lists/code-lists.schema';
import { overdue } from './complaints-deadline.repository';
import { complaint, complaintAnswer, complaintStatusHistory } from './complaints.schema';

// The staff work queue's groups as conditions of the complaints lists, and the queue's rows.

const queueUnit = alias(organizationalUnit, 'queue_unit');

/** A group of the caller's work queue: `unitIds` are the caller's unit and those under it. */
export type QueueCondition = { group: WorkQueueGroup; unitIds: readonly number[] };

/** Still to be handled: neither resolved nor found inappropriate, nor merged into another report. */
const open = () =>
  and(
    notInArray(complaint.statusId, [ComplaintStatus.Resolved, ComplaintStatus.Inappropriate]),
    isNull(complaint.mergedIntoId),
  );

const inUnits = (unitIds: readonly number[]) =>
  inArray(complaint.organizationalUnitId, unitIds.length ? [...unitIds] : [-1]);

/** The reporter said "not fixed" (history event 3) after the last answer, or before any answer. */
const reopenedSinceLastAnswer = () => sql`exists (
  select 1 from ${complaintStatusHistory}
  where ${complaintStatusHistory.complaintId} = ${complaint.id}
    and ${complaintStatusHistory.event} = ${ComplaintEvent.Reopened}
    and ${complaintStatusHistory.dateCreated} > coalesce(
      (select max(${complaintAnswer.dateCreated}) from ${complaintAnswer}
        where ${complaintAnswer.complaintId} = ${complaint.id}),
      '-infinity'::timestamptz))`;

/** The condition of a work queue's group (decision in work-queue.ts of the contracts). */
export function queueWhere(q: QueueCondition): SQL {
  switch (q.group) {
    case 'new':
      return and(
        eq(complaint.statusId, ComplaintStatus.Created),
        isNull(complaint.organizationalUnitId),
        isNull(complaint.mergedIntoId),
      )!;
    case 'mine':
      return and(inUnits(q.unitIds), open())!;
    case 'overdue':
      // The statutory clocks' own condition (the staff list's "overdue only" reads the same).
      return overdue;
    case 'waiting':
      return and(inUnits(q.unitIds), open(), or(isNull(complaint.dateAnswered), reopenedSinceLastAnswer()))!;
  }
}

/** The first rows of a group, the oldest first, and how many it holds; `where` includes the caller's scope. */
export async function queueRows(db: Db, where: SQL, limit: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: complaint.id,
        year: complaint.year,
        sequence: complaint.sequence,
        title: complaint.title,
        categoryName: complaintCategory.name,
        categoryIcon: complaintCategory.icon,
        statusId: complaint.statusId,
        dateCreated: complaint.dateCreated,
        dueAt: complaint.dueAt,
        address: complaint.address,
        organizationalUnitName: queueUnit.name,
        supportCount: complaint.supportCount,
      })
      .from(complaint)
      .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
      .leftJoin(queueUnit, eq(queueUnit.id, complaint.organizationalUnitId))
      .where(where)
      .orderBy(asc(complaint.dateCreated), asc(complaint.id))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(complaint)
      .where(where),
  ]);
  return { rows, totalCount: count?.n ?? 0 };
}

export type QueueRow = Awaited<ReturnType<typeof queueRows>>['rows'][number];
