import { Profile, sessionReports } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { type Headers, post } from '../../../test/http';
import { csvRows, docxText, pdfText, xlsxRows } from '../../../test/report-files';
import { column, reportCalls } from '../../../test/reports';
import type { ReportRange } from '../../platform/reports/ranges';
import * as repo from './sessions-reports.repository';
import { sessionReportsWorld } from './sessions.reports-fixtures';

/*
 * The council sessions' reports (decision 0027, "Reports"): what each counts on the world of
 * sessions.reports-fixtures.ts, their filters, who may run them over which sessions, and
 * their files (every-report.test.ts checks every report's files against its Search on the demo).
 */

const YEAR_2026 = { dateFrom: '2026-01-01', dateTo: '2026-12-31' };

describe('session reports', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof sessionReportsWorld>>;
  let admin: Headers;
  let councilMember: Headers;
  beforeAll(async () => {
    ctx = await startApp();
    w = await sessionReportsWorld(ctx);
    admin = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
    councilMember = (await signedIn(ctx, { profileId: Profile.CouncilMember })).headers;
  });
  afterAll(() => ctx.close());

  const { search, exported } = reportCalls(() => ctx);

  it('are the six reports of the spec, in the sessions group', () => {
    expect(sessionReports.map((r) => r.name)).toEqual([
      'SessionAgendaCommentsAndVotes',
      'SessionAgendaAndDocuments',
      'SessionDateAndDuration',
      'SessionData',
      'SessionTypesAndParticipants',
      'SessionParticipantsByLocation',
    ]);
    expect(new Set(sessionReports.map((r) => r.group))).toEqual(new Set(['reports.groups.sessions']));
  });

  it('count comments shown and hidden, citizens’ votes and the council’s decision per session and agenda item', async () => {
    const page = await search('SessionAgendaCommentsAndVotes', admin, YEAR_2026);
    expect(page.totalCount).toBe(7);
    expect(page.items).toEqual([
      {
        session: 'Prva sjednica',
        date: '2026-02-10T08:00:00.000Z',
        item: 'Sjednica u cjelini',
        commentsShown: 1,
        commentsHidden: 0,
        votesFor: null,
        votesAgainst: null,
        votesAbstained: null,
        votesAbsent: null,
        decision: '',
      },
      {
        session: 'Prva sjednica',
        date: '2026-02-10T08:00:00.000Z',
        item: '1. Budžet',
        // B's and the clerk's; E's was found inappropriate.
        commentsShown: 2,
        commentsHidden: 1,
        votesFor: 1,
        votesAgainst: 1,
        votesAbstained: 0,
        votesAbsent: 0,
        decision: 'Usvojena',
      },
      expect.objectContaining({ item: '2. Rasvjeta', votesAbstained: 1, votesFor: 0, decision: '' }),
      expect.objectContaining({ item: '2.1 Amandmani', votesAbsent: 1, commentsShown: 0 }),
      expect.objectContaining({ session: 'Druga sjednica', item: 'Sjednica u cjelini', votesFor: null }),
      expect.objectContaining({ session: 'Druga sjednica', item: '1. Parkovi', votesFor: 1 }),
      expect.objectContaining({ session: 'Neobjavljena sjednica', item: 'Sjednica u cjelini' }),
    ]);
    expect(page.chart).toBeNull();
    // Paged like any report: the rows after the first page continue in order.
    const second = await search('SessionAgendaCommentsAndVotes', admin, {
      ...YEAR_2026,
      pageNumber: 2,
      pageSize: 5,
    });
    expect(column(second, 'item')).toEqual(['1. Parkovi', 'Sjednica u cjelini']);
  });

  it('read an export’s batches by key, giving the rows by offset in the same order', async () => {
    const where = { municipalityId: ctx.config.MUNICIPALITY_ID };
    for (const read of [
      (range: ReportRange) => repo.commentsAndVotes(ctx.database.db, where, 'bs', range),
      (range: ReportRange) =>
        repo.agendaDocuments(ctx.database.db, where, { language: 'bs', additionalMark: ' (d)' }, range),
    ]) {
      const all: { key: string }[] = await read({ offset: 0, limit: 100 });
      expect(all).toHaveLength(8);
      const batches: { key: string }[] = [];
      let after: string | null = null;
      for (let i = 0; i < 5; i++) {
        const batch: { key: string }[] = await read({ after, limit: 3 });
        batches.push(...batch);
        after = batch.at(-1)?.key ?? after;
      }
      expect(batches).toEqual(all);
    }
  });

  it('filter by the period of the session’s start, the convocation and the status', async () => {
    const all = await search('SessionAgendaCommentsAndVotes', admin);
    expect(all.totalCount).toBe(8);
    expect(all.items[0]).toMatchObject({
      session: 'Stara sjednica',
      item: 'Sjednica u cjelini',
      commentsShown: 1,
    });
    const old = await search('SessionAgendaCommentsAndVotes', admin, { convocationId: w.convocations.old });
    expect(column(old, 'session')).toEqual(['Stara sjednica']);
    const active = await search('SessionDateAndDuration', admin, { statusId: 2 });
    expect(column(active, 'session')).toEqual(['Druga sjednica']);
    // The day is the municipality's: the second session began at 10:00 in Sarajevo on 15 March.
    const day = await search('SessionData', admin, { dateFrom: '2026-03-15', dateTo: '2026-03-15' });
    expect(column(day, 'session')).toEqual(['Druga sjednica']);
    const march = await search('SessionData', admin, { dateFrom: '2026-03-16', dateTo: '2026-12-31' });
    expect(column(march, 'session')).toEqual(['Neobjavljena sjednica']);
  });

  it('list the documents of each session and agenda item, additional materials marked', async () => {
    const page = await search('SessionAgendaAndDocuments', admin, YEAR_2026);
    expect(page.totalCount).toBe(7);
    expect(page.items.slice(0, 4)).toEqual([
      {
        session: 'Prva sjednica',
        date: '2026-02-10T08:00:00.000Z',
        item: 'Sjednica u cjelini',
        status: 'Završeno',
        documentCount: 2,
        documents: 'poziv.pdf; materijal.pdf (dodatni materijal)',
      },
      expect.objectContaining({
        item: '1. Budžet',
        status: 'Završeno',
        documentCount: 1,
        documents: 'budzet.pdf',
      }),
      expect.objectContaining({ item: '2. Rasvjeta', documentCount: 0, documents: '' }),
      expect.objectContaining({ item: '2.1 Amandmani', documentCount: 0 }),
    ]);
    expect(page.items[5]).toMatchObject({ item: '1. Parkovi', status: 'U toku' });
  });

  it('give each session’s place, start, end and duration in hours, with a bar per session', async () => {
    const page = await search('SessionDateAndDuration', admin, YEAR_2026);
    expect(page.items).toEqual([
      {
        session: 'Prva sjednica',
        place: 'Velika sala',
        startsAt: '2026-02-10T08:00:00.000Z',
        endsAt: '2026-02-10T13:30:00.000Z',
        duration: 5.5,
        status: 'Završeno',
      },
      expect.objectContaining({ session: 'Druga sjednica', place: 'Mjesna zajednica Slatina', duration: 2 }),
      expect.objectContaining({ session: 'Neobjavljena sjednica', duration: 1, status: 'U pripremi' }),
    ]);
    expect(page.chart).toEqual({
      categories: ['Prva sjednica', 'Druga sjednica', 'Neobjavljena sjednica'],
      series: [{ key: 'duration', values: [5.5, 2, 1] }],
    });
  });

  it('give each session’s data as the administration keeps it, with its agenda’s size', async () => {
    const page = await search('SessionData', admin, YEAR_2026);
    expect(page.items[0]).toEqual({
      session: 'Prva sjednica',
      date: '2026-02-10T08:00:00.000Z',
      convocation: 'Saziv 2024–2028',
      status: 'Završeno',
      privilege: 'Svi',
      published: 'Da',
      votingEnabled: 'Da',
      commentingEnabled: 'Da',
      agendaItems: 2,
      subItems: 1,
      documentCount: 3,
    });
    expect(page.items.slice(1)).toEqual([
      expect.objectContaining({
        session: 'Druga sjednica',
        privilege: 'Zaposleni',
        agendaItems: 1,
        subItems: 0,
      }),
      expect.objectContaining({
        session: 'Neobjavljena sjednica',
        published: 'Ne',
        agendaItems: 0,
        documentCount: 0,
      }),
    ]);
    const old = await search('SessionData', admin, { convocationId: w.convocations.old });
    expect(old.items).toEqual([expect.objectContaining({ convocation: 'Saziv 2020–2024' })]);
  });

  it('count each session’s voters, commenters and participants once each, by the session’s type', async () => {
    const page = await search('SessionTypesAndParticipants', admin, YEAR_2026);
    expect(page.items).toEqual([
      // A and B voted and commented, C only voted, E only commented; the clerk is no participant.
      {
        type: 'Svi',
        session: 'Prva sjednica',
        date: '2026-02-10T08:00:00.000Z',
        status: 'Završeno',
        voters: 3,
        commenters: 3,
        participants: 4,
      },
      expect.objectContaining({ type: 'Svi', session: 'Neobjavljena sjednica', participants: 0 }),
      expect.objectContaining({
        type: 'Zaposleni',
        session: 'Druga sjednica',
        voters: 1,
        commenters: 0,
        participants: 1,
      }),
    ]);
    expect(page.chart).toEqual({
      categories: ['Prva sjednica', 'Neobjavljena sjednica', 'Druga sjednica'],
      series: [{ key: 'participants', values: [4, 0, 1] }],
    });
  });

  it('count participants by the place the sessions were held, each person once per place', async () => {
    const page = await search('SessionParticipantsByLocation', admin, YEAR_2026);
    expect(page.items).toEqual([
      { place: 'Velika sala', sessions: 2, participants: 4, votes: 4, comments: 3 },
      { place: 'Mjesna zajednica Slatina', sessions: 1, participants: 1, votes: 1, comments: 0 },
    ]);
    // With the old session: A commented there too, and is counted once.
    const all = await search('SessionParticipantsByLocation', admin);
    expect(all.items[0]).toEqual({
      place: 'Velika sala',
      sessions: 3,
      participants: 4,
      votes: 4,
      comments: 4,
    });
    expect(all.totalCount).toBe(2);
  });

  it('count for council members, managers and the mayor only the sessions the public pages show them', async () => {
    const manager = (await signedIn(ctx, { profileId: Profile.Manager })).headers;
    const office = w.office.headers;
    for (const headers of [councilMember, manager]) {
      const page = await search('SessionData', headers, YEAR_2026);
      // Not the unpublished one; the one for employees, yes.
      expect(column(page, 'session')).toEqual(['Prva sjednica', 'Druga sjednica']);
      const places = await search('SessionParticipantsByLocation', headers, YEAR_2026);
      expect(places.items[0]).toMatchObject({ place: 'Velika sala', sessions: 1 });
    }
    expect(column(await search('SessionData', office, YEAR_2026), 'session')).toHaveLength(3);
  });

  it('are refused to citizens, office moderators and the signed-out, on Search and Export alike', async () => {
    const citizen = (await signedIn(ctx, { profileId: Profile.RegisteredCitizen })).headers;
    const moderator = (await signedIn(ctx, { profileId: Profile.OfficeModerator })).headers;
    for (const report of sessionReports) {
      for (const headers of [citizen, moderator]) {
        expect((await post(ctx, report.search.path, headers, { languageId: 1 })).statusCode).toBe(403);
        expect(
          (await post(ctx, report.export.path, headers, { languageId: 1, format: 'pdf' })).statusCode,
        ).toBe(403);
      }
      expect((await post(ctx, report.search.path, {}, { languageId: 1 })).statusCode).toBe(401);
    }
  });

  it('write the filters in words and the rows on every format', async () => {
    const filters = { ...YEAR_2026, convocationId: w.convocations.current, statusId: 3 };
    const page = await search('SessionAgendaCommentsAndVotes', admin, filters);
    expect(column(page, 'item')).toEqual(['Sjednica u cjelini', '1. Budžet', '2. Rasvjeta', '2.1 Amandmani']);

    const xlsx = await exported('SessionAgendaCommentsAndVotes', admin, 'xlsx', filters);
    expect(xlsx.headers['content-disposition']).toMatch(
      /filename\*=UTF-8''Komentari%20i%20glasanje%20po%20ta%C4%8Dkama%20dnevnog%20reda%20\d\d\.\d\d\.\d{4}\.xlsx/,
    );
    const sheet = (await xlsxRows(xlsx.rawPayload)).map((r) => r.join(' | ')).join('\n');
    const docx = await docxText(
      (await exported('SessionAgendaCommentsAndVotes', admin, 'docx', filters)).rawPayload,
    );
    for (const text of [
      'Početak sjednice od: 01.01.2026.',
      'Početak sjednice do: 31.12.2026.',
      'Saziv: Saziv 2024–2028',
      'Status: Završeno',
    ]) {
      expect(sheet).toContain(text);
      expect(docx).toContain(text);
    }
    expect(sheet).toContain('1. Budžet | 2 | 1 | 1 | 1 | 0 | 0 | Usvojena');
    const pdf = (
      await pdfText((await exported('SessionAgendaCommentsAndVotes', admin, 'pdf', filters)).rawPayload)
    ).replace(/\s+/g, ' ');
    for (const text of [
      'Komentari i glasanje po tačkama dnevnog reda',
      'Saziv 2024–2028',
      '2.1 Amandmani',
      'Usvojena',
    ])
      expect(pdf).toContain(text);
    const csv = csvRows((await exported('SessionAgendaAndDocuments', admin, 'csv', YEAR_2026)).rawPayload);
    expect(csv[0]).toEqual([
      'Sjednica',
      'Datum',
      'Tačka dnevnog reda',
      'Status',
      'Broj dokumenata',
      'Dokumenti',
    ]);
    expect(csv[1]).toEqual([
      'Prva sjednica',
      '10.02.2026.',
      'Sjednica u cjelini',
      'Završeno',
      '2',
      'poziv.pdf; materijal.pdf (dodatni materijal)',
    ]);
    expect(csv).toHaveLength(8);
  });

  it('write Serbian Cyrillic files in Cyrillic, the sessions’ titles transliterated', async () => {
    const page = await search('SessionTypesAndParticipants', admin, { ...YEAR_2026, languageId: 2 });
    expect(column(page, 'type')).toEqual(['Сви', 'Сви', 'Запослени']);
    expect(column(page, 'session')).toEqual(['Прва сједница', 'Необјављена сједница', 'Друга сједница']);
    const cyrillic = { ...YEAR_2026, languageId: 2 };
    const pdf = (
      await pdfText((await exported('SessionAgendaCommentsAndVotes', admin, 'pdf', cyrillic)).rawPayload)
    ).replace(/\s+/g, ' ');
    const docx = await docxText(
      (await exported('SessionAgendaCommentsAndVotes', admin, 'docx', cyrillic)).rawPayload,
    );
    for (const text of [
      'Коментари и гласање по тачкама дневног реда',
      'Почетак сједнице од: 01.01.2026.',
      'Сједница у цјелини',
      'Усвојена',
      '1. Буџет',
    ]) {
      expect(docx).toContain(text);
      // pdftotext lays the table out in columns, wrapping long cells: each word is there.
      for (const word of text.split(' ')) expect(pdf).toContain(word);
    }
    expect(docx).not.toMatch(/[A-Za-z]/);
    expect(pdf).not.toContain('Sjednica');
  });
});
