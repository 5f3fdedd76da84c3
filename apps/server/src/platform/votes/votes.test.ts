import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freshDatabase } from '../../../test/database';
import { insertUser } from '../../modules/accounts/accounts.repository';
import { UserStatus } from '../../modules/accounts/accounts.schema';
import { type Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import {
  cast,
  counts,
  defineVoteSubject,
  moveVotes,
  ownVotes,
  removeVotes,
  voterIds,
  withdraw,
} from './votes';
import { vote } from './votes.schema';

const agendaItem = defineVoteSubject({
  kind: 'agenda-item',
  choices: { for: 1, against: 2, abstained: 3, absent: 4 },
});
const complaint = defineVoteSubject({ kind: 'complaint', choices: { support: 1 }, changeable: true });
const poll = defineVoteSubject({ kind: 'test-poll', choices: { yes: 1, no: 2 }, changeable: true });

const TUZLA = 6;
const DOBOJ = 1;

describe('votes and supports', () => {
  let database: Database;
  let nextVoter = 0;
  let nextSubject = 1000;
  /** A new account to vote with. */
  const voter = async (municipalityId = TUZLA) => {
    nextVoter += 1;
    const user = await insertUser(database.db, {
      municipalityId,
      username: `glasac${nextVoter}`,
      profileId: 3,
      status: UserStatus.Active,
    });
    return user.id;
  };
  /** A subject id no earlier test has voted on. */
  const subjectId = () => (nextSubject += 1);
  const rowsOf = (kind: string, id: number) =>
    database.db
      .select()
      .from(vote)
      .where(and(eq(vote.subjectKind, kind), eq(vote.subjectId, id)));

  beforeAll(async () => {
    database = await freshDatabase(inject('template'));
  });
  afterAll(() => database.close());

  it('records one vote per voter: the same vote again is not added', async () => {
    const [ana, item] = [await voter(), subjectId()];
    const ballot = { municipalityId: TUZLA, subjectId: item, voterId: ana, choice: 'for' } as const;
    expect(await cast(database.db, agendaItem, ballot)).toEqual({ added: true, changed: false });
    expect(await cast(database.db, agendaItem, ballot)).toEqual({ added: false, changed: false });
    expect(await rowsOf('agenda-item', item)).toEqual([
      expect.objectContaining({ municipalityId: TUZLA, voterId: ana, choice: 1 }),
    ]);
  });

  it('keeps a final vote: a different choice afterwards is not added and changes nothing', async () => {
    const [ana, item] = [await voter(), subjectId()];
    const ballot = { municipalityId: TUZLA, subjectId: item, voterId: ana } as const;
    await cast(database.db, agendaItem, { ...ballot, choice: 'for' });
    expect(await cast(database.db, agendaItem, { ...ballot, choice: 'against' })).toEqual({
      added: false,
      changed: false,
    });
    expect((await rowsOf('agenda-item', item)).map((r) => r.choice)).toEqual([1]);
    await expect(withdraw(database.db, agendaItem, ballot)).rejects.toThrow(/final/);
    expect(await rowsOf('agenda-item', item)).toHaveLength(1);
  });

  it('leaves one row when one voter tries 1,000 times at once, each in its own transaction', async () => {
    const [ana, item] = [await voter(), subjectId()];
    const choices = ['for', 'against', 'abstained', 'absent'] as const;
    const attempts = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        inTransaction(database.db, async (tx) => {
          const choice = choices[i % choices.length]!;
          const result = await cast(tx, agendaItem, {
            municipalityId: TUZLA,
            subjectId: item,
            voterId: ana,
            choice,
          });
          return { ...result, choice };
        }),
      ),
    );
    const added = attempts.filter((a) => a.added);
    expect(added).toHaveLength(1);
    expect(attempts.filter((a) => a.changed)).toHaveLength(0);
    const rows = await rowsOf('agenda-item', item);
    expect(rows).toHaveLength(1);
    // The row holds the choice of the one attempt that was told it was added.
    expect(rows[0]!.choice).toBe(agendaItem.choices[added[0]!.choice]);
  });

  it('holds the key in the database itself: a second row for the same voter is refused', async () => {
    const [ana, item] = [await voter(), subjectId()];
    const row = { municipalityId: TUZLA, subjectKind: 'agenda-item', subjectId: item, voterId: ana };
    await database.db.insert(vote).values({ ...row, choice: 1 });
    await expect(database.db.insert(vote).values({ ...row, choice: 2 })).rejects.toThrow();
    await expect(database.db.insert(vote).values({ ...row, voterId: 999_999, choice: 1 })).rejects.toThrow();
    expect(await rowsOf('agenda-item', item)).toHaveLength(1);
  });

  it('counts per choice over several subjects in one call, with zeros where nobody voted', async () => {
    const voters = [await voter(), await voter(), await voter(), await voter()];
    const [first, second, quiet, other] = [subjectId(), subjectId(), subjectId(), subjectId()];
    const castAs = (subject: number, i: number, choice: 'for' | 'against' | 'abstained' | 'absent') =>
      cast(database.db, agendaItem, {
        municipalityId: TUZLA,
        subjectId: subject,
        voterId: voters[i]!,
        choice,
      });
    await castAs(first, 0, 'for');
    await castAs(first, 1, 'for');
    await castAs(first, 2, 'against');
    await castAs(first, 3, 'absent');
    await castAs(second, 0, 'abstained');
    await castAs(second, 1, 'against');
    await castAs(other, 0, 'for');
    // A support of a complaint with the same id is another subject's.
    await cast(database.db, complaint, {
      municipalityId: TUZLA,
      subjectId: first,
      voterId: voters[3]!,
      choice: 'support',
    });

    const answer = await counts(database.db, agendaItem, {
      municipalityId: TUZLA,
      subjectIds: [first, second, quiet],
    });
    expect(Object.fromEntries(answer)).toEqual({
      [first]: { for: 2, against: 1, abstained: 0, absent: 1 },
      [second]: { for: 0, against: 1, abstained: 1, absent: 0 },
      [quiet]: { for: 0, against: 0, abstained: 0, absent: 0 },
    });
    expect(
      Object.fromEntries(
        await counts(database.db, complaint, { municipalityId: TUZLA, subjectIds: [first] }),
      ),
    ).toEqual({ [first]: { support: 1 } });
    expect((await counts(database.db, agendaItem, { municipalityId: TUZLA, subjectIds: [] })).size).toBe(0);
  });

  it("tells a voter their own vote on each subject, and nobody else's", async () => {
    const [ana, ben] = [await voter(), await voter()];
    const [voted, otherChoice, unvoted] = [subjectId(), subjectId(), subjectId()];
    await cast(database.db, agendaItem, {
      municipalityId: TUZLA,
      subjectId: voted,
      voterId: ana,
      choice: 'against',
    });
    await cast(database.db, agendaItem, {
      municipalityId: TUZLA,
      subjectId: otherChoice,
      voterId: ana,
      choice: 'abstained',
    });
    await cast(database.db, agendaItem, {
      municipalityId: TUZLA,
      subjectId: unvoted,
      voterId: ben,
      choice: 'for',
    });

    const own = await ownVotes(database.db, agendaItem, {
      municipalityId: TUZLA,
      subjectIds: [voted, otherChoice, unvoted],
      voterId: ana,
    });
    expect(Object.fromEntries(own)).toEqual({ [voted]: 'against', [otherChoice]: 'abstained' });
    const bens = await ownVotes(database.db, agendaItem, {
      municipalityId: TUZLA,
      subjectIds: [voted, otherChoice, unvoted],
      voterId: ben,
    });
    expect(Object.fromEntries(bens)).toEqual({ [unvoted]: 'for' });
  });

  it("keeps municipalities apart: another municipality's votes are neither counted nor shown", async () => {
    const [tuzlan, dobojlija] = [await voter(TUZLA), await voter(DOBOJ)];
    const item = subjectId();
    await cast(database.db, agendaItem, {
      municipalityId: TUZLA,
      subjectId: item,
      voterId: tuzlan,
      choice: 'for',
    });
    await cast(database.db, agendaItem, {
      municipalityId: DOBOJ,
      subjectId: item,
      voterId: dobojlija,
      choice: 'against',
    });

    const inTuzla = await counts(database.db, agendaItem, { municipalityId: TUZLA, subjectIds: [item] });
    expect(inTuzla.get(item)).toEqual({ for: 1, against: 0, abstained: 0, absent: 0 });
    const inDoboj = await counts(database.db, agendaItem, { municipalityId: DOBOJ, subjectIds: [item] });
    expect(inDoboj.get(item)).toEqual({ for: 0, against: 1, abstained: 0, absent: 0 });
    const seenFromTuzla = await ownVotes(database.db, agendaItem, {
      municipalityId: TUZLA,
      subjectIds: [item],
      voterId: dobojlija,
    });
    expect(seenFromTuzla.size).toBe(0);
    // Removing Tuzla's votes leaves Doboj's.
    await removeVotes(database.db, agendaItem, { municipalityId: TUZLA, subjectIds: [item] });
    expect((await rowsOf('agenda-item', item)).map((r) => r.municipalityId)).toEqual([DOBOJ]);
  });

  it('refuses a choice the subject does not declare, and writes nothing', async () => {
    const [ana, item] = [await voter(), subjectId()];
    const ballot = { municipalityId: TUZLA, subjectId: item, voterId: ana };
    for (const choice of ['maybe', 'support', 'toString', '__proto__']) {
      const attempt = cast(database.db, agendaItem, { ...ballot, choice: choice as 'for' });
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      await expect(attempt).rejects.toMatchObject({ status: 400, key: 'data_invalid', field: 'choice' });
    }
    expect(await rowsOf('agenda-item', item)).toEqual([]);
  });

  it('lets a supporter withdraw and support again, and a changeable vote change its choice', async () => {
    const [ana, report] = [await voter(), subjectId()];
    const support = { municipalityId: TUZLA, subjectId: report, voterId: ana, choice: 'support' } as const;
    expect(await cast(database.db, complaint, support)).toEqual({ added: true, changed: false });
    expect(await cast(database.db, complaint, support)).toEqual({ added: false, changed: false });
    expect(await withdraw(database.db, complaint, support)).toEqual({ removed: true });
    expect(await withdraw(database.db, complaint, support)).toEqual({ removed: false });
    expect(await rowsOf('complaint', report)).toEqual([]);
    expect(await cast(database.db, complaint, support)).toEqual({ added: true, changed: false });

    const question = subjectId();
    const ballot = { municipalityId: TUZLA, subjectId: question, voterId: ana } as const;
    expect(await cast(database.db, poll, { ...ballot, choice: 'yes' })).toEqual({
      added: true,
      changed: false,
    });
    expect(await cast(database.db, poll, { ...ballot, choice: 'no' })).toEqual({
      added: false,
      changed: true,
    });
    expect(await cast(database.db, poll, { ...ballot, choice: 'no' })).toEqual({
      added: false,
      changed: false,
    });
    expect((await ownVotes(database.db, poll, { ...ballot, subjectIds: [question] })).get(question)).toBe(
      'no',
    );
    expect(await rowsOf('test-poll', question)).toHaveLength(1);
  });

  it('leaves one support when one supporter tries 200 times at once', async () => {
    const [ana, report] = [await voter(), subjectId()];
    const attempts = await Promise.all(
      Array.from({ length: 200 }, () =>
        inTransaction(database.db, (tx) =>
          cast(tx, complaint, { municipalityId: TUZLA, subjectId: report, voterId: ana, choice: 'support' }),
        ),
      ),
    );
    expect(attempts.filter((a) => a.added)).toHaveLength(1);
    expect(await rowsOf('complaint', report)).toHaveLength(1);
  });

  it('moves the votes of a duplicate to the subject that survives, one per voter, nothing left behind', async () => {
    const [ana, ben, eva, other] = [await voter(), await voter(), await voter(), await voter(DOBOJ)];
    const [duplicate, survivor] = [subjectId(), subjectId()];
    const support = (subject: number, voterId: number, municipalityId = TUZLA) =>
      cast(database.db, complaint, { municipalityId, subjectId: subject, voterId, choice: 'support' });
    await support(duplicate, ana);
    await support(duplicate, ben);
    await support(survivor, ben);
    await support(survivor, eva);
    await support(duplicate, other, DOBOJ);
    const where = { municipalityId: TUZLA };
    expect(await voterIds(database.db, complaint, { ...where, subjectId: duplicate })).toEqual([ana, ben]);

    const moved = await inTransaction(database.db, (tx) =>
      moveVotes(tx, complaint, { ...where, fromId: duplicate, toId: survivor }),
    );
    expect(moved).toBe(1);
    expect(await voterIds(database.db, complaint, { ...where, subjectId: survivor })).toEqual([
      ana,
      ben,
      eva,
    ]);
    expect(await voterIds(database.db, complaint, { ...where, subjectId: duplicate })).toEqual([]);
    // Another municipality's vote on the same id is not its to move.
    expect((await rowsOf('complaint', duplicate)).map((r) => r.voterId)).toEqual([other]);
  });

  it('refuses declarations whose codes the database could not keep apart', () => {
    expect(() => defineVoteSubject({ kind: 'x-kind', choices: { a: 1, b: 1 } })).toThrow(/repeats/);
    expect(() => defineVoteSubject({ kind: 'x-kind', choices: { a: 0 } })).toThrow(/whole numbers/);
    expect(() => defineVoteSubject({ kind: 'x-kind', choices: {} })).toThrow(/no choice/);
    expect(() => defineVoteSubject({ kind: 'Agenda Item', choices: { a: 1 } })).toThrow(/lower case/);
  });
});
