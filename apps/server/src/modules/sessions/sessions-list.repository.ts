import type { Translated } from '@portal/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  or,
  type Placeholder,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { midnight } from '../../platform/db/days';
import { preparedQuery } from '../../platform/db/prepared';
import type { Reader } from '../../platform/discussions/discussions';
import { commentCountFor } from '../../platform/discussions/discussions.repository';
import { voteCountOf } from '../../platform/votes/votes';
import { convocation } from '../code-lists/code-lists.schema';
import { agendaDiscussion, agendaItemVote, sessionDiscussion } from './sessions.declarations';
import type { SessionRow } from './sessions.repository';
import { agendaItem, councilSession } from './sessions.schema';

/** The administration's filters, and the public's (published, privileges, when). */
export type SessionFilter = {
  municipalityId: number;
  text?: string;
  /** Days in the portal's time zone, both included. */
  fromDay?: string;
  toDay?: string;
  statusId?: number;
  convocationId?: number;
  /** Public reads: published only, of these privileges. */
  publicPrivileges?: readonly number[];
  when?: 'all' | 'upcoming' | 'active' | 'finished';
  now?: Date;
};

/**
 * How a condition's value enters the statement: as itself, or (`bind` of a prepared shape) as a
 * placeholder of that name whose value is given on each call.
 */
type Bind = <T>(name: string, value: T) => T | Placeholder;
const inline: Bind = (_name, value) => value;

