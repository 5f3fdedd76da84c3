import { AddresseeKind, MemberType, Profile, type Translated } from '@portal/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  type Placeholder,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { midnight } from '../../platform/db/days';
import { preparedQuery } from '../../platform/db/prepared';
import { foldForSearch, matches } from '../../platform/search/search';
import { appUser, UserStatus } from '../accounts/accounts.schema';
import { convocation, organizationalUnit, politicalParty } from '../code-lists/code-lists.schema';
import { unitSettingColumns, unitSettingOf } from './council-members.repository';
import { councilMember, question, questionFile, questionUnitSetting } from './council-members.schema';
import { memberUser, type Names, type QuestionView, selectViews, viewOf } from './questions-views.repository';

export type QuestionFileRow = typeof questionFile.$inferSelect;
export type QuestionValues = Omit<typeof question.$inferInsert, 'id'>;

export {
  type Names,
  type QuestionRow,
  type QuestionView,
  selectViews,
  viewOf,
} from './questions-views.repository';

/** What the public list's totals are counted from (their cache's `reads`). */
export const countedTables = [question, councilMember];

/** An answer the public sees: active, with a text. */
export const answerIsPublic = sql`(${question.answerActive} and ${question.answerText} is not null)`;

/** Who reads a list: the public (active questions, published answers) or staff (everything stored). */
export type QuestionFilter = {
  municipalityId: number;
  audience: 'public' | 'staff';
  addresseeKind?: number;
  addresseeId?: number;
  answered?: 'all' | 'answered' | 'unanswered';
  state?: 'all' | 'awaitingActivation' | 'inappropriate' | 'inactive';
  /** Days in the portal's time zone, both included. */
  fromDay?: string;
  toDay?: string;
  text?: string;
  askerId?: number;
  /** Questions to these accounts' council-member records (any convocation) or to this unit. */
  addressedTo?: { userId: number; unitId: number | null };
};

function addresseeConditions(f: QuestionFilter): SQL[] {
  const where: SQL[] = [];
  if (f.addresseeKind === AddresseeKind.OrganizationalUnit)
    where.push(isNotNull(question.organizationalUnitId));
  // The addressee's member type through a subquery, not a join: the lists read no column of
  // the member, and an unused join (though the database drops it) kept the embedded database
  // from the public index (a late page in 15 ms instead of 2).
  const members = (type: SQL) =>
    sql`${question.councilMemberId} in (select ${councilMember.id} from ${councilMember} where ${type})`;
  if (f.addresseeKind === AddresseeKind.Mayor)
    where.push(members(eq(councilMember.memberTypeId, MemberType.Mayor)));
  if (f.addresseeKind === AddresseeKind.CouncilMember)
    where.push(members(ne(councilMember.memberTypeId, MemberType.Mayor)));
  if (f.addresseeId) {
    if (f.addresseeKind === AddresseeKind.OrganizationalUnit)
      where.push(eq(question.organizationalUnitId, f.addresseeId));
    else if (f.addresseeKind) where.push(eq(question.councilMemberId, f.addresseeId));
    else
      where.push(
        or(eq(question.councilMemberId, f.addresseeId), eq(question.organizationalUnitId, f.addresseeId))!,
      );
  }
  return where;
}

