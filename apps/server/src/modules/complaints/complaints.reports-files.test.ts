import { AccessRight, type AnyReport, complaintReports, Profile } from '@portal/contracts';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import {
  csvCell,
  csvRows,
  docxText,
  pdfText,
  writtenCells,
  xlsxCell,
  xlsxRows,
  catalogueText,
} from '../../../test/report-files';
import { rateLimit } from '../../platform/limiter.schema';
import { type Headers, post } from './complaints.fixtures';
import { reportsWorld, TITLES } from './complaints.reports-fixtures';

/*
 * Every complaint report, old and new: its files hold what its Search answers (the same rows
 * and total in Excel and CSV, the title, the filters and the first and last row in PDF and
 * Word), Serbian Cyrillic files have no Latin letters but in names, right 16 gets only its
 * branch's rows and a citizen nothing, on Search and Export alike.
 */

type Item = Record<string, string | number | null>;
type Page = { items: Item[]; totalCount: number };

const FILTERS = { dateFrom: '2025-01-01', dateTo: '2025-12-31' };

const text = catalogueText;

describe('every complaint report’s files', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof reportsWorld>>;
  let manager: Headers;
  beforeAll(async () => {
    ctx = await startApp();
    w = await reportsWorld(ctx);
    manager = (await signedIn(ctx, { profileId: Profile.Manager })).headers;
  });
  afterAll(() => ctx.close());

  const search = async (report: AnyReport, headers: Headers, body: Record<string, unknown> = {}) => {
    const res = await post(ctx, report.search.path, headers, {
      languageId: 1,
      pageSize: 50,
      ...FILTERS,
      ...body,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };
  const exported = async (
    report: AnyReport,
    headers: Headers,
    format: string,
    body: Record<string, unknown> = {},
  ) => {
    // A person's allowance of exports is not this test's subject: it makes many more.
    await ctx.database.db.delete(rateLimit).where(like(rateLimit.key, 'write:export:%'));
    const res = await post(ctx, report.export.path, headers, { languageId: 1, format, ...FILTERS, ...body });
    expect(res.statusCode).toBe(200);
    return res.rawPayload;
  };

  it('are declared for the five reports of the spec and the three statistics counts staff export', () => {
    expect(complaintReports.map((r) => r.name)).toEqual([
      'ComplaintsByCategoryAndStatus',
      'ComplaintsByTimePeriod',
      'ComplaintsByAnswerTime',
      'ComplaintsByResolvingDate',
      'ComplaintsByProfileData',
      'ComplaintsByCategoryAndYear',
      'ResolvedComplaintsByCategory',
      'ComplaintsByCategoryAndSex',
    ]);
  });

  describe.each(complaintReports.map((report) => [report.name, report] as const))('%s', (_, report) => {
    const headings = report.columns.map((c) => text('bs', c.label));
    const title = text('bs', report.title);
    const filterLines = [
      `${text('bs', report.filterLabels.dateFrom!.label)}: 01.01.2025.`,
      `${text('bs', report.filterLabels.dateTo!.label)}: 31.12.2025.`,
    ];

    it('exports the rows and total of its Search to Excel and CSV', async () => {
      const page = await search(report, manager);
      expect(page.totalCount).toBeGreaterThan(1);
      expect(page.items).toHaveLength(page.totalCount);

      const csv = csvRows(await exported(report, manager, 'csv'));
      expect(csv[0]).toEqual(headings);
      expect(csv.slice(1)).toEqual(
        page.items.map((item) => report.columns.map((c) => csvCell(item[c.key] ?? null, c))),
      );

      const sheet = await xlsxRows(await exported(report, manager, 'xlsx'));
      const lines = sheet.map((r) => r.join(' '));
      expect(lines).toContain(title);
      for (const line of filterLines) expect(lines).toContain(line);
      const heading = sheet.findIndex((r) => r.join('|') === headings.join('|'));
      expect(heading).toBeGreaterThan(0);
      const rows = sheet.slice(heading + 1, heading + 1 + page.totalCount);
      expect(rows.map((r) => report.columns.map((_, i) => r[i] ?? ''))).toEqual(
        page.items.map((item) => report.columns.map((c) => xlsxCell(item[c.key] ?? null, c))),
      );
      // After the rows, only the line that counts them.
      expect(sheet.slice(heading + 1 + page.totalCount)).toHaveLength(1);
    });

    it('writes the title, the filters and the first and last row in PDF and Word', async () => {
      const { items } = await search(report, manager);
      const first = writtenCells(report, items[0]!);
      const last = writtenCells(report, items.at(-1)!);
      const word = await docxText(await exported(report, manager, 'docx'));
      for (const expected of [title, ...filterLines, ...headings, ...first, ...last]) {
        expect(word).toContain(expected);
      }
      // pdftotext lays a table out in columns, wrapping long cells: each word is there.
      const pdf = (await pdfText(await exported(report, manager, 'pdf'))).replace(/\s+/g, ' ');
      for (const expected of [title, '01.01.2025.', '31.12.2025.', ...first, ...last]) {
        for (const word of expected.split(' ')) expect(pdf).toContain(word);
      }
    });

    it('writes Serbian Cyrillic with no Latin letters but in the complaints’ titles', async () => {
      const cyrillic = { languageId: 2 };
      const files = [
        (await pdfText(await exported(report, manager, 'pdf', cyrillic))).replace(/\s+/g, ' '),
        await docxText(await exported(report, manager, 'docx', cyrillic)),
        ...(await Promise.all(
          (report.chart ? [0, 1] : [0]).map(async (sheet) =>
            (await xlsxRows(await exported(report, manager, 'xlsx', cyrillic), sheet)).flat().join('\n'),
          ),
        )),
        (await exported(report, manager, 'csv', cyrillic)).toString('utf8'),
      ];
      expect(files[0]).toContain(text('sr_cyr', report.title));
      for (const file of files) {
        let rest = file;
        for (const title of Object.values(TITLES)) rest = rest.split(title).join('');
        // Excel's ISO dates as exceljs reads them, and "h" after a number of hours.
        rest = rest.replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '').replace(/(?<=\d ?)h\b/g, '');
        expect(rest).not.toMatch(/[A-Za-z]/);
      }
    });

    it('gives right 16 only its branch’s rows, on Search and Export alike', async () => {
      const all = await search(report, manager);
      const branch = await search(report, w.branch.headers);
      const other = await search(report, w.otherBranch.headers);
      const everyUnit = await search(report, w.all.headers);
      expect(everyUnit).toEqual(all);
      // The branch of unit A has the roads complaints a and b, unit B the lights complaint c.
      expect(reported(report, branch.items)).toEqual(['a', 'b']);
      expect(reported(report, other.items)).toEqual(['c']);
      const csv = csvRows(await exported(report, w.branch.headers, 'csv'));
      expect(csv.slice(1)).toEqual(
        branch.items.map((item) => report.columns.map((c) => csvCell(item[c.key] ?? null, c))),
      );
    });

    it('refuses citizens and staff without the rights, on Search and Export alike', async () => {
      const clerk = (await signedIn(ctx, { profileId: Profile.OrgUnit, rights: [AccessRight.Categories] }))
        .headers;
      for (const headers of [w.citizen.headers, w.people.anonymous.headers, clerk]) {
        expect((await post(ctx, report.search.path, headers, { languageId: 1 })).statusCode).toBe(403);
        for (const format of ['pdf', 'csv']) {
          expect((await post(ctx, report.export.path, headers, { languageId: 1, format })).statusCode).toBe(
            403,
          );
        }
      }
      expect((await post(ctx, report.search.path, {}, { languageId: 1 })).statusCode).toBe(401);
      expect((await post(ctx, report.export.path, {}, { languageId: 1, format: 'xlsx' })).statusCode).toBe(
        401,
      );
    });
  });

  /**
   * Which of the complaints a to d a report's rows stand for: by their numbers, or for the
   * counting reports by what they count (categories, months, sexes).
   */
  function reported(report: AnyReport, items: Item[]): string[] {
    const byNumber = Object.fromEntries(Object.entries(w.number).map(([key, number]) => [number, key]));
    switch (report.name) {
      case 'ComplaintsByAnswerTime':
      case 'ComplaintsByResolvingDate':
        return items.map((item) => byNumber[String(item.number)]!).sort();
      case 'ComplaintsByCategoryAndStatus':
      case 'ComplaintsByCategoryAndSex':
      case 'ComplaintsByCategoryAndYear':
      case 'ResolvedComplaintsByCategory': {
        // What each counts of a category: all its complaints, or those resolved (all of a branch's here).
        const counted = { ComplaintsByCategoryAndYear: 'count', ResolvedComplaintsByCategory: 'resolved' };
        const key = counted[report.name as keyof typeof counted] ?? 'total';
        const of = { Putevi: ['a', 'b'], Rasvjeta: ['c'] } as Record<string, string[]>;
        expect(items.every((item) => item[key] === of[String(item.category)]?.length)).toBe(true);
        return items.flatMap((item) => of[String(item.category)] ?? ['?']).sort();
      }
      case 'ComplaintsByTimePeriod': {
        const of = { '03.2025.': ['a', 'b'], '02.2025.': ['c'] } as Record<string, string[]>;
        expect(items.every((item) => item.reported === of[String(item.month)]?.length)).toBe(true);
        return items.flatMap((item) => of[String(item.month)] ?? ['?']).sort();
      }
      case 'ComplaintsByProfileData': {
        // a: a girl under 18, b: a man of 40, c: a woman over 55.
        const count = (group: string) => items.find((item) => item.group === group)?.count;
        return [
          ...(count('Mlađi od 18 godina') === 1 ? ['a'] : []),
          ...(count('Od 18 do 55 godina') === 1 ? ['b'] : []),
          ...(count('Stariji od 55 godina') === 1 ? ['c'] : []),
          ...(count('Starost nije poznata') ? ['?'] : []),
        ];
      }
      default:
        throw new Error(`No rule for ${report.name}`);
    }
  }
});
