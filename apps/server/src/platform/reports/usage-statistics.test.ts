import { randomUUID } from 'node:crypto';
import {
  AccessRight,
  Profile,
  ReportJobStatus,
  todayInPortal,
  twelveMonthsBefore,
  usageStatistics,
} from '@portal/contracts';
import { formatDate } from '@portal/i18n/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { docxText, pdfText, xlsxRows } from '../../../test/report-files';
import { buildApp } from '../../app';
import { modules } from '../../modules';
import { appUser, UserStatus, userSession } from '../../modules/accounts/accounts.schema';
import { complaintWorld, type Headers, post, report } from '../../modules/complaints/complaints.fixtures';
import { complaint } from '../../modules/complaints/complaints.schema';
import { comment } from '../discussions/discussion.schema';

/*
 * Usage statistics and users by profile, end to end: accounts, sign-ins, complaints and
 * comments placed in known months of 2024 (far from the accounts the test signs in with
 * today), counted per month of the municipality, in its time zone, and written to files.
 */

const PERIOD = { dateFrom: '2024-01-01', dateTo: '2024-03-31' };
/** The measures the portal's modules count now, in the report's order. */
const MEASURES = ['newUsers', 'signIns', 'newComplaints', 'complaintComments'] as const;

describe('usage statistics', () => {
  let ctx: TestContext;
  let manager: Headers;
  let office: Headers;
  let citizen: Headers;

  /** An account of municipality 6 confirmed at the moment given (UTC). */
  async function accountAt(
    activated: string,
    values: { profileId?: number; status?: number; deletedAt?: Date; municipalityId?: number } = {},
  ) {
    const user = await createAccount(ctx, {
      profileId: values.profileId ?? Profile.RegisteredCitizen,
      municipalityId: values.municipalityId,
    });
    await ctx.database.db
      .update(appUser)
      .set({
        dateCreated: new Date(activated),
        dateActivated: new Date(activated),
        ...(values.status ? { status: values.status } : {}),
        ...(values.deletedAt ? { deletedAt: values.deletedAt } : {}),
      })
      .where(eq(appUser.id, user.id));
    return user.id;
  }

  const signInsAt = (userId: number, ...moments: string[]) =>
    ctx.database.db.insert(userSession).values(
      moments.map((at) => ({
        id: randomUUID(),
        userId,
        createdAt: new Date(at),
        expiresAt: new Date(new Date(at).getTime() + 3_600_000),
      })),
    );

  beforeAll(async () => {
    ctx = await startApp();
    const w = await complaintWorld(ctx);
    citizen = w.citizen.headers;
    manager = (await signedIn(ctx, { profileId: Profile.Manager })).headers;
    office = w.all.headers;

    // Citizens: January (two, one deleted in February, one deactivated since), and the last
    // evening of March in Sarajevo (21:30 UTC in summer time); the first minutes of April
    // there and the last of December 2023 fall outside.
    const january = await accountAt('2024-01-10T11:00:00Z');
    await accountAt('2024-01-20T11:00:00Z', {
      status: UserStatus.Deleted,
      deletedAt: new Date('2024-02-15T10:00:00Z'),
    });
    await accountAt('2024-01-25T11:00:00Z', { status: UserStatus.Deactivated });
    await accountAt('2024-03-31T21:30:00Z');
    await accountAt('2024-03-31T22:30:00Z');
    await accountAt('2023-12-31T22:59:00Z');
    // Staff in February; an anonymous citizen and a REST service user are no registrations.
    const clerk = await accountAt('2024-02-05T09:00:00Z', { profileId: Profile.Office });
    const anonymous = await accountAt('2024-02-10T09:00:00Z', { profileId: Profile.AnonymousCitizen });
    const service = await accountAt('2024-01-15T09:00:00Z', { profileId: Profile.ServiceProfile });
    // Another municipality's citizen is not counted.
    const elsewhere = await accountAt('2024-01-12T09:00:00Z', { municipalityId: 7 });

    // The second is at 00:30 on 1 February in Sarajevo (UTC+1 in winter).
    await signInsAt(january, '2024-01-10T11:05:00Z', '2024-01-31T23:30:00Z', '2024-03-03T08:00:00Z');
    await signInsAt(clerk, '2024-02-06T07:00:00Z');
    await signInsAt(anonymous, '2024-02-10T09:00:00Z');
    await signInsAt(service, '2024-01-16T00:00:00Z', '2024-01-17T00:00:00Z', '2024-01-18T00:00:00Z');
    await signInsAt(elsewhere, '2024-01-12T09:05:00Z');

    // Complaints: two in January, one in March; comments: one in February, two in March, and
    // one on another kind of subject, which complaints do not count.
    const reported = await Promise.all([1, 2, 3].map(() => report(ctx, citizen, w.roads)));
    const movedTo = ['2024-01-05T10:00:00Z', '2024-01-28T10:00:00Z', '2024-03-15T10:00:00Z'];
    for (const [i, c] of reported.entries()) {
      await ctx.database.db
        .update(complaint)
        .set({ dateCreated: new Date(movedTo[i]!) })
        .where(eq(complaint.id, c.id));
    }
    const commentAt = (at: string, subjectKind = 'complaint') => ({
      municipalityId: 6,
      subjectKind,
      subjectId: reported[0]!.id,
      userId: w.citizen.user.id,
      text: 'Komentar',
      dateCreated: new Date(at),
    });
    await ctx.database.db
      .insert(comment)
      .values([
        commentAt('2024-02-01T10:00:00Z'),
        commentAt('2024-03-01T10:00:00Z'),
        commentAt('2024-03-31T20:00:00Z'),
        commentAt('2024-02-02T10:00:00Z', 'agenda-item'),
      ]);
  });
  afterAll(() => ctx.close());

  const search = (name: string, headers: Headers, body: Record<string, unknown> = {}) =>
    post(ctx, `/api/Reports/${name}/Search`, headers, { languageId: 1, pageSize: 50, ...body });
  const exported = (name: string, headers: Headers, format: string, body: Record<string, unknown> = {}) =>
    post(ctx, `/api/Reports/${name}/Export`, headers, { languageId: 1, format, ...body });
  /** The month and the portal's measures of each row, as Search answers them. */
  const measured = (items: Record<string, unknown>[]) =>
    items.map((item) => [item['month'], ...MEASURES.map((key) => item[key])]);

  it('counts each measure per month of the period, in the municipality’s time zone, with the totals', async () => {
    const res = await search('UsageStatistics', manager, PERIOD);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.totalCount).toBe(4);
    expect(measured(page.items)).toEqual([
      ['01.2024.', 3, 1, 2, 0],
      ['02.2024.', 1, 3, 0, 1],
      ['03.2024.', 1, 1, 1, 2],
      ['Ukupno', 5, 5, 3, 3],
    ]);
    // A column for every measure the modules declare, whatever modules come later.
    expect(Object.keys(page.items[0])).toEqual(usageStatistics.columns.map((c) => c.key));
    expect(page.chart).toBeNull();
    // Pages of months, the totals last: June 2023 to March 2024 is ten months and the totals.
    const longer = { dateFrom: '2023-06-01', dateTo: '2024-03-31', pageSize: 5 };
    const last = (await search('UsageStatistics', office, { ...longer, pageNumber: 3 })).json();
    expect(last.totalCount).toBe(11);
    expect(measured(last.items)).toEqual([['Ukupno', 6, 5, 3, 3]]);
    const first = (await search('UsageStatistics', office, { ...longer, pageNumber: 1 })).json();
    expect(measured(first.items).map((row) => row[0])).toEqual([
      '06.2023.',
      '07.2023.',
      '08.2023.',
      '09.2023.',
      '10.2023.',
    ]);
  });

  it('counts the last twelve months when no period is given', async () => {
    const today = todayInPortal();
    const page = (await search('UsageStatistics', manager)).json();
    expect(page.totalCount).toBe(13);
    const first = twelveMonthsBefore(today);
    expect(page.items[0].month).toBe(`${first.slice(5, 7)}.${first.slice(0, 4)}.`);
    expect(page.items[11].month).toBe(`${today.slice(5, 7)}.${today.slice(0, 4)}.`);
    expect(page.items[12].month).toBe('Ukupno');

    // The file writes the period it counted, though none was chosen.
    const sheet = (await xlsxRows((await exported('UsageStatistics', manager, 'xlsx')).rawPayload))
      .flat()
      .join('\n');
    expect(sheet).toContain(`Od datuma: ${formatDate(first)}`);
    expect(sheet).toContain(`Do datuma: ${formatDate(today)}`);
  });

  it('refuses a period that ends before it starts', async () => {
    const res = await search('UsageStatistics', manager, { dateFrom: '2024-03-01', dateTo: '2024-02-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ dateTo: 'validation_end_before_start' });
  });

  it('refuses a period longer than ten years, and a day no one means, with a 400', async () => {
    const long = await search('UsageStatistics', manager, { dateFrom: '2000-01-01', dateTo: '2024-12-31' });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ dateTo: 'validation_period_too_long' });
    const tenYears = await search('UsageStatistics', manager, {
      dateFrom: '2015-01-01',
      dateTo: '2024-12-31',
    });
    expect(tenYears.statusCode).toBe(200);
    expect(tenYears.json().totalCount).toBe(121);
    for (const name of ['UsageStatistics', 'UsersByProfile', 'ComplaintsByTimePeriod']) {
      const yearZero = await search(name, manager, { dateFrom: '0000-01-01' });
      expect(yearZero.statusCode).toBe(400);
      expect(yearZero.json().errors).toEqual({ dateFrom: 'validation_invalid_value' });
    }
  });

  it('exports the same rows as Search in Excel, PDF, Word and CSV', async () => {
    const expected = [
      ['01.2024.', 3, 1, 2, 0],
      ['02.2024.', 1, 3, 0, 1],
      ['03.2024.', 1, 1, 1, 2],
      ['Ukupno', 5, 5, 3, 3],
    ];
    const others = usageStatistics.columns.length - 1 - MEASURES.length;
    const asText = (row: (string | number)[]) => [...row, ...Array<number>(others).fill(0)].map(String);

    const xlsx = await exported('UsageStatistics', manager, 'xlsx', PERIOD);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(/filename\*=UTF-8''Statistika%20kori%C5%A1tenja%20/);
    const rows = await xlsxRows(xlsx.rawPayload);
    const data = rows.filter((r) => /^\d\d\.2024\.$|^Ukupno$/.test(r[0] ?? ''));
    expect(data).toEqual(expected.map(asText));
    const sheet = rows.flat().join('\n');
    for (const text of [
      'Statistika korištenja',
      'Od datuma: 01.01.2024.',
      'Do datuma: 31.03.2024.',
      'Mjesec',
    ]) {
      expect(sheet).toContain(text);
    }

    const csv = (await exported('UsageStatistics', manager, 'csv', PERIOD)).rawPayload.toString('utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines).toHaveLength(1 + expected.length);
    expect(lines.slice(1).map((line) => line.split(';').map((f) => f.replace(/^"|"$/g, '')))).toEqual(
      expected.map(asText),
    );

    const pdf = await pdfText((await exported('UsageStatistics', manager, 'pdf', PERIOD)).rawPayload);
    const docx = await docxText((await exported('UsageStatistics', manager, 'docx', PERIOD)).rawPayload);
    for (const row of expected.map(asText)) {
      expect(pdf).toMatch(new RegExp(row.map((v) => v.replace(/\./g, '\\.')).join('\\s+')));
      expect(docx).toContain(row.join('\n'));
    }
    expect(pdf).toContain('Statistika korištenja');
    // Three months: the totals' row is not counted as one.
    for (const file of [pdf, docx, sheet]) expect(file).toContain('Ukupno 3 reda');
  });

  it('makes the same file as a job, run by the platform like any module’s report', async () => {
    const queued = await post(ctx, '/api/Reports/UsageStatistics/ExportJob', manager, {
      languageId: 1,
      format: 'csv',
      ...PERIOD,
    });
    expect(queued.statusCode, queued.body).toBe(200);
    while ((await ctx.app.reportJobs.runDue()) > 0);
    const id: string = queued.json().id;
    const done = (
      await ctx.app.inject({ method: 'GET', url: `/api/Reports/Jobs/${id}`, headers: manager })
    ).json();
    expect(done).toMatchObject({ report: 'UsageStatistics', status: ReportJobStatus.Done, rowsDone: 4 });
    const file = await ctx.app.inject({
      method: 'GET',
      url: `/api/Reports/Jobs/${id}/File`,
      headers: manager,
    });
    const direct = await exported('UsageStatistics', manager, 'csv', PERIOD);
    expect(file.body).toBe(direct.body);
  });

  it('counts users by profile: accounts at the period’s end, new ones, people who signed in, sign-ins', async () => {
    const page = (await search('UsersByProfile', manager, PERIOD)).json();
    expect(page.items).toEqual([
      { profile: 'Anonimni građanin', accounts: 1, registered: 1, activeUsers: 1, signIns: 1 },
      { profile: 'Registrovani građanin', accounts: 3, registered: 4, activeUsers: 1, signIns: 3 },
      { profile: 'Servisni profil', accounts: 1, registered: 1, activeUsers: 1, signIns: 3 },
      { profile: 'Kancelarija', accounts: 1, registered: 1, activeUsers: 1, signIns: 1 },
    ]);
    expect(page.chart.categories).toEqual([
      'Anonimni građanin',
      'Registrovani građanin',
      'Servisni profil',
      'Kancelarija',
    ]);
    const pdf = await pdfText(
      (await exported('UsersByProfile', manager, 'pdf', { ...PERIOD, languageId: 2 })).rawPayload,
    );
    expect(pdf).toContain('Корисници по профилу');
    expect(pdf).toContain('Регистровани грађанин');
  });

  it('is run by administrators, managers and office staff only', async () => {
    const admin = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
    expect((await search('UsageStatistics', admin, PERIOD)).statusCode).toBe(200);
    const moderator = (await signedIn(ctx, { profileId: Profile.OfficeModerator })).headers;
    const unit = (
      await signedIn(ctx, { profileId: Profile.OrgUnit, rights: [AccessRight.ComplaintListAllLevels] })
    ).headers;
    for (const headers of [citizen, moderator, unit]) {
      for (const name of ['UsageStatistics', 'UsersByProfile']) {
        expect((await search(name, headers, PERIOD)).statusCode).toBe(403);
        expect((await exported(name, headers, 'xlsx', PERIOD)).statusCode).toBe(403);
      }
    }
    expect((await search('UsageStatistics', {}, PERIOD)).statusCode).toBe(401);
  });

  it('refuses to start when a module declares a usage measure it does not count', async () => {
    const uncounted = modules.map((m) => (m.name === 'complaints' ? { ...m, usageCounts: [] } : m));
    await expect(
      buildApp({ config: ctx.config, database: ctx.database, logger: false, modules: uncounted }),
    ).rejects.toThrow(
      'The module complaints declares usage measures it does not count: newComplaints, complaintComments',
    );
  });
});
