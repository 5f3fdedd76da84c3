import { and, asc, count, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { midnight } from '../../platform/db/days';
import { comment } from '../../platform/discussions/discussion.schema';
import { momentKey, momentRange, type ReportRange } from '../../platform/reports/ranges';
import { vote } from '../../platform/votes/votes.schema';
import { convocation } from '../code-lists/code-lists.schema';
import { agendaDiscussion, agendaItemVote, sessionDiscussion } from './sessions.declarations';
import { agendaItem, councilSession, sessionFile } from './sessions.schema';

/*
 * The SQL of the session reports (decision 0027, "Reports"). Every query starts from the
 * sessions of the conditions: the municipality's, started in the period, of the convocation
 * and status chosen, and, for callers who do not administer sessions, published ones of the
 * privileges they may see.
 */

export type SessionReportConditions = {
  municipalityId: number;
  /** Days in the portal's time zone, both included, on the session's start. */
  fromDay?: string;
  toDay?: string;
  convocationId?: number;
  statusId?: number;
  /** Published sessions of these privileges only; every session when absent. */
  privileges?: readonly number[];
};

type Language = 'bs' | 'hr' | 'sr_cyr';

const inLanguage = (column: unknown, language: Language) =>
  sql<string>`coalesce(nullif(${column} ->> ${language}, ''), ${column} ->> 'bs', '')`;

function sessionWhere(c: SessionReportConditions): SQL {
  const where: SQL[] = [eq(councilSession.municipalityId, c.municipalityId)];
  if (c.fromDay) where.push(gte(councilSession.startsAt, midnight(c.fromDay)));
  if (c.toDay) where.push(lt(councilSession.startsAt, midnight(c.toDay, 1)));
  if (c.convocationId) where.push(eq(councilSession.convocationId, c.convocationId));
  if (c.statusId) where.push(eq(councilSession.statusId, c.statusId));
  if (c.privileges) {
    where.push(eq(councilSession.published, true));
    where.push(inArray(councilSession.privilegeId, [...c.privileges]));
  }
  return and(...where)!;
}

export async function countSessions(db: Db, c: SessionReportConditions): Promise<number> {
  const [row] = await db.select({ n: count() }).from(councilSession).where(sessionWhere(c));
  return row?.n ?? 0;
}

/** Sessions and their agenda items (and sub-items) together: a report row each. */
export async function countSessionsAndItems(db: Db, c: SessionReportConditions): Promise<number> {
  const where = sessionWhere(c);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ((select count(*) from ${councilSession} where ${where})
              + (select count(*) from ${agendaItem}
                   join ${councilSession} on ${councilSession.id} = ${agendaItem.sessionId} where ${where}))::int as n`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The key of a row of the agenda reports, ordered by the session's start and id, then the
 * item's number and sub-number (the session's own row first, as number 0): the start as the
 * database writes it, so that no microsecond is lost between batches.
 */
function agendaRowCut(range: ReportRange): { where: SQL; offset: number } {
  if ('offset' in range || range.after === null)
    return { where: sql`true`, offset: 'offset' in range ? range.offset : 0 };
  const [at, sessionId, ordinal, sub] = range.after.split('|');
  return {
    where: sql`(r.starts_at, r.session_id, r.ordinal, r.sub_number) > (${at}::timestamptz, ${Number(sessionId)}::int, ${Number(ordinal)}::int, ${Number(sub)}::int)`,
    offset: 0,
  };
}

const agendaRowKey = sql<string>`(r.starts_at::text || '|' || r.session_id || '|' || r.ordinal || '|' || r.sub_number)`;

/** Comments on a subject, shown to citizens or not (hidden by staff, or inappropriate). */
const commentCounts = (kind: string, subjectId: unknown) => sql`
  (select count(*) filter (where ${comment.active} and not ${comment.inappropriate})
     from ${comment}
    where ${comment.municipalityId} = ${councilSession.municipalityId}
      and ${comment.subjectKind} = ${kind} and ${comment.subjectId} = ${subjectId})::int as comments_shown,
  (select count(*) filter (where not ${comment.active} or ${comment.inappropriate})
     from ${comment}
    where ${comment.municipalityId} = ${councilSession.municipalityId}
      and ${comment.subjectKind} = ${kind} and ${comment.subjectId} = ${subjectId})::int as comments_hidden`;

const voteCount = (choice: number) => sql`
  (select count(*) from ${vote}
    where ${vote.municipalityId} = ${councilSession.municipalityId}
      and ${vote.subjectKind} = ${agendaItemVote.kind} and ${vote.subjectId} = ${agendaItem.id}
      and ${vote.choice} = ${choice})::int`;

/** What every row of the agenda reports has: its key, session, number and item. */
type AgendaRowBase = {
  key: string;
  startsAt: Date;
  session: string;
  /** 0 and -1 on the session's own row, which has no item name. */
  ordinal: number;
  subNumber: number;
  itemName: string | null;
};

/**
 * The rows of an agenda report: each session of the conditions (its own row, number 0 and
 * sub-number -1) followed by its agenda items and sub-items, in order, a batch at a time. The
 * report gives its own columns for a session's row and for an item's, in the same order; each
 * row comes back as its common part and the report's columns by name.
 */
async function agendaRows(
  db: Db,
  c: SessionReportConditions,
  language: Language,
  range: ReportRange,
  columns: { session: SQL; item: SQL },
): Promise<{ base: AgendaRowBase; r: Record<string, unknown> }[]> {
  const where = sessionWhere(c);
  const cut = agendaRowCut(range);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${agendaRowKey} as key, r.* from (
      select ${councilSession.startsAt} as starts_at, ${councilSession.id} as session_id,
             0 as ordinal, -1 as sub_number,
             ${inLanguage(councilSession.title, language)} as session, null::text as item_name,
             ${columns.session}
        from ${councilSession} where ${where}
      union all
      select ${councilSession.startsAt}, ${councilSession.id},
             ${agendaItem.ordinalNumber}::int, ${agendaItem.subNumber}::int,
             ${inLanguage(councilSession.title, language)}, ${inLanguage(agendaItem.name, language)},
             ${columns.item}
        from ${agendaItem} join ${councilSession} on ${councilSession.id} = ${agendaItem.sessionId}
       where ${where}
    ) r
    where ${cut.where}
    order by r.starts_at, r.session_id, r.ordinal, r.sub_number
    offset ${cut.offset} limit ${range.limit}`,
  );
  return rows.map((r) => ({
    base: {
      key: String(r['key']),
      startsAt: new Date(r['starts_at'] as string | Date),
      session: String(r['session']),
      ordinal: Number(r['ordinal']),
      subNumber: Number(r['sub_number']),
      itemName: r['item_name'] === null ? null : String(r['item_name']),
    },
    r,
  }));
}

