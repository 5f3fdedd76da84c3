import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import {
  type LanguageId,
  mayCall,
  type ReportExportFormat,
  reportFormatFiles,
  type ServerMessageKey,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../auth/auth';
import { Cycles } from '../cycles';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { AppError, TooManyRequests } from '../errors';
import type { FileStorage } from '../files/storage';
import type { ReportEngine, ServerReport } from './engine';
import {
  claimJob,
  countUnfinishedJobs,
  deleteExpiredJobs,
  failJob,
  finishJob,
  insertJob,
  lockJobsOf,
  recordProgress,
  releaseJobs,
  type ReportJobRow,
} from './report-jobs.repository';

/*
 * Report exports made in the background (decision 0026). Any server process runs a runner
 * on the shared database and storage: it claims the oldest due job (FOR UPDATE SKIP LOCKED,
 * under a lease it renews while writing), rebuilds the asker's access as it is now, writes
 * the file through the same engine path as Export, and stores it for REPORT_JOB_KEEP_HOURS.
 * A runner that dies leaves its job to whichever runner comes by after the lease.
 */

/** Unfinished jobs (queued or being written) one person may have at once. */
export const REPORT_JOBS_PER_PERSON = 3;
/** Claims of one job before it is failed: a job that takes its process down must not do so forever. */
export const MAX_JOB_ATTEMPTS = 3;

const HOUR = 3_600_000;

/** The asker of a job as the accounts are now: null when the account is gone or not active. */
export type JobPrincipals = (who: { userId: number; municipalityId: number }) => Promise<Principal | null>;

export type ReportJobsDeps = {
  db: Db;
  storage: FileStorage;
  engine: ReportEngine;
  /** Every module's reports, by which a job names its report. */
  reports: readonly ServerReport[];
  principals: JobPrincipals;
  config: { REPORT_JOB_KEEP_HOURS: number };
  log?: FastifyBaseLogger;
};

export type ReportJobsOptions = {
  /** The clock of leases and expiry (tests move it). */
  now?: () => Date;
  /** How long a claim holds; renewed after every batch of rows and every third of it. */
  leaseMs?: number;
  /** How long stop() waits for the job in flight to wind down before releasing it. */
  stopWaitMs?: number;
};

/** Why a job stopped writing without an outcome of its own: it is no longer this runner's. */
class JobLost extends Error {}

type Running = { id: string; lost: boolean };

export class ReportJobs {
  private readonly now: () => Date;
  private readonly leaseMs: number;
  private readonly stopWaitMs: number;
  private readonly holder = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly byName: ReadonlyMap<string, ServerReport>;
  private readonly cycles: Cycles;
  /** Jobs this runner claimed and has not settled: released on stop. */
  private readonly held = new Set<string>();
  private running: Running | null = null;
  /** Whether start() was called: only a started runner is woken by a queued job. */
  private started = false;

  constructor(
    private readonly deps: ReportJobsDeps,
    private readonly options: ReportJobsOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.leaseMs = options.leaseMs ?? 60_000;
    this.stopWaitMs = options.stopWaitMs ?? 5_000;
    this.byName = new Map(deps.reports.map((r) => [r.report.name, r]));
    this.cycles = new Cycles({
      name: 'report jobs',
      work: async () => {
        await this.sweep();
        return this.runDue();
      },
      log: deps.log,
      stopWaitMs: this.stopWaitMs,
      // The job in flight stops at its next batch; the release gives it to another process.
      interrupt: () => {
        if (this.running) this.running.lost = true;
      },
      release: () => this.release(),
    });
  }

  /** Another runner on the same database, storage and reports, as another process would have. */
  another(options: ReportJobsOptions = {}): ReportJobs {
    return new ReportJobs(this.deps, { ...this.options, ...options });
  }

  /**
   * Queues a job for the caller, refused (429) when they already have REPORT_JOBS_PER_PERSON
   * unfinished, and wakes this process's runner if it runs. Access and the row limits are
   * checked by the caller (the ExportJob call) before.
   */
  async queue(request: {
    principal: Principal;
    report: string;
    format: ReportExportFormat;
    languageId: LanguageId;
    filters: Record<string, unknown>;
  }): Promise<ReportJobRow> {
    const { principal } = request;
    const job = await inTransaction(this.deps.db, async (tx) => {
      await lockJobsOf(tx, principal.userId);
      if ((await countUnfinishedJobs(tx, principal.userId)) >= REPORT_JOBS_PER_PERSON) {
        throw new TooManyRequests('too_many_report_jobs', 60_000, { maximum: REPORT_JOBS_PER_PERSON });
      }
      return insertJob(tx, {
        municipalityId: principal.municipalityId,
        userId: principal.userId,
        report: request.report,
        format: request.format,
        languageId: request.languageId,
        filters: request.filters,
        expiresAt: this.keptUntil(),
      });
    });
    if (this.started) this.wake();
    return job;
  }

  /** Starts a cycle now (after a job was queued); while one runs, one more follows it. */
  wake(): void {
    this.cycles.wake();
  }

  /** Resolves when no cycle runs in this process. */
  idle(): Promise<void> {
    return this.cycles.idle();
  }

  /** Runs a cycle every `intervalMs`: the expired jobs swept, then due jobs written one by one. */
  start(intervalMs = 3_000): void {
    this.started = true;
    this.cycles.start(intervalMs);
  }

  /**
   * Stops: the job in flight stops at its next batch (waited for at most `stopWaitMs`) and
   * goes back to the queue, so another process starts it at once rather than after the lease.
   */
  stop(): Promise<void> {
    this.started = false;
    return this.cycles.stop();
  }

  /** Deletes the jobs past their time, and their files. */
  async sweep(): Promise<number> {
    const keys = await deleteExpiredJobs(this.deps.db, this.now());
    for (const key of keys) {
      await this.deps.storage.delete(key).catch((err: unknown) => {
        this.deps.log?.warn({ err, key }, 'report job file not removed');
      });
    }
    return keys.length;
  }

  /** Claims the oldest due job and writes it; answers 1, or 0 when none was due. */
  async runDue(): Promise<number> {
    if (this.cycles.stopping) return 0;
    const job = await claimJob(this.deps.db, {
      now: this.now(),
      leaseMs: this.leaseMs,
      holder: this.holder,
    });
    if (!job) return 0;
    this.held.add(job.id);
    const running: Running = { id: job.id, lost: false };
    this.running = running;
    try {
      await this.run(job, running);
    } finally {
      this.running = null;
    }
    return 1;
  }

  private keptUntil(): Date {
    return new Date(this.now().getTime() + this.deps.config.REPORT_JOB_KEEP_HOURS * HOUR);
  }

  private async run(job: ReportJobRow, running: Running): Promise<void> {
    const mine = { id: job.id, holder: this.holder };
    const server = this.byName.get(job.report);
    if (!server || job.attempts > MAX_JOB_ATTEMPTS) return this.fail(job, 'report_job_failed');
    // Access as it is now: a person who lost the right since asking gets no file.
    const principal = await this.deps.principals({ userId: job.userId, municipalityId: job.municipalityId });
    if (!principal || !mayCall(server.report.exportJob.access, principal)) return this.fail(job, 'forbidden');

    const lease = () => new Date(this.now().getTime() + this.leaseMs);
    const keep = async (values: { rowsDone?: number; rowsTotal?: number }) => {
      if (running.lost || !(await recordProgress(this.deps.db, mine, { ...values, leaseUntil: lease() }))) {
        running.lost = true;
        throw new JobLost();
      }
    };
    const dir = await mkdtemp(path.join(tmpdir(), 'report-job-'));
    // Between batches too (a chart drawn, a PDF laid out): the lease outlives a slow step.
    const renewal = setInterval(() => {
      if (running.lost) return;
      recordProgress(this.deps.db, mine, { leaseUntil: lease() }).then(
        (held) => {
          if (!held) running.lost = true;
        },
        (err: unknown) => this.deps.log?.warn({ err, jobId: job.id }, 'report job lease not renewed'),
      );
    }, this.leaseMs / 3);
    try {
      const format = job.format as ReportExportFormat;
      const scope = await this.deps.engine.scopeOf(principal, job.languageId as LanguageId);
      const prepared = await this.deps.engine.prepare(server, scope, job.filters, format);
      await keep({ rowsTotal: prepared.total });
      // Staged on local disk while the rows are written, then stored in one piece.
      const file = path.join(dir, `report.${reportFormatFiles[format].extension}`);
      const out = createWriteStream(file);
      const closed = finished(out);
      try {
        await prepared.write(out, (rowsDone) => keep({ rowsDone }));
        await closed;
      } catch (error) {
        out.destroy();
        await closed.catch(() => undefined);
        throw error;
      }
      if (running.lost) throw new JobLost();
      const data = await readFile(file);
      // A key of this claim's own: a runner that lost the job never overwrites another's file.
      const storageKey = `report-jobs/${job.id}/${randomBytes(6).toString('hex')}.${reportFormatFiles[format].extension}`;
      await this.deps.storage.put(storageKey, data);
      let done = false;
      try {
        done = await finishJob(this.deps.db, mine, {
          fileName: prepared.fileName,
          storageKey,
          size: data.length,
          rowsDone: prepared.total,
          now: this.now(),
          expiresAt: this.keptUntil(),
        });
      } finally {
        // Deleted or taken over meanwhile, or not recorded (the database away): the file is
        // nobody's, and no sweep would find it by a row.
        if (!done) await this.deps.storage.delete(storageKey).catch(() => undefined);
      }
      if (!done) throw new JobLost();
      this.held.delete(job.id);
    } catch (error) {
      if (error instanceof JobLost || running.lost) {
        // Stopping: the job is released for another process; otherwise it is no longer ours.
        if (!this.cycles.stopping) this.held.delete(job.id);
        return;
      }
      if (error instanceof AppError) return this.fail(job, error.key, error.params);
      this.deps.log?.error({ err: error, jobId: job.id, report: job.report }, 'report job failed');
      return this.fail(job, 'report_job_failed');
    } finally {
      clearInterval(renewal);
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async fail(
    job: ReportJobRow,
    error: ServerMessageKey,
    params?: Record<string, string | number>,
  ): Promise<void> {
    const numbers = params
      ? Object.fromEntries(
          Object.entries(params).filter((e): e is [string, number] => typeof e[1] === 'number'),
        )
      : null;
    await failJob(
      this.deps.db,
      { id: job.id, holder: this.holder },
      { error, errorParams: numbers, now: this.now() },
    );
    this.held.delete(job.id);
  }

  /** Gives the jobs this runner still holds back to the queue. */
  private async release(): Promise<void> {
    const ids = [...this.held];
    this.held.clear();
    await releaseJobs(this.deps.db, ids, this.holder);
  }
}
