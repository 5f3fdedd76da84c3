import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveGuardProvider } from '../../../components/LeaveGuard';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { ForgotPasswordPage } from './ForgotPages';
import { LoginPage } from './LoginPage';
import { ChangePasswordPage } from './ProfilePages';
import { RegisterPage } from './RegisterPage';

const fetchMock = vi.fn<typeof fetch>();
const settings = {
  mandatoryFields: [],
  confirmationType: 1,
  registeredLoginActive: true,
  anonymousLoginActive: false,
};

/** Answers the page's own reads; `answer` takes the call the test is about. */
function serve(answer: (url: string) => Response | undefined) {
  fetchMock.mockImplementation(async (url) => {
    const address = String(url);
    if (address.endsWith('/Account/GetRegistrationSettings')) return Response.json(settings);
    return answer(address) ?? Response.json({});
  });
}

const refusal = (errors: Record<string, string>) => Response.json({ errors }, { status: 400 });

async function open(path: string, page: ReactElement) {
  const router = createMemoryRouter(
    [
      { path, element: <LeaveGuardProvider>{page}</LeaveGuardProvider> },
      { path: '*', element: <p>drugdje</p> },
    ],
    { initialEntries: [path] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  return router;
}

const summary = () => document.querySelector('[data-error-summary]');
const links = () => screen.queryAllByRole('link').filter((link) => summary()?.contains(link));

describe('account forms', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('sign-in asks for the username and password by name before sending', async () => {
    serve(() => undefined);
    await open('/login', <LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Prijavi se' }));
    await waitFor(() =>
      expect(links().map((link) => link.textContent)).toEqual([
        'Unesite korisničko ime.',
        'Unesite lozinku.',
      ]),
    );
    expect(document.activeElement).toBe(summary());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/Account/Login'))).toBe(false);
  });

  it('sign-in shows refused credentials once, as a toast, and keeps what was typed', async () => {
    serve((url) =>
      url.endsWith('/Account/Login') ? refusal({ general: 'incorrect_username_or_password' }) : undefined,
    );
    const show = vi.spyOn(toaster, 'show');
    await open('/login', <LoginPage />);
    await userEvent.type(screen.getByLabelText(/^Korisničko ime/), 'amra');
    await userEvent.type(screen.getByLabelText(/^Lozinka/), 'pogresna');
    await userEvent.click(screen.getByRole('button', { name: 'Prijavi se' }));
    await waitFor(() =>
      expect(toaster.getState().message).toBe('Poruka sistema: Korisničko ime ili lozinka nisu ispravni.'),
    );
    expect(show).toHaveBeenCalledTimes(1);
    expect(summary()).toBeNull();
    expect(screen.getByLabelText(/^Korisničko ime/)).toHaveProperty('value', 'amra');
    show.mockRestore();
  });

  it('registration shows a taken username on the field and in the summary, not as a toast', async () => {
    serve((url) =>
      url.endsWith('/Account/Register') ? refusal({ username: 'user_already_exists' }) : undefined,
    );
    await open('/register', <RegisterPage />);
    await userEvent.type(screen.getByLabelText(/^Korisničko ime/), 'amra');
    await userEvent.type(screen.getByLabelText(/^Lozinka/), 'Lozinka-Konjuh-1');
    await userEvent.type(screen.getByLabelText(/^Ponovite lozinku/), 'Lozinka-Konjuh-1');
    await userEvent.type(screen.getByLabelText(/^Ime/), 'Amra');
    await userEvent.type(screen.getByLabelText(/^Prezime/), 'Hodžić');
    await userEvent.type(screen.getByLabelText(/^Adresa e-pošte/), 'amra@example.ba');
    await userEvent.click(screen.getByRole('button', { name: 'Registruj se' }));

    await waitFor(() =>
      expect(links().map((link) => link.textContent)).toEqual([
        'Korisničko ime: Korisnik s ovim korisničkim imenom već postoji.',
      ]),
    );
    expect(
      screen.getByText('Korisnik s ovim korisničkim imenom već postoji.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeDefined();
    expect(toaster.getState().visible).toBe(false);
    expect(screen.getByLabelText(/^Ime/)).toHaveProperty('value', 'Amra');
  });

  it('a new password shows a wrong old password on its field, and empties the form once changed', async () => {
    let refuse = true;
    serve((url) =>
      url.endsWith('/Account/ChangePassword')
        ? refuse
          ? refusal({ oldPassword: 'incorrect_old_password' })
          : Response.json({ success: true })
        : undefined,
    );
    await open('/change-password', <ChangePasswordPage />);
    await userEvent.type(screen.getByLabelText(/^Trenutna lozinka/), 'nije-ta');
    await userEvent.type(screen.getByLabelText(/^Nova lozinka/), 'Druga-Lozinka-3');
    await userEvent.type(screen.getByLabelText(/^Ponovite lozinku/), 'Druga-Lozinka-3');
    await userEvent.click(screen.getByRole('button', { name: 'Promijeni lozinku' }));
    await screen.findByRole('link', { name: 'Trenutna lozinka: Stara lozinka nije ispravna.' });
    expect(toaster.getState().visible).toBe(false);
    expect(screen.getByLabelText(/^Nova lozinka/)).toHaveProperty('value', 'Druga-Lozinka-3');

    refuse = false;
    await userEvent.clear(screen.getByLabelText(/^Trenutna lozinka/));
    await userEvent.type(screen.getByLabelText(/^Trenutna lozinka/), 'prava-lozinka');
    await userEvent.click(screen.getByRole('button', { name: 'Promijeni lozinku' }));
    await waitFor(() => expect(toaster.getState().message).toBe('Lozinka je uspješno promijenjena.'));
    expect(screen.getByLabelText(/^Nova lozinka/)).toHaveProperty('value', '');
    expect(summary()).toBeNull();
  });

  it('a forgotten password asks for the address by name, and says where the message went', async () => {
    serve(() => Response.json({ success: true }));
    await open('/forgot', <ForgotPasswordPage />);
    await userEvent.click(screen.getByRole('button', { name: /Pošalji/ }));
    expect(await screen.findByRole('link', { name: 'Unesite adresu e-pošte.' })).toBeDefined();
    await userEvent.type(screen.getByLabelText(/^Adresa e-pošte/), 'amra@example.ba');
    await userEvent.click(screen.getByRole('button', { name: /Pošalji/ }));
    expect(await screen.findByText(/amra@example\.ba/, { selector: '[role="status"]' })).toBeDefined();
  });
});
