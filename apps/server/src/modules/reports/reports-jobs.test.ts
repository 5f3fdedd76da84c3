import { AccessRight, Profile, ReportJobStatus } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { xlsxRows } from '../../../test/report-files';
import { reportJob } from '../../platform/reports/report-jobs.schema';
import { appUser } from '../accounts/accounts.schema';
import { complaintCategory, organizationalUnit } from '../code-lists/code-lists.schema';

type Headers = Record<string, string>;

const post = (ctx: TestContext, url: string, headers: Headers, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const get = (ctx: TestContext, url: string, headers: Headers = {}) => ctx.app.inject({ url, headers });

/**
 * What the complaint reports need: two categories, a unit with a holder of right 16 in
 * it, and a citizen who reports.
 */
async function complaintWorld(ctx: TestContext) {
  const db = ctx.database.db;
  const texts = (name: string) => ({ bs: name, hr: name, sr_cyr: name });
  const category = async (name: string) =>
    (
      await db
        .insert(complaintCategory)
        .values({ municipalityId: 6, name: texts(name), description: texts(''), icon: 'road' })
        .returning()
    )[0]!.id;
  const [unit] = await db
    .insert(organizationalUnit)
    .values({ municipalityId: 6, name: texts('Služba A'), description: texts(''), parentId: null })
    .returning();
  const branch = await signedIn(ctx, {
    profileId: Profile.OrgUnit,
    rights: [AccessRight.ComplaintListOwnUnit],
  });
  await db.update(appUser).set({ organizationalUnitId: unit!.id }).where(eq(appUser.id, branch.user.id));
  return {
    roads: await category('Putevi'),
    lights: await category('Rasvjeta'),
    citizen: await signedIn(ctx, { profileId: Profile.RegisteredCitizen }),
    branch,
  };
}

/** A citizen's complaint of the category. */
async function report(ctx: TestContext, headers: Headers, categoryId: number): Promise<void> {
  const res = await post(ctx, '/api/Complaints/Report', headers, {
    title: 'Udarna rupa u Turalibegovoj',
    description: 'Duboka rupa na sredini kolovoza.',
    categoryId,
    latitude: 44.538,
    longitude: 18.676,
    address: 'Turalibegova bb, Tuzla',
  });
  if (res.statusCode !== 200) throw new Error(`Report failed: ${res.body}`);
}

const REPORT = '/api/Reports/ComplaintsByAnswerTime';
const JOBS = '/api/Reports/Jobs';

const del = (ctx: TestContext, url: string, headers: Headers) =>
  ctx.app.inject({ method: 'DELETE', url, headers });

/** Writes every due job with this process's runner, as the background loop would. */
async function runAll(ctx: TestContext): Promise<void> {
  while ((await ctx.app.reportJobs.runDue()) > 0);
}

const exportJob = (ctx: TestContext, headers: Headers, body: Record<string, unknown> = {}) =>
  post(ctx, `${REPORT}/ExportJob`, headers, { languageId: 1, format: 'xlsx', ...body });
const exported = (ctx: TestContext, headers: Headers, body: Record<string, unknown> = {}) =>
  post(ctx, `${REPORT}/Export`, headers, { languageId: 1, format: 'xlsx', ...body });

/** A manager of the test municipality, signed in. */
const manager = async (ctx: TestContext) => (await signedIn(ctx, { profileId: Profile.Manager })).headers;

describe('report exports as jobs, and my reports', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  let a: Headers;
  let b: Headers;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
    a = await manager(ctx);
    b = await manager(ctx);
    await report(ctx, w.citizen.headers, w.roads);
    await report(ctx, w.citizen.headers, w.roads);
    await report(ctx, w.citizen.headers, w.lights);
  });
  afterAll(() => ctx.close());

  const storedKey = async (id: string) =>
    (await ctx.database.db.select().from(reportJob).where(eq(reportJob.id, id)))[0]?.storageKey ?? null;

  it('writes a job’s file with the rows of Export, follows its progress and offers it for download', async () => {
    const queued = await exportJob(ctx, a, { format: 'csv', categoryId: w.roads });
    expect(queued.statusCode, queued.body).toBe(200);
    const job = queued.json();
    expect(job).toMatchObject({
      report: 'ComplaintsByAnswerTime',
      format: 'csv',
      status: ReportJobStatus.Queued,
      rowsDone: 0,
      rowsTotal: null,
      fileName: null,
      error: null,
    });
    // Kept a day from when it was asked for.
    const kept = Date.parse(job.expiresAt) - Date.parse(job.createdAt);
    expect(Math.round(kept / 3_600_000)).toBe(24);
    expect((await get(ctx, `${JOBS}/${job.id}/File`, a)).json().errors).toEqual({
      id: 'report_job_not_ready',
    });

    await runAll(ctx);
    const finished = (await get(ctx, `${JOBS}/${job.id}`, a)).json();
    expect(finished).toMatchObject({ status: ReportJobStatus.Done, rowsDone: 2, rowsTotal: 2, error: null });
    expect(finished.fileName).toMatch(/^Prijave po vremenu odgovora \d\d\.\d\d\.\d{4}\.csv$/);
    const file = await get(ctx, `${JOBS}/${job.id}/File`, a);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain(
      "filename*=UTF-8''Prijave%20po%20vremenu%20odgovora",
    );
    expect(file.rawPayload.length).toBe(finished.size);
    // CSV holds the data alone: byte for byte what Export answers for the same filters.
    const direct = await exported(ctx, a, { format: 'csv', categoryId: w.roads });
    expect(file.rawPayload.equals(direct.rawPayload)).toBe(true);
    expect(file.rawPayload.toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(3);
    // Kept a day from when it was done.
    expect(Date.parse(finished.expiresAt)).toBeGreaterThanOrEqual(Date.parse(finished.finishedAt));
  });

  it('writes an Excel job with the same sheet as Export, the title and the filters in words', async () => {
    const job = (await exportJob(ctx, a, { dateFrom: '2020-01-01' })).json();
    await runAll(ctx);
    const file = await get(ctx, `${JOBS}/${job.id}/File`, a);
    const direct = await exported(ctx, a, { dateFrom: '2020-01-01' });
    // The line with the time it was made may differ by a minute; everything else is the same.
    const lines = async (data: Buffer) =>
      (await xlsxRows(data)).map((r) => r.join(' | ')).filter((line) => !line.includes('Izrađeno'));
    const sheet = await lines(file.rawPayload);
    expect(sheet).toEqual(await lines(direct.rawPayload));
    expect(sheet.join('\n')).toContain('Prijave po vremenu odgovora');
    expect(sheet.join('\n')).toContain('Od datuma: 01.01.2020.');
    expect(sheet.filter((line) => /\b\d+\/\d{4}\b/.test(line)).length).toBeGreaterThanOrEqual(3);
  });

  it('lists only the caller’s jobs, newest first, and refuses another person’s job as not found', async () => {
    const first = (await exportJob(ctx, a, { format: 'csv' })).json();
    const second = (await exportJob(ctx, a, { format: 'docx' })).json();
    const others = (await exportJob(ctx, b, { format: 'csv' })).json();
    await runAll(ctx);
    const mine = (await get(ctx, JOBS, a)).json() as { id: string }[];
    expect(mine.map((j) => j.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(mine.map((j) => j.id)).not.toContain(others.id);
    expect((await get(ctx, JOBS, b)).json().map((j: { id: string }) => j.id)).toEqual([others.id]);
    expect((await get(ctx, JOBS, w.citizen.headers)).json()).toEqual([]);

    for (const headers of [b, w.citizen.headers]) {
      for (const res of [
        await get(ctx, `${JOBS}/${first.id}`, headers),
        await get(ctx, `${JOBS}/${first.id}/File`, headers),
        await del(ctx, `${JOBS}/${first.id}`, headers),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().errors).toEqual({ id: 'record_not_found' });
      }
    }
    // Still there for its owner.
    expect((await get(ctx, `${JOBS}/${first.id}/File`, a)).statusCode).toBe(200);
    expect((await get(ctx, JOBS, {})).statusCode).toBe(401);
  });

  it('refuses a citizen and staff without the report’s rights, and lets right 16 queue its branch', async () => {
    const clerk = (await signedIn(ctx, { profileId: Profile.OrgUnit, rights: [AccessRight.Categories] }))
      .headers;
    for (const headers of [w.citizen.headers, clerk]) {
      const refused = await exportJob(ctx, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors).toEqual({ general: 'forbidden' });
    }
    expect((await exportJob(ctx, {})).statusCode).toBe(401);
    const branch = await exportJob(ctx, w.branch.headers, { format: 'csv' });
    expect(branch.statusCode).toBe(200);
    await runAll(ctx);
    const file = await get(ctx, `${JOBS}/${branch.json().id}/File`, w.branch.headers);
    // Right 16 sees its branch only: the roads complaints are not assigned to it.
    expect(file.rawPayload.toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(1);
  });

  it('fails the job of a person who lost the right before it ran, without a file', async () => {
    const { user, headers } = await signedIn(ctx, { profileId: Profile.Manager });
    const job = (await exportJob(ctx, headers)).json();
    await ctx.database.db
      .update(appUser)
      .set({ profileId: Profile.RegisteredCitizen })
      .where(eq(appUser.id, user.id));
    await runAll(ctx);
    const failed = (await get(ctx, `${JOBS}/${job.id}`, headers)).json();
    expect(failed).toMatchObject({ status: ReportJobStatus.Failed, error: 'forbidden', fileName: null });
    expect(await storedKey(job.id)).toBeNull();
    expect((await get(ctx, `${JOBS}/${job.id}/File`, headers)).json().errors).toEqual({
      id: 'report_job_not_ready',
    });
  });

  it('removes a job with its file', async () => {
    const job = (await exportJob(ctx, a)).json();
    await runAll(ctx);
    const key = (await storedKey(job.id))!;
    expect(await ctx.storage.get(key)).not.toBeNull();
    const removed = await del(ctx, `${JOBS}/${job.id}`, a);
    expect(removed.json()).toEqual({ success: true });
    expect((await get(ctx, `${JOBS}/${job.id}`, a)).statusCode).toBe(404);
    expect(await ctx.storage.get(key)).toBeNull();
  });

  it('hides an expired job, refuses its file, and sweeps it away with the file', async () => {
    const job = (await exportJob(ctx, a)).json();
    await runAll(ctx);
    const key = (await storedKey(job.id))!;
    await ctx.database.db
      .update(reportJob)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(reportJob.id, job.id));
    expect((await get(ctx, JOBS, a)).json().map((j: { id: string }) => j.id)).not.toContain(job.id);
    const gone = await get(ctx, `${JOBS}/${job.id}/File`, a);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().errors).toEqual({ id: 'report_job_expired' });
    expect(await ctx.app.reportJobs.sweep()).toBeGreaterThanOrEqual(1);
    expect(await storedKey(job.id)).toBeNull();
    expect(await ctx.storage.get(key)).toBeNull();
    expect((await get(ctx, `${JOBS}/${job.id}`, a)).statusCode).toBe(404);
  });

  it('lets a person have three unfinished jobs at once', async () => {
    const headers = await manager(ctx);
    for (let i = 0; i < 3; i += 1) expect((await exportJob(ctx, headers)).statusCode).toBe(200);
    const refused = await exportJob(ctx, headers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errors: { general: 'too_many_report_jobs' },
      params: { general: { maximum: 3 } },
    });
    // Another person is not held by them.
    expect((await exportJob(ctx, await manager(ctx))).statusCode).toBe(200);
    await runAll(ctx);
    expect((await exportJob(ctx, headers)).statusCode).toBe(200);
    await runAll(ctx);
  });

  it('counts Export and ExportJob together: 30 in ten minutes, then a wait', async () => {
    const headers = await manager(ctx);
    for (let i = 0; i < 29; i += 1)
      expect((await exported(ctx, headers, { format: 'csv' })).statusCode).toBe(200);
    expect((await exportJob(ctx, headers, { format: 'csv' })).statusCode).toBe(200);
    for (const res of [await exported(ctx, headers, { format: 'csv' }), await exportJob(ctx, headers)]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ errors: { general: 'too_many_exports' } });
      expect(res.json().params.general.minutes).toBeGreaterThanOrEqual(9);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
    }
    // Per person: another manager exports meanwhile.
    expect((await exported(ctx, await manager(ctx), { format: 'csv' })).statusCode).toBe(200);
    await runAll(ctx);
  });
});

