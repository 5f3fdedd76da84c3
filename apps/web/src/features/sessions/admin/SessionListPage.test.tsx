import { Profile } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../lib/toast';
import { bodiesOf, mockApi } from '../../../test/api';
import { signInAs } from '../../../test/auth';
import { renderRoutes } from '../../../test/render';
import { SessionListPage } from './SessionListPage';
import { sessionRow } from './test-support';

const fetchMock = mockApi();
const LIST = '/admin/sessions/session-list';

async function open(search = '') {
  await renderRoutes([{ path: LIST, element: <SessionListPage /> }], `${LIST}${search}`);
  await screen.findAllByText('14. redovna sjednica');
}

const searches = () => bodiesOf(fetchMock, '/Sessions/Search');
const deletes = () => bodiesOf(fetchMock, '/Sessions/DeleteSessionByID');

const refusal = (key: string) => Response.json({ errors: { id: key } }, { status: 400 });

describe('the administration’s list of sessions', { timeout: 20_000 }, () => {
  let deleteAnswers: (() => Response)[] = [];
  beforeEach(() => {
    deleteAnswers = [];
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/Sessions/Search')) return Response.json({ items: [sessionRow()], totalCount: 1 });
      if (path.endsWith('/Sessions/DeleteSessionByID'))
        return deleteAnswers.shift()?.() ?? Response.json({ success: true });
      if (path.includes('/Convocation/GetAllForDropdown/'))
        return Response.json([{ id: 3, name: 'Saziv 2024–2028' }]);
      return Response.json([]);
    });
  });
  it('searches by the period, status, convocation, text and page size of the address', async () => {
    signInAs(Profile.Office);
    await open('?from=2026-01-01&to=2026-12-31&status=1&convocation=3&q=budžet&size=20');
    expect(searches()[0]).toEqual({
      languageId: 1,
      pageNumber: 1,
      pageSize: 20,
      text: 'budžet',
      dateFrom: '2026-01-01',
      dateTo: '2026-12-31',
      statusId: 1,
      convocationId: 3,
    });
    const table = screen.getByRole('table', { name: 'Sjednice vijeća' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('27.11.2026. 17:00')).toBeDefined();
    expect(within(row).getByText('U pripremi')).toBeDefined();
    expect(within(row).getByText('Saziv 2024–2028')).toBeDefined();
    expect(within(row).getByRole('link', { name: 'Uredi: 14. redovna sjednica' }).getAttribute('href')).toBe(
      '/admin/sessions/session-edit/12',
    );
    expect(screen.getByRole('link', { name: 'Nova sjednica' }).getAttribute('href')).toBe(
      '/admin/sessions/session-edit/0',
    );
  });

  it('asks an administrator again, more strongly, when the session has votes or comments, then forces', async () => {
    signInAs(Profile.Administrator);
    deleteAnswers = [() => refusal('deletion_not_possible')];
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Obriši: 14. redovna sjednica' }));
    const first = await screen.findByRole('dialog');
    expect(within(first).getByText(/Obrisati sjednicu „14. redovna sjednica“/)).toBeDefined();
    await userEvent.click(within(first).getByRole('button', { name: 'Obriši' }));

    const second = await screen.findByRole('dialog', { name: 'Sjednica ima glasove ili komentare' });
    expect(within(second).getByText(/trajno se brišu i glasovi i komentari/)).toBeDefined();
    await userEvent.click(within(second).getByRole('button', { name: 'Obriši sa glasovima i komentarima' }));
    await waitFor(() =>
      expect(deletes()).toEqual([
        { id: 12, force: false },
        { id: 12, force: true },
      ]),
    );
    await waitFor(() => expect(toaster.getState().message).toBe('Brisanje je uspješno.'));
  });

  it('tells other staff that the session cannot be deleted, without offering to force it', async () => {
    signInAs(Profile.Office);
    deleteAnswers = [() => refusal('deletion_not_possible')];
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Obriši: 14. redovna sjednica' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Obriši' }));
    await waitFor(() =>
      expect(toaster.getState().message).toBe(
        'Poruka sistema: Brisanje nije moguće jer se zapis koristi na drugim mjestima.',
      ),
    );
    expect(deletes()).toEqual([{ id: 12, force: false }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
