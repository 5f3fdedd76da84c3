import { z } from 'zod';
import { LanguageParams, zId } from '../../common';
import { defineEndpoint } from '../../endpoint';
import { AccessRight, Profile } from '../../enums';
import { defineReport } from '../../reports';
import { zIsoDate } from './fields';

/**
 * Who runs complaint reports: administrators, managers and office staff every report;
 * right 15 over all units, right 16 over the caller's own branch only (the server cuts
 * the rows to it).
 */
export const complaintReportAccess = {
  profiles: [Profile.Administrator, Profile.Manager, Profile.Office],
  rights: [AccessRight.ComplaintListAllLevels, AccessRight.ComplaintListOwnUnit],
} as const;

const optionalId = zId.optional();

/**
 * The units a complaint report can be filtered by: the active units of the caller's report
 * scope (every unit, or right 16's branch). Managers and office staff run the reports
 * without handling complaints, so the assignment's list is not theirs to read.
 */
export const getReportUnits = defineEndpoint({
  name: 'ComplaintConfiguration.GetOrganizationalUnitsForReports',
  method: 'GET',
  path: '/api/ComplaintConfiguration/GetOrganizationalUnitsForReports/:languageId',
  summary: 'The active units a complaint report may be filtered by, within the caller’s report scope',
  access: complaintReportAccess,
  params: LanguageParams,
  response: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** The filters most complaint reports share: the reporting period, the category, the unit. */
const periodFilters = {
  dateFrom: zIsoDate,
  dateTo: zIsoDate,
  categoryId: optionalId,
  organizationalUnitId: optionalId,
};
const periodFilterLabels = {
  dateFrom: { kind: 'date', label: 'reports.filterLabels.dateFrom' },
  dateTo: { kind: 'date', label: 'reports.filterLabels.dateTo' },
  categoryId: { kind: 'lookup', label: 'reports.filterLabels.category', options: { codeList: 'Category' } },
  organizationalUnitId: {
    kind: 'lookup',
    label: 'reports.filterLabels.organizationalUnit',
    options: { endpoint: getReportUnits },
  },
} as const;

/** The columns of a report of a row per complaint: which complaint, where it was sent, when it came. */
const complaintColumns = [
  { key: 'number', label: 'complaintsAdmin.reports.columns.number', type: 'text' },
  { key: 'title', label: 'complaintsAdmin.reports.columns.title', type: 'text' },
  { key: 'category', label: 'complaintsAdmin.reports.columns.category', type: 'text' },
  { key: 'organizationalUnit', label: 'complaintsAdmin.reports.columns.organizationalUnit', type: 'text' },
  { key: 'dateCreated', label: 'complaintsAdmin.reports.columns.dateCreated', type: 'dateTime' },
] as const;

const common = {
  module: 'complaints',
  group: 'reports.groups.complaints',
  access: complaintReportAccess,
  filters: periodFilters,
  filterLabels: periodFilterLabels,
} as const;

/** Complaints per category, counted by status ("by category and status"). */
export const complaintsByCategoryAndStatus = defineReport({
  ...common,
  name: 'ComplaintsByCategoryAndStatus',
  title: 'complaintsAdmin.reports.byCategoryAndStatus.title',
  description: 'complaintsAdmin.reports.byCategoryAndStatus.description',
  columns: [
    { key: 'category', label: 'complaintsAdmin.reports.columns.category', type: 'text' },
    { key: 'created', label: 'enums.complaintStatus.1', type: 'number' },
    { key: 'assigned', label: 'enums.complaintStatus.3', type: 'number' },
    { key: 'answered', label: 'enums.complaintStatus.4', type: 'number' },
    { key: 'resolved', label: 'enums.complaintStatus.5', type: 'number' },
    { key: 'inappropriate', label: 'enums.complaintStatus.2', type: 'number' },
    { key: 'total', label: 'complaintsAdmin.reports.columns.total', type: 'number' },
  ],
  chart: {
    kind: 'stackedBar',
    category: 'category',
    values: ['created', 'assigned', 'answered', 'resolved'],
  },
});

/** Complaints reported and resolved per month of the period ("by time period"). */
export const complaintsByTimePeriod = defineReport({
  ...common,
  name: 'ComplaintsByTimePeriod',
  title: 'complaintsAdmin.reports.byTimePeriod.title',
  description: 'complaintsAdmin.reports.byTimePeriod.description',
  columns: [
    { key: 'month', label: 'complaintsAdmin.reports.columns.month', type: 'text' },
    { key: 'reported', label: 'complaintsAdmin.reports.columns.reported', type: 'number' },
    { key: 'resolved', label: 'complaintsAdmin.reports.columns.resolved', type: 'number' },
    { key: 'averageHours', label: 'complaintsAdmin.reports.columns.averageResolution', type: 'duration' },
  ],
  chart: { kind: 'line', category: 'month', values: ['reported', 'resolved'] },
});

/**
 * Every complaint of the period with the time to its first answer ("by answer time"),
 * those answered after 72 hours or not yet answered marked.
 */
export const complaintsByAnswerTime = defineReport({
  ...common,
  filters: { ...periodFilters, overLimitOnly: z.boolean().optional() },
  filterLabels: {
    ...periodFilterLabels,
    overLimitOnly: { kind: 'boolean', label: 'complaintsAdmin.reports.filters.overLimitOnly' },
  },
  name: 'ComplaintsByAnswerTime',
  title: 'complaintsAdmin.reports.byAnswerTime.title',
  description: 'complaintsAdmin.reports.byAnswerTime.description',
  columns: [
    ...complaintColumns,
    { key: 'firstAnswer', label: 'complaintsAdmin.reports.columns.firstAnswer', type: 'dateTime' },
    { key: 'answerHours', label: 'complaintsAdmin.reports.columns.answerHours', type: 'duration' },
    { key: 'overLimit', label: 'complaintsAdmin.reports.columns.overLimit', type: 'text' },
  ],
});

/**
 * Every complaint resolved in the period ("by resolving date"): the period filters the
 * resolving date, not the reporting one. A row per complaint, in the order they were resolved,
 * since a clerk checks this list against the work done (who resolved what, how fast); the
 * counts per day or month are the time-period report's. No chart: a detail list has none.
 */
export const complaintsByResolvingDate = defineReport({
  ...common,
  filterLabels: {
    ...periodFilterLabels,
    dateFrom: { kind: 'date', label: 'complaintsAdmin.reports.filters.resolvedFrom' },
    dateTo: { kind: 'date', label: 'complaintsAdmin.reports.filters.resolvedTo' },
  },
  name: 'ComplaintsByResolvingDate',
  title: 'complaintsAdmin.reports.byResolvingDate.title',
  description: 'complaintsAdmin.reports.byResolvingDate.description',
  columns: [
    ...complaintColumns,
    { key: 'dateResolved', label: 'complaintsAdmin.reports.columns.dateResolved', type: 'dateTime' },
    { key: 'resolutionHours', label: 'complaintsAdmin.reports.columns.resolutionHours', type: 'duration' },
  ],
});

/**
 * Complaints of the period by their reporter's profile data ("by profile data"): sex, age
 * group at the complaint's date (under 18, 18 to 55, over 55) and sensitive category, each
 * dimension's rows adding up to every complaint (100 %). Staff see exact counts.
 */
export const complaintsByProfileData = defineReport({
  ...common,
  name: 'ComplaintsByProfileData',
  title: 'complaintsAdmin.reports.byProfileData.title',
  description: 'complaintsAdmin.reports.byProfileData.description',
  columns: [
    { key: 'dimension', label: 'complaintsAdmin.reports.columns.dimension', type: 'text' },
    { key: 'group', label: 'complaintsAdmin.reports.columns.group', type: 'text' },
    { key: 'count', label: 'complaintsAdmin.reports.columns.count', type: 'number' },
    { key: 'percentage', label: 'complaintsAdmin.reports.columns.percentage', type: 'percentage' },
  ],
  chart: { kind: 'bar', category: 'group', values: ['count'] },
});

/** Complaints per category and year of reporting ("category per year"): a row per category and year. */
export const complaintsByCategoryAndYear = defineReport({
  ...common,
  name: 'ComplaintsByCategoryAndYear',
  title: 'complaintsAdmin.reports.byCategoryAndYear.title',
  description: 'complaintsAdmin.reports.byCategoryAndYear.description',
  columns: [
    { key: 'category', label: 'complaintsAdmin.reports.columns.category', type: 'text' },
    // A year is a name, not a quantity: written as it is, not "2.026".
    { key: 'year', label: 'complaintsAdmin.reports.columns.year', type: 'text' },
    { key: 'count', label: 'complaintsAdmin.reports.columns.count', type: 'number' },
  ],
});

/**
 * Complaints resolved in the period per category, with the average, shortest and longest
 * time from report to resolution ("resolved by category and hours"); the period filters the
 * resolving date, as in the report by resolving date.
 */
export const resolvedComplaintsByCategory = defineReport({
  ...common,
  filterLabels: {
    ...periodFilterLabels,
    dateFrom: { kind: 'date', label: 'complaintsAdmin.reports.filters.resolvedFrom' },
    dateTo: { kind: 'date', label: 'complaintsAdmin.reports.filters.resolvedTo' },
  },
  name: 'ResolvedComplaintsByCategory',
  title: 'complaintsAdmin.reports.resolvedByCategory.title',
  description: 'complaintsAdmin.reports.resolvedByCategory.description',
  columns: [
    { key: 'category', label: 'complaintsAdmin.reports.columns.category', type: 'text' },
    { key: 'resolved', label: 'complaintsAdmin.reports.columns.resolved', type: 'number' },
    { key: 'averageHours', label: 'complaintsAdmin.reports.columns.averageResolution', type: 'duration' },
    { key: 'shortestHours', label: 'complaintsAdmin.reports.columns.shortestResolution', type: 'duration' },
    { key: 'longestHours', label: 'complaintsAdmin.reports.columns.longestResolution', type: 'duration' },
  ],
  chart: { kind: 'bar', category: 'category', values: ['averageHours'] },
});

/**
 * Complaints of the period per category by the reporter's sex ("category and gender"):
 * men, women, and reporters whose sex is not known (anonymous citizens, deleted accounts,
 * those who did not say). Staff see exact counts.
 */
export const complaintsByCategoryAndSex = defineReport({
  ...common,
  name: 'ComplaintsByCategoryAndSex',
  title: 'complaintsAdmin.reports.byCategoryAndSex.title',
  description: 'complaintsAdmin.reports.byCategoryAndSex.description',
  columns: [
    { key: 'category', label: 'complaintsAdmin.reports.columns.category', type: 'text' },
    { key: 'male', label: 'enums.gender.1', type: 'number' },
    { key: 'female', label: 'enums.gender.2', type: 'number' },
    { key: 'unknown', label: 'complaintsAdmin.reports.columns.sexUnknown', type: 'number' },
    { key: 'total', label: 'complaintsAdmin.reports.columns.total', type: 'number' },
  ],
  chart: { kind: 'stackedBar', category: 'category', values: ['male', 'female', 'unknown'] },
});

export const complaintReports = [
  complaintsByCategoryAndStatus,
  complaintsByTimePeriod,
  complaintsByAnswerTime,
  complaintsByResolvingDate,
  complaintsByProfileData,
  complaintsByCategoryAndYear,
  resolvedComplaintsByCategory,
  complaintsByCategoryAndSex,
];
