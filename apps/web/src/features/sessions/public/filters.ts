import { PublicSessionWhen } from '@portal/contracts';
import { choiceFilter, dayFilter, idFilter, useAddressFilters } from '../../../lib/address-filters';

export type SessionWhen = (typeof PublicSessionWhen.options)[number];

/** The session filters in the address: which sessions (a tab, kept when the others are cleared), the convocation, the period. */
const spec = {
  when: choiceFilter('when', PublicSessionWhen.options as [SessionWhen, ...SessionWhen[]], {
    clearable: false,
  }),
  convocationId: idFilter('convocation'),
  dateFrom: dayFilter('from'),
  dateTo: dayFilter('to'),
};

export type SessionFilters = ReturnType<typeof useSessionFilters>['filters'];

/**
 * Which sessions, the convocation and the period, kept in the address like the list's
 * state, so the back button and shared links keep them; a change goes back to page 1.
 */
export function useSessionFilters() {
  const { filters, setFilter, clearFilters } = useAddressFilters(spec);
  return {
    filters,
    setWhen: (value: SessionWhen) => setFilter('when', value),
    setConvocation: (id: number | null) => setFilter('convocationId', id),
    setDateFrom: (value: string | null) => setFilter('dateFrom', value),
    setDateTo: (value: string | null) => setFilter('dateTo', value),
    reset: clearFilters,
  };
}
