import {
  AddresseeKind,
  type CouncilMemberSearch,
  enumValues,
  type LanguageId,
  memberTypes,
  type StaffQuestionSearch,
} from '@portal/contracts';
import {
  type AddressFilter,
  choiceFilter,
  dayFilter,
  enumFilter,
  idFilter,
  useAddressFilters,
} from '../../../lib/address-filters';
import type { ListState } from '../../../lib/list-state';

type Paging = Pick<ListState, 'search' | 'pageNumber' | 'pageSize'>;

/** The council members list's filters, each a search parameter of the address. */
const memberSpec = {
  memberTypeId: enumFilter('type', memberTypes),
  convocationId: idFilter('convocation'),
  politicalPartyId: idFilter('party'),
  active: choiceFilter('active', ['all', 'yes', 'no'] as const),
};

export type MemberFilters = ReturnType<typeof useMemberFilters>['filters'];

export function useMemberFilters() {
  return useAddressFilters(memberSpec);
}

/** The members search body of the list's state and filters. */
export function memberSearchOf(
  filters: MemberFilters,
  state: Paging,
  languageId: LanguageId,
): CouncilMemberSearch {
  return {
    languageId,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    text: state.search || undefined,
    memberTypeId: filters.memberTypeId ?? undefined,
    convocationId: filters.convocationId ?? undefined,
    politicalPartyId: filters.politicalPartyId ?? undefined,
    active: filters.active === 'all' ? undefined : filters.active === 'yes',
  };
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

export type QuestionFilters = ReturnType<typeof useQuestionFilters>['filters'];

export function useQuestionFilters() {
  return useAddressFilters(questionSpec);
}

/** The moderation search body. */
export function questionSearchOf(
  filters: QuestionFilters,
  state: Paging,
  languageId: LanguageId,
): StaffQuestionSearch {
  return {
    languageId,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    text: state.search || undefined,
    addresseeKind: filters.addressee.kind ?? undefined,
    addresseeId: filters.addressee.id ?? undefined,
    answered: filters.answered,
    state: filters.state,
    dateFrom: filters.dateFrom ?? undefined,
    dateTo: filters.dateTo ?? undefined,
  };
}
