import { ComplaintStatus, Gender } from '@portal/contracts';
import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { midnight } from '../../platform/db/days';
import { momentKey, momentRange, type ReportRange } from '../../platform/reports/ranges';
import { personSex } from '../accounts';
import { appUser } from '../accounts/accounts.schema';
import { complaintCategory } from '../code-lists/code-lists.schema';
import { complaint, complaintAnswer } from './complaints.schema';
import { type ComplaintConditions, complaintWhere, TIME_ZONE, unit } from './complaints-search.repository';

/** The hours after which a first answer is late (the spec's "over 72 hours" bucket). */
export const ANSWER_LIMIT_HOURS = 72;

type Language = 'bs' | 'hr' | 'sr_cyr';
const nameIn = (column: unknown, language: Language) =>
  sql<string>`coalesce(${column} ->> ${language}, ${column} ->> 'bs', '')`;
const count = (status?: number) =>
  status === undefined
    ? sql<number>`count(*)::int`
    : sql<number>`(count(*) filter (where ${complaint.statusId} = ${status}))::int`;

/** Complaints per category of the conditions, counted by status; the categories by name. */
export async function countsByCategoryAndStatus(
  db: Db,
  c: ComplaintConditions,
  language: Language,
  range: { offset: number; limit: number },
) {
  const name = nameIn(complaintCategory.name, language);
  return db
    .select({
      category: name,
      created: count(1),
      assigned: count(3),
      answered: count(4),
      resolved: count(5),
      inappropriate: count(2),
      total: count(),
    })
    .from(complaint)
    .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
    .where(complaintWhere(c))
    .groupBy(complaint.categoryId, complaintCategory.name)
    .orderBy(sql`count(*) desc`, asc(name))
    .offset(range.offset)
    .limit(range.limit);
}

export async function categoriesWithComplaints(db: Db, c: ComplaintConditions): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${complaint.categoryId})::int` })
    .from(complaint)
    .where(complaintWhere(c));
  return row?.n ?? 0;
}

const month = sql<string>`to_char(${complaint.dateCreated} at time zone ${TIME_ZONE}, 'YYYY-MM')`;

/** Per month of the conditions: reported, resolved since, and the average hours to resolution. */
export async function countsByMonth(
  db: Db,
  c: ComplaintConditions,
  range: { offset: number; limit: number },
) {
  return db
    .select({
      month,
      reported: count(),
      resolved: count(5),
      averageHours: sql<
        number | null
      >`(avg(extract(epoch from (${complaint.dateResolved} - ${complaint.dateCreated})) / 3600)
        filter (where ${complaint.statusId} = 5 and ${complaint.dateResolved} is not null))::float8`,
    })
    .from(complaint)
    .where(complaintWhere(c))
    .groupBy(sql`1`)
    .orderBy(sql`1`)
    .offset(range.offset)
    .limit(range.limit);
}

export async function monthsWithComplaints(db: Db, c: ComplaintConditions): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${month})::int` })
    .from(complaint)
    .where(complaintWhere(c));
  return row?.n ?? 0;
}

/** The first answer's time of each complaint, as a subquery. */
const firstAnswer = sql`(select min(${complaintAnswer.dateCreated}) from ${complaintAnswer} where ${complaintAnswer.complaintId} = ${complaint.id})`;
/** Hours to the first answer, or until now for one not answered yet. */
const answerHours = sql<number>`(extract(epoch from (coalesce(${firstAnswer}, now()) - ${complaint.dateCreated})) / 3600)::float8`;

function answerTimeWhere(c: ComplaintConditions, overLimitOnly: boolean | undefined) {
  return and(complaintWhere(c), overLimitOnly ? sql`${answerHours} > ${ANSWER_LIMIT_HOURS}` : undefined);
}

/**
 * Each complaint of the conditions with its first answer, oldest first (the hours to it
 * are counted by the caller: the answer's subquery is asked once per row, not three times).
 */
export async function complaintsByAnswerTime(
  db: Db,
  c: ComplaintConditions,
  options: { language: Language; overLimitOnly?: boolean },
  range: ReportRange,
) {
  const { where, offset } = momentRange(range, complaint.dateCreated, complaint.id);
  return db
    .select({
      key: momentKey(complaint.dateCreated, complaint.id),
      year: complaint.year,
      sequence: complaint.sequence,
      title: complaint.title,
      category: nameIn(complaintCategory.name, options.language),
      organizationalUnit: sql<string | null>`${unit.name} ->> ${options.language}`,
      dateCreated: complaint.dateCreated,
      firstAnswer: sql<string | null>`${firstAnswer}`,
    })
    .from(complaint)
    .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
    .leftJoin(unit, eq(unit.id, complaint.organizationalUnitId))
    .where(and(answerTimeWhere(c, options.overLimitOnly), where))
    .orderBy(asc(complaint.dateCreated), asc(complaint.id))
    .offset(offset)
    .limit(range.limit);
}

export async function countByAnswerTime(db: Db, c: ComplaintConditions, overLimitOnly?: boolean) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complaint)
    .where(answerTimeWhere(c, overLimitOnly));
  return row?.n ?? 0;
}

