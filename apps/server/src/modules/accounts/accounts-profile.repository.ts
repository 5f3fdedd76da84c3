import { AgeGroup, Profile } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { appUser, UserStatus } from './accounts.schema';

/*
 * A person's profile data as the statistics count it (sex, age group, sensitive category),
 * for a query that joins `app_user`: the complaints' reporters, the sessions' participants.
 */

/** An account with profile data: neither an anonymous citizen nor a deleted account. */
export const hasProfileData = sql.raw(
  `(app_user.profile_id <> ${Profile.AnonymousCitizen} and app_user.status <> ${UserStatus.Deleted})`,
);

/** The person's sex where known (Gender): null for anonymous citizens, deleted accounts and those who did not say. */
export const personSex = sql<
  number | null
>`(case when ${hasProfileData} and ${appUser.sex} in (1, 2) then ${appUser.sex} end)::int`;

/**
 * The person's AgeGroup in the given year (whole years from the birth year: the day of birth
 * is not kept); null where there is no profile data or no birth year.
 */
export function personAgeGroup(year: SQL): SQL<number | null> {
  const age = sql`(${year} - ${appUser.birthYear})`;
  return sql<number | null>`(case
    when not ${hasProfileData} or ${appUser.birthYear} is null then null
    when ${age} < 18 then ${AgeGroup.Under18}
    when ${age} <= 55 then ${AgeGroup.From18To55}
    else ${AgeGroup.Over55} end)::int`;
}
