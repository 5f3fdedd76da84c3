import type { Translated } from '@portal/contracts';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../platform/db/database';
import { commentCountOf } from '../../platform/discussions/discussions.repository';
import { foldQuery, matches } from '../../platform/search/search';
import { appUser, UserStatus } from '../accounts/accounts.schema';
import { complaintCategory, organizationalUnit } from '../code-lists/code-lists.schema';
import {
  systemNotificationRecipient,
  systemNotificationSetting,
} from '../system-notifications/system-notifications.schema';
import {
  complaint,
  complaintAnswer,
  complaintAnswerFile,
  complaintCounter,
  complaintFile,
  complaintImage,
  complaintLink,
  complaintParameter,
  complaintStatusHistory,
} from './complaints.schema';
import { COMPLAINT_COMMENTS } from './complaints.discussion';

/** Dates are days of the municipality's calendar. */
export const TIME_ZONE = 'Europe/Sarajevo';

const PUBLIC = sql`${complaint.visible} and not ${complaint.inappropriate}`;

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

// ---- Numbers ----

/** The next number of the municipality's year; the counter row is locked until the transaction ends. */
export async function nextSequence(tx: Db, municipalityId: number, year: number): Promise<number> {
  const [row] = await tx
    .insert(complaintCounter)
    .values({ municipalityId, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [complaintCounter.municipalityId, complaintCounter.year],
      set: { lastValue: sql`${complaintCounter.lastValue} + 1` },
    })
    .returning({ value: complaintCounter.lastValue });
  return row!.value;
}

// ---- Complaints ----

export type ComplaintValues = typeof complaint.$inferInsert;

export async function insertComplaint(tx: Db, values: ComplaintValues): Promise<number> {
  const [row] = await tx.insert(complaint).values(values).returning({ id: complaint.id });
  return row!.id;
}

export async function updateComplaint(
  tx: Db,
  id: number,
  values: Partial<Omit<ComplaintValues, 'id' | 'municipalityId'>>,
): Promise<void> {
  await tx.update(complaint).set(values).where(eq(complaint.id, id));
}

export async function insertHistory(tx: Db, values: typeof complaintStatusHistory.$inferInsert) {
  await tx.insert(complaintStatusHistory).values(values);
}

const unit = alias(organizationalUnit, 'complaint_unit');

const listColumns = {
  id: complaint.id,
  municipalityId: complaint.municipalityId,
  year: complaint.year,
  sequence: complaint.sequence,
  title: complaint.title,
  description: complaint.description,
  categoryId: complaint.categoryId,
  categoryName: complaintCategory.name,
  categoryIcon: complaintCategory.icon,
  statusId: complaint.statusId,
  dateCreated: complaint.dateCreated,
  dateAnswered: complaint.dateAnswered,
  dateResolved: complaint.dateResolved,
  address: complaint.address,
  locationDescription: complaint.locationDescription,
  latitude: complaint.latitude,
  longitude: complaint.longitude,
  organizationalUnitId: complaint.organizationalUnitId,
  organizationalUnitName: unit.name,
  userId: complaint.userId,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  username: appUser.username,
  email: appUser.email,
  phone: appUser.phone,
  inappropriate: complaint.inappropriate,
  visible: complaint.visible,
  imageId: sql<
    number | null
  >`(select ci.id from complaint_image ci where ci.complaint_id = ${complaint.id} order by ci.sort_order, ci.id limit 1)`,
  commentCount: commentCountOf(COMPLAINT_COMMENTS, complaint.id),
};

function selectComplaints(db: Db) {
  return db
    .select(listColumns)
    .from(complaint)
    .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
    .innerJoin(appUser, eq(appUser.id, complaint.userId))
    .leftJoin(unit, eq(unit.id, complaint.organizationalUnitId));
}

export async function findComplaint(db: Db, municipalityId: number, id: number) {
  const [row] = await selectComplaints(db).where(
    and(eq(complaint.municipalityId, municipalityId), eq(complaint.id, id)),
  );
  return row ?? null;
}

