import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { appUser, userAccessRight, UserStatus, userSession, verification } from './accounts.schema';

export type UserRow = typeof appUser.$inferSelect;
export type NewUser = typeof appUser.$inferInsert;

const notDeleted = ne(appUser.status, UserStatus.Deleted);

export async function findUserById(db: Db, municipalityId: number, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.id, id), eq(appUser.municipalityId, municipalityId), notDeleted));
  return row;
}

/** Usernames are matched without regard to letter case. */
export async function findUserByUsername(db: Db, municipalityId: number, username: string) {
  const [row] = await db
    .select()
    .from(appUser)
    .where(
      and(
        eq(appUser.municipalityId, municipalityId),
        sql`lower(${appUser.username}) = lower(${username})`,
        notDeleted,
      ),
    );
  return row;
}

/** Accounts that can be reached at an address: confirmed or waiting for confirmation. */
export function findUsersByEmail(db: Db, municipalityId: number, email: string) {
  return db
    .select()
    .from(appUser)
    .where(
      and(
        eq(appUser.municipalityId, municipalityId),
        eq(appUser.email, email.toLowerCase()),
        sql`${appUser.status} in (${UserStatus.Pending}, ${UserStatus.Active})`,
      ),
    );
}

/** Which of username, e-mail and telephone number another account already has. */
export async function findTaken(
  db: Db,
  municipalityId: number,
  values: { username?: string | null; email?: string | null; phone?: string | null; exceptId?: number },
) {
  const clash = async (condition: ReturnType<typeof eq>) => {
    const rows = await db
      .select({ id: appUser.id })
      .from(appUser)
      .where(
        and(
          eq(appUser.municipalityId, municipalityId),
          condition,
          values.exceptId ? ne(appUser.id, values.exceptId) : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  };
  return {
    username: values.username
      ? await clash(sql`lower(${appUser.username}) = lower(${values.username})`)
      : false,
    email: values.email ? await clash(eq(appUser.email, values.email)) : false,
    phone: values.phone ? await clash(eq(appUser.phone, values.phone)) : false,
  };
}

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(appUser).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(appUser).set(values).where(eq(appUser.id, id)).returning();
  return row!;
}

/**
 * Removes an account's personal data and closes it. The row stays, under a neutral
 * name, so that contributions keep pointing at "a deleted account".
 */
export async function anonymiseUser(db: Db, id: number): Promise<void> {
  await db
    .update(appUser)
    .set({
      username: `deleted-${id}`,
      passwordHash: null,
      firstName: null,
      lastName: null,
      birthYear: null,
      phone: null,
      email: null,
      sex: null,
      sensitiveCategoryId: null,
      deviceToken: null,
      description: null,
      status: UserStatus.Deleted,
      deletedAt: new Date(),
    })
    .where(eq(appUser.id, id));
  await db.delete(userAccessRight).where(eq(userAccessRight.userId, id));
  await db.delete(verification).where(eq(verification.userId, id));
}

export async function listRights(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ rightId: userAccessRight.rightId })
    .from(userAccessRight)
    .where(eq(userAccessRight.userId, userId))
    .orderBy(userAccessRight.rightId);
  return rows.map((r) => r.rightId);
}

export async function replaceRights(db: Db, userId: number, rights: readonly number[]): Promise<void> {
  await db.delete(userAccessRight).where(eq(userAccessRight.userId, userId));
  if (rights.length) {
    await db.insert(userAccessRight).values([...new Set(rights)].map((rightId) => ({ userId, rightId })));
  }
}

export async function insertSession(db: Db, values: { id: string; userId: number; expiresAt: Date }) {
  await db.insert(userSession).values(values);
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(userSession)
    .set({ revokedAt: new Date() })
    .where(and(eq(userSession.id, sessionId), isNull(userSession.revokedAt)));
}

/** Ends every open session of an account, except one (the caller's own) when given. */
export async function revokeSessions(db: Db, userId: number, exceptSessionId?: string): Promise<void> {
  await db
    .update(userSession)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(userSession.userId, userId),
        isNull(userSession.revokedAt),
        exceptSessionId ? ne(userSession.id, exceptSessionId) : undefined,
      ),
    );
}

/** The caller behind an open session of an active account, with its rights; one query. */
export async function loadPrincipal(
  db: Db,
  claims: { sessionId: string; userId: number; municipalityId: number },
): Promise<Principal | null> {
  const [row] = await db
    .select({
      userId: appUser.id,
      municipalityId: appUser.municipalityId,
      profileId: appUser.profileId,
      organizationalUnitId: appUser.organizationalUnitId,
      username: appUser.username,
      rights: sql<
        number[]
      >`coalesce(array_agg(${userAccessRight.rightId} order by ${userAccessRight.rightId}) filter (where ${userAccessRight.rightId} is not null), '{}')`,
    })
    .from(userSession)
    .innerJoin(appUser, eq(appUser.id, userSession.userId))
    .leftJoin(userAccessRight, eq(userAccessRight.userId, appUser.id))
    .where(
      and(
        eq(userSession.id, claims.sessionId),
        eq(userSession.userId, claims.userId),
        isNull(userSession.revokedAt),
        gt(userSession.expiresAt, sql`now()`),
        eq(appUser.status, UserStatus.Active),
        eq(appUser.municipalityId, claims.municipalityId),
      ),
    )
    .groupBy(appUser.id);
  if (!row) return null;
  return { ...row, sessionId: claims.sessionId, rights: row.rights.map(Number) };
}

export async function insertVerification(db: Db, values: typeof verification.$inferInsert) {
  await db.insert(verification).values(values);
}

/** The newest unused verification of an account for a purpose. */
export async function latestVerification(db: Db, userId: number, purpose: number) {
  const [row] = await db
    .select()
    .from(verification)
    .where(
      and(eq(verification.userId, userId), eq(verification.purpose, purpose), isNull(verification.usedAt)),
    )
    .orderBy(desc(verification.id))
    .limit(1);
  return row;
}

export async function findVerificationBySecret(db: Db, secretHash: string, purpose: number) {
  const [row] = await db
    .select()
    .from(verification)
    .where(and(eq(verification.secretHash, secretHash), eq(verification.purpose, purpose)));
  return row;
}

export async function countWrongAttempt(db: Db, id: number): Promise<void> {
  await db
    .update(verification)
    .set({ attempts: sql`${verification.attempts} + 1` })
    .where(eq(verification.id, id));
}

/** Uses up every open verification of an account for these purposes (a new one replaces them). */
export async function closeVerifications(db: Db, userId: number, purposes: readonly number[]): Promise<void> {
  await db
    .update(verification)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verification.userId, userId),
        inArray(verification.purpose, [...purposes]),
        isNull(verification.usedAt),
      ),
    );
}
