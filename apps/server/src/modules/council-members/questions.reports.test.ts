import { AccessRight, Profile, questionReports } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { type Headers, post } from '../../../test/http';
import { csvRows, docxText, pdfText, xlsxRows } from '../../../test/report-files';
import { column, reportCalls } from '../../../test/reports';
import type { ReportRange } from '../../platform/reports/ranges';
import * as repo from './questions-statistics.repository';
import { questionStatisticsWorld } from './questions-statistics.fixtures';

/*
 * The council-member reports (decision 0028, "Reports and statistics") through the report
 * engine: what each counts on the world of questions-statistics.fixtures.ts, who may run them
 * and what they show whom, and their files (every-report.test.ts checks every report's files
 * against its Search on the demo data).
 */

const YEAR_2025 = { dateFrom: '2025-01-01', dateTo: '2025-12-31' };

describe('council-member reports', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof questionStatisticsWorld>>;
  let admin: Headers;
  let councilMember: Headers;
  beforeAll(async () => {
    ctx = await startApp();
    w = await questionStatisticsWorld(ctx);
    admin = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
    councilMember = (await signedIn(ctx, { profileId: Profile.CouncilMember })).headers;
  });
  afterAll(() => ctx.close());

  const { search, exported } = reportCalls(() => ctx);

  it('are the three of the spec, in the questions’ group', () => {
    expect(questionReports.map((r) => r.name)).toEqual([
      'QuestionsAndAnswers',
      'QuestionsByStatus',
      'QuestionsByAnswerTime',
    ]);
    expect(new Set(questionReports.map((r) => r.group))).toEqual(
      new Set(['questionsStatistics.reports.group']),
    );
  });

  it('list every question asked in the period in the order asked, with its answer and status, to administrators', async () => {
    const page = await search('QuestionsAndAnswers', admin, YEAR_2025);
    // q11 was asked on 1 January there; q10 in 2023, q12 on 1 January 2026 there.
    expect(page.totalCount).toBe(10);
    expect(column(page, 'question')).toEqual([
      'Pitanje q11',
      'Pitanje q1',
      'Pitanje q2',
      'Pitanje q3',
      'Pitanje q4',
      'Pitanje q5',
      'Pitanje q6',
      'Pitanje q7',
      'Pitanje q8',
      'Pitanje q9',
    ]);
    expect(page.items[1]).toEqual({
      date: '2025-03-10T09:00:00.000Z',
      addressee: 'Amir Babić (SDA)',
      question: 'Pitanje q1',
      answer: 'Odgovor q1',
      answeredAt: '2025-03-11T09:00:00.000Z',
      status: 'Odgovoreno',
    });
    expect(column(page, 'status').slice(3)).toEqual([
      'Bez odgovora',
      'Odgovoreno',
      'Odgovoreno',
      'Odgovor čeka odobrenje',
      'Odgovoreno',
      'Neprimjereno',
      'Neaktivno',
    ]);
    // The answer awaiting activation, and the inappropriate question's text, as entered.
    expect(page.items[6]).toMatchObject({ addressee: 'Selma Mujić (SDP)', answer: 'Odgovor q6' });
    expect(page.items[8]).toMatchObject({ addressee: 'Služba za urbanizam', question: 'Pitanje q8' });
    // With no period: every question.
    expect((await search('QuestionsAndAnswers', admin)).totalCount).toBe(12);
  });

  it('show council members, managers and the mayor what the public pages show', async () => {
    const manager = (await signedIn(ctx, { profileId: Profile.Manager })).headers;
    for (const headers of [councilMember, manager]) {
      const page = await search('QuestionsAndAnswers', headers, YEAR_2025);
      // Not the inactive q9.
      expect(page.totalCount).toBe(9);
      expect(page.items[6]).toMatchObject({ question: 'Pitanje q6', answer: '', answeredAt: null });
      expect(page.items[8]).toMatchObject({
        question: 'Pitanje je sakriveno zbog neprimjerenog sadržaja.',
        status: 'Neprimjereno',
      });
    }
    // Right 18 moderates the questions: every one, in full.
    const moderator = (await signedIn(ctx, { profileId: Profile.Office, rights: [AccessRight.Questions] }))
      .headers;
    expect((await search('QuestionsAndAnswers', moderator, YEAR_2025)).totalCount).toBe(10);
  });

  it('read an export’s batches by key, giving the rows by offset in the same order', async () => {
    const scope = { municipalityId: ctx.config.MUNICIPALITY_ID, activeOnly: false };
    const read = (range: ReportRange) => repo.questionRows(ctx.database.db, scope, 'bs', range);
    const all = await read({ offset: 0, limit: 100 });
    expect(all).toHaveLength(12);
    const batches: { key: string }[] = [];
    let after: string | null = null;
    for (let i = 0; i < 5; i++) {
      const batch = await read({ after, limit: 5 });
      batches.push(...batch);
      after = batch.at(-1)?.key ?? after;
    }
    expect(batches).toEqual(all);
  });

  it('count per addressee by status: received is answered, unanswered and awaiting, with the inappropriate and inactive among them', async () => {
    const page = await search('QuestionsByStatus', admin, YEAR_2025);
    expect(page.items).toEqual([
      {
        addressee: 'Selma Mujić (SDP)',
        received: 3,
        answered: 2,
        unanswered: 0,
        awaitingActivation: 1,
        inappropriate: 0,
        inactive: 0,
      },
      {
        addressee: 'Amir Babić (SDA)',
        received: 4,
        answered: 3,
        unanswered: 1,
        awaitingActivation: 0,
        inappropriate: 0,
        inactive: 0,
      },
      {
        addressee: 'Služba za urbanizam',
        received: 3,
        answered: 2,
        unanswered: 1,
        awaitingActivation: 0,
        inappropriate: 1,
        inactive: 1,
      },
    ]);
    expect(page.chart).toEqual({
      categories: ['Selma Mujić (SDP)', 'Amir Babić (SDA)', 'Služba za urbanizam'],
      series: [
        { key: 'answered', values: [2, 3, 2] },
        { key: 'awaitingActivation', values: [1, 0, 0] },
        { key: 'unanswered', values: [0, 1, 1] },
      ],
    });
    // Over every question: the old convocation's member too, after the current ones.
    const all = await search('QuestionsByStatus', admin);
    expect(column(all, 'addressee')).toEqual([
      'Selma Mujić (SDP)',
      'Amir Babić (SDA)',
      'Ozren Delić (SDA)',
      'Služba za urbanizam',
    ]);
    expect(all.items[1]).toMatchObject({ received: 5, unanswered: 2 });
  });

  it('count per addressee by the hours to the answer, with the over-72-hours bucket', async () => {
    const page = await search('QuestionsByAnswerTime', admin, YEAR_2025);
    expect(page.items).toEqual([
      {
        addressee: 'Selma Mujić (SDP)',
        received: 3,
        within24: 0,
        within48: 0,
        within72: 1,
        over72: 1,
        unanswered: 1,
      },
      // q1 after exactly 24 hours, q11 after 2: within the first; q2 after 30.
      {
        addressee: 'Amir Babić (SDA)',
        received: 4,
        within24: 2,
        within48: 1,
        within72: 0,
        over72: 0,
        unanswered: 1,
      },
      // q9 (inactive) after an hour; q7 after 5 days.
      {
        addressee: 'Služba za urbanizam',
        received: 3,
        within24: 1,
        within48: 0,
        within72: 0,
        over72: 1,
        unanswered: 1,
      },
    ]);
    const old = await search('QuestionsByAnswerTime', admin, {
      dateFrom: '2023-01-01',
      dateTo: '2023-12-31',
    });
    // Exactly 72 hours: the last bucket before "more than 72".
    expect(old.items).toEqual([
      expect.objectContaining({ addressee: 'Ozren Delić (SDA)', within72: 1, over72: 0 }),
    ]);
  });

  it('are refused to citizens, units’ accounts, office staff without right 18 and the signed-out', async () => {
    const citizen = (await signedIn(ctx, { profileId: Profile.RegisteredCitizen })).headers;
    const unit = (await signedIn(ctx, { profileId: Profile.OrgUnit })).headers;
    const office = (await signedIn(ctx, { profileId: Profile.Office })).headers;
    for (const report of questionReports) {
      for (const headers of [citizen, unit, office]) {
        expect((await post(ctx, report.search.path, headers, { languageId: 1 })).statusCode).toBe(403);
        expect(
          (await post(ctx, report.export.path, headers, { languageId: 1, format: 'csv' })).statusCode,
        ).toBe(403);
      }
      expect((await post(ctx, report.search.path, {}, { languageId: 1 })).statusCode).toBe(401);
    }
  });

  it('write the period in words and the rows on every format', async () => {
    const csv = csvRows((await exported('QuestionsByStatus', admin, 'csv', YEAR_2025)).rawPayload);
    expect(csv).toEqual([
      [
        'Kome je upućeno',
        'Primljena',
        'Odgovorena',
        'Bez odgovora',
        'Odgovor čeka odobrenje',
        'Neprimjerena',
        'Neaktivna',
      ],
      ['Selma Mujić (SDP)', '3', '2', '0', '1', '0', '0'],
      ['Amir Babić (SDA)', '4', '3', '1', '0', '0', '0'],
      ['Služba za urbanizam', '3', '2', '1', '0', '1', '1'],
    ]);
    const xlsx = await exported('QuestionsAndAnswers', admin, 'xlsx', YEAR_2025);
    expect(xlsx.headers['content-disposition']).toMatch(
      /filename\*=UTF-8''Pitanja%20i%20odgovori%20\d\d\.\d\d\.\d{4}\.xlsx/,
    );
    const sheet = (await xlsxRows(xlsx.rawPayload)).map((r) => r.join(' | ')).join('\n');
    const docx = await docxText((await exported('QuestionsAndAnswers', admin, 'docx', YEAR_2025)).rawPayload);
    for (const text of ['Postavljena od: 01.01.2025.', 'Postavljena do: 31.12.2025.']) {
      expect(sheet).toContain(text);
      expect(docx).toContain(text);
    }
    expect(docx).toContain('Odgovor čeka odobrenje');
    const pdf = (
      await pdfText((await exported('QuestionsByAnswerTime', admin, 'pdf', YEAR_2025)).rawPayload)
    ).replace(/\s+/g, ' ');
    for (const text of ['Pitanja po vremenu do odgovora', 'Više od 72 sata', 'Služba za urbanizam'])
      for (const word of text.split(' ')) expect(pdf).toContain(word);
  });

  it('write Serbian Cyrillic files in Cyrillic but for the names', async () => {
    const page = await search('QuestionsAndAnswers', admin, { ...YEAR_2025, languageId: 2 });
    expect(column(page, 'status').slice(0, 2)).toEqual(['Одговорено', 'Одговорено']);
    const docx = await docxText(
      (await exported('QuestionsByStatus', admin, 'docx', { ...YEAR_2025, languageId: 2 })).rawPayload,
    );
    for (const text of ['Питања по статусу', 'Постављена од: 01.01.2025.', 'Одговор чека одобрење'])
      expect(docx).toContain(text);
    const rest = ['Selma Mujić (SDP)', 'Amir Babić (SDA)', 'Služba za urbanizam'].reduce(
      (text, name) => text.split(name).join(''),
      docx,
    );
    expect(rest).not.toMatch(/[A-Za-z]/);
    expect(w.units.urbanism).toBeGreaterThan(0);
  });
});
