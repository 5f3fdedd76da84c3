import { Profile } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { MemberListPage } from './MemberListPage';
import { memberRow, signInAs } from './test-support';

const fetchMock = vi.fn<typeof fetch>();
const LIST = '/admin/council-members/council-members-list';

async function open(search = '') {
  const router = createMemoryRouter([{ path: LIST, element: <MemberListPage /> }], {
    initialEntries: [`${LIST}${search}`],
  });
  const view = await renderWithApp(<RouterProvider router={router} />);
  await screen.findAllByText('Amra Hodžić');
  return { router, view };
}

const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const deletes = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/CouncilMembers/DeleteCouncilMemberByID/'))
    .map(([url, init]) => `${init?.method} ${String(url)}`);

describe('the administration’s list of council members', { timeout: 60_000 }, () => {
  let deleteAnswers: (() => Response)[] = [];
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signInAs(Profile.Administrator);
    deleteAnswers = [];
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/CouncilMembers/SearchCouncilMembers'))
        return Response.json({
          items: [
            memberRow(),
            memberRow({ id: 8, name: 'Senad Mujić', active: false, hasPicture: true, questionCount: 0 }),
          ],
          totalCount: 2,
        });
      if (path.includes('/CouncilMembers/DeleteCouncilMemberByID/'))
        return deleteAnswers.shift()?.() ?? Response.json({ success: true });
      if (path.includes('/Convocation/GetAllForDropdown/'))
        return Response.json([{ id: 3, name: 'Saziv 2024–2028' }]);
      return Response.json([]);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('searches by the filters of the address and shows pictures of active members only', async () => {
    const { view } = await open('?type=1&convocation=3&party=4&active=yes&q=hod');
    expect(bodiesOf('/CouncilMembers/SearchCouncilMembers')[0]).toEqual({
      languageId: 1,
      pageNumber: 1,
      pageSize: 10,
      text: 'hod',
      memberTypeId: 1,
      convocationId: 3,
      politicalPartyId: 4,
      active: true,
    });
    const table = screen.getByRole('table', { name: 'Vijećnici i gradonačelnik' });
    const first = within(table).getByRole('link', { name: 'Amra Hodžić' }).closest('tr');
    const second = within(table).getByRole('link', { name: 'Senad Mujić' }).closest('tr');
    expect(within(first!).getByText('SDP')).toBeDefined();
    expect(within(first!).getByText('Kroz sistem')).toBeDefined();
    // An inactive member's picture is not public: their initials stand in for it.
    const pictures = [...view.container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(pictures).toEqual(['/api/PublicCouncilMembers/Picture/7?size=small']);
    expect(within(second!).getByText('SM')).toBeDefined();
    expect(within(first!).getByRole('link', { name: 'Uredi: Amra Hodžić' }).getAttribute('href')).toBe(
      '/admin/council-members/council-member-edit/7',
    );
    expect(screen.getByRole('link', { name: 'Novi vijećnik' }).getAttribute('href')).toBe(
      '/admin/council-members/council-member-edit/0',
    );
    expect(screen.getByRole('link', { name: 'Organizacione jedinice i pitanja' }).getAttribute('href')).toBe(
      '/admin/council-members/organizational-units',
    );
  });

  it('deletes a member after asking, and refreshes the list', async () => {
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Obriši: Amra Hodžić' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Obrisati člana „Amra Hodžić“\?/)).toBeDefined();
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Odustani' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Obriši: Amra Hodžić' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Obriši' }));
    await waitFor(() => expect(deletes()).toEqual(['DELETE /api/CouncilMembers/DeleteCouncilMemberByID/7']));
    await waitFor(() => expect(toaster.getState().message).toBe('Brisanje je uspješno.'));
    await waitFor(() => expect(bodiesOf('/CouncilMembers/SearchCouncilMembers')).toHaveLength(2));
  });

  it('says so when questions point to the member, and closes the dialog', async () => {
    deleteAnswers = [() => Response.json({ errors: { id: 'deletion_not_possible' } }, { status: 400 })];
    await open();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Obriši: Amra Hodžić' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Obriši' }));
    await waitFor(() =>
      expect(toaster.getState().message).toBe(
        'Poruka sistema: Brisanje nije moguće jer se zapis koristi na drugim mjestima.',
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toHaveLength(1);
  });
});
