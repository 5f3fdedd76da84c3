import { enumValues, type LanguageId, type SessionSearch, SessionStatus } from '@portal/contracts';
import { dayFilter, enumFilter, idFilter, useAddressFilters } from '../../../lib/address-filters';
import type { ListState } from '../../../lib/list-state';

/** The list's filters beside the list state, each a search parameter of the address. */
const spec = {
  dateFrom: dayFilter('from'),
  dateTo: dayFilter('to'),
  statusId: enumFilter('status', enumValues(SessionStatus)),
  convocationId: idFilter('convocation'),
};

export type SessionFilters = ReturnType<typeof useSessionFilters>['filters'];

/** The search body of the list's state and filters. */
export function searchOf(
  filters: SessionFilters,
  state: Pick<ListState, 'search' | 'pageNumber' | 'pageSize'>,
  languageId: LanguageId,
): SessionSearch {
  return {
    languageId,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    text: state.search || undefined,
    dateFrom: filters.dateFrom ?? undefined,
    dateTo: filters.dateTo ?? undefined,
    statusId: filters.statusId ?? undefined,
    convocationId: filters.convocationId ?? undefined,
  };
}

/** The filters from the address, a setter that writes one and goes back to page 1, and clearing. */
export function useSessionFilters() {
  return useAddressFilters(spec);
}
