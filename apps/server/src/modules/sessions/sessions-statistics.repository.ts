import { CouncilDecision } from '@portal/contracts';
import { TIME_ZONE } from '@portal/i18n/server';
import { and, type AnyColumn, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { comment } from '../../platform/discussions/discussion.schema';
import type { DiscussionSubject } from '../../platform/discussions/discussions';
import { shownToPublicOf } from '../../platform/discussions/discussions.repository';
import { monthOf } from '../../platform/reports/usage.repository';
import { vote } from '../../platform/votes/votes.schema';
import { personAgeGroup, personSex } from '../accounts';
import { appUser } from '../accounts/accounts.schema';
import { agendaDiscussion, agendaItemVote, sessionDiscussion } from './sessions.declarations';
import { conditions, type SessionFilter } from './sessions.repository';
import { agendaItem, councilSession } from './sessions.schema';

// The counts of the public session statistics (decision 0027, "Statistics"), over the
// sessions of a filter: published, of the viewer's privileges, in a period and convocation.

const count = sql<number>`count(*)::int`;

/** A vote on an agenda item of the session joined. */
const onItem = and(eq(vote.subjectKind, agendaItemVote.kind), eq(vote.subjectId, agendaItem.id));

/** Comments the public sees on the subject of a kind, joined to the subject's id column. */
const commentsOn = (subject: DiscussionSubject, subjectId: AnyColumn) =>
  and(eq(comment.subjectKind, subject.kind), eq(comment.subjectId, subjectId), shownToPublicOf(subject));

/** The session's year there, where a participant's age is counted. */
const sessionYear = sql<number>`extract(year from ${councilSession.startsAt} at time zone ${TIME_ZONE})::int`;

/** Sessions per month of their start and status. */
function sessionsByMonth(db: Db, where: SQL | undefined) {
  return db
    .select({ month: monthOf(councilSession.startsAt), statusId: councilSession.statusId, count })
    .from(councilSession)
    .where(where)
    .groupBy(sql`1`, councilSession.statusId);
}

/** Agenda items and sub-items by the council's decision (null: not recorded). */
function itemsByDecision(db: Db, where: SQL | undefined) {
  return db
    .select({ decisionId: agendaItem.councilDecisionId, count })
    .from(agendaItem)
    .innerJoin(councilSession, eq(councilSession.id, agendaItem.sessionId))
    .where(where)
    .groupBy(agendaItem.councilDecisionId);
}

/** Citizens' votes by their choice's code. */
function votesByChoice(db: Db, where: SQL | undefined) {
  return db
    .select({ choice: vote.choice, count })
    .from(vote)
    .innerJoin(agendaItem, onItem)
    .innerJoin(councilSession, eq(councilSession.id, agendaItem.sessionId))
    .where(where)
    .groupBy(vote.choice);
}

/** Comments the public sees on the sessions, and on their agenda items. */
async function commentCounts(db: Db, where: SQL | undefined) {
  const [[onSessions], [onItems]] = await Promise.all([
    db
      .select({ count })
      .from(comment)
      .innerJoin(councilSession, commentsOn(sessionDiscussion, councilSession.id))
      .where(where),
    db
      .select({ count })
      .from(comment)
      .innerJoin(agendaItem, commentsOn(agendaDiscussion, agendaItem.id))
      .innerJoin(councilSession, eq(councilSession.id, agendaItem.sessionId))
      .where(where),
  ]);
  return { onSessions: onSessions?.count ?? 0, onAgendaItems: onItems?.count ?? 0 };
}

/** Items the council adopted or rejected, with the citizens' votes for and against; only items voted on. */
function decidedItemVotes(db: Db, where: SQL | undefined) {
  const of = (choice: number) => sql<number>`(count(*) filter (where ${vote.choice} = ${choice}))::int`;
  return db
    .select({
      decisionId: sql<number>`${agendaItem.councilDecisionId}::int`,
      for: of(agendaItemVote.choices.for),
      against: of(agendaItemVote.choices.against),
    })
    .from(agendaItem)
    .innerJoin(councilSession, eq(councilSession.id, agendaItem.sessionId))
    .innerJoin(vote, onItem)
    .where(
      and(where, inArray(agendaItem.councilDecisionId, [CouncilDecision.Adopted, CouncilDecision.Rejected])),
    )
    .groupBy(agendaItem.id, agendaItem.councilDecisionId);
}

/** Which grouping a row of `participation` belongs to. */
export type ParticipationSet = 'all' | 'sex' | 'ageGroup';
/** `grouping(sex, age group)`: a bit set for each column not grouped by. */
const SETS: Record<number, ParticipationSet> = { 0b11: 'all', 0b01: 'sex', 0b10: 'ageGroup' };

export type ParticipationRow = {
  set: ParticipationSet;
  /** Gender; null: not known. */
  sex: number | null;
  /** AgeGroup in the session's year; null: not known. */
  ageGroup: number | null;
  /** Different people, their votes and their comments. */
  people: number;
  votes: number;
  comments: number;
};

/**
 * Who took part: each vote, and each comment the public sees that was not written as staff,
 * with its author's sex and age group in the session's year, counted in all, by sex and by
 * age group (one pass: grouping sets).
 */
async function participation(db: Db, where: SQL | undefined): Promise<ParticipationRow[]> {
  const fields = (userId: AnyColumn, kind: 'vote' | 'comment') => ({
    userId: sql<number>`${userId}`.as('user_id'),
    year: sessionYear.as('year'),
    isVote: sql<number>`${sql.raw(kind === 'vote' ? '1' : '0')}::int`.as('is_vote'),
  });
  const byCitizens = and(where, eq(comment.byStaff, false));
  const acts = db
    .select(fields(vote.voterId, 'vote'))
    .from(vote)
    .innerJoin(agendaItem, onItem)
    .innerJoin(councilSession, eq(councilSession.id, agendaItem.sessionId))
    .where(where)
    .unionAll(
      db
        .select(fields(comment.userId, 'comment'))
        .from(comment)
        .innerJoin(councilSession, commentsOn(sessionDiscussion, councilSession.id))
        .where(byCitizens),
    )
    .unionAll(
      db
        .select(fields(comment.userId, 'comment'))
        .from(comment)
        .innerJoin(agendaItem, commentsOn(agendaDiscussion, agendaItem.id))
        .innerJoin(councilSession, eq(councilSession.id, agendaItem.sessionId))
        .where(byCitizens),
    )
    .as('act');
  const people = db
    .select({
      userId: sql<number>`${acts.userId}`.as('person_id'),
      sex: personSex.as('sex'),
      ageGroup: personAgeGroup(sql`${acts.year}`).as('age_group'),
      isVote: sql<number>`${acts.isVote}`.as('vote'),
    })
    .from(acts)
    .innerJoin(appUser, eq(appUser.id, acts.userId))
    .as('participant');
  const rows = await db
    .select({
      grouping: sql<number>`grouping(${people.sex}, ${people.ageGroup})::int`,
      sex: people.sex,
      ageGroup: people.ageGroup,
      people: sql<number>`count(distinct ${people.userId})::int`,
      votes: sql<number>`(count(*) filter (where ${people.isVote} = 1))::int`,
      comments: sql<number>`(count(*) filter (where ${people.isVote} = 0))::int`,
    })
    .from(people)
    .groupBy(sql`grouping sets ((${people.sex}), (${people.ageGroup}), ())`);
  return rows.map(({ grouping, ...row }) => ({ ...row, set: SETS[grouping]! }));
}

/** Every count of the statistics page over the sessions of the filter. */
export async function sessionStatistics(db: Db, filter: SessionFilter) {
  const where = and(...conditions(filter));
  const [byMonth, byDecision, byChoice, comments, decided, participants] = await Promise.all([
    sessionsByMonth(db, where),
    itemsByDecision(db, where),
    votesByChoice(db, where),
    commentCounts(db, where),
    decidedItemVotes(db, where),
    participation(db, where),
  ]);
  return { byMonth, byDecision, byChoice, comments, decided, participants };
}

export type SessionCounts = Awaited<ReturnType<typeof sessionStatistics>>;
