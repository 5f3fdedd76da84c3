import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { SessionDetailsPage } from './SessionDetailsPage';
import { agendaItem, bodyOf, comment, json, renderAt, session, signInCitizen } from './test-support';

const details = session({
  documents: [
    { id: 90, fileName: 'poziv.pdf', contentType: 'application/pdf', size: 100, additional: false },
    { id: 91, fileName: 'amandmani.pdf', contentType: 'application/pdf', size: 100, additional: true },
  ],
  agenda: [
    agendaItem({
      id: 32,
      parentId: 31,
      subNumber: 1,
      name: 'Amandman na budžet',
      votes: { for: 0, against: 0, abstained: 0, absent: 0 },
    }),
    agendaItem({
      id: 31,
      documents: [
        { id: 93, fileName: 'budzet.pdf', contentType: 'application/pdf', size: 100, additional: false },
      ],
      council: { decisionId: 1, for: 20, against: 3, abstained: 1 },
    }),
    agendaItem({ id: 10, ordinalNumber: 1, name: 'Usvajanje zapisnika', myVote: 'for' }),
  ],
  comments: [
    comment({ id: 1 }),
    comment({ id: 2, authorName: 'Amra H.', text: '', inappropriate: true, active: false }),
  ],
});

const fetchMock = vi.fn<typeof fetch>();
const open = () =>
  renderAt(
    '/public-sessions/session-details/:id',
    '/public-sessions/session-details/7',
    <SessionDetailsPage />,
  );

describe('a session’s public page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/api/Sessions/GetBasicDataByID/7/1')) return json(details);
      if (String(url).endsWith('/api/PublicSessions/AddSessionComment'))
        return json({ comment: comment({ id: 3, text: 'Hvala.' }), fileRefused: false });
      return json({ errors: { id: 'not_found' } }, 404);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('shows the facts, the materials and the agenda as a tree of items and sub-items', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: details.title })).toBeDefined();
    expect(screen.getByText('27.11.2026. 17:00 – 27.11.2026. 20:00')).toBeDefined();
    expect(screen.getByText('Saziv 2024–2028')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Preuzmi datoteku poziv.pdf' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Dodatni materijali' })).toBeDefined();

    const agenda = screen.getByRole('region', { name: 'Dnevni red' });
    const items = within(agenda)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(items).toEqual(['1. Usvajanje zapisnika', `3. ${agendaItem({}).name}`]);
    const budget = within(agenda).getByRole('article', { name: `3. ${agendaItem({}).name}` });
    // The sub-item is nested under its item, one level down.
    const sub = within(budget.parentElement!).getByRole('heading', { level: 4 });
    expect(sub.textContent).toBe('3.1. Amandman na budžet');
    expect(within(sub).getByRole('link').getAttribute('href')).toBe('/public-sessions/agenda-item/32');
    expect(within(budget).getByRole('button', { name: 'Preuzmi datoteku budzet.pdf' })).toBeDefined();

    // Bars with their values in words, not only in length and colour.
    const bars = within(budget).getAllByRole('meter');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'Za',
      'Protiv',
      'Suzdržani',
      'Odsutni',
    ]);
    expect(bars[0]!.getAttribute('aria-valuetext')).toMatch(/^6 glasova, 60,0\s%$/);
    expect(within(budget).getByText(/^3 glasa, 30,0\s%$/)).toBeDefined();
    expect(within(budget).getByText('Ukupno: 10 glasova')).toBeDefined();
    expect(within(budget).getByText(/Usvojeno/).textContent).toBe('Odluka Gradskog vijeća: Usvojeno');
    expect(within(budget).getByText('Glasanje vijećnika:').parentElement!.textContent).toBe(
      'Glasanje vijećnika: Za 20 · Protiv 3 · Suzdržani 1',
    );
    expect(within(agenda).getByText('Još nema glasova.')).toBeDefined();
    const minutes = within(agenda).getByRole('article', { name: '1. Usvajanje zapisnika' });
    expect(within(minutes).getByText('Vaš glas')).toBeDefined();
  });

  it('shows a hidden comment’s caption and offers signing in to comment', async () => {
    await open();
    const comments = await screen.findByRole('region', { name: 'Komentari na sjednicu' });
    expect(within(comments).getByText('Podržavam prijedlog.')).toBeDefined();
    const hidden = within(comments).getByRole('article', { name: 'Komentar: Amra H.' });
    expect(within(hidden).getByText('Komentar je sakriven zbog neprimjerenog sadržaja.')).toBeDefined();
    const signIn = within(comments).getByRole('link', {
      name: 'Prijavite se na sistem da biste komentarisali.',
    });
    expect(signIn.getAttribute('href')).toBe('/login?returnTo=%2Fpublic-sessions%2Fsession-details%2F7');
  });

  it('saves a signed-in citizen’s comment on the session', async () => {
    signInCitizen();
    await open();
    await screen.findByRole('heading', { name: 'Dodaj komentar' });
    await userEvent.type(screen.getByRole('textbox', { name: /Komentar/ }), 'Hvala.');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji komentar' }));
    await waitFor(() =>
      expect(bodyOf(fetchMock, '/api/PublicSessions/AddSessionComment')).toEqual({
        sessionId: 7,
        text: 'Hvala.',
        fileIds: [],
      }),
    );
    await waitFor(() => expect(toaster.getState().message).toBe('Komentar je sačuvan.'));
  });

  it('describes the session as a schema.org Event for search engines', async () => {
    const view = await open();
    await screen.findByRole('heading', { level: 1, name: details.title });
    const script = view.container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toMatchObject({
      '@type': 'Event',
      name: details.title,
      startDate: details.startsAt,
      endDate: details.endsAt,
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: details.place },
      organizer: { name: 'Grad Tuzla' },
    });
  });

  it('says so when there is no such session', async () => {
    await renderAt(
      '/public-sessions/session-details/:id',
      '/public-sessions/session-details/8',
      <SessionDetailsPage />,
    );
    expect(await screen.findByRole('heading', { name: 'Sjednica nije pronađena' })).toBeDefined();
    expect(toaster.getState().visible).toBe(false);
  });
});