/** The filter's conditions on `council_session` (the statistics count under the public's too). */
export function conditions(f: SessionFilter, bind: Bind = inline): SQL[] {
  const where: SQL[] = [eq(councilSession.municipalityId, bind('municipalityId', f.municipalityId))];
  if (f.fromDay) where.push(gte(councilSession.startsAt, midnight(bind('fromDay', f.fromDay))));
  if (f.toDay) where.push(lt(councilSession.startsAt, midnight(bind('toDay', f.toDay), 1)));
  if (f.statusId) where.push(eq(councilSession.statusId, bind('statusId', f.statusId)));
  if (f.convocationId) where.push(eq(councilSession.convocationId, bind('convocationId', f.convocationId)));
  if (f.text) {
    const like = `%${f.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(
      or(
        ilike(sql`${councilSession.title}->>'bs'`, bind('like', like)),
        ilike(sql`${councilSession.title}->>'hr'`, bind('like', like)),
        ilike(sql`${councilSession.title}->>'sr_cyr'`, bind('like', like)),
        ilike(councilSession.place, bind('like', like)),
      )!,
    );
  }
  if (f.publicPrivileges) {
    where.push(eq(councilSession.published, true));
    where.push(inArray(councilSession.privilegeId, [...f.publicPrivileges]));
  }
  // Upcoming: in preparation and not begun; active: Active; finished: Finished.
  if (f.when === 'upcoming')
    where.push(
      eq(councilSession.statusId, 1),
      gte(councilSession.startsAt, bind('now', f.now ?? new Date())),
    );
  if (f.when === 'active') where.push(eq(councilSession.statusId, 2));
  if (f.when === 'finished') where.push(eq(councilSession.statusId, 3));
  return where;
}

export type SessionListRow = SessionRow & {
  convocationName: Translated;
  agendaItemCount: number;
  /** Comments on the session and its agenda items, as the reader sees them. */
  commentCount: number;
  /** Votes on its agenda items; null when not asked for. */
  voteCount: number | null;
};

type Counts = { reader: Reader; votes: boolean };

/**
 * A page of sessions, newest start first (upcoming: soonest first), with their agenda sizes,
 * the comments on them as `counts.reader` sees them and, when asked, the votes on their items.
 * The page's ids are read first, then only their rows with the join and the per-row counts
 * (otherwise a later page sorts and counts every session it skips); the total at the same
 * time. Each shape of filter (which filters are given, the privileges) is prepared once, its
 * values placeholders, and so are the rows by ids per reader (decision 0030). Statements at
 * once: give it the database, not a transaction.
 */
export async function searchSessions(
  db: Db,
  filter: SessionFilter,
  page: { number: number; size: number },
  counts: Counts,
): Promise<{ rows: SessionListRow[]; totalCount: number }> {
  const { shape, values } = sessionShape(filter);
  const rowsOfPage = async () => {
    const ids = await shape.ids(db, { ...values, limit: page.size, offset: (page.number - 1) * page.size });
    return ids.length
      ? rowsByIds(counts, directionOf(filter))(db, {
          municipalityId: filter.municipalityId,
          ids: ids.map((r) => r.id),
        })
      : [];
  };
  const [rows, [total]] = await Promise.all([rowsOfPage(), shape.count(db, values)]);
  return {
    rows: rows.map((r) => ({
      ...r.session,
      convocationName: r.convocationName,
      agendaItemCount: r.agendaItemCount,
      commentCount: r.commentCount,
      voteCount: r.voteCount,
    })),
    totalCount: total?.n ?? 0,
  };
}

/** Upcoming sessions soonest first; every other list newest first. */
const directionOf = (filter: SessionFilter) => (filter.when === 'upcoming' ? 'asc' : 'desc');

const SHAPE_LETTERS: Record<string, string> = {
  municipalityId: 'm',
  fromDay: 'f',
  toDay: 'u',
  statusId: 's',
  convocationId: 'c',
  like: 't',
  now: 'n',
};

const orderOf = (direction: 'asc' | 'desc') => [
  direction === 'asc' ? asc(councilSession.startsAt) : desc(councilSession.startsAt),
  desc(councilSession.id),
];

/** A shape's page of ids (the filter's values, page size and offset its placeholders) and its total. */
function buildShape(where: SQL, direction: 'asc' | 'desc', name: string) {
  const ids = preparedQuery((db) =>
    db
      .select({ id: councilSession.id })
      .from(councilSession)
      .where(where)
      .orderBy(...orderOf(direction))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  const total = preparedQuery((db) =>
    db.select({ n: count() }).from(councilSession).where(where).prepare(`${name}_n`),
  );
  return { ids, count: total };
}

/**
 * The page's sessions by their ids, with their counts as the reader sees them: a statement
 * apart from the ids' (not their subquery), so that its plan serves any ids and is made once;
 * with the page size and offset inside it, the database planned it again on every call.
 */
function buildRows(counts: Counts, direction: 'asc' | 'desc') {
  const municipalityId = sql.placeholder('municipalityId');
  return preparedQuery((db) => {
    const items = db
      .select({ n: count() })
      .from(agendaItem)
      .where(eq(agendaItem.sessionId, councilSession.id));
    // The session's agenda items, as the comments and votes on them are counted.
    const itemIds = db
      .select({ id: agendaItem.id })
      .from(agendaItem)
      .where(and(eq(agendaItem.sessionId, councilSession.id), eq(agendaItem.municipalityId, municipalityId)));
    const reader = { municipalityId, reader: counts.reader };
    return db
      .select({
        session: councilSession,
        convocationName: convocation.name,
        agendaItemCount: sql<number>`(${items})::int`,
        commentCount: sql<number>`${commentCountFor(sessionDiscussion, councilSession.id, reader)} + ${commentCountFor(agendaDiscussion, itemIds, reader)}`,
        voteCount: counts.votes ? voteCountOf(agendaItemVote, itemIds, { municipalityId }) : sql<null>`null`,
      })
      .from(councilSession)
      .innerJoin(convocation, eq(convocation.id, councilSession.convocationId))
      .where(
        and(
          eq(councilSession.municipalityId, municipalityId),
          sql`${councilSession.id} = any(${sql.placeholder('ids')})`,
        ),
      )
      .orderBy(...orderOf(direction))
      .prepare(`ses_rows_${counts.reader}_${counts.votes ? 'v' : 'n'}_${direction}`);
  });
}

const rowStatements = new Map<string, ReturnType<typeof buildRows>>();

function rowsByIds(counts: Counts, direction: 'asc' | 'desc') {
  const key = `${counts.reader}_${counts.votes}_${direction}`;
  let rows = rowStatements.get(key);
  if (!rows) {
    rows = buildRows(counts, direction);
    rowStatements.set(key, rows);
  }
  return rows;
}

const sessionShapes = new Map<string, ReturnType<typeof buildShape>>();

/** The statements of the filter's shape (its ids, its total), built and prepared on its first call, and its values. */
function sessionShape(filter: SessionFilter) {
  const values: Record<string, unknown> = {};
  const where = and(
    ...conditions(filter, (key, value) => {
      values[key] = value instanceof Date ? value.toISOString() : value;
      return sql.placeholder(key);
    }),
  )!;
  // A letter per filter, and what else shapes the statement: PostgreSQL tells statements
  // apart by their first 63 bytes.
  const name = [
    'ses',
    filter.when ?? 'all',
    Object.keys(values)
      .map((key) => SHAPE_LETTERS[key] ?? `_${key}_`)
      .join(''),
    filter.publicPrivileges ? `p${filter.publicPrivileges.join('_')}` : 'staff',
  ].join('_');
  let shape = sessionShapes.get(name);
  if (!shape) {
    shape = buildShape(where, directionOf(filter), name);
    sessionShapes.set(name, shape);
  }
  return { shape, values };
}