/** The session's own row has no votes and no decision. */
export type CommentsAndVotesRow = AgendaRowBase & {
  commentsShown: number;
  commentsHidden: number;
  votesFor: number | null;
  votesAgainst: number | null;
  votesAbstained: number | null;
  votesAbsent: number | null;
  decisionId: number | null;
};

/**
 * Each session of the conditions (its own comments; sub-number -1) followed by its agenda
 * items and sub-items (their comments, citizens' votes and the council's decision).
 */
export async function commentsAndVotes(
  db: Db,
  c: SessionReportConditions,
  language: Language,
  range: ReportRange,
): Promise<CommentsAndVotesRow[]> {
  const rows = await agendaRows(db, c, language, range, {
    session: sql`${commentCounts(sessionDiscussion.kind, councilSession.id)},
             null::int as votes_for, null::int as votes_against, null::int as votes_abstained,
             null::int as votes_absent, null::int as decision_id`,
    item: sql`${commentCounts(agendaDiscussion.kind, agendaItem.id)},
             ${voteCount(1)}, ${voteCount(2)}, ${voteCount(3)}, ${voteCount(4)},
             ${agendaItem.councilDecisionId}::int`,
  });
  return rows.map(({ base, r }) => ({
    ...base,
    commentsShown: Number(r['comments_shown']),
    commentsHidden: Number(r['comments_hidden']),
    votesFor: nullableNumber(r['votes_for']),
    votesAgainst: nullableNumber(r['votes_against']),
    votesAbstained: nullableNumber(r['votes_abstained']),
    votesAbsent: nullableNumber(r['votes_absent']),
    decisionId: nullableNumber(r['decision_id']),
  }));
}

