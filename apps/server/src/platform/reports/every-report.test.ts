import { allReports, type AnyReport, mayCall, Profile, type ReportPage } from '@portal/contracts';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { seedDemo, startApp, type TestContext } from '../../../test/harness';
import {
  csvCell,
  csvRows,
  docxText,
  pdfText,
  type ReportItem,
  writtenCells,
  xlsxCell,
  xlsxRows,
  catalogueText,
} from '../../../test/report-files';
import { rateLimit } from '../limiter.schema';

/*
 * Every report the portal declares (allReports: each module's and the platform's), run by an
 * administrator on the demo data of `npm start` without filters: its files hold what its
 * Search answers, in every format, and Serbian Cyrillic files are Cyrillic but for the data.
 * A module's new report is checked here without an edit; the module's own tests check its
 * filters, its scope and its figures. The demo data must give each report some rows.
 */

type Headers = Record<string, string>;
type Language = 'bs' | 'sr_cyr';
const LANGUAGE_ID: Record<Language, number> = { bs: 1, sr_cyr: 2 };

const text = catalogueText;

describe('every declared report, on the demo data', () => {
  let ctx: TestContext;
  let admin: Headers;
  beforeAll(async () => {
    ctx = await startApp();
    await seedDemo(ctx);
    admin = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
  });
  afterAll(() => ctx.close());

  /** Every row of the report, read a page of 50 at a time as the web reads them. */
  async function searchAll(report: AnyReport, language: Language): Promise<ReportItem[]> {
    const items: ReportItem[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: report.search.path,
        headers: admin,
        payload: { languageId: LANGUAGE_ID[language], pageNumber, pageSize: 50 },
      });
      expect(res.statusCode).toBe(200);
      const page = res.json() as ReportPage;
      items.push(...page.items);
      if (items.length >= page.totalCount || page.items.length === 0) {
        expect(items).toHaveLength(page.totalCount);
        return items;
      }
    }
  }

  async function exported(report: AnyReport, format: string, language: Language) {
    // A person's allowance of exports is not this test's subject: it makes many more.
    await ctx.database.db.delete(rateLimit).where(like(rateLimit.key, 'write:export:%'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: report.export.path,
      headers: admin,
      payload: { languageId: LANGUAGE_ID[language], format },
    });
    expect(res.statusCode).toBe(200);
    return { data: res.rawPayload, disposition: String(res.headers['content-disposition']) };
  }

  it('are run by administrators, so that this test reaches every one', () => {
    expect(allReports.length).toBeGreaterThan(5);
    const administrator = { profileId: Profile.Administrator, rights: [] };
    for (const report of allReports) expect(mayCall(report.access, administrator)).toBe(true);
  });

  describe.each(allReports.map((report) => [report.name, report] as const))('%s', (_, report) => {
    it('has rows in the demo data, and writes its Search’s rows to CSV and Excel, and its title, headings and first and last rows to PDF and Word', async () => {
      const items = await searchAll(report, 'bs');
      expect(items.length).toBeGreaterThan(0);
      const title = text('bs', report.title);
      const headings = report.columns.map((c) => text('bs', c.label));
      const cells = (read: typeof csvCell) =>
        items.map((item) => report.columns.map((c) => read(item[c.key], c)));

      const csv = await exported(report, 'csv', 'bs');
      expect(csv.disposition).toContain(`filename*=UTF-8''${encodeURIComponent(title)}`);
      expect(csvRows(csv.data)).toEqual([headings, ...cells(csvCell)]);

      const sheet = await xlsxRows((await exported(report, 'xlsx', 'bs')).data);
      expect(sheet.map((row) => row.join(' '))).toContain(title);
      const heading = sheet.findIndex((row) => row.join('|') === headings.join('|'));
      expect(heading).toBeGreaterThan(0);
      const rows = sheet.slice(heading + 1, heading + 1 + items.length);
      expect(rows.map((row) => report.columns.map((_, i) => row[i] ?? ''))).toEqual(cells(xlsxCell));

      const ends = [...writtenCells(report, items[0]!), ...writtenCells(report, items.at(-1)!)];
      const word = await docxText((await exported(report, 'docx', 'bs')).data);
      for (const expected of [title, ...headings, ...ends]) expect(word).toContain(expected);
      // pdftotext lays a table out in columns, wrapping long cells and headings: each word is there.
      const pdf = (await pdfText((await exported(report, 'pdf', 'bs')).data)).replace(/\s+/g, ' ');
      for (const expected of [title, ...headings, ...ends]) {
        for (const word of expected.split(' ')) expect(pdf).toContain(word);
      }
    });

    it('writes Serbian Cyrillic files with no Latin letters but in the data', async () => {
      const items = await searchAll(report, 'sr_cyr');
      const title = text('sr_cyr', report.title);
      const values = [
        ...new Set(items.flatMap((item) => Object.values(item).filter((v) => typeof v === 'string'))),
      ].sort((a, b) => b.length - a.length); // longest first, so that no value is cut out of a longer one
      const pdf = (await pdfText((await exported(report, 'pdf', 'sr_cyr')).data)).replace(/\s+/g, ' ');
      expect(pdf).toContain(title);
      const files = [
        await docxText((await exported(report, 'docx', 'sr_cyr')).data),
        (await xlsxRows((await exported(report, 'xlsx', 'sr_cyr')).data)).flat().join('\n'),
        (await exported(report, 'csv', 'sr_cyr')).data.toString('utf8'),
      ];
      for (const file of files) {
        expect(file).toContain(report.columns.map((c) => text('sr_cyr', c.label))[0]);
        let rest = file;
        for (const value of values) rest = rest.split(value).join('');
        // Excel's ISO dates as exceljs reads them, and the SI symbol "h" after a number of hours.
        rest = rest.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '').replace(/(?<=\d ?)h\b/g, '');
        expect(rest).not.toMatch(/[A-Za-z]/);
      }
    });
  });
});
