import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { defineReport, Profile, ReportJobStatus } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { createTenantDirectory } from '../../modules/tenancy';
import type { Principal } from '../auth/auth';
import type { Db } from '../db/database';
import { ServerTexts } from '../i18n';
import { createReportEngine, defineServerReport, EXPORT_BATCH } from './engine';
import { reportOutput } from './index';
import { type JobPrincipals, ReportJobs, type ReportJobsOptions } from './jobs';
import { reportJob } from './report-jobs.schema';

/*
 * The runner of report jobs, driven by hand on a report of the test's own: progress after
 * every batch, a runner that dies or stops mid-job, a job deleted while it is written,
 * expiry, and a job that fails.
 */

const MINUTE = 60_000;

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** A clock the test moves. */
function testClock(start = Date.now()) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

const probe = defineReport({
  name: 'JobProbe',
  module: 'probe',
  group: 'reports.groups.complaints',
  title: 'reports.menu.title',
  description: 'reports.menu.title',
  access: { profiles: [Profile.Manager] },
  filters: {},
  filterLabels: {},
  columns: [
    { key: 'n', label: 'reports.rowsSheet', type: 'number' },
    { key: 'name', label: 'reports.filters', type: 'text' },
  ],
});

describe('the runner of report jobs', () => {
  let ctx: TestContext;
  let db: Db;
  let userId: number;
  /** Rows the probe report has. */
  let total = 0;
  /** Waits before reading the rows from this offset, when set. */
  let holdAt: { offset: number; until: Promise<void>; reached: () => void } | null = null;
  let failing = false;
  let profileId: number = Profile.Manager;
  /** The offsets the rows were read from, in order. */
  let read: number[] = [];

  const server = defineServerReport({
    report: probe,
    count: async () => total,
    rows: async (_scope, _filters, { offset, limit }) => {
      read.push(offset);
      if (holdAt && holdAt.offset === offset) {
        const hold = holdAt;
        holdAt = null;
        hold.reached();
        await hold.until;
      }
      if (failing) throw new Error('the database said no');
      return Array.from({ length: Math.min(limit, total - offset) }, (_, i) => [
        offset + i + 1,
        `red ${offset + i + 1}`,
      ]);
    },
  });
  const principals: JobPrincipals = async ({ userId: id, municipalityId }): Promise<Principal> => ({
    userId: id,
    sessionId: '',
    municipalityId,
    profileId,
    rights: [],
    organizationalUnitId: null,
    username: 'probe',
  });

  function runner(options: ReportJobsOptions = {}): ReportJobs {
    const tenants = createTenantDirectory(db, ctx.storage);
    const engine = createReportEngine({
      db,
      config: ctx.config,
      tenants,
      texts: new ServerTexts(tenants),
      output: reportOutput,
    });
    return new ReportJobs(
      { db, storage: ctx.storage, engine, reports: [server], principals, config: ctx.config },
      options,
    );
  }

  /** Stops the writing before the rows from `offset` are read, until the test lets it go on. */
  function holdBefore(offset: number) {
    const reached = gate();
    const release = gate();
    holdAt = { offset, until: release.opened, reached: reached.open };
    return { reached: reached.opened, release: release.open };
  }

  const queue = (jobs: ReportJobs, format: 'csv' | 'xlsx' | 'pdf' = 'csv') =>
    jobs.queue({
      principal: { userId, municipalityId: 6 } as Principal,
      report: 'JobProbe',
      format,
      languageId: 1,
      filters: {},
    });
  const row = async (id: string) => (await db.select().from(reportJob).where(eq(reportJob.id, id)))[0];
  const filesOf = (id: string) => {
    const dir = path.join(ctx.config.dataDir, 'files', 'report-jobs', id);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  beforeAll(async () => {
    ctx = await startApp();
    db = ctx.database.db;
    userId = (await createAccount(ctx, { profileId: Profile.Manager })).id;
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await db.delete(reportJob);
    total = 2_500;
    holdAt = null;
    failing = false;
    profileId = Profile.Manager;
  });

  it('records the rows written after every batch, then the file', async () => {
    const jobs = runner();
    const job = await queue(jobs);
    const hold = holdBefore(EXPORT_BATCH);
    const running = jobs.runDue();
    await hold.reached;
    expect(await row(job.id)).toMatchObject({
      status: ReportJobStatus.Running,
      rowsDone: EXPORT_BATCH,
      rowsTotal: 2_500,
      attempts: 1,
    });
    hold.release();
    expect(await running).toBe(1);
    const done = (await row(job.id))!;
    expect(done).toMatchObject({
      status: ReportJobStatus.Done,
      rowsDone: 2_500,
      leaseUntil: null,
      claimedBy: null,
    });
    const file = (await ctx.storage.get(done.storageKey!))!;
    expect(done.size).toBe(file.length);
    const lines = file.toString('utf8').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2_501);
    expect(lines[2_500]).toBe('2500;red 2500');
  });

  it('leaves the job of a runner that stopped renewing to another once the lease has run out', async () => {
    const clock = testClock();
    const dying = runner({ now: clock.now, leaseMs: MINUTE });
    const next = runner({ now: clock.now, leaseMs: MINUTE });
    const job = await queue(dying);
    const hold = holdBefore(EXPORT_BATCH);
    const stuck = dying.runDue();
    await hold.reached;

    expect(await next.runDue()).toBe(0);
    clock.advance(MINUTE + 1_000);
    expect(await next.runDue()).toBe(1);
    const done = (await row(job.id))!;
    expect(done).toMatchObject({ status: ReportJobStatus.Done, rowsDone: 2_500, attempts: 2 });

    // The first runner comes back to life: it notices the job is no longer its own and
    // leaves the other's outcome and file alone.
    hold.release();
    expect(await stuck).toBe(1);
    expect(await row(job.id)).toEqual(done);
    expect(filesOf(job.id)).toEqual([path.basename(done.storageKey!)]);
    expect(await ctx.storage.get(done.storageKey!)).not.toBeNull();
  });

  it('on stop, stops the job in flight and gives it back to the queue for another process at once', async () => {
    const stopping = runner({ stopWaitMs: 5_000 });
    stopping.start(60 * MINUTE);
    const job = await queue(stopping);
    const hold = holdBefore(EXPORT_BATCH);
    // Queueing woke the started runner: the job is being written.
    await hold.reached;
    const stopped = stopping.stop();
    hold.release();
    await stopped;
    expect(await row(job.id)).toMatchObject({
      status: ReportJobStatus.Queued,
      attempts: 0,
      rowsDone: 0,
      rowsTotal: null,
      leaseUntil: null,
      claimedBy: null,
    });
    expect(filesOf(job.id)).toEqual([]);

    // Another process takes it without waiting for a lease to run out.
    expect(await runner().runDue()).toBe(1);
    expect(await row(job.id)).toMatchObject({ status: ReportJobStatus.Done, attempts: 1 });
  });

  it('stops writing a job deleted meanwhile and stores nothing', async () => {
    const jobs = runner();
    const job = await queue(jobs);
    total = 10 * EXPORT_BATCH;
    const hold = holdBefore(EXPORT_BATCH);
    const running = jobs.runDue();
    await hold.reached;
    read = [];
    await db.delete(reportJob).where(eq(reportJob.id, job.id));
    hold.release();
    expect(await running).toBe(1);
    // Nothing after the batch it was waiting for (of ten): it noticed when it recorded its progress.
    expect(read).toEqual([]);
    expect(await row(job.id)).toBeUndefined();
    expect(filesOf(job.id)).toEqual([]);
  });

  it('sweeps a job past its time with its file, by the runner’s clock', async () => {
    const clock = testClock();
    const jobs = runner({ now: clock.now });
    total = 3;
    const job = await queue(jobs, 'xlsx');
    await jobs.runDue();
    const done = (await row(job.id))!;
    expect(done.expiresAt.getTime() - done.finishedAt!.getTime()).toBe(24 * 60 * MINUTE);
    clock.advance(23 * 60 * MINUTE);
    expect(await jobs.sweep()).toBe(0);
    clock.advance(2 * 60 * MINUTE);
    expect(await jobs.sweep()).toBe(1);
    expect(await row(job.id)).toBeUndefined();
    expect(await ctx.storage.get(done.storageKey!)).toBeNull();
  });

  it('fails a job whose writing fails, and one whose asker lost the right, with message keys', async () => {
    const jobs = runner();
    failing = true;
    const broken = await queue(jobs);
    await jobs.runDue();
    expect(await row(broken.id)).toMatchObject({
      status: ReportJobStatus.Failed,
      error: 'report_job_failed',
      claimedBy: null,
    });
    expect(filesOf(broken.id)).toEqual([]);

    failing = false;
    profileId = Profile.RegisteredCitizen;
    const refused = await queue(jobs);
    await jobs.runDue();
    expect(await row(refused.id)).toMatchObject({ status: ReportJobStatus.Failed, error: 'forbidden' });
  });

  it('fails a job that took its runner down three times instead of trying it forever', async () => {
    const clock = testClock();
    const jobs = runner({ now: clock.now, leaseMs: MINUTE });
    const job = await queue(jobs);
    await db
      .update(reportJob)
      .set({ status: ReportJobStatus.Running, attempts: 3, leaseUntil: new Date(clock.now().getTime() - 1) })
      .where(eq(reportJob.id, job.id));
    expect(await jobs.runDue()).toBe(1);
    expect(await row(job.id)).toMatchObject({
      status: ReportJobStatus.Failed,
      attempts: 4,
      error: 'report_job_failed',
    });
  });

  it('refuses a PDF job that grew past REPORT_MAX_PDF_ROWS when it runs, with the count and the limit', async () => {
    const jobs = runner();
    total = 10;
    const job = await queue(jobs, 'pdf');
    total = ctx.config.REPORT_MAX_PDF_ROWS + 1;
    await jobs.runDue();
    expect(await row(job.id)).toMatchObject({
      status: ReportJobStatus.Failed,
      error: 'report_too_many_rows_pdf',
      errorParams: { count: total, maximum: ctx.config.REPORT_MAX_PDF_ROWS },
    });
  });
});