const nullableNumber = (value: unknown): number | null => (value === null ? null : Number(value));

export type AgendaDocumentsRow = AgendaRowBase & {
  statusId: number;
  documentCount: number;
  /** The files' names in their order, "; " between them; additional materials marked. */
  documents: string | null;
};

/**
 * Each session of the conditions (its documents, then its additional materials, marked with
 * `additionalMark`) followed by its agenda items and sub-items with their documents.
 */
export async function agendaDocuments(
  db: Db,
  c: SessionReportConditions,
  options: { language: Language; additionalMark: string },
  range: ReportRange,
): Promise<AgendaDocumentsRow[]> {
  const { language, additionalMark } = options;
  const files = (owner: SQL) => sql`
    (select count(*) from ${sessionFile} where ${owner})::int as document_count,
    (select string_agg(case when ${sessionFile.additional} then ${sessionFile.fileName} || ${additionalMark}
                            else ${sessionFile.fileName} end, '; '
                       order by ${sessionFile.additional}, ${sessionFile.sortOrder}, ${sessionFile.id})
       from ${sessionFile} where ${owner}) as documents`;
  const rows = await agendaRows(db, c, language, range, {
    session: sql`${councilSession.statusId}::int as status_id,
             ${files(sql`${sessionFile.sessionId} = ${councilSession.id} and ${sessionFile.agendaItemId} is null`)}`,
    item: sql`${agendaItem.statusId}::int,
             ${files(sql`${sessionFile.agendaItemId} = ${agendaItem.id}`)}`,
  });
  return rows.map(({ base, r }) => ({
    ...base,
    statusId: Number(r['status_id']),
    documentCount: Number(r['document_count']),
    documents: r['documents'] === null ? null : String(r['documents']),
  }));
}

/** Each session of the conditions in the order they were held: place, start, end, status. */
export async function sessionTimes(
  db: Db,
  c: SessionReportConditions,
  language: Language,
  range: ReportRange,
) {
  const { where, offset } = momentRange(range, councilSession.startsAt, councilSession.id);
  return db
    .select({
      key: momentKey(councilSession.startsAt, councilSession.id),
      session: inLanguage(councilSession.title, language),
      place: councilSession.place,
      startsAt: councilSession.startsAt,
      endsAt: councilSession.endsAt,
      statusId: councilSession.statusId,
    })
    .from(councilSession)
    .where(and(sessionWhere(c), where))
    .orderBy(asc(councilSession.startsAt), asc(councilSession.id))
    .offset(offset)
    .limit(range.limit);
}

/**
 * Each session of the conditions in the order they were held, as the administration keeps
 * it, with its items, sub-items and every document (its own and its items').
 */
export async function sessionData(
  db: Db,
  c: SessionReportConditions,
  language: Language,
  range: ReportRange,
) {
  const { where, offset } = momentRange(range, councilSession.startsAt, councilSession.id);
  const items = (subItems: boolean) =>
    sql<number>`(select count(*) from ${agendaItem}
      where ${agendaItem.sessionId} = ${councilSession.id}
        and ${subItems ? sql`${agendaItem.parentId} is not null` : isNull(agendaItem.parentId)})::int`;
  return db
    .select({
      key: momentKey(councilSession.startsAt, councilSession.id),
      session: inLanguage(councilSession.title, language),
      startsAt: councilSession.startsAt,
      convocation: inLanguage(convocation.name, language),
      statusId: councilSession.statusId,
      privilegeId: councilSession.privilegeId,
      published: councilSession.published,
      votingEnabled: councilSession.votingEnabled,
      commentingEnabled: councilSession.commentingEnabled,
      agendaItems: items(false),
      subItems: items(true),
      documents: sql<number>`(select count(*) from ${sessionFile} where ${sessionFile.sessionId} = ${councilSession.id})::int`,
    })
    .from(councilSession)
    .innerJoin(convocation, eq(convocation.id, councilSession.convocationId))
    .where(and(sessionWhere(c), where))
    .orderBy(asc(councilSession.startsAt), asc(councilSession.id))
    .offset(offset)
    .limit(range.limit);
}

/**
 * Who took part in a session: citizens' votes on its items and comments written on the public
 * pages (not staff's in the administration) on it or its items, one row per vote or comment.
 */
