import {
  type AddresseeName,
  type Addressees,
  Profile,
  type PublicCouncilMember,
  type PublicQuestionDetails,
  type PublicQuestionListItem,
  type SignedInUser,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from '../../../lib/router';
import { auth } from '../../../lib/auth';
import { renderWithApp } from '../../../test/render';

/** Signs a citizen in, as the login page would. */
export function signInCitizen() {
  const user: SignedInUser = {
    token: 'citizen-token',
    isLoggedIn: true,
    username: 'amra',
    id: 11,
    organizationId: null,
    profileId: Profile.RegisteredCitizen,
    roleName: 'Citizen',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  };
  auth.signIn(user, []);
}

/** Renders `element` at `path` (its pattern `route`), with other routes beside it, in the app's providers. */
export async function renderAt(route: string, path: string, element: ReactNode, others: RouteObject[] = []) {
  const router = createMemoryRouter([{ path: route, element }, ...others], { initialEntries: [path] });
  const view = await renderWithApp(<RouterProvider router={router} />);
  return { router, view };
}

export const json = (body: unknown, status = 200) => Response.json(body, { status });

type Calls = { mock: { calls: unknown[][] } };

/** The JSON bodies a mocked fetch was called with for the calls whose path ends so, in order. */
export function bodiesOf(fetchMock: Calls, pathEnd: string) {
  return fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(pathEnd))
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)) as Record<string, unknown>);
}

export const member = (overrides: Partial<AddresseeName> = {}): AddresseeName => ({
  addresseeKind: 1,
  addresseeId: 7,
  name: 'Amra Hodžić',
  party: 'SDA',
  memberTypeId: 1,
  ...overrides,
});

export const unit = (overrides: Partial<AddresseeName> = {}): AddresseeName => ({
  addresseeKind: 3,
  addresseeId: 21,
  name: 'Služba za komunalne poslove',
  party: '',
  memberTypeId: null,
  ...overrides,
});

export const mayor = (overrides: Partial<AddresseeName> = {}): AddresseeName => ({
  addresseeKind: 2,
  addresseeId: 1,
  name: 'Zijad Lugavić',
  party: 'SDP',
  memberTypeId: 2,
  ...overrides,
});

export const addressees = (overrides: Partial<Addressees> = {}): Addressees => ({
  mayor: mayor(),
  councilMembers: [member(), member({ addresseeId: 8, name: 'Edin Kovačević', party: 'NiP' })],
  units: [unit()],
  ...overrides,
});

export const listItem = (overrides: Partial<PublicQuestionListItem> = {}): PublicQuestionListItem => ({
  id: 31,
  text: 'Kada će biti popravljena javna rasvjeta u Ulici Franje Ledera?',
  askedAt: '2026-11-03T09:15:00.000Z',
  askerName: 'Emir B.',
  addressee: member(),
  answered: false,
  answeredAt: null,
  inappropriate: false,
  ...overrides,
});

export const details = (overrides: Partial<PublicQuestionDetails> = {}): PublicQuestionDetails => ({
  ...listItem(),
  answerText: '',
  answeredByName: null,
  files: [],
  ...overrides,
});

export const councilMember = (overrides: Partial<PublicCouncilMember> = {}): PublicCouncilMember => ({
  id: 7,
  name: 'Amra Hodžić',
  memberTypeId: 1,
  politicalPartyName: 'Stranka demokratske akcije',
  politicalPartyShortName: 'SDA',
  convocationName: 'Saziv 2024–2028',
  hasPicture: true,
  active: true,
  biography: 'Profesorica historije.\nVijećnica od 2020.',
  questionCount: 12,
  answeredCount: 9,
  ...overrides,
});
