import { commentsPerMonth } from '../../platform/discussions/usage.repository';
import { defineUsageCount } from '../../platform/reports/usage';
import { complaintsPerMonth } from './complaints-usage.repository';
import { complaintDiscussion } from './complaints.discussion';

/** The usage measures complaints declare (`complaintsUsage` in contracts), counted per month. */
export const complaintUsageCounts = [
  defineUsageCount({ key: 'newComplaints', perMonth: complaintsPerMonth }),
  defineUsageCount({
    key: 'complaintComments',
    perMonth: (db, period) => commentsPerMonth(db, complaintDiscussion, period),
  }),
];