/** Resolved complaints of the conditions whose resolving date (not reporting date) is in the period. */
function resolvedWhere(c: ComplaintConditions) {
  return and(
    complaintWhere({ ...c, dateFrom: undefined, dateTo: undefined }),
    eq(complaint.statusId, ComplaintStatus.Resolved),
    isNotNull(complaint.dateResolved),
    c.dateFrom ? gte(complaint.dateResolved, midnight(c.dateFrom)) : undefined,
    c.dateTo ? lt(complaint.dateResolved, midnight(c.dateTo, 1)) : undefined,
  );
}

/** Each complaint resolved in the period with the hours it took, in the order they were resolved. */
export async function complaintsByResolvingDate(
  db: Db,
  c: ComplaintConditions,
  language: Language,
  range: ReportRange,
) {
  const { where, offset } = momentRange(range, complaint.dateResolved, complaint.id);
  return db
    .select({
      key: momentKey(complaint.dateResolved, complaint.id),
      year: complaint.year,
      sequence: complaint.sequence,
      title: complaint.title,
      category: nameIn(complaintCategory.name, language),
      organizationalUnit: sql<string | null>`${unit.name} ->> ${language}`,
      dateCreated: complaint.dateCreated,
      dateResolved: complaint.dateResolved,
      hours: sql<number>`(extract(epoch from (${complaint.dateResolved} - ${complaint.dateCreated})) / 3600)::float8`,
    })
    .from(complaint)
    .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
    .leftJoin(unit, eq(unit.id, complaint.organizationalUnitId))
    .where(and(resolvedWhere(c), where))
    .orderBy(asc(complaint.dateResolved), asc(complaint.id))
    .offset(offset)
    .limit(range.limit);
}

export async function countResolved(db: Db, c: ComplaintConditions): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complaint)
    .where(resolvedWhere(c));
  return row?.n ?? 0;
}

/** Complaints of the conditions per category and year of reporting, by category name, then year. */
export async function countsByCategoryAndYear(db: Db, c: ComplaintConditions, language: Language) {
  const name = nameIn(complaintCategory.name, language);
  const year = sql<number>`extract(year from ${complaint.dateCreated} at time zone ${TIME_ZONE})::int`;
  return (
    db
      .select({ category: name, year, count: count() })
      .from(complaint)
      .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
      .where(complaintWhere(c))
      // The year by its place: written again, its time zone would be another parameter, which
      // PostgreSQL does not take for the same expression.
      .groupBy(complaint.categoryId, complaintCategory.name, sql`2`)
      .orderBy(asc(name), sql`2`)
  );
}

const hours = sql`extract(epoch from (${complaint.dateResolved} - ${complaint.dateCreated})) / 3600`;

/**
 * Complaints resolved in the period (by their resolving date) per category, with the average,
 * shortest and longest hours from report to resolution; most resolved first.
 */
export async function resolvedByCategory(
  db: Db,
  c: ComplaintConditions,
  language: Language,
  range: { offset: number; limit: number },
) {
  const name = nameIn(complaintCategory.name, language);
  return db
    .select({
      category: name,
      resolved: count(),
      averageHours: sql<number>`avg(${hours})::float8`,
      shortestHours: sql<number>`min(${hours})::float8`,
      longestHours: sql<number>`max(${hours})::float8`,
    })
    .from(complaint)
    .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
    .where(resolvedWhere(c))
    .groupBy(complaint.categoryId, complaintCategory.name)
    .orderBy(sql`count(*) desc`, asc(name))
    .offset(range.offset)
    .limit(range.limit);
}

export async function categoriesResolved(db: Db, c: ComplaintConditions): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${complaint.categoryId})::int` })
    .from(complaint)
    .where(resolvedWhere(c));
  return row?.n ?? 0;
}

/** Complaints of the conditions per category by the reporter's sex (men, women, not known); most first. */
export async function countsByCategoryAndSex(
  db: Db,
  c: ComplaintConditions,
  language: Language,
  range: { offset: number; limit: number },
) {
  const name = nameIn(complaintCategory.name, language);
  const of = (sex: number | null) =>
    sql<number>`(count(*) filter (where ${sex === null ? sql`${personSex} is null` : sql`${personSex} = ${sex}`}))::int`;
  return db
    .select({
      category: name,
      male: of(Gender.Male),
      female: of(Gender.Female),
      unknown: of(null),
      total: count(),
    })
    .from(complaint)
    .innerJoin(complaintCategory, eq(complaintCategory.id, complaint.categoryId))
    .innerJoin(appUser, eq(appUser.id, complaint.userId))
    .where(complaintWhere(c))
    .groupBy(complaint.categoryId, complaintCategory.name)
    .orderBy(sql`count(*) desc`, asc(name))
    .offset(range.offset)
    .limit(range.limit);
}

/** The names of a category and a unit, in the language, for the filters written out. */
export async function filterNames(
  db: Db,
  municipalityId: number,
  ids: { categoryId?: number; organizationalUnitId?: number },
  language: Language,
) {
  const [category] = ids.categoryId
    ? await db
        .select({ name: nameIn(complaintCategory.name, language) })
        .from(complaintCategory)
        .where(
          and(eq(complaintCategory.id, ids.categoryId), eq(complaintCategory.municipalityId, municipalityId)),
        )
    : [];
  const [organizationalUnit] = ids.organizationalUnitId
    ? await db
        .select({ name: nameIn(unit.name, language) })
        .from(unit)
        .where(and(eq(unit.id, ids.organizationalUnitId), eq(unit.municipalityId, municipalityId)))
    : [];
  return { categoryId: category?.name, organizationalUnitId: organizationalUnit?.name };
}
