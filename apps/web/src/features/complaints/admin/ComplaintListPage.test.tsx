import { AccessRight, ComplaintStatus, Profile } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { ComplaintListPage } from './ComplaintListPage';

const fetchMock = vi.fn<typeof fetch>();

const row = {
  id: 7,
  number: '154/2026',
  title: 'Udarna rupa u Ulici Maršala Tita',
  categoryId: 3,
  categoryName: 'Putevi',
  categoryIcon: 'road',
  statusId: ComplaintStatus.Assigned,
  dateCreated: '2026-03-02T09:15:00.000Z',
  address: 'Maršala Tita 12, Tuzla',
  latitude: 44.5384,
  longitude: 18.6671,
  organizationalUnitName: 'Služba za komunalne poslove',
  imageId: null,
  userName: 'Amra Hodžić',
  organizationalUnitId: 4,
  inappropriate: true,
  visible: false,
  dateResolved: null,
  commentCount: 2,
  supportCount: 1234,
};

function signIn(profileId: number, rights: number[]) {
  auth.signIn(
    {
      token: 't',
      isLoggedIn: true,
      username: 'office',
      id: 2,
      organizationId: 4,
      profileId,
      roleName: 'Office',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
    rights,
  );
}

async function open(search = '') {
  const router = createMemoryRouter(
    [{ path: '/admin/complaint-configuration/complaint-list', element: <ComplaintListPage /> }],
    { initialEntries: [`/admin/complaint-configuration/complaint-list${search}`] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  await screen.findByText('Udarna rupa u Ulici Maršala Tita');
  return router;
}

const searches = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/ComplaintConfiguration/SearchComplaints'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('the staff list of complaints', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/SearchComplaints')
        ? Response.json({ items: [row], totalCount: 1 })
        : Response.json([]),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('searches with the filters of the address and shows the row’s status, unit and flags', async () => {
    signIn(Profile.Office, [AccessRight.ComplaintListAllLevels]);
    await open('?status=3&unit=4&from=2026-03-01&unassigned=1&size=20&sort=number&dir=asc');
    expect(searches()[0]).toEqual({
      languageId: 1,
      pageNumber: 1,
      pageSize: 20,
      sort: 'number',
      direction: 'asc',
      statusId: 3,
      organizationalUnitId: 4,
      dateFrom: '2026-03-01',
      unassigned: true,
    });
    const table = screen.getByRole('table', { name: 'Prijave problema' });
    const cells = within(table).getAllByRole('row')[1]!;
    expect(within(cells).getByText('Dodijeljena')).toBeDefined();
    expect(within(cells).getByText('Služba za komunalne poslove')).toBeDefined();
    expect(within(cells).getByText('02.03.2026.')).toBeDefined();
    expect(within(cells).getByText('Neprimjerena')).toBeDefined();
    expect(within(cells).getByText('Skrivena')).toBeDefined();
    expect(screen.getByRole('checkbox', { name: 'Samo nedodijeljene' })).toHaveProperty('checked', true);
  });

  it('shows the supports per row and sorts by them on the server, the most first', async () => {
    signIn(Profile.OrgUnit, [AccessRight.ComplaintListOwnUnit]);
    await open();
    const table = screen.getByRole('table', { name: 'Prijave problema' });
    expect(within(within(table).getAllByRole('row')[1]!).getByText('1.234')).toBeDefined();
    await userEvent.click(within(table).getByRole('button', { name: /Podrške/ }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ sort: 'supportCount', direction: 'desc' }));
  });

  it('filters by a group of the work queue, as the queue’s links ask', async () => {
    signIn(Profile.OrgUnit, [AccessRight.ComplaintListOwnUnit]);
    await open('?queue=waiting&sort=dateCreated&dir=asc');
    expect(searches()[0]).toMatchObject({ queue: 'waiting', sort: 'dateCreated', direction: 'asc' });
    const queue = screen.getByRole('combobox', { name: 'Radna lista' });
    expect(queue).toHaveProperty('value', 'Čekaju moj odgovor');
  });

  it('deletes a complaint only after confirmation', async () => {
    signIn(Profile.Office, [AccessRight.ComplaintListAllLevels]);
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Obriši: 154/2026' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Obrisati prijavu 154\/2026/)).toBeDefined();
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odustani' }));
    expect(deletes()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Obriši: 154/2026' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Obriši' }));
    await waitFor(() =>
      expect(deletes().map(([url]) => String(url))).toEqual([
        '/api/ComplaintConfiguration/DeleteComplaintByID/7',
      ]),
    );
  });

  it('offers no delete to staff who see only their own unit’s complaints', async () => {
    signIn(Profile.OrgUnit, [AccessRight.ComplaintListOwnUnit]);
    await open();
    expect(screen.getByRole('link', { name: 'Otvori: 154/2026' }).getAttribute('href')).toBe(
      '/admin/complaint-configuration/complaint-details/7',
    );
    expect(screen.queryByRole('button', { name: 'Obriši: 154/2026' })).toBeNull();
  });
});
