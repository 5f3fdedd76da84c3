import {
  type DiscussionComment,
  Profile,
  type PublicAgendaItem,
  type PublicSessionDetails,
  type SignedInUser,
  SessionStatus,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { auth } from '../../../lib/auth';
import { renderWithApp } from '../../../test/render';

/** Signs a citizen in, as the login page would. */
export function signInCitizen() {
  const user: SignedInUser = {
    token: 'citizen-token',
    isLoggedIn: true,
    username: 'citizen',
    id: 11,
    organizationId: null,
    profileId: Profile.RegisteredCitizen,
    roleName: 'Citizen',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  };
  auth.signIn(user, []);
}

/** Renders `element` at `path` (its pattern `route`) in the app's providers. */
export function renderAt(route: string, path: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  return renderWithApp(<RouterProvider router={router} />);
}

export const json = (body: unknown, status = 200) => Response.json(body, { status });

/** The body a mocked fetch was called with for the call whose path ends so. */
export function bodyOf(fetchMock: { mock: { calls: unknown[][] } }, pathEnd: string) {
  const found = fetchMock.mock.calls.find(([url]) => String(url).endsWith(pathEnd));
  return found ? (JSON.parse(String((found[1] as RequestInit).body)) as Record<string, unknown>) : undefined;
}

export const agendaItem = (overrides: Partial<PublicAgendaItem>): PublicAgendaItem => ({
  id: 31,
  parentId: null,
  ordinalNumber: 3,
  subNumber: 0,
  name: 'Prijedlog budžeta Grada Tuzla za 2027. godinu',
  description: 'Nacrt budžeta s obrazloženjem.',
  statusId: SessionStatus.Active,
  documents: [],
  votes: { for: 6, against: 3, abstained: 1, absent: 0 },
  myVote: null,
  commentCount: 0,
  council: { decisionId: null, for: null, against: null, abstained: null },
  ...overrides,
});

export const comment = (overrides: Partial<DiscussionComment>): DiscussionComment => ({
  id: 1,
  text: 'Podržavam prijedlog.',
  authorName: 'Emir B.',
  byStaff: false,
  dateCreated: '2026-11-20T10:05:00.000Z',
  files: [],
  active: true,
  inappropriate: false,
  ...overrides,
});

export const session = (overrides: Partial<PublicSessionDetails> = {}): PublicSessionDetails => ({
  id: 7,
  title: '12. redovna sjednica Gradskog vijeća',
  description: 'Sjednica o budžetu.',
  place: 'Sala Gradskog vijeća, Tuzla',
  startsAt: '2026-11-27T16:00:00.000Z',
  endsAt: '2026-11-27T19:00:00.000Z',
  statusId: SessionStatus.Active,
  convocationName: 'Saziv 2024–2028',
  votingEnabled: true,
  commentingEnabled: true,
  votingOpen: true,
  documents: [],
  agenda: [],
  comments: [],
  ...overrides,
});
