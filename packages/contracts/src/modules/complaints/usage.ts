import type { UsageMeasure } from '../../module';

/** What complaints count for the usage statistics, per month: complaints reported, and comments on them (citizens' and staff's). */
export const complaintsUsage: readonly UsageMeasure[] = [
  { key: 'newComplaints', label: 'complaintsAdmin.usage.newComplaints' },
  { key: 'complaintComments', label: 'complaintsAdmin.usage.comments' },
];
