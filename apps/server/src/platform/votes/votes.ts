import {
  and,
  type AnyColumn,
  Column,
  count,
  eq,
  inArray,
  is,
  ne,
  type Placeholder,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../db/database';
import { preparedQuery } from '../db/prepared';
import { badRequest } from '../errors';
import { vote } from './votes.schema';

/**
 * What a module votes on: the kind of subject, its choices by name with the code each
 * is stored as, and whether a voter may change or withdraw a vote once cast.
 */
export type VoteSubject<Choice extends string = string> = {
  readonly kind: string;
  readonly choices: Readonly<Record<Choice, number>>;
  readonly changeable: boolean;
};

/** A choice of a subject, by name: `ChoiceOf<typeof agendaVote>` is 'for' | 'against' | .... */
export type ChoiceOf<S> = S extends VoteSubject<infer C> ? C : never;

/** Per choice, how many voters chose it. */
export type VoteCounts<Choice extends string> = Record<Choice, number>;

const KIND = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * Declares a subject of votes or supports, once, in its module. Codes are what the
 * database keeps: a choice keeps its code for ever, and a new choice takes a new one.
 */
export function defineVoteSubject<const Choice extends string>(declaration: {
  kind: string;
  choices: Record<Choice, number>;
  /** A voter may change the choice and withdraw (a support); otherwise one vote, final (an agenda item). */
  changeable?: boolean;
}): VoteSubject<Choice> {
  const { kind, choices } = declaration;
  if (!KIND.test(kind)) throw new Error(`Vote subject kind "${kind}": lower case, digits and dashes`);
  const codes = Object.values<number>(choices);
  if (codes.length === 0) throw new Error(`Vote subject "${kind}" declares no choice`);
  if (codes.some((code) => !Number.isInteger(code) || code < 1 || code > 32_767))
    throw new Error(`Vote subject "${kind}": choice codes are whole numbers from 1 to 32767`);
  if (new Set(codes).size !== codes.length) throw new Error(`Vote subject "${kind}" repeats a choice code`);
  return Object.freeze({
    kind,
    choices: Object.freeze({ ...choices }),
    changeable: declaration.changeable ?? false,
  });
}

function codeOf<C extends string>(subject: VoteSubject<C>, choice: C): number {
  // Own properties only: 'toString' or '__proto__' from a client is no choice.
  if (!Object.hasOwn(subject.choices, choice)) throw badRequest('data_invalid', 'choice');
  return subject.choices[choice];
}

function nameOf<C extends string>(subject: VoteSubject<C>, code: number): C | undefined {
  return (Object.keys(subject.choices) as C[]).find((name) => subject.choices[name] === code);
}

type Ballot<C extends string> = {
  municipalityId: number;
  subjectId: number;
  voterId: number;
  choice: C;
};

/**
 * Casts a voter's vote, in the caller's transaction. `added` is true when this call
 * recorded the voter's first vote on the subject; when it is false the voter had voted
 * already, and the module answers with its message (`vote_already_added`). On a
 * changeable subject a different choice replaces the one held (`changed`). An
 * undeclared choice is refused (400 `data_invalid` on `choice`).
 */
export async function cast<C extends string>(
  db: Db,
  subject: VoteSubject<C>,
  ballot: Ballot<C>,
): Promise<{ added: boolean; changed: boolean }> {
  const choice = codeOf(subject, ballot.choice);
  // The primary key decides between callers at once: one insert wins, the others
  // wait for it and then do nothing.
  const inserted = await db
    .insert(vote)
    .values({
      municipalityId: ballot.municipalityId,
      subjectKind: subject.kind,
      subjectId: ballot.subjectId,
      voterId: ballot.voterId,
      choice,
    })
    .onConflictDoNothing()
    .returning({ choice: vote.choice });
  if (inserted.length > 0) return { added: true, changed: false };
  if (!subject.changeable) return { added: false, changed: false };
  const updated = await db
    .update(vote)
    .set({ choice })
    .where(and(ownRow(subject, ballot), ne(vote.choice, choice)))
    .returning({ choice: vote.choice });
  return { added: false, changed: updated.length > 0 };
}

function ownRow(
  subject: VoteSubject,
  ballot: { municipalityId: number; subjectId: number; voterId: number },
) {
  return and(
    eq(vote.municipalityId, ballot.municipalityId),
    eq(vote.subjectKind, subject.kind),
    eq(vote.subjectId, ballot.subjectId),
    eq(vote.voterId, ballot.voterId),
  );
}

/**
 * Withdraws a voter's vote on a changeable subject (a support taken back); `removed`
 * is false when there was none. A final vote cannot be withdrawn.
 */
export async function withdraw(
  db: Db,
  subject: VoteSubject,
  ballot: { municipalityId: number; subjectId: number; voterId: number },
): Promise<{ removed: boolean }> {
  if (!subject.changeable) throw new Error(`Votes on "${subject.kind}" are final`);
  const removed = await db.delete(vote).where(ownRow(subject, ballot)).returning({ choice: vote.choice });
  return { removed: removed.length > 0 };
}

// The tallies every page with votes reads, prepared once (decision 0030): the subjects are an
// array placeholder (`= any(…)`), so one statement serves any number of them.
const ofSubjects = and(
  eq(vote.municipalityId, sql.placeholder('municipalityId')),
  eq(vote.subjectKind, sql.placeholder('kind')),
  sql`${vote.subjectId} = any(${sql.placeholder('subjectIds')})`,
);
const countsOf = preparedQuery((db) =>
  db
    .select({ subjectId: vote.subjectId, choice: vote.choice, n: count() })
    .from(vote)
    .where(ofSubjects)
    .groupBy(vote.subjectId, vote.choice)
    .prepare('votes_counts'),
);
const ownVotesOf = preparedQuery((db) =>
  db
    .select({ subjectId: vote.subjectId, choice: vote.choice })
    .from(vote)
    .where(and(ofSubjects, eq(vote.voterId, sql.placeholder('voterId'))))
    .prepare('votes_own'),
);

/**
 * Per subject and per choice, how many voters chose it, in one query for a whole list;
 * every subject asked for is in the answer, with zeros when nobody voted.
 */
export async function counts<C extends string>(
  db: Db,
  subject: VoteSubject<C>,
  { municipalityId, subjectIds }: { municipalityId: number; subjectIds: readonly number[] },
): Promise<Map<number, VoteCounts<C>>> {
  const zero = () =>
    Object.fromEntries(Object.keys(subject.choices).map((name) => [name, 0])) as VoteCounts<C>;
  const answer = new Map<number, VoteCounts<C>>(subjectIds.map((id) => [id, zero()]));
  if (subjectIds.length === 0) return answer;
  const rows = await countsOf(db, {
    municipalityId,
    kind: subject.kind,
    subjectIds: [...new Set(subjectIds)],
  });
  for (const row of rows) {
    const tally = answer.get(row.subjectId);
    const name = nameOf(subject, row.choice);
    // A code no longer declared is not counted under another choice's name.
    if (tally && name !== undefined) tally[name] = row.n;
  }
  return answer;
}

/**
 * How many votes of the subject's declared choices (the sum of what `counts` answers) were
 * cast on the subject its id column names, or on the subjects a select of ids answers,
 * correlated to the row of a module's own query (a session's agenda items).
 */
export function voteCountOf(
  subject: VoteSubject,
  subjectIds: AnyColumn | SQLWrapper,
  /** The municipality, or its placeholder in a prepared statement. */
  options: { municipalityId: number | Placeholder },
) {
  const condition = and(
    eq(vote.municipalityId, options.municipalityId),
    eq(vote.subjectKind, subject.kind),
    is(subjectIds, Column) ? eq(vote.subjectId, subjectIds) : inArray(vote.subjectId, subjectIds),
    inArray(vote.choice, Object.values<number>(subject.choices)),
  );
  return sql<number>`(select count(*)::int from ${vote} where ${condition})`;
}

/** The voter's own choice on each of the subjects the voter has voted on. */
export async function ownVotes<C extends string>(
  db: Db,
  subject: VoteSubject<C>,
  query: { municipalityId: number; subjectIds: readonly number[]; voterId: number },
): Promise<Map<number, C>> {
  const answer = new Map<number, C>();
  if (query.subjectIds.length === 0) return answer;
  const rows = await ownVotesOf(db, {
    municipalityId: query.municipalityId,
    kind: subject.kind,
    subjectIds: [...new Set(query.subjectIds)],
    voterId: query.voterId,
  });
  for (const row of rows) {
    const name = nameOf(subject, row.choice);
    if (name !== undefined) answer.set(row.subjectId, name);
  }
  return answer;
}

/** Removes every vote on the given subjects, in the caller's transaction (a subject deleted). */
export async function removeVotes(
  db: Db,
  subject: VoteSubject,
  { municipalityId, subjectIds }: { municipalityId: number; subjectIds: readonly number[] },
): Promise<void> {
  if (subjectIds.length === 0) return;
  await db
    .delete(vote)
    .where(
      and(
        eq(vote.municipalityId, municipalityId),
        eq(vote.subjectKind, subject.kind),
        inArray(vote.subjectId, [...subjectIds]),
      ),
    );
}

/** The voters who chose one of the subject's declared choices on one subject (who supports a report). */
export async function voterIds(
  db: Db,
  subject: VoteSubject,
  { municipalityId, subjectId }: { municipalityId: number; subjectId: number },
): Promise<number[]> {
  const rows = await db
    .select({ voterId: vote.voterId })
    .from(vote)
    .where(
      and(
        eq(vote.municipalityId, municipalityId),
        eq(vote.subjectKind, subject.kind),
        eq(vote.subjectId, subjectId),
        inArray(vote.choice, Object.values<number>(subject.choices)),
      ),
    )
    .orderBy(vote.voterId);
  return rows.map((r) => r.voterId);
}

/**
 * Moves the votes on one subject to another of the same kind (a duplicate merged into the report
 * that survives), in the caller's transaction: a voter who voted on both keeps the vote on `toId`,
 * and nothing stays on `fromId`. Answers how many votes moved.
 */
export async function moveVotes(
  db: Db,
  subject: VoteSubject,
  { municipalityId, fromId, toId }: { municipalityId: number; fromId: number; toId: number },
): Promise<number> {
  const on = (subjectId: number) =>
    and(
      eq(vote.municipalityId, municipalityId),
      eq(vote.subjectKind, subject.kind),
      eq(vote.subjectId, subjectId),
    );
  const kept = db.select({ voterId: vote.voterId }).from(vote).where(on(toId));
  const moved = await db
    .update(vote)
    .set({ subjectId: toId })
    .where(and(on(fromId), sql`${vote.voterId} not in (${kept})`))
    .returning({ voterId: vote.voterId });
  await db.delete(vote).where(on(fromId));
  return moved.length;
}
