import { ComplaintStatus, enumValues } from '@portal/contracts';
import {
  choiceFilter,
  dayFilter,
  enumFilter,
  idFilter,
  useAddressFilters,
} from '../../../lib/address-filters';

/** The complaint filters in the address (beside the list's own q, sort, page, size), and the view: a list or the map. */
const spec = {
  categoryId: idFilter('category'),
  statusId: enumFilter('status', enumValues(ComplaintStatus)),
  dateFrom: dayFilter('from'),
  dateTo: dayFilter('to'),
  view: choiceFilter('view', ['list', 'map'], { clearable: false }),
};

export type ComplaintFilters = Omit<ReturnType<typeof useComplaintFilters>['filters'], 'view'>;

/**
 * The category, status and date filters, kept in the address like the list's state so
 * the back button and shared links keep them; a change goes back to page 1 (the view
 * keeps the page).
 */
export function useComplaintFilters() {
  const { filters, setFilter, clearFilters } = useAddressFilters(spec);
  const { view, ...rest } = filters;
  return {
    filters: rest,
    view,
    setCategory: (id: number | null) => setFilter('categoryId', id),
    setStatus: (id: number | null) => setFilter('statusId', id as ComplaintStatus | null),
    setDateFrom: (value: string | null) => setFilter('dateFrom', value),
    setDateTo: (value: string | null) => setFilter('dateTo', value),
    setView: (next: 'list' | 'map') => setFilter('view', next, { keepPage: true }),
    reset: clearFilters,
  };
}
