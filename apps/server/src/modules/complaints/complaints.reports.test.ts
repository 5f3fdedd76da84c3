import { AccessRight, ComplaintStatus, Profile } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { docxText, pdfText, xlsxRows } from '../../../test/report-files';
import { complaintWorld, type Headers, post, report } from './complaints.fixtures';

const REPORTS = '/api/Reports';

describe('complaint reports', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  let manager: Headers;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
    manager = (await signedIn(ctx, { profileId: Profile.Manager })).headers;
    const assign = (complaintId: number, organizationalUnitId: number) =>
      post(ctx, '/api/ComplaintConfiguration/AssignComplaint', w.admin.headers, {
        complaintId,
        organizationalUnitId,
        comment: 'Na nadležnost',
      });
    // Two roads complaints in branch A (one resolved), one lights complaint in unit B.
    const a = await report(ctx, w.citizen.headers, w.roads);
    const b = await report(ctx, w.citizen.headers, w.roads);
    const c = await report(ctx, w.citizen.headers, w.lights);
    await assign(a.id, w.unitA1);
    await assign(b.id, w.unitA);
    await assign(c.id, w.unitB);
    await post(ctx, '/api/ComplaintConfiguration/ChangeComplaintStatus', w.admin.headers, {
      complaintId: b.id,
      statusId: ComplaintStatus.Resolved,
      comment: 'Sanirano',
    });
  });
  afterAll(() => ctx.close());

  const search = (name: string, headers: Headers, body: Record<string, unknown> = {}) =>
    post(ctx, `${REPORTS}/${name}/Search`, headers, { languageId: 1, pageSize: 50, ...body });
  const exported = (name: string, headers: Headers, format: string, body: Record<string, unknown> = {}) =>
    post(ctx, `${REPORTS}/${name}/Export`, headers, { languageId: 1, format, ...body });

  it('counts complaints by category and status, with the chart over the categories', async () => {
    const page = (await search('ComplaintsByCategoryAndStatus', manager)).json();
    expect(page.totalCount).toBe(2);
    expect(page.items).toEqual([
      { category: 'Putevi', created: 0, assigned: 1, answered: 0, resolved: 1, inappropriate: 0, total: 2 },
      { category: 'Rasvjeta', created: 0, assigned: 1, answered: 0, resolved: 0, inappropriate: 0, total: 1 },
    ]);
    expect(page.chart).toEqual({
      categories: ['Putevi', 'Rasvjeta'],
      series: [
        { key: 'created', values: [0, 0] },
        { key: 'assigned', values: [1, 1] },
        { key: 'answered', values: [0, 0] },
        { key: 'resolved', values: [1, 0] },
      ],
    });
  });

  it('cuts the rows of right 16 to its branch, on Search and Export alike', async () => {
    const page = (await search('ComplaintsByCategoryAndStatus', w.branch.headers)).json();
    expect(page.items).toEqual([expect.objectContaining({ category: 'Putevi', total: 2 })]);
    const other = (await search('ComplaintsByCategoryAndStatus', w.otherBranch.headers)).json();
    expect(other.items).toEqual([expect.objectContaining({ category: 'Rasvjeta', total: 1 })]);
    const csv = (await exported('ComplaintsByCategoryAndStatus', w.branch.headers, 'csv')).body;
    expect(csv).toContain('Putevi');
    expect(csv).not.toContain('Rasvjeta');
  });

  it('refuses citizens and staff without the rights, on Search and Export alike', async () => {
    const clerk = (await signedIn(ctx, { profileId: Profile.OrgUnit, rights: [AccessRight.Categories] }))
      .headers;
    for (const headers of [w.citizen.headers, clerk]) {
      expect((await search('ComplaintsByCategoryAndStatus', headers)).statusCode).toBe(403);
      expect((await exported('ComplaintsByCategoryAndStatus', headers, 'pdf')).statusCode).toBe(403);
    }
    expect((await search('ComplaintsByCategoryAndStatus', {})).statusCode).toBe(401);
  });

  it('exports the same rows as Search in every format, with the title and the filters in words', async () => {
    const filters = { dateFrom: '2020-01-01', categoryId: w.roads };
    const rows = (await search('ComplaintsByAnswerTime', manager, filters)).json();
    expect(rows.totalCount).toBe(2);
    const numbers = rows.items.map((r: { number: string }) => r.number);

    const xlsx = await exported('ComplaintsByAnswerTime', manager, 'xlsx', filters);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toMatch(
      /filename\*=UTF-8''Prijave%20po%20vremenu%20odgovora%20\d\d\.\d\d\.\d{4}\.xlsx/,
    );
    const sheet = (await xlsxRows(xlsx.rawPayload)).map((r) => r.join(' | ')).join('\n');
    for (const text of [
      'Prijave po vremenu odgovora',
      'Od datuma: 01.01.2020.',
      'Kategorija: Putevi',
      ...numbers,
    ]) {
      expect(sheet).toContain(text);
    }

    const pdf = await pdfText((await exported('ComplaintsByAnswerTime', manager, 'pdf', filters)).rawPayload);
    for (const text of [
      'Prijave po vremenu odgovora',
      '01.01.2020.',
      'Putevi',
      'Stranica 1 od 1',
      ...numbers,
    ]) {
      expect(pdf).toContain(text);
    }
    const docx = await docxText(
      (await exported('ComplaintsByAnswerTime', manager, 'docx', filters)).rawPayload,
    );
    for (const text of ['Prijave po vremenu odgovora', '01.01.2020.', 'Putevi', ...numbers]) {
      expect(docx).toContain(text);
    }
    const csv = (await exported('ComplaintsByAnswerTime', manager, 'csv', filters)).rawPayload;
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8').split('\r\n').filter(Boolean)).toHaveLength(1 + numbers.length);
  });

  it('writes a Serbian Cyrillic report in Cyrillic', async () => {
    const pdf = await pdfText(
      (await exported('ComplaintsByTimePeriod', manager, 'pdf', { languageId: 2 })).rawPayload,
    );
    expect(pdf).toContain('Пријаве по временском периоду');
    expect(pdf).toContain('Пријављено');
    // Latin letters only in the hours' "h" after a number (pdftotext may drop the space before it).
    expect(pdf.replace(/(?<=\d ?)h\b/g, '')).not.toMatch(/[A-Za-z]/);
  });

  it('refuses an export over the row limit, asking for narrower filters', async () => {
    const limited = await startApp({ env: { REPORT_MAX_ROWS: '1' } });
    try {
      const admin = (await signedIn(limited, { profileId: Profile.Administrator })).headers;
      const roads = (await complaintWorld(limited)).roads;
      const citizen = (await signedIn(limited, { profileId: Profile.RegisteredCitizen })).headers;
      await report(limited, citizen, roads);
      await report(limited, citizen, roads);
      const refused = await post(limited, `${REPORTS}/ComplaintsByAnswerTime/Export`, admin, {
        languageId: 1,
        format: 'xlsx',
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: { format: 'report_too_many_rows' },
        params: { format: { count: 2, maximum: 1 } },
      });
    } finally {
      await limited.close();
    }
  });
});
