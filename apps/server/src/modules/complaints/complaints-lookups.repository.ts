import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { appUser, UserStatus } from '../accounts/accounts.schema';
import { complaintCategory, organizationalUnit } from '../code-lists/code-lists.schema';
import {
  systemNotificationRecipient,
  systemNotificationSetting,
} from '../system-notifications/system-notifications.schema';
import { complaintParameter } from './complaints.schema';

// What complaints read and set beside complaints: parameters, categories, units, recipients.

// ---- Parameters ----

export function listParameters(db: Db, municipalityId: number) {
  return db.select().from(complaintParameter).where(eq(complaintParameter.municipalityId, municipalityId));
}

export async function saveParameter(db: Db, municipalityId: number, id: number, value: number) {
  await db
    .insert(complaintParameter)
    .values({ municipalityId, id, value })
    .onConflictDoUpdate({
      target: [complaintParameter.municipalityId, complaintParameter.id],
      set: { value, dateModified: new Date() },
    });
}

// ---- Reference checks ----

export async function categoryExists(db: Db, municipalityId: number, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: complaintCategory.id })
    .from(complaintCategory)
    .where(and(eq(complaintCategory.municipalityId, municipalityId), eq(complaintCategory.id, id)));
  return !!row;
}

export async function findUnit(db: Db, municipalityId: number, id: number) {
  const [row] = await db
    .select({ id: organizationalUnit.id, active: organizationalUnit.active })
    .from(organizationalUnit)
    .where(and(eq(organizationalUnit.municipalityId, municipalityId), eq(organizationalUnit.id, id)));
  return row ?? null;
}

/** A unit and every unit under it, at any depth. */
export async function unitBranch(db: Db, unitId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    with recursive branch(id) as (
      select ${organizationalUnit.id} from ${organizationalUnit} where ${organizationalUnit.id} = ${unitId}
      union
      select u.id from organizational_unit u join branch b on u.parent_id = b.id
    )
    select id from branch`,
  );
  return rows.map((r) => Number(r.id));
}

export function listUnits(db: Db, municipalityId: number, ids: readonly number[] | null) {
  return db
    .select({
      id: organizationalUnit.id,
      name: organizationalUnit.name,
      parentId: organizationalUnit.parentId,
    })
    .from(organizationalUnit)
    .where(
      and(
        eq(organizationalUnit.municipalityId, municipalityId),
        eq(organizationalUnit.active, true),
        ids ? inArray(organizationalUnit.id, ids.length ? [...ids] : [-1]) : undefined,
      ),
    )
    .orderBy(asc(organizationalUnit.sortOrder), asc(organizationalUnit.id));
}

// ---- Notifications ----

/** How a municipality has set a kind of system notification, and its active recipients. */
export async function notificationTargets(db: Db, municipalityId: number, kind: number) {
  const [setting] = await db
    .select()
    .from(systemNotificationSetting)
    .where(
      and(
        eq(systemNotificationSetting.municipalityId, municipalityId),
        eq(systemNotificationSetting.kind, kind),
      ),
    );
  const recipients = await db
    .select({
      id: appUser.id,
      email: appUser.email,
      phone: appUser.phone,
      languageId: appUser.languageId,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      username: appUser.username,
    })
    .from(systemNotificationRecipient)
    .innerJoin(appUser, eq(appUser.id, systemNotificationRecipient.userId))
    .where(
      and(
        eq(systemNotificationRecipient.municipalityId, municipalityId),
        eq(systemNotificationRecipient.kind, kind),
        eq(appUser.status, UserStatus.Active),
      ),
    )
    .orderBy(asc(appUser.id));
  return { setting: setting ?? null, recipients };
}

export async function findUserContact(db: Db, id: number) {
  const [row] = await db
    .select({
      email: appUser.email,
      languageId: appUser.languageId,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      username: appUser.username,
      status: appUser.status,
    })
    .from(appUser)
    .where(eq(appUser.id, id));
  return row ?? null;
}