/** The filter's conditions; the municipality as a placeholder in a prepared statement. */
function conditions(f: QuestionFilter, municipalityId: number | Placeholder = f.municipalityId): SQL[] {
  const where: SQL[] = [eq(question.municipalityId, municipalityId), ...addresseeConditions(f)];
  const isPublic = f.audience === 'public';
  if (isPublic) where.push(eq(question.questionActive, true));
  const answered = isPublic ? answerIsPublic : sql`(${question.answerText} is not null)`;
  if (f.answered === 'answered') where.push(answered);
  if (f.answered === 'unanswered') where.push(sql`not ${answered}`);
  if (f.state === 'awaitingActivation')
    where.push(
      isNotNull(question.answerText),
      eq(question.answerActive, false),
      eq(question.answerInputMode, 3),
    );
  if (f.state === 'inappropriate') where.push(eq(question.inappropriate, true));
  if (f.state === 'inactive') where.push(eq(question.questionActive, false));
  if (f.fromDay) where.push(gte(question.askedAt, midnight(f.fromDay)));
  if (f.toDay) where.push(lt(question.askedAt, midnight(f.toDay, 1)));
  if (f.askerId) where.push(eq(question.askerId, f.askerId));
  if (f.addressedTo) {
    const ownMembers = sql`(select ${councilMember.id} from ${councilMember} where ${councilMember.userId} = ${f.addressedTo.userId})`;
    const mine = sql`${question.councilMemberId} in ${ownMembers}`;
    const unitId = f.addressedTo.unitId;
    where.push(unitId === null ? mine : or(mine, eq(question.organizationalUnitId, unitId))!);
  }
  if (f.text) {
    // Folded words in either script (platform/search); the public searches what it may read.
    const searched = isPublic
      ? sql`case when ${question.inappropriate} then '' else ${question.text} || ' ' || case when ${answerIsPublic} then ${question.answerText} else '' end end`
      : sql`${question.text} || ' ' || coalesce(${question.answerText}, '')`;
    const condition = matches(sql`to_tsvector('simple'::regconfig, ${foldForSearch(searched)})`, f.text);
    // A text of no words (punctuation only) finds nothing rather than everything.
    where.push(condition ?? sql`false`);
  }
  return where;
}

// The page's ids first (an index-only scan of question_public_idx for the public), then only
// their rows with the names: by offset alone the database would join every row it skips, a
// late page of 200,000 questions in seconds (bench/results/load-postgres-question-findings.md).
// Two statements, not one with the ids as a subquery: the rows' seven-table join has a plan
// that serves any ids (`= any($ids)`), so a prepared statement is planned once, where the
// joined subquery's page size and offset made the database plan it again on every call
// (11 ms of the embedded database's thread a page).
function idsOf(db: Db, where: SQL | undefined, limit: number | Placeholder, offset: number | Placeholder) {
  return db
    .select({ id: question.id })
    .from(question)
    .where(where)
    .orderBy(desc(question.askedAt), desc(question.id))
    .limit(limit)
    .offset(offset);
}

/** Questions with their names by id, newest first (a page's rows, once its ids are known). */
const viewsByIds = preparedQuery((db) =>
  selectViews(db)
    .where(sql`${question.id} = any(${sql.placeholder('ids')})`)
    .orderBy(desc(question.askedAt), desc(question.id))
    .prepare('questions_by_ids'),
);

async function pageOf(
  db: Db,
  ids: Promise<{ id: number }[]>,
): Promise<Awaited<ReturnType<typeof viewsByIds>>> {
  const page = (await ids).map((r) => r.id);
  return page.length ? viewsByIds(db, { ids: page }) : [];
}

function countOf(db: Db, where: SQL | undefined) {
  return db.select({ n: count() }).from(question).where(where);
}

/** The public list filtered by nothing (every filter absent or "all"): what every visitor asks first. */
const isPlainPublic = (f: QuestionFilter) =>
  f.audience === 'public' &&
  Object.entries(f).every(
    ([key, value]) =>
      key === 'municipalityId' || key === 'audience' || value === undefined || value === 'all',
  );
const plainWhere = () =>
  and(...conditions({ municipalityId: 0, audience: 'public' }, sql.placeholder('municipalityId')));
// That list's ids and its count, prepared once (decision 0030).
const plainIds = preparedQuery((db) =>
  idsOf(db, plainWhere(), sql.placeholder('limit'), sql.placeholder('offset')).prepare(
    'questions_public_ids',
  ),
);
const plainCount = preparedQuery((db) => countOf(db, plainWhere()).prepare('questions_public_count'));

/** A page of questions, newest first, with the total; two statements at once: give it the database. */
export async function searchQuestions(
  db: Db,
  filter: QuestionFilter,
  page: { number: number; size: number },
  /** How the total is had when the caller keeps it (a shared count); `false`: not needed (0). */
  total?: ((count: () => Promise<number>) => Promise<number>) | false,
): Promise<{ rows: QuestionView[]; totalCount: number }> {
  const plain = isPlainPublic(filter);
  const where = plain ? undefined : and(...conditions(filter));
  const { municipalityId } = filter;
  const [limit, offset] = [page.size, (page.number - 1) * page.size];
  const countAll = async () =>
    (plain ? await plainCount(db, { municipalityId }) : await countOf(db, where))[0]?.n ?? 0;
  const [rows, totalCount] = await Promise.all([
    pageOf(db, plain ? plainIds(db, { municipalityId, limit, offset }) : idsOf(db, where, limit, offset)),
    total === false ? 0 : total ? total(countAll) : countAll(),
  ]);
  return { rows: rows.map(viewOf), totalCount };
}