const participations = (sessionId: SQL) => sql`
  select ${vote.voterId} as user_id, 'vote' as what
    from ${vote} join ${agendaItem} on ${agendaItem.id} = ${vote.subjectId}
   where ${vote.municipalityId} = ${councilSession.municipalityId}
     and ${vote.subjectKind} = ${agendaItemVote.kind} and ${agendaItem.sessionId} = ${sessionId}
  union all
  select ${comment.userId}, 'comment' from ${comment}
   where ${comment.municipalityId} = ${councilSession.municipalityId} and not ${comment.byStaff}
     and ((${comment.subjectKind} = ${sessionDiscussion.kind} and ${comment.subjectId} = ${sessionId})
       or (${comment.subjectKind} = ${agendaDiscussion.kind} and ${comment.subjectId} in
             (select ${agendaItem.id} from ${agendaItem} where ${agendaItem.sessionId} = ${sessionId})))`;

/**
 * Each session of the conditions by its privilege (its "type"), then in the order they were
 * held, with the people who voted, who commented, and either.
 */
export async function sessionParticipants(
  db: Db,
  c: SessionReportConditions,
  language: Language,
  range: { offset: number; limit: number },
) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${councilSession.privilegeId} as privilege_id,
               ${inLanguage(councilSession.title, language)} as session,
               ${councilSession.startsAt} as starts_at, ${councilSession.statusId} as status_id,
               x.voters, x.commenters, x.participants
          from ${councilSession}
          cross join lateral (
            select (count(distinct p.user_id) filter (where p.what = 'vote'))::int as voters,
                   (count(distinct p.user_id) filter (where p.what = 'comment'))::int as commenters,
                   count(distinct p.user_id)::int as participants
              from (${participations(sql`${councilSession.id}`)}) p
          ) x
         where ${sessionWhere(c)}
         order by ${councilSession.privilegeId}, ${councilSession.startsAt}, ${councilSession.id}
        offset ${range.offset} limit ${range.limit}`,
  );
  return rows.map((r) => ({
    privilegeId: Number(r['privilege_id']),
    session: String(r['session']),
    startsAt: new Date(r['starts_at'] as string | Date),
    statusId: Number(r['status_id']),
    voters: Number(r['voters']),
    commenters: Number(r['commenters']),
    participants: Number(r['participants']),
  }));
}

export async function countPlaces(db: Db, c: SessionReportConditions): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${councilSession.place})::int` })
    .from(councilSession)
    .where(sessionWhere(c));
  return row?.n ?? 0;
}

/**
 * Per place where the sessions of the conditions were held: the sessions, the people who
 * took part in any of them (each once), their votes and their comments; most people first.
 */
export async function participantsByPlace(
  db: Db,
  c: SessionReportConditions,
  range: { offset: number; limit: number },
) {
  const rows = await queryRows<{
    place: string;
    sessions: number;
    participants: number;
    votes: number;
    comments: number;
  }>(
    db,
    sql`with p as (
      select ${councilSession.place} as place, x.user_id, x.what
        from ${councilSession}
        cross join lateral (${participations(sql`${councilSession.id}`)}) x
       where ${sessionWhere(c)}
    )
    select ${councilSession.place} as place, count(*)::int as sessions,
           (select count(distinct p.user_id) from p where p.place = ${councilSession.place})::int as participants,
           (select count(*) from p where p.place = ${councilSession.place} and p.what = 'vote')::int as votes,
           (select count(*) from p where p.place = ${councilSession.place} and p.what = 'comment')::int as comments
      from ${councilSession}
     where ${sessionWhere(c)}
     group by ${councilSession.place}
     order by participants desc, place
    offset ${range.offset} limit ${range.limit}`,
  );
  return rows.map((r) => ({
    place: r.place,
    sessions: Number(r.sessions),
    participants: Number(r.participants),
    votes: Number(r.votes),
    comments: Number(r.comments),
  }));
}

/** A convocation's name in the language, for the filters written on a file. */
export async function convocationName(
  db: Db,
  municipalityId: number,
  id: number,
  language: Language,
): Promise<string | undefined> {
  const [row] = await db
    .select({ name: inLanguage(convocation.name, language) })
    .from(convocation)
    .where(and(eq(convocation.municipalityId, municipalityId), eq(convocation.id, id)));
  return row?.name;
}
