import {
  type AgendaItemDetails,
  type SessionDetails,
  type SessionListItem,
  SessionStatus,
} from '@portal/contracts';

// The staff sign-in and the browser stand-ins are the app's; the feature's tests import them from here too.
export { signInAs } from '../../../test/auth';
export { stubFonts } from '../../../test/browser';

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
