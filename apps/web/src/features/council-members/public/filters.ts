import { QuestionAnswered } from '@portal/contracts';
import {
  choiceFilter,
  dayFilter,
  idFilter,
  textFilter,
  useAddressFilters,
} from '../../../lib/address-filters';

export type Answered = QuestionAnswered;

/** The text filter's longest text (the search's own limit). */
export const TEXT_FILTER_MAX = 100;

/** The question filters in the address, beside the list's page: whom, answered or not, the period, a text. */
const spec = {
  addresseeId: idFilter('addresseeId'),
  answered: choiceFilter('answered', QuestionAnswered.options as [Answered, ...Answered[]]),
  dateFrom: dayFilter('dateFrom'),
  dateTo: dayFilter('dateTo'),
  text: textFilter('text', TEXT_FILTER_MAX),
};

export type QuestionFilters = ReturnType<typeof useQuestionFilters>['filters'];

/**
 * The filters of a question list, kept in the address so that the back button and shared
 * links keep them; a change goes back to page 1.
 */
export function useQuestionFilters() {
  const { filters, setFilter, clearFilters } = useAddressFilters(spec);
  return {
    filters,
    setAddressee: (id: number | null) => setFilter('addresseeId', id),
    setAnswered: (value: Answered) => setFilter('answered', value),
    setDateFrom: (value: string | null) => setFilter('dateFrom', value),
    setDateTo: (value: string | null) => setFilter('dateTo', value),
    setText: (value: string) => setFilter('text', value.trim().slice(0, TEXT_FILTER_MAX)),
    reset: clearFilters,
  };
}
