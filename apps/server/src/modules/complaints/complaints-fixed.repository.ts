import { ComplaintEvent, ComplaintParameter, ComplaintStatus } from '@portal/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { complaint, complaintStatusHistory } from './complaints.schema';

// "Was it fixed?": the reporters due the question, the question by its link, and the answer.

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const days = (n: number) => n * 86_400_000;

export type UnaskedComplaint = {
  id: number;
  municipalityId: number;
  userId: number;
  year: number;
  sequence: number;
  title: string;
};

/**
 * Claims, for the caller's transaction, resolved complaints whose reporter is due the question:
 * resolved at least the municipality's FixedQuestionDays ago (its default when not set) and at
 * most `graceDays` before that (older ones are never asked), not asked since, not merged. Rows
 * another transaction holds are skipped (FOR UPDATE SKIP LOCKED), so processes share the work.
 */
export function claimUnasked(
  tx: Db,
  options: {
    now: Date;
    limit: number;
    defaultDays: number;
    bounds: { min: number; max: number };
    graceDays: number;
  },
): Promise<UnaskedComplaint[]> {
  const { now, defaultDays, graceDays, bounds } = options;
  const wait = sql`make_interval(days => coalesce(p.value, ${defaultDays}))`;
  return queryRows<UnaskedComplaint>(
    tx,
    sql`select c.id, c.municipality_id as "municipalityId", c.user_id as "userId", c.year, c.sequence,
        c.title
      from complaint c
      left join complaint_parameter p
        on p.municipality_id = c.municipality_id and p.id = ${ComplaintParameter.FixedQuestionDays}
      where c.status_id = ${ComplaintStatus.Resolved} and c.fixed_asked_at is null
        and c.merged_into_id is null
        and c.date_resolved <= ${at(now)} - ${wait}
        and c.date_resolved > ${at(now)} - ${wait} - make_interval(days => ${graceDays})
        -- the parameter's bounds, for complaint_fixed_ask_idx's range
        and c.date_resolved <= ${at(new Date(now.getTime() - days(bounds.min)))}
        and c.date_resolved > ${at(new Date(now.getTime() - days(bounds.max + graceDays)))}
      order by c.date_resolved, c.id
      limit ${options.limit}
      for update of c skip locked`,
  );
}

/** Records that the reporter was asked, with the SHA-256 of the link's token; no answer yet. */
export async function markAsked(tx: Db, id: number, values: { at: Date; tokenHash: string }) {
  await tx
    .update(complaint)
    .set({ fixedAskedAt: values.at, fixedTokenHash: values.tokenHash, fixedConfirmed: null })
    .where(eq(complaint.id, id));
}

/** The complaint a link's token stands for, in the municipality; locked for an answer when asked. */
export async function findByToken(
  db: Db,
  municipalityId: number,
  tokenHash: string,
  options: { lock: boolean } = { lock: false },
) {
  const query = db
    .select({
      id: complaint.id,
      municipalityId: complaint.municipalityId,
      userId: complaint.userId,
      year: complaint.year,
      sequence: complaint.sequence,
      title: complaint.title,
      statusId: complaint.statusId,
      organizationalUnitId: complaint.organizationalUnitId,
      dateResolved: complaint.dateResolved,
      fixedAskedAt: complaint.fixedAskedAt,
      fixedConfirmed: complaint.fixedConfirmed,
    })
    .from(complaint)
    .where(and(eq(complaint.municipalityId, municipalityId), eq(complaint.fixedTokenHash, tokenHash)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The comment of the complaint's last move to Resolved: what staff said they did. */
export async function resolutionNote(db: Db, complaintId: number): Promise<string> {
  const [row] = await db
    .select({ comment: complaintStatusHistory.comment })
    .from(complaintStatusHistory)
    .where(
      and(
        eq(complaintStatusHistory.complaintId, complaintId),
        eq(complaintStatusHistory.statusId, ComplaintStatus.Resolved),
        eq(complaintStatusHistory.event, ComplaintEvent.StatusChange),
      ),
    )
    .orderBy(desc(complaintStatusHistory.dateCreated), desc(complaintStatusHistory.id))
    .limit(1);
  return row?.comment ?? '';
}

export async function confirmFixed(tx: Db, id: number): Promise<void> {
  await tx.update(complaint).set({ fixedConfirmed: true }).where(eq(complaint.id, id));
}

/**
 * Reopens a complaint its reporter says is not fixed: back to `statusId`, no longer resolved, and
 * asked again after its next resolution. The token's hash stays until then, so the used link is
 * told apart from a wrong one ("already answered").
 */
export async function reopen(tx: Db, id: number, statusId: ComplaintStatus): Promise<void> {
  await tx
    .update(complaint)
    .set({ statusId, dateResolved: null, fixedAskedAt: null, fixedConfirmed: false })
    .where(eq(complaint.id, id));
}

/**
 * Of the complaints `where` selects: all, those resolved, those resolved whose reporter was asked
 * "was it fixed?", and of them those the reporter confirmed.
 */
export async function fixedCounts(db: Db, where: SQL) {
  const resolved = sql`${complaint.statusId} = ${ComplaintStatus.Resolved}`;
  const asked = sql`${resolved} and ${complaint.fixedAskedAt} is not null`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      resolved: sql<number>`(count(*) filter (where ${resolved}))::int`,
      asked: sql<number>`(count(*) filter (where ${asked}))::int`,
      confirmed: sql<number>`(count(*) filter (where ${asked} and ${complaint.fixedConfirmed}))::int`,
    })
    .from(complaint)
    .where(where);
  return row ?? { total: 0, resolved: 0, asked: 0, confirmed: 0 };
}
