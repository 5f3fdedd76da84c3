import {
  type AgendaItemDetails,
  type SessionDetails,
  type SessionListItem,
  type SignedInUser,
  SessionStatus,
} from '@portal/contracts';
import { auth } from '../../../lib/auth';

/** Signs in a member of staff of `profileId` (1 administrator, 6 office). */
export function signInAs(profileId: number) {
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
  auth.signIn(user, []);
}

/** Session 12 as the list shows it; `overrides` change it. */
export function sessionRow(overrides: Partial<SessionListItem> = {}): SessionListItem {
  return {
    id: 12,
    title: '14. redovna sjednica',
    place: 'Sala Gradskog vijeća',
    startsAt: '2026-11-27T16:00:00.000Z',
    endsAt: '2026-11-27T19:00:00.000Z',
    statusId: SessionStatus.InPreparation,
    privilegeId: 1,
    published: true,
    votingEnabled: true,
    commentingEnabled: true,
    convocationId: 3,
    convocationName: 'Saziv 2024–2028',
    agendaItemCount: 4,
    commentCount: 2,
    voteCount: 17,
    ...overrides,
  };
}

/** Session 12 as its edit page reads it. */
export function sessionDetails(overrides: Partial<SessionDetails> = {}): SessionDetails {
  return {
    id: 12,
    title: { bs: '14. redovna sjednica', hr: '14. redovita sjednica', sr_cyr: '14. редовна сједница' },
    description: { bs: '', hr: '', sr_cyr: '' },
    place: 'Sala Gradskog vijeća',
    startsAt: '2026-11-27T16:00:00.000Z',
    endsAt: '2026-11-27T19:00:00.000Z',
    statusId: SessionStatus.InPreparation,
    privilegeId: 1,
    votingEnabled: true,
    commentingEnabled: true,
    published: false,
    firstPublishedAt: null,
    convocationId: 3,
    documents: [],
    agendaItemCount: 0,
    commentCount: 0,
    voteCount: 0,
    ...overrides,
  };
}

/** An agenda item (sub-item when `parentId` is given), with no votes, comments or files. */
export function agendaItem(
  id: number,
  ordinalNumber: number,
  name: string,
  overrides: Partial<AgendaItemDetails> = {},
): AgendaItemDetails {
  return {
    id,
    parentId: null,
    ordinalNumber,
    subNumber: 0,
    name: { bs: name, hr: name, sr_cyr: name },
    description: { bs: '', hr: '', sr_cyr: '' },
    statusId: SessionStatus.InPreparation,
    documents: [],
    votes: { for: 0, against: 0, abstained: 0, absent: 0 },
    commentCount: 0,
    council: { decisionId: null, for: null, against: null, abstained: null },
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
