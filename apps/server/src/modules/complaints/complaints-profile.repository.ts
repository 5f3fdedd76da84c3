import { AgeGroup, Profile } from '@portal/contracts';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { appUser, UserStatus } from '../accounts/accounts.schema';
import { sensitiveCategory } from '../code-lists/code-lists.schema';
import { complaint } from './complaints.schema';
import { type ComplaintConditions, complaintWhere, TIME_ZONE } from './complaints-search.repository';

// Complaints counted by their reporter's profile data: sex, age group and sensitive category.

/** A reporter with profile data: neither an anonymous citizen nor a deleted account. */
const withProfile = sql.raw(
  `(app_user.profile_id <> ${Profile.AnonymousCitizen} and app_user.status <> ${UserStatus.Deleted})`,
);

/** The reporter's sex where known (Gender): null for anonymous citizens, deleted accounts and those who did not say. */
export const reporterSex = sql<
  number | null
>`(case when ${withProfile} and ${appUser.sex} in (1, 2) then ${appUser.sex} end)::int`;

/** Whole years between the birth year and the complaint's year (the day of birth is not kept). */
const age = sql`(extract(year from ${complaint.dateCreated} at time zone ${TIME_ZONE})::int - ${appUser.birthYear})`;

/** Each complaint of the conditions with its reporter's profile data. */
function reporters(db: Db, c: ComplaintConditions) {
  return db
    .select({
      categoryId: sql<number>`${complaint.categoryId}`.as('category_id'),
      userId: sql<number>`${complaint.userId}`.as('user_id'),
      sex: reporterSex.as('sex'),
      ageGroup: sql<number | null>`(case
        when not ${withProfile} or ${appUser.birthYear} is null then null
        when ${age} < 18 then ${AgeGroup.Under18}
        when ${age} <= 55 then ${AgeGroup.From18To55}
        else ${AgeGroup.Over55} end)::int`.as('age_group'),
      sensitiveCategoryId: sql<
        number | null
      >`(case when ${withProfile} then ${appUser.sensitiveCategoryId} end)::int`.as('sensitive_category_id'),
      withProfile: sql<boolean>`${withProfile}`.as('with_profile'),
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
