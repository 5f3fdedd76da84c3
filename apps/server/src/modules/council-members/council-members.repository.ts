import { AnswerInputMode, MemberType, Profile, type Translated } from '@portal/contracts';
import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { foldForSearch, matches } from '../../platform/search/search';
import { appUser, UserStatus } from '../accounts/accounts.schema';
import { findConvocation } from '../code-lists';
import { convocation, organizationalUnit, politicalParty } from '../code-lists/code-lists.schema';
import { councilMember, question, questionUnitSetting } from './council-members.schema';

/*
 * The SQL of council members and of the organisational units' question settings (decision
 * 0028). The questions' own SQL is in questions.repository.ts; here only their counts.
 */

export type MemberRow = typeof councilMember.$inferSelect;
export type MemberValues = Omit<typeof councilMember.$inferInsert, 'id' | 'dateCreated'>;

/** A member with what lists show of them: the account's names, the party, the convocation. */
export type MemberListRow = MemberRow & {
  firstName: string | null;
  lastName: string | null;
  username: string;
  email: string | null;
  partyName: Translated;
  partyShortName: Translated;
  convocationName: Translated;
};

/** Every question addressed to the member, whatever its state (the administration's count). */
const allQuestions = sql<number>`(select count(*) from ${question} where ${question.councilMemberId} = ${councilMember.id})::int`;

/** The public sees an answer that is active and has a text (decision 0028). */
const publicAnswer = sql`${question.answerActive} and coalesce(btrim(${question.answerText}), '') <> ''`;

/** Active questions to the member, and those of them with an answer the public sees. */
const publicQuestions = sql<number>`(select count(*) from ${question} where ${question.councilMemberId} = ${councilMember.id} and ${question.questionActive})::int`;
const publicAnswers = sql<number>`(select count(*) from ${question} where ${question.councilMemberId} = ${councilMember.id} and ${question.questionActive} and ${publicAnswer})::int`;

const listColumns = {
  member: councilMember,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  username: appUser.username,
  email: appUser.email,
  partyName: politicalParty.name,
  partyShortName: politicalParty.shortName,
  convocationName: convocation.name,
};

type ListSelection = {
  member: MemberRow;
  firstName: string | null;
  lastName: string | null;
  username: string;
  email: string | null;
  partyName: Translated;
  partyShortName: Translated;
  convocationName: Translated;
};

const listRow = (r: ListSelection): MemberListRow => ({
  ...r.member,
  firstName: r.firstName,
  lastName: r.lastName,
  username: r.username,
  email: r.email,
  partyName: r.partyName,
  partyShortName: r.partyShortName,
  convocationName: r.convocationName,
});

/** The account's names, folded, as a text search vector (members are few: no stored column). */
const nameVector = sql`to_tsvector('simple'::regconfig, ${foldForSearch(
  sql`coalesce(${appUser.firstName}, '') || ' ' || coalesce(${appUser.lastName}, '') || ' ' || ${appUser.username}`,
)})`;

export type MemberFilter = {
  municipalityId: number;
  text?: string;
  memberTypeId?: number;
  convocationId?: number;
  politicalPartyId?: number;
  active?: boolean;
};

function memberConditions(f: MemberFilter): SQL[] {
  const where: SQL[] = [eq(councilMember.municipalityId, f.municipalityId)];
  if (f.memberTypeId) where.push(eq(councilMember.memberTypeId, f.memberTypeId));
  if (f.convocationId) where.push(eq(councilMember.convocationId, f.convocationId));
  if (f.politicalPartyId) where.push(eq(councilMember.politicalPartyId, f.politicalPartyId));
  if (f.active !== undefined) where.push(eq(councilMember.active, f.active));
  const text = matches(nameVector, f.text);
  if (text) where.push(text);
  return where;
}

/**
 * A page of members for the administration: the newest convocation first, within it the
 * mayor, then by member type and surname; each with the questions addressed to them.
 */
export async function searchMembers(
  db: Db,
  filter: MemberFilter,
  page: { number: number; size: number },
): Promise<{ rows: (MemberListRow & { questionCount: number })[]; totalCount: number }> {
  const where = and(...memberConditions(filter));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...listColumns, questionCount: allQuestions })
      .from(councilMember)
      .innerJoin(appUser, eq(appUser.id, councilMember.userId))
      .innerJoin(politicalParty, eq(politicalParty.id, councilMember.politicalPartyId))
      .innerJoin(convocation, eq(convocation.id, councilMember.convocationId))
      .where(where)
      .orderBy(
        desc(convocation.startDate),
        sql`${councilMember.memberTypeId} <> ${MemberType.Mayor}`,
        asc(councilMember.memberTypeId),
        asc(appUser.lastName),
        asc(appUser.firstName),
        asc(councilMember.id),
      )
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: count() })
      .from(councilMember)
      .innerJoin(appUser, eq(appUser.id, councilMember.userId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...listRow(r), questionCount: r.questionCount })),
    totalCount: total?.n ?? 0,
  };
}

