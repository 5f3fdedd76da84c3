import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { stagedUpload } from './attachments.schema';

export type StagedUploadRow = typeof stagedUpload.$inferSelect;

export async function insertStaged(
  db: Db,
  values: typeof stagedUpload.$inferInsert,
): Promise<StagedUploadRow> {
  const [row] = await db.insert(stagedUpload).values(values).returning();
  return row!;
}

type Owned = { municipalityId: number; userId: number; kind: string };

const owned = (owner: Owned) =>
  and(
    eq(stagedUpload.municipalityId, owner.municipalityId),
    eq(stagedUpload.userId, owner.userId),
    eq(stagedUpload.kind, owner.kind),
  );

/** The owner's waiting upload of this id, left where it is. */
export async function findStaged(db: Db, owner: Owned, id: string): Promise<StagedUploadRow | null> {
  const [row] = await db
    .select()
    .from(stagedUpload)
    .where(and(owned(owner), eq(stagedUpload.id, id)));
  return row ?? null;
}

/**
 * Takes the owner's waiting uploads of these ids: they leave the table and the caller gets
 * their rows. Two takers of one upload: the second gets nothing (the row is gone or locked).
 */
export async function deleteStaged(db: Db, owner: Owned, ids: readonly string[]): Promise<StagedUploadRow[]> {
  if (ids.length === 0) return [];
  return db
    .delete(stagedUpload)
    .where(and(owned(owner), inArray(stagedUpload.id, [...ids])))
    .returning();
}

/** The bytes of a person's uploads still waiting, uploaded since the given moment. */
export async function stagedBytes(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | number>`coalesce(sum(${stagedUpload.size}), 0)` })
    .from(stagedUpload)
    .where(and(eq(stagedUpload.userId, userId), gte(stagedUpload.dateCreated, since)));
  return Number(row?.total ?? 0);
}

/** Uploads nobody took, from before the given moment; removed, answering their stored keys. */
export async function deleteStagedBefore(db: Db, before: Date): Promise<string[]> {
  const rows = await db
    .delete(stagedUpload)
    .where(lt(stagedUpload.dateCreated, before))
    .returning({ key: stagedUpload.storageKey, thumbnail: stagedUpload.thumbnailKey });
  return rows.flatMap((r) => (r.thumbnail ? [r.key, r.thumbnail] : [r.key]));
}
