import { LATEST_SESSIONS, Profile } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { get, type Headers, post } from '../../../test/http';
import { comment } from '../../platform/discussions/discussion.schema';
import { vote } from '../../platform/votes/votes.schema';
import { agendaDiscussion, agendaItemVote, sessionDiscussion } from './sessions.declarations';
import { agendaItem, councilSession } from './sessions.schema';
import { insertConvocations } from './sessions.fixtures';

const t = (bs: string) => ({ bs, hr: '', sr_cyr: '' });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A session as the test made it, with what each list should count. */
type Made = {
  id: number;
  startsAt: Date;
  statusId: number;
  privilegeId: number;
  published: boolean;
  agendaItems: number;
  publicComments: number;
  staffComments: number;
  votes: number;
};

type Listed = { id: number; agendaItemCount: number; commentCount: number; voteCount?: number };

/**
 * The session lists page by page (the page's ids first, then their rows and counts): every
 * session once, in order, two sessions starting at the same moment by id, and the agenda,
 * comment and vote counts of each, whatever page it falls on.
 */
describe('session lists across pages', () => {
  let ctx: TestContext;
  let office: Headers;
  let moderator: Headers;
  const made: Made[] = [];

  beforeAll(async () => {
    ctx = await startApp();
    const db = ctx.database.db;
    const municipalityId = ctx.config.MUNICIPALITY_ID;
    const staff = await signedIn(ctx, { profileId: Profile.Office });
    office = staff.headers;
    moderator = (await signedIn(ctx, { profileId: Profile.OfficeModerator })).headers;
    const voters = await Promise.all(
      Array.from({ length: 4 }, () => createAccount(ctx, { profileId: Profile.RegisteredCitizen })),
    );
    const { current } = await insertConvocations(ctx);
    const past = Date.parse('2025-03-02T09:00:00Z');
    const soon = Math.ceil(Date.now() / HOUR) * HOUR + DAY;
    for (let i = 0; i < 23; i++) {
      // Pairs start at the same moment; the last six are ahead, most of them in preparation.
      const ahead = i >= 17;
      const startsAt = new Date(
        ahead ? soon + Math.floor((i - 17) / 2) * DAY : past + Math.floor(i / 2) * DAY,
      );
      const statusId = ahead ? (i === 20 ? 2 : 1) : i % 4 === 0 ? 2 : 3;
      const privilegeId = [1, 1, 1, 4, 5][i % 5]!;
      const published = i % 7 !== 3;
      const [session] = await db
        .insert(councilSession)
        .values({
          municipalityId,
          convocationId: current,
          title: t(`Sjednica ${i + 1}`),
          description: t(''),
          place: 'Velika sala',
          startsAt,
          endsAt: new Date(startsAt.getTime() + 2 * HOUR),
          statusId,
          privilegeId,
          votingEnabled: true,
          commentingEnabled: true,
          published,
          createdBy: staff.user.id,
        })
        .returning({ id: councilSession.id });
      const id = session!.id;
      const items: number[] = [];
      for (let k = 1; k <= i % 5; k++) {
        const [item] = await db
          .insert(agendaItem)
          .values({
            municipalityId,
            sessionId: id,
            ordinalNumber: k,
            name: t(`Tačka ${k}`),
            description: t(''),
            statusId: 1,
          })
          .returning({ id: agendaItem.id });
        items.push(item!.id);
        if (k === 2 && i % 3 === 0) {
          const [sub] = await db
            .insert(agendaItem)
            .values({
              municipalityId,
              sessionId: id,
              parentId: item!.id,
              ordinalNumber: k,
              subNumber: 1,
              name: t('Amandman'),
              description: t(''),
              statusId: 1,
            })
            .returning({ id: agendaItem.id });
          items.push(sub!.id);
        }
      }
      // Comments: some hidden by staff, some inappropriate (shown to the public, text hidden).
      const comments: (typeof comment.$inferInsert)[] = [];
      const commentsOn = (subjectKind: string, subjectId: number, n: number) => {
        for (let j = 0; j < n; j++)
          comments.push({
            municipalityId,
            subjectKind,
            subjectId,
            userId: voters[j % voters.length]!.id,
            text: `Komentar ${j + 1}`,
            active: (i + j) % 4 !== 1,
            inappropriate: (i + j) % 5 === 2,
          });
      };
      commentsOn(sessionDiscussion.kind, id, i % 3);
      items.forEach((itemId, k) => commentsOn(agendaDiscussion.kind, itemId, (i + k) % 4));
      if (comments.length) await db.insert(comment).values(comments);
      // Votes of the declared choices, and one of a code no longer declared, which no count takes.
      const votes: (typeof vote.$inferInsert)[] = [];
      items.forEach((itemId, k) =>
        voters.slice(0, 3).forEach((voter, v) => {
          if ((i + k + v) % 2 === 0)
            votes.push({
              municipalityId,
              subjectKind: agendaItemVote.kind,
              subjectId: itemId,
              voterId: voter.id,
              choice: 1 + ((i + k + v) % 4),
            });
        }),
      );
      if (items.length && i % 2 === 1)
        votes.push({
          municipalityId,
          subjectKind: agendaItemVote.kind,
          subjectId: items[0]!,
          voterId: voters[3]!.id,
          choice: 9,
        });
      if (votes.length) await db.insert(vote).values(votes);
      made.push({
        id,
        startsAt,
        statusId,
        privilegeId,
        published,
        agendaItems: items.length,
        publicComments: comments.filter((c) => c.active).length,
        staffComments: comments.length,
        votes: votes.filter((v) => v.choice !== 9).length,
      });
    }
  });
  afterAll(() => ctx.close());

  const newestFirst = (a: Made, b: Made) => b.startsAt.getTime() - a.startsAt.getTime() || b.id - a.id;

  /** Every page of a list, one after the other, and the totals each page answered. */
  async function pages(url: string, headers: Headers, body: Record<string, unknown>, pageSize: number) {
    const items: Listed[] = [];
    const totals: number[] = [];
    for (let pageNumber = 1; ; pageNumber++) {
      const res = await post(ctx, url, headers, { languageId: 1, ...body, pageNumber, pageSize });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { items: Listed[]; totalCount: number };
      totals.push(page.totalCount);
      if (page.items.length === 0) break;
      expect(page.items.length).toBeLessThanOrEqual(pageSize);
      items.push(...page.items);
    }
    return { items, totals };
  }

  const publicView = (sessions: Made[], reader: 'public' | 'staff') =>
    sessions.map((s) => ({
      id: s.id,
      agendaItemCount: s.agendaItems,
      commentCount: reader === 'public' ? s.publicComments : s.staffComments,
    }));
  const pick = ({ id, agendaItemCount, commentCount }: Listed) => ({ id, agendaItemCount, commentCount });

  it('gives the public each session it may see once, newest first, with its agenda and the comments it sees', async () => {
    const expected = made.filter((s) => s.published && s.privilegeId === 1).sort(newestFirst);
    expect(expected.length).toBeGreaterThan(10);
    for (const pageSize of [5, 10]) {
      const { items, totals } = await pages('/api/PublicSessions/Search', {}, {}, pageSize);
      expect(items.map(pick)).toEqual(publicView(expected, 'public'));
      expect(new Set(totals)).toEqual(new Set([expected.length]));
    }
    const latest = await get(ctx, '/api/PublicSessions/GetLatest/1');
    expect(latest.json().map(pick)).toEqual(publicView(expected.slice(0, LATEST_SESSIONS), 'public'));
  });

  it('lists upcoming sessions soonest first, and staff who moderate count every comment', async () => {
    const now = Date.now();
    const upcoming = made
      .filter((s) => s.published && s.privilegeId === 1 && s.statusId === 1 && s.startsAt.getTime() >= now)
      .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || b.id - a.id);
    expect(upcoming.length).toBeGreaterThan(1);
    const soonest = await pages('/api/PublicSessions/Search', {}, { when: 'upcoming' }, 5);
    expect(soonest.items.map(pick)).toEqual(publicView(upcoming, 'public'));

    const employees = made.filter((s) => s.published && s.privilegeId !== 2).sort(newestFirst);
    const staff = await pages('/api/PublicSessions/Search', moderator, {}, 5);
    expect(staff.items.map(pick)).toEqual(publicView(employees, 'staff'));
    expect(new Set(staff.totals)).toEqual(new Set([employees.length]));
  });

  it('answers each call of a filter’s shape with its own values (the shape is prepared once)', async () => {
    const ids = async (url: string, headers: Headers, body: Record<string, unknown>) =>
      (await pages(url, headers, body, 50)).items.map((s) => s.id).sort((a, b) => a - b);
    const day = (s: Made) => s.startsAt.toISOString().slice(0, 10);
    const inPeriod = (from: string, to: string) =>
      made
        .filter((s) => s.published && s.privilegeId === 1 && day(s) >= from && day(s) <= to)
        .map((s) => s.id)
        .sort((a, b) => a - b);
    for (const [from, to] of [
      ['2025-03-02', '2025-03-03'],
      ['2025-03-05', '2025-03-08'],
    ] as const) {
      const expected = inPeriod(from, to);
      expect(expected.length).toBeGreaterThan(1);
      expect(await ids('/api/PublicSessions/Search', {}, { dateFrom: from, dateTo: to })).toEqual(expected);
    }
    // The administration's text search: each call its own words.
    for (const text of ['Sjednica 2', 'sjednica 1']) {
      const expected = made
        .filter((_, i) => `Sjednica ${i + 1}`.toLowerCase().includes(text.toLowerCase()))
        .map((s) => s.id)
        .sort((a, b) => a - b);
      expect(await ids('/api/Sessions/Search', office, { text })).toEqual(expected);
    }
  });

  it('gives the administration every session once, with every comment and the votes of declared choices', async () => {
    const expected = [...made].sort(newestFirst).map((s) => ({
      id: s.id,
      agendaItemCount: s.agendaItems,
      commentCount: s.staffComments,
      voteCount: s.votes,
    }));
    for (const pageSize of [5, 20]) {
      const { items, totals } = await pages('/api/Sessions/Search', office, {}, pageSize);
      expect(
        items.map(({ id, agendaItemCount, commentCount, voteCount }) => ({
          id,
          agendaItemCount,
          commentCount,
          voteCount,
        })),
      ).toEqual(expected);
      expect(new Set(totals)).toEqual(new Set([made.length]));
    }
    // A session's details count as its line in the list does.
    const [first] = expected;
    const details = (await get(ctx, `/api/Sessions/GetByID/${first!.id}`, office)).json();
    expect({
      agendaItemCount: details.agendaItemCount,
      commentCount: details.commentCount,
      voteCount: details.voteCount,
    }).toEqual({
      agendaItemCount: first!.agendaItemCount,
      commentCount: first!.commentCount,
      voteCount: first!.voteCount,
    });
  });
});