export type ComplaintRow = NonNullable<Awaited<ReturnType<typeof findComplaint>>>;

/** What the lists, the map and the statistics filter by. */
export type ComplaintConditions = {
  municipalityId: number;
  /** Visible and not inappropriate only. */
  publicOnly?: boolean;
  userId?: number;
  /** Right 16: complaints of these units only. */
  unitIds?: readonly number[];
  text?: string;
  categoryId?: number | null;
  statusId?: number | null;
  dateFrom?: string;
  dateTo?: string;
  sequence?: number;
  year?: number;
  organizationalUnitId?: number | null;
  unassigned?: boolean;
  inappropriate?: boolean;
};

/** The tsquery of a search's words, as `matches` builds it (bench/baseline.ts runs the same). */
export const prefixQuery = foldQuery;

const dayStart = (date: string) => sql`((${date})::date)::timestamp at time zone ${TIME_ZONE}`;

export function complaintWhere(c: ComplaintConditions): SQL {
  return and(
    eq(complaint.municipalityId, c.municipalityId),
    c.publicOnly ? PUBLIC : undefined,
    c.userId !== undefined ? eq(complaint.userId, c.userId) : undefined,
    c.unitIds ? inArray(complaint.organizationalUnitId, c.unitIds.length ? [...c.unitIds] : [-1]) : undefined,
    matches(complaint.search, c.text),
    c.categoryId ? eq(complaint.categoryId, c.categoryId) : undefined,
    c.statusId ? eq(complaint.statusId, c.statusId) : undefined,
    c.dateFrom ? gte(complaint.dateCreated, dayStart(c.dateFrom)) : undefined,
    c.dateTo ? lt(complaint.dateCreated, sql`${dayStart(c.dateTo)} + interval '1 day'`) : undefined,
    c.sequence !== undefined ? eq(complaint.sequence, c.sequence) : undefined,
    c.year !== undefined ? eq(complaint.year, c.year) : undefined,
    c.organizationalUnitId ? eq(complaint.organizationalUnitId, c.organizationalUnitId) : undefined,
    c.unassigned ? isNull(complaint.organizationalUnitId) : undefined,
    c.inappropriate !== undefined ? eq(complaint.inappropriate, c.inappropriate) : undefined,
  )!;
}

export type ComplaintSort = 'dateCreated' | 'number' | 'title' | 'status' | 'category';

export async function searchComplaints(
  db: Db,
  c: ComplaintConditions,
  options: {
    sort: ComplaintSort;
    direction: 'asc' | 'desc';
    language: keyof Translated;
    pageNumber: number;
    pageSize: number;
  },
  /** The total when the caller already knows it: then it is not counted again. */
  knownTotal?: number,
): Promise<{ rows: ComplaintRow[]; totalCount: number }> {
  const where = complaintWhere(c);
  const dir = options.direction === 'asc' ? asc : desc;
  const order: SQL[] = {
    dateCreated: [dir(complaint.dateCreated)],
    number: [dir(complaint.year), dir(complaint.sequence)],
    title: [dir(sql`lower(${complaint.title})`)],
    status: [dir(complaint.statusId), desc(complaint.dateCreated)],
    category: [
      dir(
        sql`coalesce(${complaintCategory.name} ->> ${options.language}, ${complaintCategory.name} ->> 'bs')`,
      ),
      desc(complaint.dateCreated),
    ],
  }[options.sort];
  // The page's ids first, from the date index alone where it can, then only their rows with
  // the joins and per-row counts: otherwise a deep page builds every row it skips in full.
  const ids = (
    options.sort === 'category'
      ? db
          .select({ id: complaint.id })
          .from(complaint)
          .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
      : db.select({ id: complaint.id }).from(complaint)
  )
    .where(where)
    .orderBy(...order, desc(complaint.id))
    .limit(options.pageSize)
    .offset((options.pageNumber - 1) * options.pageSize);
  const [rows, [count]] = await Promise.all([
    selectComplaints(db)
      .where(inArray(complaint.id, ids))
      .orderBy(...order, desc(complaint.id)),
    knownTotal !== undefined
      ? [{ n: knownTotal }]
      : db
          .select({ n: sql<number>`count(*)::int` })
          .from(complaint)
          .where(where),
  ]);
  return { rows, totalCount: count?.n ?? 0 };
}

