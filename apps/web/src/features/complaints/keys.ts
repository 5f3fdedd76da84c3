import type { ComplaintSearch, LanguageId, MapArea, StaffComplaintSearch } from '@portal/contracts';

/**
 * The query keys of complaints, public and staff side, from one root. Every change, a
 * citizen's report or comment as much as a staff member's status, answer, edit or delete,
 * invalidates `all`, so the public list, map, details and statistics are read afresh after a
 * staff change, and the staff's pages after a citizen's.
 */
export const complaintKeys = {
  all: ['complaints'] as const,

  // The public side: citizens and visitors.
  lists: () => [...complaintKeys.all, 'list'] as const,
  list: (search: ComplaintSearch) => [...complaintKeys.lists(), search] as const,
  map: (area: MapArea) => [...complaintKeys.all, 'map', area] as const,
  mine: (search: ComplaintSearch) => [...complaintKeys.all, 'mine', search] as const,
  detail: (id: number, languageId: LanguageId) => [...complaintKeys.all, 'detail', id, languageId] as const,
  statistics: (languageId: LanguageId, dateFrom: string, dateTo: string) =>
    [...complaintKeys.all, 'statistics', languageId, dateFrom, dateTo] as const,
  reportSettings: () => [...complaintKeys.all, 'report-settings'] as const,
  /** "Was it fixed?": the question a link's token asks. */
  fixedQuestion: (token: string) => [...complaintKeys.all, 'fixed-question', token] as const,
  /** The home page's "reported / resolved this month". */
  monthCounts: () => [...complaintKeys.all, 'month-counts'] as const,
  /** How long the municipality usually takes to answer (the confirmation page). */
  responseTime: () => [...complaintKeys.all, 'response-time'] as const,
  /** Which sign-ins the municipality has open, for the choice at submit. */
  loginTypes: () => [...complaintKeys.all, 'login-types'] as const,
  categories: (languageId: LanguageId) => [...complaintKeys.all, 'categories', languageId] as const,
  /** Reports near a pin before a new one is written (NearbyRequest: position, category, language). */
  nearby: (request: object) => [...complaintKeys.all, 'nearby', request] as const,

  // The staff side.
  staff: () => [...complaintKeys.all, 'staff'] as const,
  staffList: (filter: StaffComplaintSearch) => [...complaintKeys.staff(), 'list', filter] as const,
  staffDetail: (id: number, languageId: LanguageId) =>
    [...complaintKeys.staff(), 'detail', id, languageId] as const,
  staffImages: (id: number) => [...complaintKeys.staff(), 'images', id] as const,
  assignableUnits: (languageId: LanguageId) => [...complaintKeys.staff(), 'units', languageId] as const,
  /** The caller's work queue: under `staff`, so every change of a complaint refreshes it. */
  workQueue: (languageId: LanguageId) => [...complaintKeys.staff(), 'work-queue', languageId] as const,
  /** The answer templates and those offered for one complaint (filled in for it). */
  templates: () => [...complaintKeys.all, 'templates'] as const,
  templateList: (search: object) => [...complaintKeys.templates(), 'list', search] as const,
  template: (id: number, languageId: LanguageId) =>
    [...complaintKeys.templates(), 'detail', id, languageId] as const,
  templatesFor: (complaintId: number) => [...complaintKeys.templates(), 'for', complaintId] as const,

  // The configuration parameters (photos per complaint, their size), which the reporting form reads too.
  parameters: () => [...complaintKeys.all, 'parameters'] as const,
  parameterList: (languageId: LanguageId) => [...complaintKeys.parameters(), 'list', languageId] as const,
  parameter: (id: number, languageId: LanguageId) =>
    [...complaintKeys.parameters(), 'detail', id, languageId] as const,
};
