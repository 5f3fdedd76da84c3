import { Profile } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { toaster } from '../../../lib/toast';
import { bodiesOf, mockApi } from '../../../test/api';
import { signInAs } from '../../../test/auth';
import { renderRoutes } from '../../../test/render';
import { MemberListPage } from './MemberListPage';
import { memberRow } from './test-support';

const fetchMock = mockApi();
const LIST = '/admin/council-members/council-members-list';

async function open(search = '') {
  const opened = await renderRoutes([{ path: LIST, element: <MemberListPage /> }], `${LIST}${search}`);
  await screen.findAllByText('Amra Hodžić');
  return opened;
}

const searches = () => bodiesOf(fetchMock, '/CouncilMembers/SearchCouncilMembers');

const deletes = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes('/CouncilMembers/DeleteCouncilMemberByID/'))
    .map(([url, init]) => `${init?.method} ${String(url)}`);

describe('the administration’s list of council members', { timeout: 60_000 }, () => {
  let deleteAnswers: (() => Response)[] = [];
  beforeEach(() => {
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
  it('searches by the filters of the address and shows pictures of active members only', async () => {
    const { view } = await open('?type=1&convocation=3&party=4&active=yes&q=hod');
    expect(searches()[0]).toEqual({
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
    await waitFor(() => expect(searches()).toHaveLength(2));
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
