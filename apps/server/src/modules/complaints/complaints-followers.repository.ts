import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { complaintFollower } from './complaints.schema';

/**
 * Who follows a complaint (issue 18): the reporter and supporters automatically, anyone signed in
 * by choice. Each follower row carries the secret of its one-click unfollow link.
 */

/** Starts following; following twice changes nothing. Answers whether a row was added. */
export async function addFollower(tx: Db, complaintId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .insert(complaintFollower)
    .values({ complaintId, userId, token: randomBytes(24).toString('base64url') })
    .onConflictDoNothing()
    .returning({ userId: complaintFollower.userId });
  return rows.length > 0;
}

/** Adds several followers at once (a merge moves the duplicate's followers to the survivor). */
export async function addFollowers(tx: Db, complaintId: number, userIds: readonly number[]): Promise<void> {
  if (!userIds.length) return;
  await tx
    .insert(complaintFollower)
    .values(userIds.map((userId) => ({ complaintId, userId, token: randomBytes(24).toString('base64url') })))
    .onConflictDoNothing();
}

export async function removeFollower(tx: Db, complaintId: number, userId: number): Promise<boolean> {
  const rows = await tx
    .delete(complaintFollower)
    .where(and(eq(complaintFollower.complaintId, complaintId), eq(complaintFollower.userId, userId)))
    .returning({ userId: complaintFollower.userId });
  return rows.length > 0;
}

/** Removes the follower the unfollow link's token names; answers the complaint and the user, or null. */
export async function removeFollowerByToken(
  tx: Db,
  token: string,
): Promise<{ complaintId: number; userId: number } | null> {
  const [row] = await tx
    .delete(complaintFollower)
    .where(eq(complaintFollower.token, token))
    .returning({ complaintId: complaintFollower.complaintId, userId: complaintFollower.userId });
  return row ?? null;
}

/** The followers of a complaint with their unfollow tokens. */
export async function followersOf(db: Db, complaintId: number): Promise<{ userId: number; token: string }[]> {
  return db
    .select({ userId: complaintFollower.userId, token: complaintFollower.token })
    .from(complaintFollower)
    .where(eq(complaintFollower.complaintId, complaintId))
    .orderBy(complaintFollower.userId);
}

export async function isFollowing(db: Db, complaintId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(complaintFollower)
    .where(and(eq(complaintFollower.complaintId, complaintId), eq(complaintFollower.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** How many follow each of the complaints. */
export async function followerCounts(db: Db, complaintIds: readonly number[]): Promise<Map<number, number>> {
  if (!complaintIds.length) return new Map();
  const rows = await db
    .select({ complaintId: complaintFollower.complaintId, count: sql<number>`count(*)::int` })
    .from(complaintFollower)
    .where(inArray(complaintFollower.complaintId, [...complaintIds]))
    .groupBy(complaintFollower.complaintId);
  return new Map(rows.map((r) => [r.complaintId, r.count]));
}