// ---- Map ----

export type MapCell = {
  gx: number;
  gy: number;
  count: number;
  latitude: number;
  longitude: number;
  id: number;
  title: string;
  statusId: number;
  total: number;
};

export type MapBox = { south: number; west: number; north: number; east: number };

/**
 * Public complaints grouped into square cells of `cell` degrees, the fullest first: those in
 * the box, or all of the municipality's when no box is given.
 */
export async function mapCells(
  db: Db,
  c: ComplaintConditions,
  area: { box: MapBox | null; cell: number; limit: number | null },
): Promise<MapCell[]> {
  const box = area.box;
  const where = and(
    complaintWhere(c),
    box ? gte(complaint.latitude, box.south) : undefined,
    box ? lte(complaint.latitude, box.north) : undefined,
    !box
      ? undefined
      : box.west <= box.east
        ? and(gte(complaint.longitude, box.west), lte(complaint.longitude, box.east))
        : or(gte(complaint.longitude, box.west), lte(complaint.longitude, box.east)),
  );
  const gx = sql<number>`floor(${complaint.longitude} / ${area.cell})::int`;
  const gy = sql<number>`floor(${complaint.latitude} / ${area.cell})::int`;
  const rows = await db
    .select({
      gx,
      gy,
      count: sql<number>`count(*)::int`,
      latitude: sql<number>`avg(${complaint.latitude})::float8`,
      longitude: sql<number>`avg(${complaint.longitude})::float8`,
      id: sql<number>`min(${complaint.id})`,
      title: sql<string>`min(${complaint.title})`,
      statusId: sql<number>`min(${complaint.statusId})::int`,
      total: sql<number>`(sum(count(*)) over ())::int`,
    })
    .from(complaint)
    .where(where)
    // By position: the cell expressions carry parameters, which would not match a repeated expression.
    .groupBy(sql`1, 2`)
    .orderBy(desc(sql`count(*)`), sql`1, 2`)
    .limit(area.limit ?? 1_000_000);
  return rows.map((r) => ({ ...r, latitude: Number(r.latitude), longitude: Number(r.longitude) }));
}

// ---- Statistics ----

export async function statistics(db: Db, c: ComplaintConditions, months: { from: string; to: string }) {
  const where = complaintWhere(c);
  const month = sql<string>`to_char(${complaint.dateCreated} at time zone ${TIME_ZONE}, 'YYYY-MM')`;
  const [byCategory, byStatus, byUnit, byMonth, [average]] = await Promise.all([
    db
      .select({ id: complaint.categoryId, name: complaintCategory.name, count: sql<number>`count(*)::int` })
      .from(complaint)
      .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
      .where(where)
      .groupBy(complaint.categoryId, complaintCategory.name)
      .orderBy(desc(sql`count(*)`), asc(complaint.categoryId)),
    db
      .select({ id: complaint.statusId, count: sql<number>`count(*)::int` })
      .from(complaint)
      .where(where)
      .groupBy(complaint.statusId),
    db
      .select({ id: complaint.organizationalUnitId, name: unit.name, count: sql<number>`count(*)::int` })
      .from(complaint)
      .leftJoin(unit, eq(unit.id, complaint.organizationalUnitId))
      .where(where)
      .groupBy(complaint.organizationalUnitId, unit.name)
      .orderBy(desc(sql`count(*)`)),
    db
      .select({ month, count: sql<number>`count(*)::int` })
      .from(complaint)
      .where(and(complaintWhere({ ...c, dateFrom: months.from, dateTo: months.to })))
      .groupBy(sql`1`),
    db
      .select({
        hours: sql<
          number | null
        >`avg(extract(epoch from (${complaint.dateResolved} - ${complaint.dateCreated})) / 3600)::float8`,
      })
      .from(complaint)
      .where(and(where, eq(complaint.statusId, 5), sql`${complaint.dateResolved} is not null`)),
  ]);
  return { byCategory, byStatus, byUnit, byMonth, averageHours: average?.hours ?? null };
}

