import {
  AddresseeKind,
  AnswerInputMode,
  type CouncilMemberDetails,
  type CouncilMemberListItem,
  MemberType,
  type StaffQuestion,
} from '@portal/contracts';

// The staff sign-in and the browser stand-ins are the app's; the feature's tests import them from here too.
export { signInAs } from '../../../test/auth';
export { fakeXhr, stubFonts } from '../../../test/browser';

/** Council member 7 as the list shows it. */
export function memberRow(overrides: Partial<CouncilMemberListItem> = {}): CouncilMemberListItem {
  return {
    id: 7,
    name: 'Amra Hodžić',
    memberTypeId: MemberType.CouncilMember,
    politicalPartyName: 'Socijaldemokratska partija',
    politicalPartyShortName: 'SDP',
    convocationName: 'Saziv 2024–2028',
    hasPicture: true,
    active: true,
    userId: 31,
    answerInputModeId: AnswerInputMode.ThroughSystem,
    questionCount: 3,
    ...overrides,
  };
}

/** Council member 7 as the edit page reads it. */
export function memberDetails(overrides: Partial<CouncilMemberDetails> = {}): CouncilMemberDetails {
  return {
    id: 7,
    memberTypeId: MemberType.CouncilMember,
    politicalPartyId: 4,
    convocationId: 3,
    userId: 31,
    userName: 'Amra Hodžić',
    biography: { bs: 'Diplomirana ekonomistica.', hr: '', sr_cyr: '' },
    answerInputModeId: AnswerInputMode.ThroughSystem,
    active: true,
    hasPicture: true,
    questionCount: 3,
    ...overrides,
  };
}

/** Question 41 to council member 7, unanswered, as its addressee sees it. */
export function staffQuestion(overrides: Partial<StaffQuestion> = {}): StaffQuestion {
  return {
    id: 41,
    text: 'Kada će biti asfaltirana ulica Džafer Mahala?',
    askedAt: '2026-03-02T09:15:00.000Z',
    askerName: 'Edin K.',
    askerFullName: 'Edin Karić',
    addressee: {
      addresseeKind: AddresseeKind.CouncilMember,
      addresseeId: 7,
      name: 'Amra Hodžić',
      party: 'SDP',
      memberTypeId: MemberType.CouncilMember,
    },
    answered: false,
    answeredAt: null,
    inappropriate: false,
    answerText: '',
    answeredByName: null,
    files: [],
    citizenEmail: 'edin.karic@example.ba',
    contactEmail: null,
    questionActive: true,
    answerActive: false,
    answerInputModeId: AnswerInputMode.ThroughSystem,
    answeredByEmail: false,
    mayAnswer: true,
    mayModerate: false,
    ...overrides,
  };
}

/** What an upload call answers for a file it took. */
export const uploaded = (fileId: string, fileName: string, contentType = 'application/pdf') => ({
  fileId,
  fileName,
  contentType,
  size: 1000,
  width: null,
  height: null,
});
