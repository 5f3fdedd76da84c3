import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesOf, mockApi } from '../../../test/api';
import { signInAs } from '../../../test/auth';
import { stubFonts } from '../../../test/browser';
import { renderRoutes } from '../../../test/render';
import { SessionEditPage } from './SessionEditPage';
import { agendaItem, sessionDetails } from './test-support';

const fetchMock = mockApi();
const EDIT = '/admin/sessions/session-edit/:id';

const saves = () => bodiesOf(fetchMock, '/Sessions/Save');

/** Sets a moment's day (typed as people type it) and time. */
async function setMoment(user: ReturnType<typeof userEvent.setup>, label: string, day: string, time: string) {
  const group = screen.getByRole('group', { name: new RegExp(`^${label}`) });
  const date = within(group).getByRole('textbox', { name: /Datum/ });
  await user.clear(date);
  await user.type(date, day);
  const [hours, minutes] = time.split(':') as [string, string];
  await user.clear(within(group).getByLabelText('Sati'));
  await user.type(within(group).getByLabelText('Sati'), hours);
  await user.clear(within(group).getByLabelText('Minute'));
  await user.type(within(group).getByLabelText('Minute'), minutes);
}

describe('the session’s edit page', { timeout: 60_000 }, () => {
  let saveAnswers: (() => Response)[] = [];
  beforeEach(() => {
    stubFonts();
    signInAs(6);
    saveAnswers = [];
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.includes('/Convocation/GetAllForDropdown/'))
        return Response.json([{ id: 3, name: 'Saziv 2024–2028' }]);
      if (path.endsWith('/Sessions/Save')) return saveAnswers.shift()!();
      if (path.endsWith('/Sessions/GetByID/13')) return Response.json(sessionDetails({ id: 13 }));
      return Response.json([]);
    });
  });

  it('saves a new session, keeping the input of a refused save with the message on its field', async () => {
    const user = userEvent.setup();
    saveAnswers = [
      () =>
        Response.json({ errors: { convocationId: 'convocation_not_current_or_inactive' } }, { status: 400 }),
      () => Response.json(sessionDetails({ id: 13 })),
    ];
    const { router } = await renderRoutes(
      [{ path: EDIT, element: <SessionEditPage /> }],
      '/admin/sessions/session-edit/0',
    );
    await screen.findByRole('heading', { name: 'Nova sjednica' });

    const title = within(screen.getByRole('group', { name: 'Naslov' })).getByRole('textbox', {
      name: /Bosanski/,
    });
    await user.type(title, 'Tematska sjednica o budžetu');
    await user.type(screen.getByRole('textbox', { name: /Mjesto održavanja/ }), 'Sala Gradskog vijeća');
    await setMoment(user, 'Početak', '27.11.2026', '17:00');
    await setMoment(user, 'Završetak', '27.11.2026', '16:00');
    await user.click(screen.getAllByLabelText(/Saziv/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'Saziv 2024–2028' }));

    // The end before the start is refused on the end's field, before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    const end = screen.getByRole('group', { name: /^Završetak/ });
    expect(await within(end).findByText(/Datum završetka ne može biti prije datuma početka/)).toBeDefined();
    expect(saves()).toEqual([]);

    await setMoment(user, 'Završetak', '27.11.2026', '20:00');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findAllByText(/Saziv nije trenutni ili nije aktivan/)).not.toHaveLength(0);
    expect(title).toHaveProperty('value', 'Tematska sjednica o budžetu');
    expect(saves()[0]).toEqual({
      id: 0,
      title: { bs: 'Tematska sjednica o budžetu', hr: '', sr_cyr: '' },
      description: { bs: '', hr: '', sr_cyr: '' },
      place: 'Sala Gradskog vijeća',
      startsAt: '2026-11-27T17:00:00+01:00',
      endsAt: '2026-11-27T20:00:00+01:00',
      statusId: 1,
      privilegeId: 1,
      votingEnabled: false,
      commentingEnabled: false,
      published: false,
      convocationId: 3,
      documentIds: [],
      additionalIds: [],
      removedDocumentIds: [],
    });

    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sessions/session-edit/13'));
    expect(await screen.findByRole('heading', { name: 'Dnevni red' })).toBeDefined();
    expect(saves()).toHaveLength(2);
  });

  it('shows an office moderator the session and its agenda to moderate, with nothing to edit', async () => {
    signInAs(14);
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/Sessions/GetByID/13')) return Response.json(sessionDetails({ id: 13 }));
      if (path.endsWith('/Sessions/GetAgendasBySessionID/13'))
        return Response.json([
          agendaItem(21, 1, 'Budžet za 2027. godinu', { commentCount: 2 }),
          agendaItem(22, 1, 'Amandmani', { parentId: 21, subNumber: 1 }),
        ]);
      return Response.json([]);
    });
    await renderRoutes([{ path: EDIT, element: <SessionEditPage /> }], '/admin/sessions/session-edit/13');
    await screen.findByRole('heading', { name: 'Komentari sjednice', level: 1 });
    expect(screen.getByRole('heading', { name: '14. redovna sjednica' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Sačuvaj' })).toBeNull();
    expect(screen.queryByRole('textbox')).not.toBeNull(); // the staff comment's field only
    expect(screen.queryAllByRole('textbox')).toHaveLength(1);

    const open = await screen.findByRole('button', { name: 'Komentari (2): 1.' });
    await userEvent.setup().click(open);
    expect(
      await screen.findByRole('heading', { name: /Komentari na tačku 1\. Budžet za 2027\. godinu/ }),
    ).toBeDefined();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).some((url) => url.includes('/21'))).toBe(true);
  });
});