// ---- Children of a complaint ----

export function listImages(db: Db, complaintId: number) {
  return db
    .select()
    .from(complaintImage)
    .where(eq(complaintImage.complaintId, complaintId))
    .orderBy(asc(complaintImage.sortOrder), asc(complaintImage.id));
}

export function listFiles(db: Db, complaintId: number) {
  return db
    .select()
    .from(complaintFile)
    .where(eq(complaintFile.complaintId, complaintId))
    .orderBy(asc(complaintFile.id));
}

const author = alias(appUser, 'author');
const authorUnit = alias(organizationalUnit, 'author_unit');

export function listAnswers(db: Db, complaintId: number) {
  return db
    .select({
      answer: complaintAnswer,
      firstName: author.firstName,
      lastName: author.lastName,
      username: author.username,
      unitName: authorUnit.name,
    })
    .from(complaintAnswer)
    .innerJoin(author, eq(author.id, complaintAnswer.userId))
    .leftJoin(authorUnit, eq(authorUnit.id, complaintAnswer.organizationalUnitId))
    .where(eq(complaintAnswer.complaintId, complaintId))
    .orderBy(asc(complaintAnswer.dateCreated), asc(complaintAnswer.id));
}

export async function insertAnswer(tx: Db, values: typeof complaintAnswer.$inferInsert) {
  const [row] = await tx.insert(complaintAnswer).values(values).returning();
  return row!;
}

