import { type ReportExportFormat, type ReportJob, ReportJobStatus } from '@portal/contracts';
import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { reportJob } from './report-jobs.schema';

/*
 * The SQL of report jobs (decision 0026): queueing, the claim under a lease, progress,
 * the outcome, and the sweep of expired jobs. "My reports" reads the same table in the
 * reports module's repository.
 */

export type ReportJobRow = typeof reportJob.$inferSelect;

/** A job as the API answers it. */
export function presentReportJob(row: ReportJobRow): ReportJob {
  return {
    id: row.id,
    report: row.report,
    format: row.format as ReportExportFormat,
    status: row.status,
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    fileName: row.fileName,
    size: row.size,
    error: row.error,
    errorParams: row.errorParams ?? null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** A person's jobs not finished yet (queued or being written). */
export async function countUnfinishedJobs(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reportJob)
    .where(
      and(
        eq(reportJob.userId, userId),
        inArray(reportJob.status, [ReportJobStatus.Queued, ReportJobStatus.Running]),
      ),
    );
  return Number(row?.count ?? 0);
}

/**
 * Holds a person's queueing until the transaction ends (an advisory lock on their id), so
 * that two calls at once cannot both pass the count of unfinished jobs.
 */
export async function lockJobsOf(tx: Db, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727002, ${userId})`);
}

export async function insertJob(
  db: Db,
  values: {
    municipalityId: number;
    userId: number;
    report: string;
    format: ReportExportFormat;
    languageId: number;
    filters: Record<string, unknown>;
    expiresAt: Date;
  },
): Promise<ReportJobRow> {
  const [row] = await db.insert(reportJob).values(values).returning();
  return row!;
}

/**
 * Takes the oldest due job under a lease: a queued one, or one whose runner's lease ran
 * out (its process died). The id is chosen once, as an array of the locked row, so that
 * two runners never take one job (the other skips the locked row).
 */
export async function claimJob(
  db: Db,
  options: { now: Date; leaseMs: number; holder: string },
): Promise<ReportJobRow | undefined> {
  const { now } = options;
  const due = db
    .select({ id: reportJob.id })
    .from(reportJob)
    .where(
      and(
        or(
          eq(reportJob.status, ReportJobStatus.Queued),
          and(eq(reportJob.status, ReportJobStatus.Running), lte(reportJob.leaseUntil, now)),
        ),
        gt(reportJob.expiresAt, now),
      ),
    )
    .orderBy(asc(reportJob.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(reportJob)
    .set({
      status: ReportJobStatus.Running,
      attempts: sql`${reportJob.attempts} + 1`,
      rowsDone: 0,
      startedAt: now,
      leaseUntil: new Date(now.getTime() + options.leaseMs),
      claimedBy: options.holder,
    })
    .where(sql`${reportJob.id} = any(array(${due}))`)
    .returning();
  return row;
}

const heldBy = (id: string, holder: string) =>
  and(eq(reportJob.id, id), eq(reportJob.claimedBy, holder), eq(reportJob.status, ReportJobStatus.Running));

/**
 * Records progress and extends the lease; false when the runner no longer holds the job
 * (it was deleted, or taken over after its lease ran out), so it stops writing.
 */
export async function recordProgress(
  db: Db,
  job: { id: string; holder: string },
  values: { rowsDone?: number; rowsTotal?: number; leaseUntil: Date },
): Promise<boolean> {
  const rows = await db
    .update(reportJob)
    .set(values)
    .where(heldBy(job.id, job.holder))
    .returning({ id: reportJob.id });
  return rows.length > 0;
}

/** Records the file of a finished job; false when the runner no longer holds it. */
export async function finishJob(
  db: Db,
  job: { id: string; holder: string },
  values: {
    fileName: string;
    storageKey: string;
    size: number;
    rowsDone: number;
    now: Date;
    expiresAt: Date;
  },
): Promise<boolean> {
  const rows = await db
    .update(reportJob)
    .set({
      status: ReportJobStatus.Done,
      fileName: values.fileName,
      storageKey: values.storageKey,
      size: values.size,
      rowsDone: values.rowsDone,
      finishedAt: values.now,
      expiresAt: values.expiresAt,
      leaseUntil: null,
      claimedBy: null,
    })
    .where(heldBy(job.id, job.holder))
    .returning({ id: reportJob.id });
  return rows.length > 0;
}

/** Records why a job failed (a message key and its values), if the runner still holds it. */
export async function failJob(
  db: Db,
  job: { id: string; holder: string },
  values: { error: string; errorParams: Record<string, number> | null; now: Date },
): Promise<void> {
  await db
    .update(reportJob)
    .set({
      status: ReportJobStatus.Failed,
      error: values.error,
      errorParams: values.errorParams,
      finishedAt: values.now,
      leaseUntil: null,
      claimedBy: null,
    })
    .where(heldBy(job.id, job.holder));
}

/** Gives jobs this runner holds back to the queue, uncounted, for another process to take at once. */
export async function releaseJobs(db: Db, ids: readonly string[], holder: string): Promise<void> {
  if (!ids.length) return;
  await db
    .update(reportJob)
    .set({
      status: ReportJobStatus.Queued,
      attempts: sql`greatest(${reportJob.attempts} - 1, 0)`,
      rowsDone: 0,
      rowsTotal: null,
      startedAt: null,
      leaseUntil: null,
      claimedBy: null,
    })
    .where(
      and(
        inArray(reportJob.id, [...ids]),
        eq(reportJob.claimedBy, holder),
        eq(reportJob.status, ReportJobStatus.Running),
      ),
    );
}

/** Deletes the jobs past their time; answers their files' keys, for removal. */
export async function deleteExpiredJobs(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .delete(reportJob)
    .where(lte(reportJob.expiresAt, now))
    .returning({ storageKey: reportJob.storageKey });
  return rows.flatMap((r) => (r.storageKey ? [r.storageKey] : []));
}
