import { Profile, type Translated } from '@portal/contracts';
import { and, asc, count, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { appUser, UserStatus } from '../accounts/accounts.schema';
import { organizationalUnit } from '../code-lists/code-lists.schema';
import { systemNotificationRecipient, systemNotificationSetting } from './system-notifications.schema';

/** Citizens and REST service users are never told of system notifications. */
const NOT_STAFF = [Profile.AnonymousCitizen, Profile.RegisteredCitizen, Profile.ServiceProfile];

export type SettingRow = typeof systemNotificationSetting.$inferSelect;
export type SettingValues = { active: boolean; email: boolean; sms: boolean; push: boolean };

/** Escapes the wildcard characters of LIKE in text a person typed. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Active staff accounts of the municipality: the only accounts that may be recipients. */
function activeStaff(municipalityId: number, text?: string): SQL | undefined {
  const pattern = text ? contains(text) : null;
  return and(
    eq(appUser.municipalityId, municipalityId),
    eq(appUser.status, UserStatus.Active),
    notInArray(appUser.profileId, NOT_STAFF),
    pattern
      ? or(
          ilike(appUser.username, pattern),
          ilike(appUser.firstName, pattern),
          ilike(appUser.lastName, pattern),
          ilike(appUser.email, pattern),
          ilike(sql`coalesce(${appUser.firstName}, '') || ' ' || coalesce(${appUser.lastName}, '')`, pattern),
        )
      : undefined,
  );
}

const staffOrder = [sql`lower(${appUser.lastName})`, sql`lower(${appUser.firstName})`, asc(appUser.id)];

const recipientColumns = {
  id: appUser.id,
  username: appUser.username,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  email: appUser.email,
  phone: appUser.phone,
  profileId: appUser.profileId,
  languageId: appUser.languageId,
  unitName: organizationalUnit.name,
};

export type RecipientRow = {
  id: number;
  username: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  profileId: number;
  languageId: number;
  unitName: Translated | null;
};

export function listSettings(db: Db, municipalityId: number): Promise<SettingRow[]> {
  return db
    .select()
    .from(systemNotificationSetting)
    .where(eq(systemNotificationSetting.municipalityId, municipalityId));
}

export async function findSetting(db: Db, municipalityId: number, kind: number): Promise<SettingRow | null> {
  const [row] = await db
    .select()
    .from(systemNotificationSetting)
    .where(
      and(
        eq(systemNotificationSetting.municipalityId, municipalityId),
        eq(systemNotificationSetting.kind, kind),
      ),
    );
  return row ?? null;
}

export async function saveSetting(
  db: Db,
  municipalityId: number,
  kind: number,
  values: SettingValues,
): Promise<void> {
  await db
    .insert(systemNotificationSetting)
    .values({ municipalityId, kind, ...values })
    .onConflictDoUpdate({
      target: [systemNotificationSetting.municipalityId, systemNotificationSetting.kind],
      set: { ...values, dateModified: sql`now()` },
    });
}

/** Recipients per kind, counting only those who can still be told (active staff). */
export async function recipientCounts(db: Db, municipalityId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ kind: systemNotificationRecipient.kind, n: count() })
    .from(systemNotificationRecipient)
    .innerJoin(appUser, eq(appUser.id, systemNotificationRecipient.userId))
    .where(and(eq(systemNotificationRecipient.municipalityId, municipalityId), activeStaff(municipalityId)))
    .groupBy(systemNotificationRecipient.kind);
  return new Map(rows.map((r) => [r.kind, r.n]));
}

/** The recipients of a kind who are still active staff of the municipality. */
export function listRecipients(db: Db, municipalityId: number, kind: number): Promise<RecipientRow[]> {
  return db
    .select(recipientColumns)
    .from(systemNotificationRecipient)
    .innerJoin(appUser, eq(appUser.id, systemNotificationRecipient.userId))
    .leftJoin(organizationalUnit, eq(organizationalUnit.id, appUser.organizationalUnitId))
    .where(
      and(
        eq(systemNotificationRecipient.municipalityId, municipalityId),
        eq(systemNotificationRecipient.kind, kind),
        activeStaff(municipalityId),
      ),
    )
    .orderBy(...staffOrder);
}

/** Active staff matching the text, one page of them, and how many there are. */
export async function searchStaff(
  db: Db,
  municipalityId: number,
  filter: { text?: string; pageNumber: number; pageSize: number },
): Promise<{ rows: RecipientRow[]; totalCount: number }> {
  const where = activeStaff(municipalityId, filter.text);
  const [rows, [total]] = await Promise.all([
    db
      .select(recipientColumns)
      .from(appUser)
      .leftJoin(organizationalUnit, eq(organizationalUnit.id, appUser.organizationalUnitId))
      .where(where)
      .orderBy(...staffOrder)
      .limit(filter.pageSize)
      .offset((filter.pageNumber - 1) * filter.pageSize),
    db.select({ n: count() }).from(appUser).where(where),
  ]);
  return { rows, totalCount: total?.n ?? 0 };
}

/** The ids of every active staff account matching the text (or all of them). */
export async function staffIds(db: Db, municipalityId: number, text?: string): Promise<number[]> {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(activeStaff(municipalityId, text))
    .orderBy(...staffOrder);
  return rows.map((r) => r.id);
}

/** Of the given ids, those that are active staff of the municipality. */
export async function activeStaffAmong(db: Db, municipalityId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(activeStaff(municipalityId), inArray(appUser.id, ids)));
  return new Set(rows.map((r) => r.id));
}

export async function recipientIds(db: Db, municipalityId: number, kind: number): Promise<number[]> {
  return (await listRecipients(db, municipalityId, kind)).map((r) => r.id);
}

/** Replaces the recipients of a kind; run it in the use case's transaction. */
export async function replaceRecipients(
  db: Db,
  municipalityId: number,
  kind: number,
  userIds: number[],
): Promise<void> {
  await db
    .delete(systemNotificationRecipient)
    .where(
      and(
        eq(systemNotificationRecipient.municipalityId, municipalityId),
        eq(systemNotificationRecipient.kind, kind),
      ),
    );
  if (userIds.length) {
    await db
      .insert(systemNotificationRecipient)
      .values(userIds.map((userId) => ({ municipalityId, kind, userId })));
  }
}

/** The language of an account, for the names it is shown. */
export async function languageOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ languageId: appUser.languageId })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row?.languageId ?? null;
}

/** An active account of the municipality, with what a message to it needs. */
export async function findActivePerson(db: Db, municipalityId: number, userId: number) {
  const [row] = await db
    .select({
      id: appUser.id,
      username: appUser.username,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      email: appUser.email,
      phone: appUser.phone,
      languageId: appUser.languageId,
    })
    .from(appUser)
    .where(
      and(
        eq(appUser.id, userId),
        eq(appUser.municipalityId, municipalityId),
        eq(appUser.status, UserStatus.Active),
      ),
    );
  return row ?? null;
}
