import { Profile } from '@portal/contracts';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import {
  countPerMonth,
  type MonthCount,
  monthOf,
  periodEnd,
  type UsagePeriod,
  withinPeriod,
} from '../../platform/reports/usage.repository';
import { appUser, UserStatus, userSession } from './accounts.schema';

/*
 * Accounts' usage counts (decision 0026). A sign-in is a session: every sign-in (with a
 * password, anonymous, or by confirming an account) opens one, and sessions are revoked,
 * never deleted, so they are the record of sign-ins.
 */

/** Accounts that are not people's own: anonymous citizens' (one per anonymous visit) and REST service users'. */
const NOT_REGISTERED = [Profile.AnonymousCitizen, Profile.ServiceProfile];

/** People who became users per month: their account confirmed, or made by staff. */
export function newUsersPerMonth(db: Db, period: UsagePeriod): Promise<MonthCount[]> {
  return countPerMonth(
    db,
    {
      table: appUser,
      at: appUser.dateActivated,
      where: and(
        eq(appUser.municipalityId, period.municipalityId),
        notInArray(appUser.profileId, NOT_REGISTERED),
      ),
    },
    period,
  );
}

/** Sign-ins per month, anonymous citizens' too; REST service users' are integrations, not visits. */
export async function signInsPerMonth(db: Db, period: UsagePeriod): Promise<MonthCount[]> {
  return db
    .select({ month: monthOf(userSession.createdAt), count: sql<number>`count(*)::int` })
    .from(userSession)
    .innerJoin(appUser, eq(appUser.id, userSession.userId))
    .where(
      and(
        eq(appUser.municipalityId, period.municipalityId),
        sql`${appUser.profileId} <> ${Profile.ServiceProfile}`,
        withinPeriod(userSession.createdAt, period),
      ),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}

/**
 * Per profile: accounts at the period's end (confirmed by then, not deleted by then, not
 * deactivated: deactivation keeps no date), accounts confirmed in the period, people who
 * signed in during it and their sign-ins.
 */
export async function usersByProfile(db: Db, period: UsagePeriod) {
  const sessions = db
    .select({ userId: userSession.userId, signIns: sql<number>`count(*)::int`.as('sign_ins') })
    .from(userSession)
    .where(withinPeriod(userSession.createdAt, period))
    .groupBy(userSession.userId)
    .as('period_sessions');
  const end = periodEnd(period);
  return db
    .select({
      profileId: appUser.profileId,
      accounts: sql<number>`(count(*) filter (where ${appUser.dateActivated} < ${end}
        and (${appUser.deletedAt} is null or ${appUser.deletedAt} >= ${end})
        and ${appUser.status} <> ${UserStatus.Deactivated}))::int`,
      registered: sql<number>`(count(*) filter (where ${withinPeriod(appUser.dateActivated, period)}))::int`,
      activeUsers: sql<number>`count(${sessions.userId})::int`,
      signIns: sql<number>`coalesce(sum(${sessions.signIns}), 0)::int`,
    })
    .from(appUser)
    .leftJoin(sessions, eq(sessions.userId, appUser.id))
    .where(eq(appUser.municipalityId, period.municipalityId))
    .groupBy(appUser.profileId)
    .orderBy(asc(appUser.profileId));
}
