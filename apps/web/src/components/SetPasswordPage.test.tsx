import { setUserPassword } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from '../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../lib/api-client';
import { toaster } from '../lib/toast';
import { renderWithApp } from '../test/render';
import { LeaveGuardProvider } from './LeaveGuard';
import { SetPasswordPage } from './SetPasswordPage';

const fetchMock = vi.fn<typeof fetch>();

const useUsername = () => 'amra';
const save = (
  body: { userId: number; password: string; confirmPassword: string },
  options?: { quiet?: boolean },
) => call(setUserPassword, { body }, options);

async function openPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/accounts/password/:id',
        element: (
          <LeaveGuardProvider>
            <Link to="/elsewhere">Drugdje</Link>
            <SetPasswordPage useUsername={useUsername} save={save} back="/accounts" />
          </LeaveGuardProvider>
        ),
      },
      { path: '/accounts', element: <p>spisak</p> },
      { path: '/elsewhere', element: <p>Drugdje smo</p> },
    ],
    { initialEntries: ['/accounts/password/7'] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  return router;
}

const summary = () => document.querySelector<HTMLElement>('[data-error-summary]');
const sent = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/ChangePassword'));

async function type(password: string, repeated = password) {
  await userEvent.type(screen.getByLabelText(/^Nova lozinka/), password);
  await userEvent.type(screen.getByLabelText(/^Ponovite lozinku/), repeated);
}

describe('an administrator setting an account’s password', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('names the missing fields in a focused summary, and sends nothing', async () => {
    await openPage();
    expect(screen.getByText('Nova lozinka za korisnika amra.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));

    const box = await waitFor(() => summary()!);
    expect(document.activeElement).toBe(box);
    expect([...box.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Unesite novu lozinku.',
      'Ponovite lozinku.',
    ]);
    expect(sent()).toEqual([]);
  });

  it('refuses two different passwords at the repetition', async () => {
    await openPage();
    await type('Lozinka-Konjuh-1', 'Lozinka-Konjuh-2');
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(
      await screen.findByRole('link', { name: 'Ponovite lozinku: Lozinke se ne podudaraju.' }),
    ).toBeDefined();
    expect(sent()).toEqual([]);
  });

  it('shows a refused password on its field only, not as a toast, and keeps the input and the guard', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ errors: { password: 'password_too_common' } }, { status: 400 }),
    );
    const router = await openPage();
    await type('Lozinka-Konjuh-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));

    const message = 'Lozinka je previše česta ili slična korisničkom imenu. Izaberite drugu.';
    expect(await screen.findByRole('link', { name: `Nova lozinka: ${message}` })).toBeDefined();
    expect(screen.getByText(message, { selector: '.mantine-InputWrapper-error' })).toBeDefined();
    expect(toaster.getState().visible).toBe(false);
    expect(screen.getByLabelText(/^Nova lozinka/)).toHaveProperty('value', 'Lozinka-Konjuh-1');
    expect(screen.getByLabelText(/^Ponovite lozinku/)).toHaveProperty('value', 'Lozinka-Konjuh-1');

    await userEvent.click(screen.getByRole('link', { name: 'Drugdje' }));
    expect(await screen.findByText(/imate izmjene koje nisu sačuvane/)).toBeDefined();
    expect(router.state.location.pathname).toBe('/accounts/password/7');
  });

  it('sends the account’s id with the password, thanks and goes back to the list', async () => {
    fetchMock.mockResolvedValue(Response.json({}));
    const router = await openPage();
    await type('Lozinka-Konjuh-1');
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
    expect(toaster.getState()).toMatchObject({
      message: 'Lozinka je uspješno promijenjena.',
      kind: 'success',
    });
    expect(JSON.parse(String(sent()[0]![1]?.body))).toEqual({
      userId: 7,
      password: 'Lozinka-Konjuh-1',
      confirmPassword: 'Lozinka-Konjuh-1',
    });
  });
});