export async function findQuestion(
  db: Db,
  municipalityId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<QuestionView | null> {
  const query = selectViews(db).where(and(eq(question.municipalityId, municipalityId), eq(question.id, id)));
  const [row] = options.lock ? await query.for('update', { of: question }) : await query;
  return row ? viewOf(row) : null;
}

/** The question a reply token's hash belongs to, in any municipality (the token is unique portal-wide). */
export async function findByReplyTokenHash(db: Db, hash: string): Promise<QuestionView | null> {
  const [row] = await selectViews(db).where(eq(question.replyTokenHash, hash));
  return row ? viewOf(row) : null;
}

export async function insertQuestion(tx: Db, values: QuestionValues): Promise<number> {
  const [row] = await tx.insert(question).values(values).returning({ id: question.id });
  return row!.id;
}

export async function updateQuestion(
  tx: Db,
  municipalityId: number,
  id: number,
  values: Partial<QuestionValues>,
): Promise<void> {
  await tx
    .update(question)
    .set(values)
    .where(and(eq(question.municipalityId, municipalityId), eq(question.id, id)));
}

/* ---- Files of answers ---- */

export function listFiles(
  db: Db,
  municipalityId: number,
  questionIds: readonly number[],
): Promise<QuestionFileRow[]> {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(questionFile)
    .where(
      and(
        eq(questionFile.municipalityId, municipalityId),
        inArray(questionFile.questionId, [...questionIds]),
      ),
    )
    .orderBy(asc(questionFile.id));
}

export async function insertFiles(tx: Db, rows: (typeof questionFile.$inferInsert)[]): Promise<void> {
  if (rows.length) await tx.insert(questionFile).values(rows);
}

/** Removes the named files of a question; answers their storage keys, for removal once committed. */
export async function deleteFiles(tx: Db, questionId: number, ids: readonly number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .delete(questionFile)
    .where(and(eq(questionFile.questionId, questionId), inArray(questionFile.id, [...ids])))
    .returning({ key: questionFile.storageKey });
  return rows.map((r) => r.key);
}

export async function fileCount(tx: Db, questionId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(questionFile)
    .where(eq(questionFile.questionId, questionId));
  return row?.n ?? 0;
}

export async function findFile(
  db: Db,
  municipalityId: number,
  fileId: number,
): Promise<{ file: QuestionFileRow; question: QuestionView } | null> {
  const [file] = await db
    .select()
    .from(questionFile)
    .where(and(eq(questionFile.municipalityId, municipalityId), eq(questionFile.id, fileId)));
  if (!file) return null;
  const found = await findQuestion(db, municipalityId, file.questionId);
  return found ? { file, question: found } : null;
}

/* ---- Addressees ---- */

/** A council member (the mayor is one) as an addressee, with their convocation's state and account. */
export type MemberAddressee = {
  id: number;
  memberTypeId: number;
  active: boolean;
  answerInputMode: number;
  userId: number;
  convocationCurrent: boolean;
  names: Names;
  partyShortName: Translated;
};

const memberAddresseeColumns = {
  id: councilMember.id,
  memberTypeId: councilMember.memberTypeId,
  active: councilMember.active,
  answerInputMode: councilMember.answerInputMode,
  userId: councilMember.userId,
  convocationCurrent: sql<boolean>`(${convocation.isCurrent} and ${convocation.active})`,
  firstName: memberUser.firstName,
  lastName: memberUser.lastName,
  username: memberUser.username,
  partyShortName: politicalParty.shortName,
};

type MemberRecord = {
  id: number;
  memberTypeId: number;
  active: boolean;
  answerInputMode: number;
  userId: number;
  convocationCurrent: boolean;
  firstName: string | null;
  lastName: string | null;
  username: string;
  partyShortName: Translated;
};

const memberOf = (r: MemberRecord): MemberAddressee => ({
  id: r.id,
  memberTypeId: r.memberTypeId,
  active: r.active,
  answerInputMode: r.answerInputMode,
  userId: r.userId,
  convocationCurrent: r.convocationCurrent,
  names: { firstName: r.firstName, lastName: r.lastName, username: r.username },
  partyShortName: r.partyShortName,
});

function selectMembers(db: Db) {
  return db
    .select(memberAddresseeColumns)
    .from(councilMember)
    .innerJoin(convocation, eq(convocation.id, councilMember.convocationId))
    .innerJoin(memberUser, eq(memberUser.id, councilMember.userId))
    .innerJoin(politicalParty, eq(politicalParty.id, councilMember.politicalPartyId));
}

export async function findMemberAddressee(
  db: Db,
  municipalityId: number,
  id: number,
): Promise<MemberAddressee | null> {
  const [row] = await selectMembers(db).where(
    and(eq(councilMember.municipalityId, municipalityId), eq(councilMember.id, id)),
  );
  return row ? memberOf(row) : null;
}

/** Active members of the current active convocation, the mayor among them. */
export async function currentMembers(db: Db, municipalityId: number): Promise<MemberAddressee[]> {
  const rows = await selectMembers(db)
    .where(
      and(
        eq(councilMember.municipalityId, municipalityId),
        eq(councilMember.active, true),
        eq(convocation.isCurrent, true),
        eq(convocation.active, true),
      ),
    )
    .orderBy(asc(memberUser.lastName), asc(memberUser.firstName), asc(councilMember.id));
  return rows.map(memberOf);
}

/** An organisational unit as an addressee: whether it takes questions (no setting: yes, mode 1). */
export type UnitAddressee = {
  id: number;
  name: Translated;
  active: boolean;
  acceptsQuestions: boolean;
  answerInputMode: number;
};

function selectUnits(db: Db, municipalityId: number) {
  return db
    .select({
      id: organizationalUnit.id,
      name: organizationalUnit.name,
      active: organizationalUnit.active,
      ...unitSettingColumns,
    })
    .from(organizationalUnit)
    .leftJoin(questionUnitSetting, unitSettingOf(municipalityId));
}

export async function findUnitAddressee(
  db: Db,
  municipalityId: number,
  id: number,
): Promise<UnitAddressee | null> {
  const [row] = await selectUnits(db, municipalityId).where(
    and(eq(organizationalUnit.municipalityId, municipalityId), eq(organizationalUnit.id, id)),
  );
  return row ?? null;
}

/** Active units that take questions, in the code list's order. */
export function questionUnits(db: Db, municipalityId: number): Promise<UnitAddressee[]> {
  return selectUnits(db, municipalityId)
    .where(
      and(
        eq(organizationalUnit.municipalityId, municipalityId),
        eq(organizationalUnit.active, true),
        unitSettingColumns.acceptsQuestions,
      ),
    )
    .orderBy(asc(organizationalUnit.sortOrder), asc(organizationalUnit.id));
}

/** An account that answers for an addressee, with the address its replies come from. */
export type Answerer = { userId: number; email: string | null };

const activeAccount = and(eq(appUser.status, UserStatus.Active), isNull(appUser.deletedAt));

/** The active accounts of profile OrgUnit of a unit: each receives its questions and may answer. */
export function unitAnswerers(db: Db, municipalityId: number, unitId: number): Promise<Answerer[]> {
  return db
    .select({ userId: appUser.id, email: appUser.email })
    .from(appUser)
    .where(
      and(
        eq(appUser.municipalityId, municipalityId),
        eq(appUser.profileId, Profile.OrgUnit),
        eq(appUser.organizationalUnitId, unitId),
        activeAccount,
      ),
    )
    .orderBy(asc(appUser.id));
}

/** The member's answering account, while it is active. */
export async function memberAnswerer(db: Db, municipalityId: number, userId: number): Promise<Answerer[]> {
  return db
    .select({ userId: appUser.id, email: appUser.email })
    .from(appUser)
    .where(and(eq(appUser.municipalityId, municipalityId), eq(appUser.id, userId), activeAccount));
}

/** An account's names, language and e-mail (the asker, when told of an answer). */
export async function findAccount(db: Db, municipalityId: number, userId: number) {
  const [row] = await db
    .select({
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      username: appUser.username,
      languageId: appUser.languageId,
    })
    .from(appUser)
    .where(and(eq(appUser.municipalityId, municipalityId), eq(appUser.id, userId)));
  return row ?? null;
}
