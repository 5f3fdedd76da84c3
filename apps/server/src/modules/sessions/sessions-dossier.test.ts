import { Profile } from '@portal/contracts';
import { like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { type Headers, post } from '../../../test/http';
import { docxText, pdfText, xlsxRows } from '../../../test/report-files';
import { rateLimit } from '../../platform/limiter.schema';
import { sessionReportsWorld } from './sessions.reports-fixtures';

const EXPORT = '/api/Sessions/ExportSessionData';

/** The session export (ExportSessionData): one session as a PDF, Word or Excel document. */
describe('sessions: the session export', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof sessionReportsWorld>>;
  let admin: Headers;

  beforeAll(async () => {
    ctx = await startApp();
    w = await sessionReportsWorld(ctx);
    admin = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
  });
  afterAll(() => ctx.close());

  const exported = async (headers: Headers, format: string, languageId = 1, sessionId = w.sessions.first) => {
    // A person's allowance of exports is the last test's subject only.
    await ctx.database.db.delete(rateLimit).where(like(rateLimit.key, 'write:export:%'));
    return post(ctx, EXPORT, headers, { sessionId, languageId, format });
  };

  /** What the document must say, whatever its format. */
  const contents = () => [
    'Grad Tuzla',
    'Podaci o sjednici',
    'Prva sjednica',
    'Saziv 2024–2028',
    'Velika sala',
    'Završeno',
    'Dnevni red',
    '1. Budžet',
    '2. Rasvjeta',
    '2.1 Amandmani',
    'Usvojena',
    'poziv.pdf',
    'materijal.pdf',
    'Dodatni materijal',
    'budzet.pdf',
    'Hvala na objavljenim materijalima.',
    'prilog.pdf',
    'Budžet za mjesne zajednice je premali.',
    'Uvredljiv komentar o budžetu.',
    'Neprimjeren',
    `Test ${w.citizens.b.username}`,
    `Test ${w.office.user.username} (službenik)`,
  ];

  it('exports the session as PDF with its agenda, decisions, documents, votes and comments', async () => {
    const res = await exported(admin, 'pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /filename\*=UTF-8''Prva%20sjednica%20\d\d\.\d\d\.\d{4}\.pdf/,
    );
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of contents()) {
      // pdftotext lays tables out in columns, wrapping long cells: each word is there.
      for (const word of expected.split(' ')) expect(text).toContain(word);
    }
    for (const expected of ['Prva sjednica', 'Saziv 2024–2028', '10.02.2026. 09:00', '5,5']) {
      expect(text).toContain(expected);
    }
  });

  it('exports the session as Word with the same contents', async () => {
    const res = await exported(w.office.headers, 'docx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/\.docx$/);
    const text = await docxText(res.rawPayload);
    for (const expected of contents()) expect(text).toContain(expected);
    // The second session's item is not this session's.
    expect(text).not.toContain('Parkovi');
  });

  it('exports the session as Excel: the fields on the first sheet, a sheet per table with native numbers', async () => {
    const res = await exported(admin, 'xlsx');
    expect(res.statusCode, res.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Podaci',
      'Glasovi građana',
      'Dokumenti',
      'Komentari',
    ]);
    const main = (await xlsxRows(res.rawPayload, 0)).map((r) => r.join(' | ')).join('\n');
    for (const expected of ['Prva sjednica', 'Saziv 2024–2028', '1. Budžet', 'Usvojena', 'Vijećnici za | 20'])
      expect(main).toContain(expected);
    const votes = await xlsxRows(res.rawPayload, 1);
    expect(votes.slice(-3)).toEqual([
      ['1. Budžet', '1', '1', '0', '0', '2'],
      ['2. Rasvjeta', '0', '0', '1', '0', '1'],
      ['2.1 Amandmani', '0', '0', '0', '1', '1'],
    ]);
    const documents = await xlsxRows(res.rawPayload, 2);
    expect(documents.slice(-3)).toEqual([
      ['Sjednica u cjelini', 'Dokument sjednice', 'poziv.pdf'],
      ['Sjednica u cjelini', 'Dodatni materijal', 'materijal.pdf'],
      ['1. Budžet', 'Dokument tačke', 'budzet.pdf'],
    ]);
    const comments = await xlsxRows(res.rawPayload, 3);
    expect(comments.slice(-4).map((r) => [r[0], r[3], r[4]])).toEqual([
      ['Sjednica u cjelini', 'Vidljiv', 'Hvala na objavljenim materijalima.\nDatoteke: prilog.pdf'],
      ['1.', 'Vidljiv', 'Budžet za mjesne zajednice je premali.'],
      ['1.', 'Neprimjeren', 'Uvredljiv komentar o budžetu.'],
      ['1.', 'Vidljiv', 'Materijal je dopunjen izvještajem komisije.'],
    ]);
  });

  it('writes the Serbian Cyrillic document in Cyrillic', async () => {
    const res = await exported(admin, 'docx', 2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Прва сједница'));
    const text = await docxText(res.rawPayload);
    for (const expected of [
      'Град Тузла',
      'Подаци о сједници',
      'Основни подаци',
      'Дневни ред',
      '1. Буџет',
      'Усвојена',
      'Гласови грађана',
      'Непримјерен',
      'Додатни материјал',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Osnovni podaci');
  });

  it('says so where a session has no agenda, documents or comments', async () => {
    const res = await exported(admin, 'docx', 1, w.sessions.unpublished);
    expect(res.statusCode, res.body).toBe(200);
    const text = await docxText(res.rawPayload);
    for (const expected of [
      'Neobjavljena sjednica',
      'Dnevni red još nema tačaka.',
      'Nema dokumenata.',
      'Sjednica nema komentara.',
    ])
      expect(text).toContain(expected);
  });

  it('is refused to citizens, council members and the signed-out, and to a session that does not exist', async () => {
    const citizen = (await signedIn(ctx, { profileId: Profile.RegisteredCitizen })).headers;
    const councilMember = (await signedIn(ctx, { profileId: Profile.CouncilMember })).headers;
    expect((await exported(citizen, 'pdf')).statusCode).toBe(403);
    expect((await exported(councilMember, 'pdf')).statusCode).toBe(403);
    expect((await exported({}, 'pdf')).statusCode).toBe(401);
    const missing = await exported(admin, 'pdf', 1, 999_999);
    expect(missing.statusCode).toBe(404);
    expect((await exported(admin, 'csv')).statusCode).toBe(400);
  });

  it('counts against the person’s exports, 30 in 10 minutes, like any report file', async () => {
    const clerk = (await signedIn(ctx, { profileId: Profile.Office })).headers;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push(
        (await post(ctx, EXPORT, clerk, { sessionId: 999_999, languageId: 1, format: 'docx' })).statusCode,
      );
    expect(statuses.every((status) => status === 404)).toBe(true);
    const refused = await post(ctx, EXPORT, clerk, {
      sessionId: w.sessions.first,
      languageId: 1,
      format: 'docx',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual({ general: 'too_many_exports' });
  });
});
