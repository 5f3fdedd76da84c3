import { AddresseeKind, Profile } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { renderWithApp } from '../../../test/render';
import { signInAs, staffQuestion } from './test-support';
import { ToAnswerPage } from './ToAnswerPage';

const fetchMock = vi.fn<typeof fetch>();
const INBOX = '/council-member-questions/questions-to-answer';

const bodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/CouncilMembers/GetQuestionsToAnswer'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** The window as a 360 px phone reports it to media queries. */
function phoneWidth() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

async function open(search = '') {
  const router = createMemoryRouter([{ path: INBOX, element: <ToAnswerPage /> }], {
    initialEntries: [`${INBOX}${search}`],
  });
  await renderWithApp(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Pitanja za odgovor' });
  return router;
}

const unit = {
  addresseeKind: AddresseeKind.OrganizationalUnit,
  addresseeId: 5,
  name: 'Služba za komunalne poslove',
  party: '',
  memberTypeId: null,
};

describe('the addressee’s questions to answer', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signInAs(Profile.OrgUnit);
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path.endsWith('/CouncilMembers/GetQuestionsToAnswer')) {
        const { answered } = JSON.parse(String(init?.body)) as { answered: string };
        const items =
          answered === 'answered'
            ? [
                staffQuestion({
                  id: 42,
                  text: 'Da li je moguće postaviti klupe u parku?',
                  addressee: unit,
                  answerText: 'Jeste, do ljeta.',
                  answerActive: true,
                  answered: true,
                }),
              ]
            : [staffQuestion({ addressee: unit })];
        return Response.json({ items, totalCount: items.length });
      }
      return Response.json([]);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    auth.signOut();
  });

  it('opens on the unanswered questions, each leading to its page to answer, and filters on answered', async () => {
    const router = await open();
    expect(bodies()[0]).toEqual({ answered: 'unanswered', pageNumber: 1, pageSize: 10, languageId: 1 });
    const table = await screen.findByRole('table', { name: 'Pitanja za odgovor' });
    const row = (await within(table).findByText('Služba za komunalne poslove')).closest('tr')!;
    expect(within(row).getByText('Čeka odgovor')).toBeDefined();
    expect(
      within(row).getByRole('link', { name: 'Odgovori: 02.03.2026., Edin Karić' }).getAttribute('href'),
    ).toBe('/admin/council-members/question/41');

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Odgovorena' }));
    await waitFor(() => expect(router.state.location.search).toBe('?answered=answered'));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ answered: 'answered' }));
    const changed = await screen.findByRole('link', { name: 'Izmijeni odgovor: 02.03.2026., Edin Karić' });
    expect(changed.getAttribute('href')).toBe('/admin/council-members/question/42');
    expect(screen.getByText('Odgovor je objavljen')).toBeDefined();
  });

  it('shows each question as a card on a phone, with the answer button in reach', async () => {
    phoneWidth();
    await open();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(await screen.findByRole('list', { name: 'Pitanja za odgovor' })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(1);
    const card = within(cards[0]!);
    expect(card.getByRole('link', { name: /Kada će biti asfaltirana ulica/ }).getAttribute('href')).toBe(
      '/admin/council-members/question/41',
    );
    expect(card.getByRole('link', { name: 'Odgovori: 02.03.2026., Edin Karić' })).toBeDefined();
  });

  it('says when nothing is left to answer', async () => {
    fetchMock.mockImplementation(async () => Response.json({ items: [], totalCount: 0 }));
    await open();
    expect(await screen.findByText('Nemate neodgovorenih pitanja.')).toBeDefined();
  });
});
