import { enumValues, type SessionSearch, SessionStatus } from '@portal/contracts';
import {
  dayFilter,
  enumFilter,
  type FilterValues,
  idFilter,
  useFilteredList,
} from '../../../lib/address-filters';
import type { PagedSearch } from '../../../lib/list-state';

/** The list's filters beside the list state, each a search parameter of the address. */
const spec = {
  dateFrom: dayFilter('from'),
  dateTo: dayFilter('to'),
  statusId: enumFilter('status', enumValues(SessionStatus)),
  convocationId: idFilter('convocation'),
};

/** The search body of the list's state and filters. */
const searchOf = (filters: FilterValues<typeof spec>, paged: PagedSearch): SessionSearch => ({
  ...paged,
  dateFrom: filters.dateFrom ?? undefined,
  dateTo: filters.dateTo ?? undefined,
  statusId: filters.statusId ?? undefined,
  convocationId: filters.convocationId ?? undefined,
});

/**
 * The list's state and filters from the address, a setter that writes one and goes back to
 * page 1, clearing, and the search body of both.
 */
export function useSessionList() {
  return useFilteredList(spec, searchOf);
}
