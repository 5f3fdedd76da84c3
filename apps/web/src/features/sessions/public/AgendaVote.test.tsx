import { Profile, type SignedInUser } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { AgendaItemPage } from './AgendaItemPage';
import { agendaItem, bodyOf, json, renderAt, session, signInCitizen } from './test-support';

/** Signs in as the anonymous citizen the sign-in page's "anonymous" button makes. */
function signInAnonymously() {
  const user: SignedInUser = {
    token: 'anonymous-token',
    isLoggedIn: true,
    username: 'anonimni-x1',
    id: 12,
    organizationId: null,
    profileId: Profile.AnonymousCitizen,
    roleName: 'Anonymous',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  };
  auth.signIn(user, []);
}

const { agenda: _agenda, comments: _comments, documents: _documents, ...basics } = session();
const page = (anonymousVoting: boolean) => ({
  session: basics,
  item: agendaItem({}),
  subItems: [],
  comments: [],
  anonymousVoting,
});

const fetchMock = vi.fn<typeof fetch>();
const open = () =>
  renderAt('/public-sessions/agenda-item/:id', '/public-sessions/agenda-item/31', <AgendaItemPage />);
const voteButtons = () => screen.queryAllByRole('button', { name: /^(Za|Protiv|Suzdržan|Odsutan)$/ });

/** The vote as the system parameter on anonymous citizens' votes has it (decision 0027). */
describe('an anonymous citizen’s vote on an agenda item', () => {
  let anonymousVoting: boolean;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/api/PublicSessions/GetAgendaItem/31/1')) return json(page(anonymousVoting));
      if (String(url).endsWith('/api/PublicSessions/Vote'))
        return json({ votes: { for: 7, against: 3, abstained: 1, absent: 0 }, myVote: 'for' });
      return json({}, 404);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('is asked of a registered account while the parameter is off, with the way to sign in with one', async () => {
    anonymousVoting = false;
    signInAnonymously();
    await open();
    const link = await screen.findByRole('link', {
      name: 'Za glasanje se prijavite registrovanim korisničkim računom.',
    });
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/public-sessions/agenda-item/31')}`,
    );
    expect(voteButtons()).toEqual([]);
  });

  it('is taken with the same buttons as a registered citizen’s where the parameter allows it', async () => {
    anonymousVoting = true;
    signInAnonymously();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Za' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, '/api/PublicSessions/Vote')).toEqual({ agendaItemId: 31, choice: 'for' }),
    );
    expect(screen.queryByText('Za glasanje se prijavite registrovanim korisničkim računom.')).toBeNull();
  });

  it('leaves a registered citizen’s buttons as they are when the parameter is off', async () => {
    anonymousVoting = false;
    signInCitizen();
    await open();
    expect(await screen.findByRole('button', { name: 'Za' })).toBeDefined();
    expect(voteButtons()).toHaveLength(4);
  });
});
