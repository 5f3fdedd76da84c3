import { AccessRight, Profile } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { docxText, pdfText, xlsxRows } from '../../../test/report-files';
import { column, reportCalls } from '../../../test/reports';
import { complaintWorld, type Headers, post, report } from './complaints.fixtures';
import { reportsWorld, TITLES } from './complaints.reports-fixtures';

// What each complaint report counts; complaints.reports-files.test.ts checks every report's
// files against its Search, the right-16 cut and the refusals.

const REPORTS = '/api/Reports';

describe('complaint reports', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof reportsWorld>>;
  let manager: Headers;
  beforeAll(async () => {
    ctx = await startApp();
    w = await reportsWorld(ctx);
    manager = (await signedIn(ctx, { profileId: Profile.Manager })).headers;
  });
  afterAll(() => ctx.close());

  const { search, exported } = reportCalls(() => ctx);

  it('counts complaints by category and status, with the chart over the categories', async () => {
    const page = await search('ComplaintsByCategoryAndStatus', manager);
    expect(page.totalCount).toBe(2);
    expect(page.items).toEqual([
      { category: 'Putevi', created: 0, assigned: 0, answered: 0, resolved: 2, inappropriate: 0, total: 2 },
      { category: 'Rasvjeta', created: 0, assigned: 0, answered: 1, resolved: 1, inappropriate: 0, total: 2 },
    ]);
    expect(page.chart).toEqual({
      categories: ['Putevi', 'Rasvjeta'],
      series: [
        { key: 'created', values: [0, 0] },
        { key: 'assigned', values: [0, 0] },
        { key: 'answered', values: [0, 1] },
        { key: 'resolved', values: [2, 1] },
      ],
    });
  });

  it('counts complaints reported and resolved per month, with the average hours to resolve', async () => {
    const page = await search('ComplaintsByTimePeriod', manager);
    expect(page.items).toEqual([
      { month: '02.2025.', reported: 1, resolved: 1, averageHours: 1416 },
      { month: '03.2025.', reported: 2, resolved: 2, averageHours: 27 },
      { month: '04.2025.', reported: 1, resolved: 0, averageHours: null },
    ]);
  });

  it('lists complaints by the time to their first answer, marking those after 72 hours', async () => {
    const page = await search('ComplaintsByAnswerTime', manager);
    expect(page.items.map((r: Record<string, unknown>) => [r.number, r.answerHours, r.overLimit])).toEqual([
      [w.number.c, 100, 'Odgovor nakon 72 sata'],
      [w.number.a, 24, ''],
      [w.number.b, 2, ''],
      [w.number.d, 1, ''],
    ]);
    const late = await search('ComplaintsByAnswerTime', manager, { overLimitOnly: true });
    expect(column(late, 'number')).toEqual([w.number.c]);
  });

  it('lists the complaints resolved in the period by their resolving date, not their reporting date', async () => {
    const all = await search('ComplaintsByResolvingDate', manager);
    expect(all.items).toEqual([
      {
        number: w.number.a,
        title: TITLES.a,
        category: 'Putevi',
        organizationalUnit: 'Odsjek A1',
        dateCreated: '2025-03-03T08:00:00.000Z',
        dateResolved: '2025-03-05T08:00:00.000Z',
        resolutionHours: 48,
      },
      expect.objectContaining({ number: w.number.b, organizationalUnit: 'Služba A', resolutionHours: 6 }),
      expect.objectContaining({ number: w.number.c, category: 'Rasvjeta', resolutionHours: 1416 }),
    ]);
    expect(all.chart).toBeNull();
    // a was reported on 3 March, before the period, and resolved in it; c reported in
    // February is resolved after it; d is not resolved.
    const march = await search('ComplaintsByResolvingDate', manager, {
      dateFrom: '2025-03-04',
      dateTo: '2025-03-31',
    });
    expect(column(march, 'number')).toEqual([w.number.a, w.number.b]);
    expect(march.totalCount).toBe(2);
    // The day is the municipality's: resolved at 09:00 in Sarajevo on 5 March.
    const day = await search('ComplaintsByResolvingDate', manager, {
      dateFrom: '2025-03-05',
      dateTo: '2025-03-05',
    });
    expect(column(day, 'number')).toEqual([w.number.a]);
    const lights = await search('ComplaintsByResolvingDate', manager, { categoryId: w.lights });
    expect(column(lights, 'number')).toEqual([w.number.c]);
  });

  it('counts complaints by the reporter’s sex, age group and sensitive category, anonymous ones as unknown', async () => {
    const page = await search('ComplaintsByProfileData', manager);
    const rows = page.items.map((r: Record<string, unknown>) => [
      r.dimension,
      r.group,
      r.count,
      r.percentage,
    ]);
    expect(rows.slice(0, 7)).toEqual([
      ['Spol', 'Muški', 1, 25],
      ['Spol', 'Ženski', 2, 50],
      ['Spol', 'Spol nije poznat', 1, 25],
      ['Starosna grupa', 'Mlađi od 18 godina', 1, 25],
      ['Starosna grupa', 'Od 18 do 55 godina', 1, 25],
      ['Starosna grupa', 'Stariji od 55 godina', 1, 25],
      ['Starosna grupa', 'Starost nije poznata', 1, 25],
    ]);
    const sensitive = rows.slice(7);
    expect(sensitive.slice(0, 2)).toEqual([
      ['Osjetljiva kategorija', 'Romi', 1, 25],
      ['Osjetljiva kategorija', 'Povratnici', 1, 25],
    ]);
    expect(sensitive.slice(-2)).toEqual([
      ['Osjetljiva kategorija', 'Bez navedene kategorije', 1, 25],
      ['Osjetljiva kategorija', 'Nepoznato (anonimni ili obrisani korisnik)', 1, 25],
    ]);
    // Every other sensitive category of the code list is listed, with none.
    expect(sensitive.slice(2, -2).every((r: unknown[]) => r[2] === 0 && r[3] === 0)).toBe(true);
    expect(page.totalCount).toBe(rows.length);
    expect(page.chart!.categories.slice(0, 3)).toEqual(['Muški', 'Ženski', 'Spol nije poznat']);
    expect(page.chart!.series).toEqual([{ key: 'count', values: rows.map((r: unknown[]) => r[2]) }]);

    // Paged like any report, and the age taken at the complaint's date: the girl born in
    // 2009 was 16 in 2025.
    const second = await search('ComplaintsByProfileData', manager, { pageNumber: 2, pageSize: 5 });
    expect(column(second, 'group').slice(0, 4)).toEqual([
      'Stariji od 55 godina',
      'Starost nije poznata',
      'Romi',
      'Povratnici',
    ]);
    const roads = await search('ComplaintsByProfileData', manager, { categoryId: w.roads });
    expect(roads.items.slice(0, 3).map((r) => [r.count, r.percentage])).toEqual([
      [1, 50],
      [1, 50],
      [0, 0],
    ]);
  });

  it('counts complaints per category and year, resolved ones per category with their hours, and per category by the reporter’s sex', async () => {
    const years = await search('ComplaintsByCategoryAndYear', manager);
    expect(years.items).toEqual([
      { category: 'Putevi', year: '2025', count: 2 },
      { category: 'Rasvjeta', year: '2025', count: 2 },
    ]);
    expect(years.chart).toBeNull();

    // a took 48 hours, b 6, c 59 days (1,416 hours); d is not resolved.
    const resolved = await search('ResolvedComplaintsByCategory', manager);
    expect(resolved.items).toEqual([
      { category: 'Putevi', resolved: 2, averageHours: 27, shortestHours: 6, longestHours: 48 },
      { category: 'Rasvjeta', resolved: 1, averageHours: 1416, shortestHours: 1416, longestHours: 1416 },
    ]);
    expect(resolved.chart).toEqual({
      categories: ['Putevi', 'Rasvjeta'],
      series: [{ key: 'averageHours', values: [27, 1416] }],
    });
    // The period is the resolving date's: a was resolved on 5 March, before it.
    const later = await search('ResolvedComplaintsByCategory', manager, { dateFrom: '2025-03-06' });
    expect(later.items.map((r) => [r.resolved, r.averageHours])).toEqual([
      [1, 6],
      [1, 1416],
    ]);

    // The anonymous citizen's complaint d counts as of a reporter whose sex is not known.
    const sexes = await search('ComplaintsByCategoryAndSex', manager);
    expect(sexes.items).toEqual([
      { category: 'Putevi', male: 1, female: 1, unknown: 0, total: 2 },
      { category: 'Rasvjeta', male: 0, female: 1, unknown: 1, total: 2 },
    ]);
    expect(sexes.chart!.series.map((s: { key: string }) => s.key)).toEqual(['male', 'female', 'unknown']);
  });

  it('names the sensitive categories and groups in the caller’s language', async () => {
    const page = await search('ComplaintsByProfileData', manager, { languageId: 2 });
    const groups = column(page, 'group');
    expect(groups.slice(0, 4)).toEqual(['Мушки', 'Женски', 'Пол није познат', 'Млађи од 18 година']);
    expect(groups).toContain('Роми');
    expect(groups).toContain('Повратници');
    expect(page.items[0]!.dimension).toBe('Пол');
  });

  it('counts only right 16’s branch in the profile data and the resolving dates', async () => {
    const profile = await search('ComplaintsByProfileData', w.branch.headers);
    expect(column(profile, 'count').slice(0, 3)).toEqual([1, 1, 0]);
    const resolved = await search('ComplaintsByResolvingDate', w.otherBranch.headers);
    expect(column(resolved, 'number')).toEqual([w.number.c]);
    const all = await search('ComplaintsByResolvingDate', w.all.headers);
    expect(all.totalCount).toBe(3);
  });

  it('writes a filter chosen by id by its name, on every format', async () => {
    const filters = { dateFrom: '2020-01-01', categoryId: w.roads, organizationalUnitId: w.unitA1 };
    const page = await search('ComplaintsByAnswerTime', manager, filters);
    expect(column(page, 'number')).toEqual([w.number.a]);
    const xlsx = await exported('ComplaintsByAnswerTime', manager, 'xlsx', filters);
    expect(xlsx.headers['content-disposition']).toMatch(
      /filename\*=UTF-8''Prijave%20po%20vremenu%20odgovora%20\d\d\.\d\d\.\d{4}\.xlsx/,
    );
    const sheet = (await xlsxRows(xlsx.rawPayload)).map((r) => r.join(' | ')).join('\n');
    const docx = await docxText(
      (await exported('ComplaintsByAnswerTime', manager, 'docx', filters)).rawPayload,
    );
    for (const text of [
      'Od datuma: 01.01.2020.',
      'Kategorija: Putevi',
      'Organizaciona jedinica: Odsjek A1',
    ]) {
      expect(sheet).toContain(text);
      expect(docx).toContain(text);
    }
    const pdf = await pdfText((await exported('ComplaintsByAnswerTime', manager, 'pdf', filters)).rawPayload);
    for (const text of ['01.01.2020.', 'Putevi', 'Odsjek A1', 'Stranica 1 od 1']) expect(pdf).toContain(text);
  });

  it('refuses an export over the row limit, asking for narrower filters', async () => {
    const limited = await startApp({ env: { REPORT_MAX_ROWS: '1' } });
    try {
      const admin = (await signedIn(limited, { profileId: Profile.Administrator })).headers;
      const roads = (await complaintWorld(limited)).roads;
      const citizen = (await signedIn(limited, { profileId: Profile.RegisteredCitizen })).headers;
      await report(limited, citizen, roads);
      await report(limited, citizen, roads);
      // None resolved: an empty file, under the limit.
      const empty = await post(limited, `${REPORTS}/ComplaintsByResolvingDate/Export`, admin, {
        languageId: 1,
        format: 'xlsx',
      });
      expect(empty.statusCode).toBe(200);
      const tooMany = await post(limited, `${REPORTS}/ComplaintsByAnswerTime/Export`, admin, {
        languageId: 1,
        format: 'xlsx',
      });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json()).toMatchObject({
        errors: { format: 'report_too_many_rows' },
        params: { format: { count: 2, maximum: 1 } },
      });
    } finally {
      await limited.close();
    }
  });

  it('lets staff with right 15 run them, and no one else without a profile that may', async () => {
    const holder15 = (
      await signedIn(ctx, { profileId: Profile.OrgUnit, rights: [AccessRight.ComplaintListAllLevels] })
    ).headers;
    expect((await search('ComplaintsByProfileData', holder15)).items[1]).toMatchObject({ count: 2 });
    const clerk = (await signedIn(ctx, { profileId: Profile.OrgUnit, rights: [AccessRight.Categories] }))
      .headers;
    const moderator = (await signedIn(ctx, { profileId: Profile.OfficeModerator })).headers;
    for (const headers of [clerk, moderator, w.citizen.headers]) {
      const res = await post(ctx, `${REPORTS}/ComplaintsByProfileData/Search`, headers, { languageId: 1 });
      expect(res.statusCode).toBe(403);
    }
  });

  it('offers the units of the caller’s report scope as the unit filter’s choices, managers included', async () => {
    const units = async (headers: Headers) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/ComplaintConfiguration/GetOrganizationalUnitsForReports/1',
        headers,
      });
      return {
        status: res.statusCode,
        names: res.statusCode === 200 ? res.json().map((u: { name: string }) => u.name) : [],
      };
    };
    // A manager runs the reports without handling complaints: every unit.
    const all = await units(manager);
    expect(all.status).toBe(200);
    expect(all.names).toEqual(expect.arrayContaining(['Služba A', 'Odsjek A1', 'Služba B']));
    // Right 16: its branch only, as its rows.
    expect((await units(w.branch.headers)).names.filter((n: string) => /^(Služba|Odsjek)/.test(n))).toEqual([
      'Služba A',
      'Odsjek A1',
    ]);
    expect((await units(w.citizen.headers)).status).toBe(403);
  });
});
