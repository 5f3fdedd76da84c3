import type { PublicAgendaItemDetails } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { AgendaItemPage } from './AgendaItemPage';
import { agendaItem, bodyOf, comment, json, renderAt, session, signInCitizen } from './test-support';

const { agenda: _agenda, comments: _comments, documents: _documents, ...basics } = session();
const page = (
  overrides: { votingOpen?: boolean; myVote?: PublicAgendaItemDetails['item']['myVote'] } = {},
) => ({
  session: { ...basics, votingOpen: overrides.votingOpen ?? true },
  item: agendaItem({ myVote: overrides.myVote ?? null }),
  subItems: [agendaItem({ id: 32, parentId: 31, subNumber: 1, name: 'Amandman na budžet' })],
  comments: [comment({ id: 2, authorName: 'Amra H.', text: '', inappropriate: true, active: false })],
});

const fetchMock = vi.fn<typeof fetch>();
let detailsAnswer: () => Response;
let voteAnswer: () => Response;
const open = () =>
  renderAt('/public-sessions/agenda-item/:id', '/public-sessions/agenda-item/31', <AgendaItemPage />);
const voteButtons = () => screen.queryAllByRole('button', { name: /^(Za|Protiv|Suzdržan|Odsutan)$/ });
const voteRegion = () => screen.getByRole('region', { name: 'Vaš glas' });
const forBar = () => within(voteRegion()).getByRole('meter', { name: 'Za' });

describe('an agenda item’s public page and its vote', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    detailsAnswer = () => json(page());
    voteAnswer = () => json({ votes: { for: 7, against: 3, abstained: 1, absent: 0 }, myVote: 'for' });
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/api/PublicSessions/GetAgendaItem/31/1')) return detailsAnswer();
      if (String(url).endsWith('/api/PublicSessions/Vote')) return voteAnswer();
      return json({}, 404);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('leads back to its session and shows the item, its sub-items and hidden comments', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: agendaItem({}).name })).toBeDefined();
    const back = screen.getByRole('link', { name: `Nazad na sjednicu „${basics.title}“` });
    expect(back.getAttribute('href')).toBe('/public-sessions/session-details/7');
    expect(screen.getByRole('heading', { name: '3.1. Amandman na budžet' })).toBeDefined();
    expect(screen.getByText('Komentar je sakriven zbog neprimjerenog sadržaja.')).toBeDefined();
    // Signed out: the way to sign in instead of the buttons.
    expect(voteButtons()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Prijavite se na sistem da biste glasali.' })).toBeDefined();
  });

  it('sends the vote, updates the bars from the answer and says the vote was received', async () => {
    signInCitizen();
    await open();
    await screen.findByRole('heading', { level: 1, name: agendaItem({}).name });
    expect(forBar().getAttribute('aria-valuetext')).toMatch(/^6 glasova, 60,0\s%$/);
    await userEvent.click(screen.getByRole('button', { name: 'Za' }));

    await waitFor(() => expect(forBar().getAttribute('aria-valuetext')).toMatch(/^7 glasova, 63,6\s%$/));
    expect(bodyOf(fetchMock, '/api/PublicSessions/Vote')).toEqual({ agendaItemId: 31, choice: 'for' });
    expect(toaster.getState()).toMatchObject({ message: 'Vaš glas je zaprimljen.', kind: 'success' });
    expect(within(voteRegion()).getByText('Ukupno: 11 glasova')).toBeDefined();
    // The vote is final: the choice stays marked, the others cannot be pressed.
    expect(screen.getByRole('button', { name: 'Za' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Protiv' })).toHaveProperty('disabled', true);
  });

  it('shows the server’s refusal of a second vote in words, once, beside the buttons', async () => {
    signInCitizen();
    voteAnswer = () => json({ errors: { agendaItemId: 'vote_already_added' } }, 400);
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Protiv' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Već ste glasali za ovu tačku dnevnog reda.');
    expect(toaster.getState().visible).toBe(false);
    expect(forBar().getAttribute('aria-valuetext')).toMatch(/^6 glasova/);
  });

  it('offers no buttons when voting is closed or the citizen has voted', async () => {
    signInCitizen();
    detailsAnswer = () => json(page({ votingOpen: false }));
    const closed = await open();
    expect(await screen.findByText('Glasanje o ovoj tački dnevnog reda nije otvoreno.')).toBeDefined();
    expect(voteButtons()).toEqual([]);
    closed.unmount();

    detailsAnswer = () => json(page({ myVote: 'against' }));
    await open();
    expect(await screen.findByText('Vaš glas: Protiv')).toBeDefined();
    expect(voteButtons()).toEqual([]);
  });

  it('can be voted with the keyboard alone', async () => {
    signInCitizen();
    await open();
    await screen.findByRole('button', { name: 'Za' });
    const user = userEvent.setup();
    const abstain = screen.getByRole('button', { name: 'Suzdržan' });
    for (let i = 0; i < 60 && document.activeElement !== abstain; i++) await user.tab();
    expect(document.activeElement).toBe(abstain);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(bodyOf(fetchMock, '/api/PublicSessions/Vote')).toMatchObject({ choice: 'abstained' }),
    );
  });

  it('takes the Space key as well', async () => {
    signInCitizen();
    voteAnswer = () => json({ votes: { for: 6, against: 3, abstained: 1, absent: 1 }, myVote: 'absent' });
    await open();
    const absent = await screen.findByRole('button', { name: 'Odsutan' });
    absent.focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(bodyOf(fetchMock, '/api/PublicSessions/Vote')).toMatchObject({ choice: 'absent' }),
    );
    await waitFor(() =>
      expect(
        within(voteRegion()).getByRole('meter', { name: 'Odsutni' }).getAttribute('aria-valuetext'),
      ).toMatch(/^1 glas,/),
    );
  });
});
