import { AccessRight, ComplaintStatus, Profile, type WorkQueue, type WorkQueueItem } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { renderWithApp } from '../../../test/render';
import { WorkQueuePage } from './WorkQueuePage';

const fetchMock = vi.fn<typeof fetch>();

const item = (id: number, overrides: Partial<WorkQueueItem> = {}): WorkQueueItem => ({
  id,
  number: `${id}/2026`,
  title: `Prijava ${id}`,
  categoryName: 'Putevi',
  categoryIcon: 'road',
  statusId: ComplaintStatus.Assigned,
  dateCreated: '2026-03-02T09:15:00.000Z',
  dueAt: null,
  address: 'Maršala Tita 12',
  organizationalUnitName: 'Služba za komunalne poslove',
  supportCount: 0,
  ...overrides,
});

let queue: WorkQueue;

function signIn(organizationId: number | null) {
  auth.signIn(
    {
      token: 't',
      isLoggedIn: true,
      username: 'orgunit',
      id: 2,
      organizationId,
      profileId: Profile.OrgUnit,
      roleName: 'OrgUnit',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
    [AccessRight.ComplaintListOwnUnit],
  );
}

function Where() {
  const location = useLocation();
  return <p>Na stranici {location.pathname + location.search}</p>;
}

async function open() {
  const router = createMemoryRouter(
    [
      { path: '/admin/complaint-configuration/work-queue', element: <WorkQueuePage /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/admin/complaint-configuration/work-queue'] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: 'Radna lista' });
  return router;
}

const group = (name: string) => screen.getByRole('region', { name });

describe('the staff work queue', { timeout: 20_000 }, () => {
  beforeEach(() => {
    queue = {
      groups: [
        {
          group: 'mine',
          totalCount: 12,
          items: [item(1, { supportCount: 3 }), item(2)],
        },
        {
          group: 'overdue',
          totalCount: 1,
          items: [item(3, { dueAt: '2026-03-10T12:00:00.000Z', statusId: ComplaintStatus.Created })],
        },
        { group: 'waiting', totalCount: 3, items: [item(1), item(2), item(4)] },
      ],
    };
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/GetWorkQueue/') ? Response.json(queue) : Response.json({}),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    auth.signOut();
  });

  it('shows each group with its count in the right plural form and its oldest complaints', async () => {
    signIn(4);
    await open();
    await screen.findByRole('region', { name: 'Dodijeljene mojoj jedinici' });
    expect(within(group('Dodijeljene mojoj jedinici')).getByText('12 prijava')).toBeDefined();
    expect(within(group('Kasne')).getByText('1 prijava')).toBeDefined();
    expect(within(group('Čekaju moj odgovor')).getByText('3 prijave')).toBeDefined();
    // Only the groups the server gives this caller: no "new" for right 16.
    expect(screen.queryByRole('region', { name: 'Nove prijave' })).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toMatch(/\/ComplaintConfiguration\/GetWorkQueue\/1$/);

    const mine = within(group('Dodijeljene mojoj jedinici'));
    expect(mine.getAllByRole('listitem')).toHaveLength(2);
    expect(mine.getByText('3 podrške')).toBeDefined();
    const overdue = within(group('Kasne'));
    expect(overdue.getByText('Rok: 10.03.2026.')).toBeDefined();
    expect(overdue.getByText('Kreirana')).toBeDefined();
    // With a unit, no note about "mine" and "waiting" missing.
    expect(screen.queryByText(/pojavljuju se kad je vaš korisnički račun vezan/)).toBeNull();
  });

  it('leads from a row to the complaint’s staff page and from a group to the staff list filtered by it', async () => {
    signIn(4);
    const router = await open();
    await screen.findByRole('region', { name: 'Kasne' });
    await userEvent.click(within(group('Kasne')).getByRole('link', { name: '3/2026 Prijava 3' }));
    expect(router.state.location.pathname).toBe('/admin/complaint-configuration/complaint-details/3');

    await router.navigate('/admin/complaint-configuration/work-queue');
    await userEvent.click(
      await screen.findByRole('link', { name: 'Prikaži sve u listi prijava: Čekaju moj odgovor' }),
    );
    expect(router.state.location.pathname).toBe('/admin/complaint-configuration/complaint-list');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      queue: 'waiting',
      sort: 'dateCreated',
      dir: 'asc',
    });
  });

  it('says what an empty group lacks, and why a caller without a unit has no "mine"', async () => {
    queue = {
      groups: [
        { group: 'new', totalCount: 0, items: [] },
        { group: 'overdue', totalCount: 0, items: [] },
      ],
    };
    signIn(null);
    await open();
    expect(await screen.findByText('Nema novih prijava.')).toBeDefined();
    expect(within(group('Kasne')).getByText('Nijedna prijava ne kasni.')).toBeDefined();
    expect(within(group('Nove prijave')).getByText('0 prijava')).toBeDefined();
    // Nothing to list: no link to the list.
    expect(screen.queryByRole('link', { name: /Prikaži sve/ })).toBeNull();
    expect(screen.getByText(/pojavljuju se kad je vaš korisnički račun vezan/)).toBeDefined();
  });

  it('says when there is nothing to handle at all, in Serbian too', async () => {
    queue = { groups: [] };
    signIn(null);
    const router = createMemoryRouter(
      [{ path: '/admin/complaint-configuration/work-queue', element: <WorkQueuePage /> }],
      { initialEntries: ['/admin/complaint-configuration/work-queue'] },
    );
    await renderWithApp(<RouterProvider router={router} />, { language: 'sr_cyr' });
    expect(await screen.findByText('Немате пријава за обраду.')).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Радна листа' })).toBeDefined();
  });
});
