import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { hasProfileData, personAgeGroup, personSex } from '../accounts';
import { appUser } from '../accounts/accounts.schema';
import { sensitiveCategory } from '../code-lists/code-lists.schema';
import { complaint } from './complaints.schema';
import { type ComplaintConditions, complaintWhere, TIME_ZONE } from './complaints-search.repository';

// Complaints counted by their reporter's profile data: sex, age group and sensitive category.

/** The complaint's year, where its reporter's age is counted. */
const year = sql`extract(year from ${complaint.dateCreated} at time zone ${TIME_ZONE})::int`;

/** Each complaint of the conditions with its reporter's profile data. */
function reporters(db: Db, c: ComplaintConditions) {
  return db
    .select({
      categoryId: sql<number>`${complaint.categoryId}`.as('category_id'),
      userId: sql<number>`${complaint.userId}`.as('user_id'),
      sex: personSex.as('sex'),
      ageGroup: personAgeGroup(year).as('age_group'),
      sensitiveCategoryId: sql<
        number | null
      >`(case when ${hasProfileData} then ${appUser.sensitiveCategoryId} end)::int`.as(
        'sensitive_category_id',
      ),
      withProfile: sql<boolean>`${hasProfileData}`.as('with_profile'),
    })
    .from(complaint)
    .innerJoin(appUser, eq(appUser.id, complaint.userId))
    .where(complaintWhere(c))
    .as('reporter');
}

/** Which grouping a row of `profileCounts` belongs to. */
export type ProfileSet = 'sex' | 'ageGroup' | 'sensitive' | 'categorySex';

/** `grouping(category, sex, age group, sensitive category)`: a bit set for each column not grouped by. */
const SETS: Record<number, ProfileSet> = {
  0b1011: 'sex',
  0b1101: 'ageGroup',
  0b1110: 'sensitive',
  0b0011: 'categorySex',
};

export type ProfileCountRow = {
  set: ProfileSet;
  categoryId: number | null;
  /** Gender; null: not known. */
  sex: number | null;
  ageGroup: number | null;
  sensitiveCategoryId: number | null;
  /** Whether the reporters have profile data at all (not anonymous, not deleted); sensitive set only. */
  withProfile: boolean | null;
  /** Complaints, and the different people who reported them. */
  count: number;
  reporters: number;
};

/**
 * The complaints of the conditions and their different reporters, counted by sex, by age
 * group, by sensitive category, and per category by sex: one pass (grouping sets).
 */
export async function profileCounts(db: Db, c: ComplaintConditions): Promise<ProfileCountRow[]> {
  const r = reporters(db, c);
  const rows = await db
    .select({
      grouping: sql<number>`grouping(${r.categoryId}, ${r.sex}, ${r.ageGroup}, ${r.sensitiveCategoryId})::int`,
      categoryId: r.categoryId,
      sex: r.sex,
      ageGroup: r.ageGroup,
      sensitiveCategoryId: r.sensitiveCategoryId,
      withProfile: r.withProfile,
      count: sql<number>`count(*)::int`,
      reporters: sql<number>`count(distinct ${r.userId})::int`,
    })
    .from(r)
    .groupBy(
      sql`grouping sets ((${r.sex}), (${r.ageGroup}), (${r.sensitiveCategoryId}, ${r.withProfile}), (${r.categoryId}, ${r.sex}))`,
    );
  return rows.map(({ grouping, ...row }) => ({ ...row, set: SETS[grouping]! }));
}

/**
 * The sensitive categories of the municipality a count names: the active ones and any
 * other in `ids`, in the code list's order.
 */
export async function sensitiveCategories(db: Db, municipalityId: number, ids: readonly number[]) {
  const shown = ids.length
    ? or(eq(sensitiveCategory.active, true), inArray(sensitiveCategory.id, [...ids]))
    : eq(sensitiveCategory.active, true);
  return db
    .select({ id: sensitiveCategory.id, name: sensitiveCategory.name })
    .from(sensitiveCategory)
    .where(and(eq(sensitiveCategory.municipalityId, municipalityId), shown))
    .orderBy(asc(sensitiveCategory.sortOrder), asc(sensitiveCategory.id));
}
