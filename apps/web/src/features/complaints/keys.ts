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
  categories: (languageId: LanguageId) => [...complaintKeys.all, 'categories', languageId] as const,

  // The staff side.
  staff: () => [...complaintKeys.all, 'staff'] as const,
  staffList: (filter: StaffComplaintSearch) => [...complaintKeys.staff(), 'list', filter] as const,
  staffDetail: (id: number, languageId: LanguageId) =>
    [...complaintKeys.staff(), 'detail', id, languageId] as const,
  staffImages: (id: number) => [...complaintKeys.staff(), 'images', id] as const,
  assignableUnits: (languageId: LanguageId) => [...complaintKeys.staff(), 'units', languageId] as const,

  // The configuration parameters (photos per complaint, their size), which the reporting form reads too.
  parameters: () => [...complaintKeys.all, 'parameters'] as const,
  parameterList: (languageId: LanguageId) => [...complaintKeys.parameters(), 'list', languageId] as const,
  parameter: (id: number, languageId: LanguageId) =>
    [...complaintKeys.parameters(), 'detail', id, languageId] as const,
};