/** The municipality's member with their names; `lock` holds the row for the caller's transaction. */
export async function findMember(
  db: Db,
  municipalityId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<MemberListRow | null> {
  const query = db
    .select(listColumns)
    .from(councilMember)
    .innerJoin(appUser, eq(appUser.id, councilMember.userId))
    .innerJoin(politicalParty, eq(politicalParty.id, councilMember.politicalPartyId))
    .innerJoin(convocation, eq(convocation.id, councilMember.convocationId))
    .where(and(eq(councilMember.municipalityId, municipalityId), eq(councilMember.id, id)));
  const [row] = options.lock ? await query.for('update', { of: councilMember }) : await query;
  return row ? listRow(row) : null;
}

/** How many questions are addressed to the member, in any state. */
export async function questionCountOf(db: Db, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(question).where(eq(question.councilMemberId, memberId));
  return row?.n ?? 0;
}

/**
 * The municipality's convocation, locked until the transaction ends, with whether it is the
 * current active one: saves of one convocation's members come one after the other, so that
 * "one account once" and "one active mayor" hold between two saves at the same time.
 */
export const lockConvocation = (tx: Db, municipalityId: number, id: number) =>
  findConvocation(tx, municipalityId, id, { lock: true });

export async function findParty(db: Db, municipalityId: number, id: number) {
  const [row] = await db
    .select({ id: politicalParty.id, active: politicalParty.active })
    .from(politicalParty)
    .where(and(eq(politicalParty.municipalityId, municipalityId), eq(politicalParty.id, id)));
  return row ?? null;
}

/** The municipality's account (not deleted), with what makes it an answering account. */
export async function findAccount(db: Db, municipalityId: number, id: number) {
  const [row] = await db
    .select({ id: appUser.id, profileId: appUser.profileId, status: appUser.status })
    .from(appUser)
    .where(
      and(
        eq(appUser.municipalityId, municipalityId),
        eq(appUser.id, id),
        ne(appUser.status, UserStatus.Deleted),
      ),
    );
  return row ?? null;
}

/** A member of the convocation other than `exceptId` that meets the conditions, if any. */
async function otherMemberOfConvocation(
  db: Db,
  where: { convocationId: number; exceptId: number },
  conditions: SQL[],
): Promise<number | null> {
  const [row] = await db
    .select({ id: councilMember.id })
    .from(councilMember)
    .where(
      and(
        eq(councilMember.convocationId, where.convocationId),
        ...conditions,
        ne(councilMember.id, where.exceptId),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Another member of the convocation answered for by this account, if any. */
export const memberOfAccount = (db: Db, where: { convocationId: number; userId: number; exceptId: number }) =>
  otherMemberOfConvocation(db, where, [eq(councilMember.userId, where.userId)]);

/** Another active mayor of the convocation, if any. */
export const otherActiveMayor = (db: Db, where: { convocationId: number; exceptId: number }) =>
  otherMemberOfConvocation(db, where, [
    eq(councilMember.memberTypeId, MemberType.Mayor),
    eq(councilMember.active, true),
  ]);

export async function insertMember(tx: Db, values: MemberValues): Promise<number> {
  const [row] = await tx.insert(councilMember).values(values).returning({ id: councilMember.id });
  return row!.id;
}

export async function updateMember(
  tx: Db,
  municipalityId: number,
  id: number,
  values: Partial<MemberValues>,
): Promise<void> {
  await tx
    .update(councilMember)
    .set(values)
    .where(and(eq(councilMember.municipalityId, municipalityId), eq(councilMember.id, id)));
}

export async function deleteMember(tx: Db, municipalityId: number, id: number): Promise<void> {
  await tx
    .delete(councilMember)
    .where(and(eq(councilMember.municipalityId, municipalityId), eq(councilMember.id, id)));
}

/** The municipality's active accounts that may answer for a member: profiles CouncilMember and Mayor. */
export function listAnsweringAccounts(db: Db, municipalityId: number) {
  return db
    .select({
      id: appUser.id,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      username: appUser.username,
      email: appUser.email,
      profileId: appUser.profileId,
    })
    .from(appUser)
    .where(
      and(
        eq(appUser.municipalityId, municipalityId),
        eq(appUser.status, UserStatus.Active),
        inArray(appUser.profileId, [Profile.CouncilMember, Profile.Mayor]),
      ),
    );
}

/** The condition to left-join an organisational unit's question setting in the municipality. */
export const unitSettingOf = (municipalityId: number) =>
  and(
    eq(questionUnitSetting.organizationalUnitId, organizationalUnit.id),
    eq(questionUnitSetting.municipalityId, municipalityId),
  );

/**
 * A unit's question setting, left-joined by unitSettingOf: where none is stored, the unit takes
 * questions, answered through the system.
 */
export const unitSettingColumns = {
  acceptsQuestions: sql<boolean>`coalesce(${questionUnitSetting.acceptsQuestions}, true)`,
  answerInputMode: sql<number>`coalesce(${questionUnitSetting.answerInputMode}, ${AnswerInputMode.ThroughSystem})::int`,
};

/**
 * The municipality's active organisational units with their question setting, their answering
 * accounts (active, of profile OrgUnit) and the questions addressed to them.
 */
export function listUnitSettings(db: Db, municipalityId: number) {
  const answerers = sql<number>`(select count(*) from ${appUser} where ${appUser.organizationalUnitId} = ${organizationalUnit.id} and ${appUser.municipalityId} = ${municipalityId} and ${appUser.status} = ${UserStatus.Active} and ${appUser.profileId} = ${Profile.OrgUnit})::int`;
  const questions = sql<number>`(select count(*) from ${question} where ${question.organizationalUnitId} = ${organizationalUnit.id})::int`;
  return db
    .select({
      id: organizationalUnit.id,
      name: organizationalUnit.name,
      sortOrder: organizationalUnit.sortOrder,
      ...unitSettingColumns,
      answererCount: answerers,
      questionCount: questions,
    })
    .from(organizationalUnit)
    .leftJoin(questionUnitSetting, unitSettingOf(municipalityId))
    .where(and(eq(organizationalUnit.municipalityId, municipalityId), eq(organizationalUnit.active, true)));
}

export async function findUnit(db: Db, municipalityId: number, id: number) {
  const [row] = await db
    .select({ id: organizationalUnit.id })
    .from(organizationalUnit)
    .where(and(eq(organizationalUnit.municipalityId, municipalityId), eq(organizationalUnit.id, id)));
  return row ?? null;
}

export async function saveUnitSetting(
  tx: Db,
  values: typeof questionUnitSetting.$inferInsert,
): Promise<void> {
  await tx
    .insert(questionUnitSetting)
    .values(values)
    .onConflictDoUpdate({
      target: [questionUnitSetting.municipalityId, questionUnitSetting.organizationalUnitId],
      set: { acceptsQuestions: values.acceptsQuestions, answerInputMode: values.answerInputMode },
    });
}

// The public council

export type PublicMemberRow = MemberListRow & { questionCount: number; answeredCount: number };

/**
 * The municipality's active members by `where` (a convocation, one member, the mayor of the
 * current convocation), with the questions and answers the public sees.
 */
export async function listActiveMembers(
  db: Db,
  municipalityId: number,
  where: { convocationId?: number; id?: number; mayorOfCurrent?: boolean },
): Promise<PublicMemberRow[]> {
  const conditions: SQL[] = [
    eq(councilMember.municipalityId, municipalityId),
    eq(councilMember.active, true),
  ];
  if (where.convocationId) conditions.push(eq(councilMember.convocationId, where.convocationId));
  if (where.id) conditions.push(eq(councilMember.id, where.id));
  if (where.mayorOfCurrent)
    conditions.push(
      eq(councilMember.memberTypeId, MemberType.Mayor),
      eq(convocation.isCurrent, true),
      eq(convocation.active, true),
    );
  const rows = await db
    .select({ ...listColumns, questionCount: publicQuestions, answeredCount: publicAnswers })
    .from(councilMember)
    .innerJoin(appUser, eq(appUser.id, councilMember.userId))
    .innerJoin(politicalParty, eq(politicalParty.id, councilMember.politicalPartyId))
    .innerJoin(convocation, eq(convocation.id, councilMember.convocationId))
    .where(and(...conditions))
    .orderBy(asc(councilMember.id));
  return rows.map((r) => ({ ...listRow(r), questionCount: r.questionCount, answeredCount: r.answeredCount }));
}

/** The municipality's convocations that have active members, newest first. */
export function convocationsWithMembers(db: Db, municipalityId: number) {
  const members = db
    .select({ id: councilMember.convocationId })
    .from(councilMember)
    .where(and(eq(councilMember.municipalityId, municipalityId), eq(councilMember.active, true)));
  return db
    .select({
      id: convocation.id,
      name: convocation.name,
      startDate: convocation.startDate,
      endDate: convocation.endDate,
      isCurrent: convocation.isCurrent,
      active: convocation.active,
    })
    .from(convocation)
    .where(and(eq(convocation.municipalityId, municipalityId), inArray(convocation.id, members)))
    .orderBy(desc(convocation.startDate), desc(convocation.id));
}

/** The municipality's convocation, if it is the municipality's (the code lists' read). */
export { findConvocation };

/** The picture of an active member. */
export async function findActivePicture(db: Db, municipalityId: number, id: number) {
  const [row] = await db
    .select({
      key: councilMember.pictureKey,
      thumbnailKey: councilMember.pictureThumbnailKey,
      contentType: councilMember.pictureContentType,
    })
    .from(councilMember)
    .where(
      and(
        eq(councilMember.municipalityId, municipalityId),
        eq(councilMember.id, id),
        eq(councilMember.active, true),
      ),
    );
  return row?.key && row.contentType
    ? { key: row.key, thumbnailKey: row.thumbnailKey, contentType: row.contentType }
    : null;
}
