import type { UsageMeasure } from '../../module';
import { defineReport } from '../../reports';
import { usagePeriodFilterLabels, usagePeriodFilters, usageReportAccess } from '../../usage-period';

/**
 * What accounts count for the usage statistics, per month: people who became users (their
 * accounts confirmed, or made by staff; not anonymous citizens' nor REST service users'),
 * and sign-ins (anonymous citizens' too; not REST service users').
 */
export const accountsUsage: readonly UsageMeasure[] = [
  { key: 'newUsers', label: 'accounts.usage.newUsers' },
  { key: 'signIns', label: 'accounts.usage.signIns' },
];

/**
 * Users by profile over a period: accounts at its end (confirmed by then, not deleted by
 * then, not deactivated), new in it, people who signed in during it, and their sign-ins.
 * A profile with nothing to count is left out.
 */
export const usersByProfile = defineReport({
  name: 'UsersByProfile',
  module: 'accounts',
  group: 'reports.groups.usage',
  title: 'accounts.reports.usersByProfile.title',
  description: 'accounts.reports.usersByProfile.description',
  access: usageReportAccess,
  filters: usagePeriodFilters,
  filterLabels: usagePeriodFilterLabels,
  columns: [
    { key: 'profile', label: 'accounts.reports.columns.profile', type: 'text' },
    { key: 'accounts', label: 'accounts.reports.columns.accounts', type: 'number' },
    { key: 'registered', label: 'accounts.reports.columns.registered', type: 'number' },
    { key: 'activeUsers', label: 'accounts.reports.columns.activeUsers', type: 'number' },
    { key: 'signIns', label: 'accounts.reports.columns.signIns', type: 'number' },
  ],
  chart: { kind: 'bar', category: 'profile', values: ['accounts', 'registered', 'activeUsers'] },
});
