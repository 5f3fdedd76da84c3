import { AccessRight, Profile, type UnitQuestionSetting } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { signInAs } from './test-support';
import { UnitSettingsPage } from './UnitSettingsPage';

const fetchMock = vi.fn<typeof fetch>();
const UNITS = '/admin/council-members/organizational-units';

const unit = (overrides: Partial<UnitQuestionSetting>): UnitQuestionSetting => ({
  organizationalUnitId: 5,
  name: 'Služba za komunalne poslove',
  acceptsQuestions: true,
  answerInputModeId: 1,
  answererCount: 2,
  questionCount: 4,
  ...overrides,
});

const saves = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/CouncilMembers/SaveUnitSetting'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('the units’ question settings', { timeout: 60_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signInAs(Profile.Office, [AccessRight.Questions]);
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/CouncilMembers/GetUnitSettings/1'))
        return Response.json([
          unit({}),
          unit({
            organizationalUnitId: 6,
            name: 'Služba za urbanizam',
            acceptsQuestions: false,
            answererCount: 0,
            questionCount: 1,
          }),
          unit({ organizationalUnitId: 7, name: 'Inspekcija', answererCount: 0, questionCount: 0 }),
        ]);
      if (path.endsWith('/CouncilMembers/SaveUnitSetting')) return Response.json({ success: true });
      return Response.json([]);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('saves one unit’s setting, and warns when a unit takes questions no account would receive', async () => {
    const router = createMemoryRouter([{ path: UNITS, element: <UnitSettingsPage /> }], {
      initialEntries: [UNITS],
    });
    await renderWithApp(<RouterProvider router={router} />);
    const rowOf = (name: string) => within(screen.getByRole('rowheader', { name }).closest('tr')!);
    await screen.findByRole('rowheader', { name: 'Služba za urbanizam' });
    const communal = rowOf('Služba za komunalne poslove');
    const urbanism = rowOf('Služba za urbanizam');
    expect(communal.getAllByRole('cell').map((cell) => cell.textContent)).toContain('2');
    // A unit that takes questions no account would receive is pointed out, in its row and above the table.
    expect(rowOf('Inspekcija').getByText('Nema računa koji odgovara')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe(
      '1 jedinica prima pitanja, ali nema nijedan aktivan račun koji bi ih primio i odgovorio na njih.',
    );
    expect(urbanism.queryByText('Nema računa koji odgovara')).toBeNull();

    const user = userEvent.setup();
    const save = urbanism.getByRole('button', { name: 'Sačuvaj: Služba za urbanizam' });
    expect(save).toHaveProperty('disabled', true);
    await user.click(urbanism.getByRole('switch', { name: 'Prima pitanja: Služba za urbanizam' }));
    expect(urbanism.getByText('Nema računa koji odgovara')).toBeDefined();
    await user.click(urbanism.getByRole('combobox', { name: 'Način unosa odgovora: Služba za urbanizam' }));
    await user.click(await screen.findByRole('option', { name: 'Kroz sistem, unosi administrator' }));
    expect(
      urbanism.getByRole('combobox', { name: 'Način unosa odgovora: Služba za urbanizam' }),
    ).toHaveProperty('value', 'Kroz sistem, unosi administrator');
    await user.click(save);

    await waitFor(() =>
      expect(saves()).toEqual([{ organizationalUnitId: 6, acceptsQuestions: true, answerInputModeId: 4 }]),
    );
    await waitFor(() => expect(toaster.getState().message).toBe('Podaci su sačuvani.'));
  });
});
