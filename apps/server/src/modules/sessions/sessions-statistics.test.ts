import {
  AgendaVoteChoice,
  CouncilDecision,
  Gender,
  Privilege,
  Profile,
  SessionStatus,
  twelveMonthsBefore,
  todayInPortal,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { type Headers, post } from '../../../test/http';
import { comment } from '../../platform/discussions/discussion.schema';
import { vote } from '../../platform/votes/votes.schema';
import { appUser } from '../accounts/accounts.schema';
import { agreementOf } from './sessions-statistics.service';
import { agendaItem, councilSession } from './sessions.schema';
import { insertConvocations } from './sessions.fixtures';

const t = (bs: string) => ({ bs, hr: bs, sr_cyr: bs });
const { Adopted, Rejected, Withdrawn } = CouncilDecision;
const YEAR_2025 = { dateFrom: '2025-01-01', dateTo: '2025-12-31' };

describe('how often citizens agree with the council', () => {
  it('compares the majority of for and against with an adopted or rejected item', () => {
    expect(
      agreementOf([
        { decisionId: Adopted, for: 3, against: 1 },
        { decisionId: Rejected, for: 0, against: 2 },
        { decisionId: Adopted, for: 1, against: 4 },
        { decisionId: Rejected, for: 5, against: 4 },
        // Abstentions only: as many for as against.
        { decisionId: Adopted, for: 0, against: 0 },
        { decisionId: Rejected, for: 2, against: 2 },
        // Withdrawn: no decision to agree with.
        { decisionId: Withdrawn, for: 9, against: 0 },
      ]),
    ).toEqual({ compared: 6, agreed: 2, disagreed: 2, tied: 2 });
  });
});

/** The public statistics of council sessions (decision 0027, "Statistics"). */
describe('session statistics', () => {
  let ctx: TestContext;
  let current: number;
  let old: number;
  let registered: Headers;
  const people: Record<string, number> = {};
  const items: Record<string, number> = {};
  const sessions: Record<string, number> = {};

  beforeAll(async () => {
    ctx = await startApp();
    const db = ctx.database.db;
    const clerk = await createAccount(ctx, { profileId: Profile.Office });
    registered = (await signedIn(ctx, { profileId: Profile.RegisteredCitizen })).headers;
    ({ current, old } = await insertConvocations(ctx));

    // Four men of 45 in 2025; women of 65, 63 and 15; an anonymous citizen; a clerk.
    const person = async (key: string, profile: { sex: number | null; birthYear: number | null }) => {
      const user = await createAccount(ctx, { profileId: Profile.RegisteredCitizen });
      await db.update(appUser).set(profile).where(eq(appUser.id, user.id));
      people[key] = user.id;
    };
    for (const key of ['m1', 'm2', 'm3', 'm4']) await person(key, { sex: Gender.Male, birthYear: 1980 });
    await person('w1', { sex: Gender.Female, birthYear: 1960 });
    await person('w2', { sex: Gender.Female, birthYear: 1962 });
    await person('w3', { sex: Gender.Female, birthYear: 2010 });
    people['anonymous'] = (await createAccount(ctx, { profileId: Profile.AnonymousCitizen })).id;
    people['clerk'] = clerk.id;

    const session = async (
      key: string,
      values: {
        startsAt: string;
        statusId?: number;
        privilegeId?: number;
        published?: boolean;
        old?: boolean;
      },
    ) => {
      const start = new Date(values.startsAt);
      const [row] = await db
        .insert(councilSession)
        .values({
          municipalityId: 6,
          convocationId: values.old ? old : current,
          title: t(`Sjednica ${key}`),
          description: t(''),
          place: 'Vijećnica',
          startsAt: start,
          endsAt: new Date(start.getTime() + 3 * 3_600_000),
          statusId: values.statusId ?? SessionStatus.Finished,
          privilegeId: values.privilegeId ?? Privilege.Anyone,
          published: values.published ?? true,
          createdBy: clerk.id,
        })
        .returning({ id: councilSession.id });
      sessions[key] = row!.id;
    };
    let ordinal = 0;
    const item = async (key: string, sessionKey: string, decisionId: number | null, parentKey?: string) => {
      ordinal += 1;
      const [row] = await db
        .insert(agendaItem)
        .values({
          municipalityId: 6,
          sessionId: sessions[sessionKey]!,
          parentId: parentKey ? items[parentKey]! : null,
          ordinalNumber: ordinal,
          subNumber: parentKey ? 1 : 0,
          name: t(`Tačka ${key}`),
          description: t(''),
          statusId: SessionStatus.Finished,
          councilDecisionId: decisionId,
        })
        .returning({ id: agendaItem.id });
      items[key] = row!.id;
    };
    const votes = (itemKey: string, choices: Record<string, keyof typeof AgendaVoteChoice>) =>
      db.insert(vote).values(
        Object.entries(choices).map(([who, choice]) => ({
          municipalityId: 6,
          subjectKind: 'agenda-item',
          subjectId: items[itemKey]!,
          voterId: people[who]!,
          choice: AgendaVoteChoice[choice],
        })),
      );
    const note = (
      kind: 'session' | 'agenda-item',
      subjectId: number,
      who: string,
      extra: { byStaff?: boolean; active?: boolean } = {},
    ) =>
      db.insert(comment).values({
        municipalityId: 6,
        subjectKind: kind,
        subjectId,
        userId: people[who]!,
        text: 'Komentar',
        ...extra,
      });

    await session('S1', { startsAt: '2025-03-10T09:00:00+01:00' });
    await session('S2', {
      startsAt: '2025-03-20T09:00:00+01:00',
      statusId: SessionStatus.Active,
      old: true,
    });
    await session('S3', { startsAt: '2025-06-05T09:00:00+02:00', privilegeId: Privilege.RegisteredUsers });
    await session('S4', { startsAt: '2025-04-01T09:00:00+02:00', published: false });
    // Still the last day of 2024 in Sarajevo.
    await session('S5', { startsAt: '2024-12-31T23:30:00+01:00' });
    await session('S6', { startsAt: '2025-11-15T09:00:00+01:00', statusId: SessionStatus.InPreparation });
    await session('S7', { startsAt: '2025-05-05T09:00:00+02:00', privilegeId: Privilege.Employees });

    await item('I1', 'S1', Adopted);
    await item('I1a', 'S1', Adopted, 'I1');
    await item('I2', 'S1', Rejected);
    await item('I3', 'S1', Withdrawn);
    await item('I4', 'S1', null);
    await item('J1', 'S2', Adopted);
    await item('J2', 'S2', Rejected);
    await item('K1', 'S3', Adopted);
    await item('L1', 'S4', Rejected);
    await item('P1', 'S5', Adopted);
    await item('E1', 'S7', Adopted);

    await votes('I1', { m1: 'for', m2: 'for', w1: 'against' });
    await votes('I1a', { m3: 'against', m4: 'against' });
    await votes('I2', { m1: 'for', m3: 'for', w2: 'against' });
    await votes('I3', { m1: 'for', m3: 'absent' });
    await votes('I4', { m1: 'against' });
    await votes('J1', { m4: 'against', w3: 'for' });
    await votes('J2', { m2: 'abstained' });
    await votes('K1', { m1: 'for' });
    await votes('L1', { m1: 'against', m2: 'against', w1: 'against' });
    await votes('P1', { w1: 'for', w2: 'for', w3: 'for' });
    await votes('E1', { w1: 'for', w2: 'for' });

    await note('session', sessions['S1']!, 'w1');
    await note('session', sessions['S1']!, 'clerk', { byStaff: true });
    await note('session', sessions['S1']!, 'm1', { active: false });
    await note('agenda-item', items['I1']!, 'anonymous');
    await note('agenda-item', items['I2']!, 'w2');
    await note('session', sessions['S3']!, 'm2');
    await note('session', sessions['S4']!, 'w1');
    await note('agenda-item', items['P1']!, 'w3');
  });
  afterAll(() => ctx.close());

  const statistics = async (headers: Headers, body: Record<string, unknown>) => {
    const res = await post(ctx, '/api/PublicSessions/GetStatistics', headers, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const group = (id: number | null, people: number, votes: number, comments: number) => ({
    id,
    people,
    votes,
    comments,
  });
  const hidden = (id: number | null) => ({ id, people: null, votes: null, comments: null });

  it('counts the published sessions a visitor may see in the period: sessions, items, votes, comments', async () => {
    const s = await statistics({}, YEAR_2025);
    expect(s.dateFrom).toBe('2025-01-01');
    expect(s.dateTo).toBe('2025-12-31');
    // S1, S2 and S6; not S3 (registered users), S7 (employees), S4 (unpublished), S5 (2024).
    expect(s.sessions).toBe(3);
    expect(s.byStatus).toEqual([
      { id: SessionStatus.InPreparation, count: 1 },
      { id: SessionStatus.Active, count: 1 },
      { id: SessionStatus.Finished, count: 1 },
    ]);
    expect(s.byMonth).toHaveLength(12);
    const month = (m: string) => s.byMonth.find((r: { month: string }) => r.month === m).byStatus;
    expect(month('2025-03')).toEqual([
      { id: 1, count: 0 },
      { id: 2, count: 1 },
      { id: 3, count: 1 },
    ]);
    expect(month('2025-11')).toEqual([
      { id: 1, count: 1 },
      { id: 2, count: 0 },
      { id: 3, count: 0 },
    ]);
    expect(month('2025-06')).toEqual([
      { id: 1, count: 0 },
      { id: 2, count: 0 },
      { id: 3, count: 0 },
    ]);

    expect(s.agendaItems).toBe(7);
    expect(s.byDecision).toEqual([
      { id: Adopted, count: 3 },
      { id: Rejected, count: 2 },
      { id: Withdrawn, count: 1 },
      { id: null, count: 1 },
    ]);
    expect(s.votes).toEqual({ for: 6, against: 6, abstained: 1, absent: 1 });
    // The clerk's comment counts; the one staff hid does not.
    expect(s.comments).toEqual({ onSessions: 2, onAgendaItems: 2 });
    // I1 agreed; I2 and I1a disagreed; J1 (1 : 1) and J2 (an abstention) tied; I3 withdrawn.
    expect(s.agreement).toEqual({ compared: 5, agreed: 1, disagreed: 2, tied: 2 });
  });

  it('counts who took part by sex and age group, hiding the groups of fewer than 3 people', async () => {
    const s = await statistics({}, YEAR_2025);
    // Seven voters and the anonymous citizen's comment; not the clerk's comment as staff.
    expect(s.participants).toBe(8);
    expect(s.minimumGroup).toBe(3);
    // One of unknown sex is hidden, and so the women (3, fewer than the men), else the total
    // would tell the one.
    expect(s.bySex).toEqual([group(Gender.Male, 4, 11, 0), hidden(Gender.Female), hidden(null)]);
    // The girl of 15 (1), the women over 55 (2) and the anonymous citizen (1) are hidden.
    expect(s.byAgeGroup).toEqual([hidden(1), group(2, 4, 11, 0), hidden(3), hidden(null)]);
  });

  it('counts what a registered citizen may see, and one convocation when asked', async () => {
    const s = await statistics(registered, YEAR_2025);
    expect(s.sessions).toBe(4);
    expect(s.agendaItems).toBe(8);
    expect(s.votes.for).toBe(7);
    expect(s.comments).toEqual({ onSessions: 3, onAgendaItems: 2 });
    expect(s.agreement).toEqual({ compared: 6, agreed: 2, disagreed: 2, tied: 2 });
    expect(s.bySex[0]).toEqual(group(Gender.Male, 4, 12, 1));

    const oldOnly = await statistics({}, { ...YEAR_2025, convocationId: old });
    expect(oldOnly.sessions).toBe(1);
    expect(oldOnly.agendaItems).toBe(2);
    expect(oldOnly.votes).toEqual({ for: 1, against: 1, abstained: 1, absent: 0 });
    expect(oldOnly.participants).toBe(3);
    // Two men and one woman: both hidden; nobody of unknown sex.
    expect(oldOnly.bySex).toEqual([hidden(Gender.Male), hidden(Gender.Female), group(null, 0, 0, 0)]);
  });

  it('counts the last twelve months when no period is chosen, and refuses a period that ends before it starts', async () => {
    const recent = new Date(Date.now() - 2 * 86_400_000);
    const [row] = await ctx.database.db
      .insert(councilSession)
      .values({
        municipalityId: 6,
        convocationId: current,
        title: t('Nedavna sjednica'),
        description: t(''),
        place: 'Vijećnica',
        startsAt: recent,
        endsAt: new Date(recent.getTime() + 3_600_000),
        statusId: SessionStatus.Active,
        privilegeId: Privilege.Anyone,
        published: true,
        createdBy: people['clerk']!,
      })
      .returning({ id: councilSession.id });
    expect(row).toBeDefined();
    const today = todayInPortal();
    const s = await statistics({}, { dateFrom: '', dateTo: '' });
    expect(s.dateFrom).toBe(twelveMonthsBefore(today));
    expect(s.dateTo).toBe(today);
    expect(s.byMonth).toHaveLength(12);
    const month = todayInPortal(recent).slice(0, 7);
    const counted = s.byMonth.find((r: { month: string }) => r.month === month);
    expect(counted.byStatus.find((c: { id: number }) => c.id === SessionStatus.Active).count).toBe(1);

    const backwards = await post(
      ctx,
      '/api/PublicSessions/GetStatistics',
      {},
      {
        dateFrom: '2025-06-01',
        dateTo: '2025-05-01',
      },
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual({ dateTo: 'validation_end_before_start' });
  });
});
