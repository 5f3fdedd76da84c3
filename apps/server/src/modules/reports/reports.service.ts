import {
  type ReportExportFormat,
  type ReportJob,
  ReportJobStatus,
  reportFormatFiles,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import type { FileResult } from '../../platform/http';
import { presentReportJob } from '../../platform/reports/report-jobs.repository';
import { deleteJobOf, findJobOf, listJobsOf } from './reports.repository';

/**
 * "My reports": the caller's report exports made as jobs (decision 0026). Every call is
 * about the caller's own jobs: another person's id is not found, whoever asks.
 */
export function createMyReports(deps: { db: Db; storage: FileStorage; log?: FastifyBaseLogger }) {
  const { db, storage } = deps;
  const owner = (p: Principal) => ({ userId: p.userId, municipalityId: p.municipalityId });

  async function own(principal: Principal, id: string) {
    const job = await findJobOf(db, owner(principal), id);
    if (!job) throw notFound();
    return job;
  }

  return {
    async mine(principal: Principal): Promise<ReportJob[]> {
      return (await listJobsOf(db, owner(principal), new Date())).map(presentReportJob);
    },

    async get(principal: Principal, id: string): Promise<ReportJob> {
      return presentReportJob(await own(principal, id));
    },

    /** The finished file; refused while the job is not done, and once it has expired. */
    async file(principal: Principal, id: string): Promise<FileResult> {
      const job = await own(principal, id);
      if (job.expiresAt.getTime() <= Date.now()) throw new AppError(410, 'report_job_expired', 'id');
      if (job.status !== ReportJobStatus.Done || !job.storageKey || !job.fileName) {
        throw new AppError(409, 'report_job_not_ready', 'id');
      }
      const data = await storage.get(job.storageKey);
      if (!data) throw new AppError(410, 'report_job_expired', 'id');
      return {
        data,
        contentType: reportFormatFiles[job.format as ReportExportFormat].contentType,
        fileName: job.fileName,
      };
    },

    /**
     * Removes a job and its file; a runner writing it notices at its next batch that the
     * row is gone and stops, and removes what it had stored.
     */
    async remove(principal: Principal, id: string): Promise<void> {
      const removed = await inTransaction(db, (tx) => deleteJobOf(tx, owner(principal), id));
      if (!removed) throw notFound();
      if (removed.storageKey) {
        await storage.delete(removed.storageKey).catch((err: unknown) => {
          deps.log?.warn({ err, jobId: id }, 'report job file not removed');
        });
      }
    },
  };
}
