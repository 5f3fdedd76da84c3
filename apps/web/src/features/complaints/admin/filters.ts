import {
  ComplaintStatus,
  enumValues,
  type LanguageId,
  type StaffComplaintSearch,
  workQueueGroups,
} from '@portal/contracts';
import {
  choiceFilter,
  dayFilter,
  enumFilter,
  flagFilter,
  idFilter,
  textFilter,
  useAddressFilters,
} from '../../../lib/address-filters';
import type { ListState } from '../../../lib/list-state';

/** The staff list's filters beside the list state, each a search parameter of the address. */
const spec = {
  number: textFilter('number', 20),
  categoryId: idFilter('category'),
  statusId: enumFilter('status', enumValues(ComplaintStatus)),
  organizationalUnitId: idFilter('unit'),
  dateFrom: dayFilter('from'),
  dateTo: dayFilter('to'),
  unassigned: flagFilter('unassigned'),
  inappropriate: flagFilter('inappropriate'),
  overdue: flagFilter('overdue'),
  /** A group of the work queue ('' none), the queue page's links to the list. */
  queue: choiceFilter('queue', ['', ...workQueueGroups] as const),
};

export type ComplaintFilters = ReturnType<typeof useComplaintFilters>['filters'];

export const SORTS = ['dateCreated', 'number', 'title', 'status', 'category', 'supportCount'] as const;
/** Counts sort the most first at the first click. */
export const DESCENDING_FIRST = ['supportCount'] as const;
export type ComplaintSort = (typeof SORTS)[number];

/** The search body of the list's state and filters. */
export function searchOf(
  filters: ComplaintFilters,
  state: Pick<ListState, 'search' | 'sort' | 'pageNumber' | 'pageSize'>,
  languageId: LanguageId,
): StaffComplaintSearch {
  const sort = SORTS.find((s) => s === state.sort?.key) ?? 'dateCreated';
  return {
    languageId,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    sort,
    direction: state.sort?.direction ?? 'desc',
    text: state.search || undefined,
    number: filters.number || undefined,
    categoryId: filters.categoryId ?? undefined,
    statusId: filters.statusId ?? undefined,
    organizationalUnitId: filters.organizationalUnitId ?? undefined,
    dateFrom: filters.dateFrom ?? undefined,
    dateTo: filters.dateTo ?? undefined,
    unassigned: filters.unassigned || undefined,
    inappropriate: filters.inappropriate || undefined,
    overdue: filters.overdue || undefined,
    queue: filters.queue || undefined,
  };
}

/** The filters from the address, a setter that writes one and goes back to page 1, and clearing. */
export function useComplaintFilters() {
  return useAddressFilters(spec);
}
