import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { preparedQuery } from '../../platform/db/prepared';
import { appUser } from '../accounts/accounts.schema';
import { organizationalUnit } from '../code-lists/code-lists.schema';
import { complaint, complaintStatusHistory } from './complaints.schema';

// The history of a complaint as its timeline and the staff's history read it, and what a merge
// and a note write to it (issue 18).

const author = alias(appUser, 'history_author');
const historyUnit = alias(organizationalUnit, 'history_unit');
const related = alias(complaint, 'history_related');

/**
 * A complaint's history, oldest first, with the author, the unit and the other report of a
 * merge. Internal notes only with `internal: true` (staff in scope); the public never reads them.
 */
/** The history of a complaint, with internal notes (staff) or without (everyone else); prepared once each. */
const history = (internal: boolean) =>
  preparedQuery((db) =>
    db
      .select({
        entry: complaintStatusHistory,
        firstName: author.firstName,
        lastName: author.lastName,
        username: author.username,
        unitName: historyUnit.name,
        relatedYear: related.year,
        relatedSequence: related.sequence,
      })
      .from(complaintStatusHistory)
      .innerJoin(author, eq(author.id, complaintStatusHistory.userId))
      .leftJoin(historyUnit, eq(historyUnit.id, complaintStatusHistory.organizationalUnitId))
      .leftJoin(related, eq(related.id, complaintStatusHistory.relatedComplaintId))
      .where(
        and(
          eq(complaintStatusHistory.complaintId, sql.placeholder('complaintId')),
          internal ? undefined : eq(complaintStatusHistory.internal, false),
        ),
      )
      .orderBy(asc(complaintStatusHistory.dateCreated), asc(complaintStatusHistory.id))
      .prepare(internal ? 'complaint_history_staff' : 'complaint_history_public'),
  );
const historyWithNotes = history(true);
const publicHistory = history(false);

export function historyOf(db: Db, complaintId: number, options: { internal: boolean }) {
  return (options.internal ? historyWithNotes : publicHistory)(db, { complaintId });
}

export type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];

/** Writes a history row and answers it (a note, a merge's two rows). */
export async function insertHistoryRow(tx: Db, values: typeof complaintStatusHistory.$inferInsert) {
  const [row] = await tx.insert(complaintStatusHistory).values(values).returning();
  return row!;
}

/**
 * Locks the rows of the complaints of a merge until the transaction ends, in id order (two merges
 * of the same pair at once wait for each other rather than deadlock), and answers their state now.
 */
export async function lockComplaints(tx: Db, municipalityId: number, ids: readonly number[]) {
  return tx
    .select({
      id: complaint.id,
      statusId: complaint.statusId,
      mergedIntoId: complaint.mergedIntoId,
      inappropriate: complaint.inappropriate,
    })
    .from(complaint)
    .where(and(eq(complaint.municipalityId, municipalityId), inArray(complaint.id, [...ids])))
    .orderBy(asc(complaint.id))
    .for('update');
}