export function listAnswerFiles(db: Db, answerIds: number[]) {
  if (!answerIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(complaintAnswerFile)
    .where(inArray(complaintAnswerFile.answerId, answerIds))
    .orderBy(asc(complaintAnswerFile.id));
}

export function listHistory(db: Db, complaintId: number) {
  return db
    .select({
      entry: complaintStatusHistory,
      firstName: author.firstName,
      lastName: author.lastName,
      username: author.username,
      unitName: authorUnit.name,
    })
    .from(complaintStatusHistory)
    .innerJoin(author, eq(author.id, complaintStatusHistory.userId))
    .leftJoin(authorUnit, eq(authorUnit.id, complaintStatusHistory.organizationalUnitId))
    .where(eq(complaintStatusHistory.complaintId, complaintId))
    .orderBy(asc(complaintStatusHistory.dateCreated), asc(complaintStatusHistory.id));
}

/** An image with the complaint it belongs to (for the access rule). */
export async function findImage(db: Db, municipalityId: number, id: number) {
  const [row] = await db
    .select({ image: complaintImage, complaintId: complaint.id })
    .from(complaintImage)
    .innerJoin(complaint, eq(complaint.id, complaintImage.complaintId))
    .where(and(eq(complaintImage.id, id), eq(complaint.municipalityId, municipalityId)));
  return row ?? null;
}

/** A document of a report, with its complaint (for the access rule). */
export async function findFile(db: Db, municipalityId: number, id: number) {
  const [row] = await db
    .select({ file: complaintFile, complaintId: complaint.id })
    .from(complaintFile)
    .innerJoin(complaint, eq(complaint.id, complaintFile.complaintId))
    .where(and(eq(complaintFile.id, id), eq(complaint.municipalityId, municipalityId)));
  return row ?? null;
}

export async function findAnswerFile(db: Db, municipalityId: number, id: number) {
  const [row] = await db
    .select({ file: complaintAnswerFile, complaintId: complaint.id })
    .from(complaintAnswerFile)
    .innerJoin(complaintAnswer, eq(complaintAnswer.id, complaintAnswerFile.answerId))
    .innerJoin(complaint, eq(complaint.id, complaintAnswer.complaintId))
    .where(and(eq(complaintAnswerFile.id, id), eq(complaint.municipalityId, municipalityId)));
  return row ?? null;
}

export async function deleteAnswerFile(db: Db, id: number): Promise<void> {
  await db.delete(complaintAnswerFile).where(eq(complaintAnswerFile.id, id));
}

export async function insertImages(tx: Db, values: (typeof complaintImage.$inferInsert)[]) {
  if (values.length) await tx.insert(complaintImage).values(values);
}

export async function insertFiles(tx: Db, values: (typeof complaintFile.$inferInsert)[]) {
  if (!values.length) return [];
  return tx.insert(complaintFile).values(values).returning();
}

export async function insertAnswerFiles(tx: Db, values: (typeof complaintAnswerFile.$inferInsert)[]) {
  if (!values.length) return [];
  return tx.insert(complaintAnswerFile).values(values).returning();
}

/** Deletes a complaint with everything under it and the links to it; answers its stored files' keys. */
export async function deleteComplaint(tx: Db, id: number): Promise<string[]> {
  const images = await tx
    .select({ a: complaintImage.storageKey, b: complaintImage.thumbnailKey })
    .from(complaintImage)
    .where(eq(complaintImage.complaintId, id));
  const files = await tx
    .select({ key: complaintFile.storageKey })
    .from(complaintFile)
    .where(eq(complaintFile.complaintId, id));
  const answerFiles = await tx
    .select({ key: complaintAnswerFile.storageKey })
    .from(complaintAnswerFile)
    .innerJoin(complaintAnswer, eq(complaintAnswer.id, complaintAnswerFile.answerId))
    .where(eq(complaintAnswer.complaintId, id));
  await tx
    .delete(complaintLink)
    .where(and(eq(complaintLink.kind, 'complaint'), eq(complaintLink.targetId, id)));
  await tx.delete(complaint).where(eq(complaint.id, id));
  return [...images.flatMap((i) => [i.a, i.b]), ...files.map((f) => f.key), ...answerFiles.map((f) => f.key)];
}

// ---- Links ----

const linked = alias(complaint, 'linked');

/** A complaint's links, each with what the caller's scope decides on: the linked complaint's unit. */
export function listLinks(db: Db, complaintId: number) {
  return db
    .select({
      link: complaintLink,
      title: linked.title,
      year: linked.year,
      sequence: linked.sequence,
      organizationalUnitId: linked.organizationalUnitId,
    })
    .from(complaintLink)
    .leftJoin(linked, and(eq(complaintLink.kind, 'complaint'), eq(linked.id, complaintLink.targetId)))
    .where(eq(complaintLink.complaintId, complaintId))
    .orderBy(asc(complaintLink.id));
}

export async function insertLink(tx: Db, values: { complaintId: number; kind: string; targetId: number }) {
  const [row] = await tx.insert(complaintLink).values(values).returning();
  return row!;
}

export async function findLink(db: Db, id: number) {
  const [row] = await db.select().from(complaintLink).where(eq(complaintLink.id, id));
  return row ?? null;
}

/** Deletes a link and, for a link between complaints, its mirror. */
export async function deleteLink(tx: Db, link: typeof complaintLink.$inferSelect): Promise<void> {
  await tx.delete(complaintLink).where(eq(complaintLink.id, link.id));
  if (link.kind === 'complaint') {
    await tx
      .delete(complaintLink)
      .where(
        and(
          eq(complaintLink.complaintId, link.targetId),
          eq(complaintLink.kind, 'complaint'),
          eq(complaintLink.targetId, link.complaintId),
        ),
      );
  }
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
