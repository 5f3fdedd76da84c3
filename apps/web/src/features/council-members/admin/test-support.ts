import {
  AddresseeKind,
  AnswerInputMode,
  type CouncilMemberDetails,
  type CouncilMemberListItem,
  MemberType,
  type SignedInUser,
  type StaffQuestion,
} from '@portal/contracts';
import { auth } from '../../../lib/auth';

/** Signs in someone of `profileId` (1 administrator, 12 council member, 8 a unit's account) with `rights`. */
export function signInAs(profileId: number, rights: number[] = []) {
  const user: SignedInUser = {
    token: 't',
    isLoggedIn: true,
    username: 'staff',
    id: 2,
    organizationId: 4,
    profileId,
    roleName: 'Staff',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  };
  auth.signIn(user, rights);
}

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

/** The autosize text areas listen for web fonts, which happy-dom does not have. */
export function stubFonts() {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
}

type XhrAnswer = { status: number; body: unknown };

/** An XMLHttpRequest that answers each upload with `answer(file)`, remembering what was sent. */
export function fakeXhr(answer: (file: File, url: string) => XhrAnswer) {
  const sent: { url: string; file: File }[] = [];
  class FakeXhr {
    url = '';
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    abort() {}
    send(body: FormData) {
      const file = body.get('file') as File;
      sent.push({ url: this.url, file });
      setTimeout(() => {
        const { status, body: response } = answer(file, this.url);
        this.status = status;
        this.responseText = JSON.stringify(response);
        this.onload?.();
      }, 0);
    }
  }
  return { FakeXhr, sent };
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
