import { usersByProfile as usersByProfileReport } from '@portal/contracts';
import { defineServerReport, type ReportScope } from '../../platform/reports/engine';
import { defineUsageCount, periodOf } from '../../platform/reports/usage';
import { newUsersPerMonth, signInsPerMonth, usersByProfile } from './accounts-usage.repository';

/** The usage measures accounts declare (`accountsUsage` in contracts), counted per month. */
export const accountUsageCounts = [
  defineUsageCount({ key: 'newUsers', perMonth: newUsersPerMonth }),
  defineUsageCount({ key: 'signIns', perMonth: signInsPerMonth }),
];

/** The rows of "users by profile": the profiles with something to count, in the profiles' order. */
async function profileRows(scope: ReportScope, filters: { dateFrom?: string; dateTo?: string }) {
  const rows = await usersByProfile(scope.db, periodOf(scope, filters));
  return rows
    .filter((r) => r.accounts + r.registered + r.activeUsers + r.signIns > 0)
    .map((r) => [
      scope.t(`enums.profile.${r.profileId}`),
      r.accounts,
      r.registered,
      r.activeUsers,
      r.signIns,
    ]);
}

/** Users by profile over a period; a handful of rows, so counted from the rows themselves. */
export const usersByProfileServer = defineServerReport({
  report: usersByProfileReport,
  count: async (scope, filters) => (await profileRows(scope, filters)).length,
  rows: async (scope, filters, range) =>
    (await profileRows(scope, filters)).slice(range.offset, range.offset + range.limit),
});
