import { AccessRight, ComplaintStatus, Profile } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api';
import { auth } from '../../../lib/auth';
import { renderWithApp } from '../../../test/render';
import { ComplaintListPage } from './ComplaintListPage';

const fetchMock = mockApi();

const row = (id: number, overdue: boolean) => ({
  id,
  number: `${id}/2026`,
  title: `Prijava ${id}`,
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
  overdue,
  userName: 'Amra Hodžić',
  organizationalUnitId: 4,
  inappropriate: false,
  visible: true,
  dateResolved: null,
  commentCount: 0,
  supportCount: 0,
});

const searches = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/ComplaintConfiguration/SearchComplaints'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function open(search = '') {
  auth.signIn(
    {
      token: 't',
      isLoggedIn: true,
      username: 'office',
      id: 2,
      organizationId: 4,
      profileId: Profile.Office,
      roleName: 'Office',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    },
    [AccessRight.ComplaintListAllLevels],
  );
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/SearchComplaints')
      ? Response.json({ items: [row(7, true), row(8, false)], totalCount: 2 })
      : Response.json([]),
  );
  const router = createMemoryRouter(
    [{ path: '/admin/complaint-configuration/complaint-list', element: <ComplaintListPage /> }],
    { initialEntries: [`/admin/complaint-configuration/complaint-list${search}`] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  await screen.findByText('Prijava 7');
  return router;
}

describe('overdue complaints in the staff list', { timeout: 20_000 }, () => {
  it('marks the rows past their deadline and filters to them on the server', async () => {
    const router = await open();
    const rows = within(screen.getByRole('table', { name: 'Prijave problema' })).getAllByRole('row');
    expect(within(rows[1]!).getByText('Rok istekao')).toBeDefined();
    expect(within(rows[2]!).queryByText('Rok istekao')).toBeNull();
    expect(searches()[0]).not.toHaveProperty('overdue');

    const filter = screen.getByRole('checkbox', { name: 'Samo s isteklim rokom za odgovor' });
    await userEvent.click(filter);
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ overdue: true, pageNumber: 1 }));
    expect(router.state.location.search).toContain('overdue=1');

    await userEvent.click(filter);
    await waitFor(() => expect(searches().at(-1)).not.toHaveProperty('overdue'));
  });

  it('opens with the filter of the address', async () => {
    await open('?overdue=1');
    expect(searches()[0]).toMatchObject({ overdue: true });
    expect(screen.getByRole('checkbox', { name: 'Samo s isteklim rokom za odgovor' })).toHaveProperty(
      'checked',
      true,
    );
  });
});
