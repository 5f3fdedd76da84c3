import path from 'node:path';
import { Profile, ReportJobStatus } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { testConfig } from '../../../test/config';
import type { TestContext } from '../../../test/harness';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../test/postgres-server';
import { buildApp } from '../../app';
import { seed } from '../../db/seed/seed';
import { modules } from '../../modules';
import { complaintWorld, post, report } from '../../modules/complaints/complaints.fixtures';
import { type Database, openPostgres } from '../db/database';
import { diskStorage } from '../files/storage';
import type { ReportJobs } from './jobs';
import { reportJob } from './report-jobs.schema';

/**
 * Several server processes behind a balancer (ARCHITECTURE section 6): two apps, each with
 * its own connection pool, on one PostgreSQL server and one file storage. Jobs queued on
 * either are written by whichever runner claims them first, each exactly once, and their
 * files are downloaded from either. The test starts a PostgreSQL server of its own, so it
 * runs in both of CI's server runs.
 */
describe('report jobs shared by two processes on one PostgreSQL', () => {
  let server: ThrowawayPostgres;
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  let ctx: TestContext;

  beforeAll(async () => {
    server = await startThrowawayPostgres();
    const config = testConfig();
    const storage = diskStorage(path.join(config.dataDir, 'files'));
    for (let i = 0; i < 2; i += 1) databases.push(openPostgres(server.url, 4));
    await databases[0]!.migrate();
    await seed({ db: databases[0]!.db, config, storage, modules, demo: false });
    for (const database of databases) {
      const app = await buildApp({ config, database, storage, logger: false });
      await app.ready();
      apps.push(app);
    }
    ctx = { app: apps[0]!, database: databases[0]!, config, storage, close: async () => undefined };
  }, 90_000);
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close().catch(() => undefined);
    await server?.close();
  });

  it('writes every queued job once, whichever process queued it, and serves its file from either', async () => {
    const w = await complaintWorld(ctx);
    for (let i = 0; i < 4; i += 1) await report(ctx, w.citizen.headers, i % 2 ? w.roads : w.lights);
    const managers = await Promise.all(
      [1, 2, 3, 4].map(async () => (await signedIn(ctx, { profileId: Profile.Manager })).headers),
    );
    const queued: { id: string; headers: Record<string, string>; on: number }[] = [];
    for (const [m, headers] of managers.entries()) {
      for (const format of ['csv', 'xlsx', 'docx']) {
        const on = queued.length % 2;
        const res = await apps[on]!.inject({
          method: 'POST',
          url: '/api/Reports/ComplaintsByAnswerTime/ExportJob',
          headers,
          payload: { languageId: m % 2 ? 1 : 2, format },
        });
        expect(res.statusCode, res.body).toBe(200);
        queued.push({ id: res.json().id, headers, on });
      }
    }

    // Four runners at once, two in each process, until nothing is due.
    const runners: ReportJobs[] = apps.flatMap((app) => [app.reportJobs, app.reportJobs.another()]);
    const drain = async (runner: ReportJobs) => {
      let taken = 0;
      while ((await runner.runDue()) > 0) taken += 1;
      return taken;
    };
    const taken = await Promise.all(runners.map(drain));
    expect(taken.reduce((a, b) => a + b, 0)).toBe(queued.length);

    const rows = await databases[1]!.db.select().from(reportJob);
    expect(rows).toHaveLength(queued.length);
    for (const row of rows) {
      expect(row).toMatchObject({ status: ReportJobStatus.Done, attempts: 1, rowsDone: 4, claimedBy: null });
    }
    for (const job of queued) {
      // From the process that did not queue it.
      const file = await apps[1 - job.on]!.inject({
        url: `/api/Reports/Jobs/${job.id}/File`,
        headers: job.headers,
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.length).toBeGreaterThan(0);
    }
    // "My reports" reads the same from either process.
    const mine = async (app: FastifyInstance) =>
      (await app.inject({ url: '/api/Reports/Jobs', headers: managers[0]! }))
        .json()
        .map((j: { id: string }) => j.id);
    expect(await mine(apps[1]!)).toEqual(await mine(apps[0]!));
    expect(await mine(apps[0]!)).toHaveLength(3);
    expect(
      (
        await post(ctx, '/api/Reports/ComplaintsByAnswerTime/Search', managers[0]!, {
          languageId: 1,
          pageSize: 10,
        })
      ).json().totalCount,
    ).toBe(4);
  });

  it('gives each of a burst of jobs to one of ten runners claiming at once', async () => {
    const { user } = await signedIn(ctx, { profileId: Profile.Manager });
    const burst = 60;
    await databases[0]!.db.insert(reportJob).values(
      Array.from({ length: burst }, () => ({
        municipalityId: 6,
        userId: user.id,
        report: 'ComplaintsByCategoryAndStatus',
        format: 'csv',
        languageId: 1,
        filters: {},
        expiresAt: new Date(Date.now() + 3_600_000),
      })),
    );
    const runners = apps.flatMap((app) => [1, 2, 3, 4, 5].map(() => app.reportJobs.another()));
    let claims = 0;
    await Promise.all(
      runners.map(async (runner) => {
        while ((await runner.runDue()) > 0) claims += 1;
      }),
    );
    expect(claims).toBe(burst);
    const rows = (await databases[0]!.db.select().from(reportJob)).filter((r) => r.userId === user.id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(rows.map(() => [ReportJobStatus.Done, 1]));
  });
});
