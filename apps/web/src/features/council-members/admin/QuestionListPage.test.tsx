import { AddresseeKind, AnswerInputMode, Profile } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { renderWithApp } from '../../../test/render';
import { QuestionListPage } from './QuestionListPage';
import { signInAs, staffQuestion } from './test-support';

const fetchMock = vi.fn<typeof fetch>();
const LIST = '/admin/council-members/questions';

const bodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/CouncilMembers/SearchQuestions'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('the questions’ moderation list', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signInAs(Profile.Administrator);
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/CouncilMembers/SearchQuestions'))
        return Response.json({
          items: [
            staffQuestion({
              answerInputModeId: AnswerInputMode.ReplyToNotificationWithActivation,
              answerText: 'Radovi počinju u aprilu.',
              answeredByEmail: true,
              mayModerate: true,
            }),
          ],
          totalCount: 1,
        });
      if (path.endsWith('/PublicQuestions/GetAddressees/1'))
        return Response.json({
          mayor: {
            addresseeKind: AddresseeKind.Mayor,
            addresseeId: 1,
            name: 'Zijad Lugavić',
            party: 'SDP',
            memberTypeId: 2,
          },
          councilMembers: [
            {
              addresseeKind: AddresseeKind.CouncilMember,
              addresseeId: 7,
              name: 'Amra Hodžić',
              party: 'SDP',
              memberTypeId: 1,
            },
            {
              addresseeKind: AddresseeKind.CouncilMember,
              addresseeId: 8,
              name: 'Senad Mujić',
              party: 'SDA',
              memberTypeId: 1,
            },
          ],
          units: [],
        });
      return Response.json([]);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    auth.signOut();
  });

  it('searches by the address’s filters, shows each question’s flags, and narrows to one addressee', async () => {
    const router = createMemoryRouter([{ path: LIST, element: <QuestionListPage /> }], {
      initialEntries: [`${LIST}?addressee=1&state=awaitingActivation&from=2026-01-01&q=ulica`],
    });
    await renderWithApp(<RouterProvider router={router} />);
    const table = await screen.findByRole('table', { name: 'Pitanja građana' });
    const row = (await within(table).findByText('Amra Hodžić (SDP)')).closest('tr')!;
    expect(bodies()[0]).toEqual({
      languageId: 1,
      pageNumber: 1,
      pageSize: 10,
      text: 'ulica',
      addresseeKind: 1,
      answered: 'all',
      state: 'awaitingActivation',
      dateFrom: '2026-01-01',
    });
    expect(within(row).getByText('02.03.2026.')).toBeDefined();
    expect(within(row).getByText('Čeka aktivaciju')).toBeDefined();
    expect(within(row).getByText('Odgovor e-poštom')).toBeDefined();
    expect(
      within(row)
        .getByRole('link', { name: /Kada će biti asfaltirana ulica/ })
        .getAttribute('href'),
    ).toBe('/admin/council-members/question/41');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Adresat' }));
    await user.click(await screen.findByRole('option', { name: 'Senad Mujić (SDA)' }));
    await waitFor(() => expect(bodies().at(-1)).toMatchObject({ addresseeKind: 1, addresseeId: 8 }));
    expect(new URLSearchParams(router.state.location.search).get('addressee')).toBe('1-8');

    // Another kind drops the addressee of the first.
    await user.click(screen.getByRole('combobox', { name: 'Kome je upućeno' }));
    await user.click(await screen.findByRole('option', { name: 'Gradonačelnik' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('addressee')).toBe('2'));
    expect(bodies().at(-1)).toMatchObject({ addresseeKind: 2 });
    expect(bodies().at(-1)).not.toHaveProperty('addresseeId');
  });
});