describe('report export limits', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  let headers: Headers;
  beforeAll(async () => {
    ctx = await startApp({ env: { REPORT_MAX_ROWS: '2', REPORT_MAX_PDF_ROWS: '1' } });
    w = await complaintWorld(ctx);
    headers = await manager(ctx);
    await report(ctx, w.citizen.headers, w.roads);
    await report(ctx, w.citizen.headers, w.roads);
    await report(ctx, w.citizen.headers, w.lights);
  });
  afterAll(() => ctx.close());

  it('refuses a PDF over REPORT_MAX_PDF_ROWS on Export and ExportJob, suggesting Excel', async () => {
    for (const call of [exported, exportJob]) {
      const refused = await call(ctx, headers, { format: 'pdf', categoryId: w.roads });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: { format: 'report_too_many_rows_pdf' },
        params: { format: { count: 2, maximum: 1 } },
      });
    }
    expect((await exported(ctx, headers, { format: 'xlsx', categoryId: w.roads })).statusCode).toBe(200);
    expect(await ctx.app.reportJobs.runDue()).toBe(0);
  });

  it('refuses more rows than REPORT_MAX_ROWS on ExportJob, and fails a job whose rows grew past it', async () => {
    const refused = await exportJob(ctx, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: { format: 'report_too_many_rows' },
      params: { format: { count: 3, maximum: 2 } },
    });
    const job = (await exportJob(ctx, headers, { categoryId: w.roads })).json();
    await report(ctx, w.citizen.headers, w.roads);
    await runAll(ctx);
    expect((await get(ctx, `${JOBS}/${job.id}`, headers)).json()).toMatchObject({
      status: ReportJobStatus.Failed,
      error: 'report_too_many_rows',
      errorParams: { count: 3, maximum: 2 },
    });
  });
});
