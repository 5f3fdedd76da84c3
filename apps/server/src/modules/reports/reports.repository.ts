import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { ReportJobRow } from '../../platform/reports/report-jobs.repository';
import { reportJob } from '../../platform/reports/report-jobs.schema';

/** Whose jobs: a person of a municipality. */
export type JobOwner = { userId: number; municipalityId: number };

const ownedBy = (owner: JobOwner) =>
  and(eq(reportJob.userId, owner.userId), eq(reportJob.municipalityId, owner.municipalityId));

/** The owner's jobs that are not past their time, newest first. */
export function listJobsOf(db: Db, owner: JobOwner, now: Date): Promise<ReportJobRow[]> {
  return db
    .select()
    .from(reportJob)
    .where(and(ownedBy(owner), gt(reportJob.expiresAt, now)))
    .orderBy(desc(reportJob.createdAt), desc(reportJob.id));
}

/** One of the owner's jobs; nothing for another person's. */
export async function findJobOf(db: Db, owner: JobOwner, id: string): Promise<ReportJobRow | undefined> {
  const [row] = await db
    .select()
    .from(reportJob)
    .where(and(eq(reportJob.id, id), ownedBy(owner)));
  return row;
}

/** Deletes one of the owner's jobs; answers whether there was one, and its file's key. */
export async function deleteJobOf(
  db: Db,
  owner: JobOwner,
  id: string,
): Promise<{ storageKey: string | null } | undefined> {
  const [row] = await db
    .delete(reportJob)
    .where(and(eq(reportJob.id, id), ownedBy(owner)))
    .returning({ storageKey: reportJob.storageKey });
  return row;
}
