import {
  AddresseeKind,
  type CouncilMemberSearch,
  enumValues,
  memberTypes,
  type StaffQuestionSearch,
} from '@portal/contracts';
import {
  type AddressFilter,
  choiceFilter,
  dayFilter,
  enumFilter,
  type FilterValues,
  idFilter,
  useFilteredList,
} from '../../../lib/address-filters';
import type { PagedSearch } from '../../../lib/list-state';

/** The council members list's filters, each a search parameter of the address. */
const memberSpec = {
  memberTypeId: enumFilter('type', memberTypes),
  convocationId: idFilter('convocation'),
  politicalPartyId: idFilter('party'),
  active: choiceFilter('active', ['all', 'yes', 'no'] as const),
};

/** The members search body of the list's state and filters. */
const memberSearchOf = (
  filters: FilterValues<typeof memberSpec>,
  paged: PagedSearch,
): CouncilMemberSearch => ({
  ...paged,
  memberTypeId: filters.memberTypeId ?? undefined,
  convocationId: filters.convocationId ?? undefined,
  politicalPartyId: filters.politicalPartyId ?? undefined,
  active: filters.active === 'all' ? undefined : filters.active === 'yes',
});

/** The council members list's state and filters in the address, and its search. */
export function useMemberList() {
  return useFilteredList(memberSpec, memberSearchOf);
}

export const questionStates = ['all', 'awaitingActivation', 'inappropriate', 'inactive'] as const;
export const answeredChoices = ['all', 'answered', 'unanswered'] as const;

export type AddresseeChoice = { kind: AddresseeKind | null; id: number | null };
const NO_ADDRESSEE: AddresseeChoice = { kind: null, id: null };
const kinds: readonly number[] = enumValues(AddresseeKind);

/**
 * The addressee kind and, within it, one addressee, as one parameter ("1", "1-12"): changing
 * the kind drops the addressee of the other kind in the same step.
 */
const addresseeFilter: AddressFilter<AddresseeChoice> = {
  param: 'addressee',
  read: (raw) => {
    const parts = /^(\d)(?:-(\d{1,9}))?$/.exec(raw ?? '');
    const kind = Number(parts?.[1]);
    if (!parts || !kinds.includes(kind)) return NO_ADDRESSEE;
    const id = Number(parts[2] ?? 0);
    return { kind: kind as AddresseeKind, id: id > 0 ? id : null };
  },
  write: ({ kind, id }) => (kind === null ? null : id ? `${kind}-${id}` : String(kind)),
};

/** The questions' moderation filters, each a search parameter of the address. */
const questionSpec = {
  addressee: addresseeFilter,
  answered: choiceFilter('answered', answeredChoices),
  state: choiceFilter('state', questionStates),
  dateFrom: dayFilter('from'),
  dateTo: dayFilter('to'),
};

/** The moderation search body. */
const questionSearchOf = (
  filters: FilterValues<typeof questionSpec>,
  paged: PagedSearch,
): StaffQuestionSearch => ({
  ...paged,
  addresseeKind: filters.addressee.kind ?? undefined,
  addresseeId: filters.addressee.id ?? undefined,
  answered: filters.answered,
  state: filters.state,
  dateFrom: filters.dateFrom ?? undefined,
  dateTo: filters.dateTo ?? undefined,
});

/** The questions' moderation list: its state and filters in the address, and its search. */
export function useQuestionList() {
  return useFilteredList(questionSpec, questionSearchOf);
}
