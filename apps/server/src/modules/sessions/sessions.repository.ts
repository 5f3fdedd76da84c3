import type { Translated } from '@portal/contracts';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { preparedQuery } from '../../platform/db/prepared';
import { convocation } from '../code-lists/code-lists.schema';
import { agendaItem, councilSession, sessionFile } from './sessions.schema';

export type SessionRow = typeof councilSession.$inferSelect;
export type AgendaItemRow = typeof agendaItem.$inferSelect;
export type SessionFileRow = typeof sessionFile.$inferSelect;

// The lists of sessions (filters, shapes, a page with its counts).
export * from './sessions-list.repository';

export async function findSession(
  db: Db,
  municipalityId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<(SessionRow & { convocationName: Translated }) | null> {
  const [row] = options.lock
    ? await selectSession(db)
        .where(and(eq(councilSession.municipalityId, municipalityId), eq(councilSession.id, id)))
        .for('update', { of: councilSession })
    : await sessionById(db, { municipalityId, id });
  return row ? { ...row.session, convocationName: row.convocationName } : null;
}

function selectSession(db: Db) {
  return db
    .select({ session: councilSession, convocationName: convocation.name })
    .from(councilSession)
    .innerJoin(convocation, eq(convocation.id, councilSession.convocationId));
}

// The reads of a session's public page, prepared once (decision 0030); several sessions' at once
// through an array placeholder (`= any(…)`).
const sessionById = preparedQuery((db) =>
  selectSession(db)
    .where(
      and(
        eq(councilSession.municipalityId, sql.placeholder('municipalityId')),
        eq(councilSession.id, sql.placeholder('id')),
      ),
    )
    .prepare('session_by_id'),
);

const agendaOf = preparedQuery((db) =>
  db
    .select()
    .from(agendaItem)
    .where(
      and(
        eq(agendaItem.municipalityId, sql.placeholder('municipalityId')),
        sql`${agendaItem.sessionId} = any(${sql.placeholder('sessionIds')})`,
      ),
    )
    .orderBy(asc(agendaItem.sessionId), asc(agendaItem.ordinalNumber), asc(agendaItem.subNumber))
    .prepare('session_agenda'),
);

const filesOf = preparedQuery((db) =>
  db
    .select()
    .from(sessionFile)
    .where(
      and(
        eq(sessionFile.municipalityId, sql.placeholder('municipalityId')),
        sql`${sessionFile.sessionId} = any(${sql.placeholder('sessionIds')})`,
      ),
    )
    .orderBy(asc(sessionFile.sortOrder), asc(sessionFile.id))
    .prepare('session_files'),
);

/** The municipality's convocation, with whether it is the current active one (the code lists' read). */
export { findConvocation } from '../code-lists';

export type SessionValues = Omit<typeof councilSession.$inferInsert, 'id' | 'dateCreated'>;

export async function insertSession(tx: Db, values: SessionValues): Promise<number> {
  const [row] = await tx.insert(councilSession).values(values).returning({ id: councilSession.id });
  return row!.id;
}

export async function updateSession(
  tx: Db,
  municipalityId: number,
  id: number,
  values: Partial<SessionValues>,
): Promise<void> {
  await tx
    .update(councilSession)
    .set(values)
    .where(and(eq(councilSession.municipalityId, municipalityId), eq(councilSession.id, id)));
}

export async function deleteSessionRow(tx: Db, municipalityId: number, id: number): Promise<void> {
  await tx
    .delete(councilSession)
    .where(and(eq(councilSession.municipalityId, municipalityId), eq(councilSession.id, id)));
}

/** The agenda of sessions: items by number, each item's sub-items after it. */
export function listAgenda(
  db: Db,
  municipalityId: number,
  sessionIds: readonly number[],
): Promise<AgendaItemRow[]> {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return agendaOf(db, { municipalityId, sessionIds: [...new Set(sessionIds)] });
}

export async function findAgendaItem(
  db: Db,
  municipalityId: number,
  id: number,
): Promise<AgendaItemRow | null> {
  const [row] = await db
    .select()
    .from(agendaItem)
    .where(and(eq(agendaItem.municipalityId, municipalityId), eq(agendaItem.id, id)));
  return row ?? null;
}

export type AgendaValues = Omit<typeof agendaItem.$inferInsert, 'id'>;

export async function insertAgendaItem(tx: Db, values: AgendaValues): Promise<number> {
  const [row] = await tx.insert(agendaItem).values(values).returning({ id: agendaItem.id });
  return row!.id;
}

export async function updateAgendaItem(
  tx: Db,
  sessionId: number,
  id: number,
  values: Partial<AgendaValues>,
): Promise<boolean> {
  const rows = await tx
    .update(agendaItem)
    .set(values)
    .where(and(eq(agendaItem.sessionId, sessionId), eq(agendaItem.id, id)))
    .returning({ id: agendaItem.id });
  return rows.length > 0;
}

/**
 * Moves rows out of the way of a renumbering: their numbers become negative and distinct,
 * so that swapping two items' numbers in one save cannot meet the unique key half-way.
 */
export async function parkAgendaNumbers(tx: Db, sessionId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(agendaItem)
    .set({ ordinalNumber: sql`-${agendaItem.id} % 32000 - 1` })
    .where(and(eq(agendaItem.sessionId, sessionId), inArray(agendaItem.id, [...ids])));
}

/**
 * Locks agenda items (and their sub-items) against a change at the same time: `update` for
 * items about to be deleted, `share` for an item a vote goes to, so that a vote and the
 * deletion of its item come one after the other. Answers the ids found.
 */
export async function lockAgendaItems(
  tx: Db,
  where: { municipalityId: number; ids: readonly number[] },
  mode: 'update' | 'share',
): Promise<number[]> {
  if (where.ids.length === 0) return [];
  const rows = await tx
    .select({ id: agendaItem.id })
    .from(agendaItem)
    .where(
      and(
        eq(agendaItem.municipalityId, where.municipalityId),
        or(inArray(agendaItem.id, [...where.ids]), inArray(agendaItem.parentId, [...where.ids])),
      ),
    )
    .for(mode);
  return rows.map((r) => r.id);
}

/** Deletes agenda items (their sub-items and files go with them); answers the ids gone. */
export async function deleteAgendaItems(
  tx: Db,
  sessionId: number,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(agendaItem)
    .where(
      and(
        eq(agendaItem.sessionId, sessionId),
        or(inArray(agendaItem.id, [...ids]), inArray(agendaItem.parentId, [...ids])),
      ),
    )
    .returning({ id: agendaItem.id });
  return rows.map((r) => r.id);
}

/** The highest ordinal number of a session (parent null) or sub-number under an item. */
export async function highestNumber(db: Db, sessionId: number, parentId: number | null): Promise<number> {
  const [row] = await db
    .select({
      n:
        parentId === null
          ? sql<number>`coalesce(max(${agendaItem.ordinalNumber}), 0)::int`
          : sql<number>`coalesce(max(${agendaItem.subNumber}), 0)::int`,
    })
    .from(agendaItem)
    .where(
      and(
        eq(agendaItem.sessionId, sessionId),
        parentId === null ? isNull(agendaItem.parentId) : eq(agendaItem.parentId, parentId),
      ),
    );
  return row?.n ?? 0;
}

/** Files of sessions (and of their agenda items). */
export function listSessionFiles(
  db: Db,
  municipalityId: number,
  sessionIds: readonly number[],
): Promise<SessionFileRow[]> {
  if (sessionIds.length === 0) return Promise.resolve([]);
  return filesOf(db, { municipalityId, sessionIds: [...new Set(sessionIds)] });
}

export async function findSessionFile(
  db: Db,
  municipalityId: number,
  id: number,
): Promise<SessionFileRow | null> {
  const [row] = await db
    .select()
    .from(sessionFile)
    .where(and(eq(sessionFile.municipalityId, municipalityId), eq(sessionFile.id, id)));
  return row ?? null;
}

export async function insertSessionFiles(tx: Db, rows: (typeof sessionFile.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(sessionFile).values(rows);
}

/** Deletes a session's files of these ids (of the session, or of one agenda item); answers their keys. */
export async function deleteSessionFiles(
  tx: Db,
  where: { sessionId: number; agendaItemId: number | null; ids: readonly number[] },
): Promise<string[]> {
  if (where.ids.length === 0) return [];
  const rows = await tx
    .delete(sessionFile)
    .where(
      and(
        eq(sessionFile.sessionId, where.sessionId),
        where.agendaItemId === null
          ? isNull(sessionFile.agendaItemId)
          : eq(sessionFile.agendaItemId, where.agendaItemId),
        inArray(sessionFile.id, [...where.ids]),
      ),
    )
    .returning({ key: sessionFile.storageKey });
  return rows.map((r) => r.key);
}

/** Every stored key of a session's files, to delete once the session is gone. */
export async function sessionFileKeys(
  db: Db,
  sessionId: number,
  agendaItemIds?: readonly number[],
): Promise<string[]> {
  const rows = await db
    .select({ key: sessionFile.storageKey })
    .from(sessionFile)
    .where(
      agendaItemIds
        ? and(eq(sessionFile.sessionId, sessionId), inArray(sessionFile.agendaItemId, [...agendaItemIds, -1]))
        : eq(sessionFile.sessionId, sessionId),
    );
  return rows.map((r) => r.key);
}
