import { usersPages } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveGuardProvider } from '../../../components/LeaveGuard';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { UserFormPage } from './UserFormPage';

const fetchMock = vi.fn<typeof fetch>();

async function openForm() {
  const router = createMemoryRouter(
    [
      {
        path: usersPages.add.path,
        element: (
          <LeaveGuardProvider>
            <Link to="/elsewhere">Drugdje</Link>
            <UserFormPage />
          </LeaveGuardProvider>
        ),
      },
      { path: usersPages.list.path, element: <p>spisak</p> },
      { path: '/elsewhere', element: <p>Drugdje smo</p> },
    ],
    { initialEntries: [usersPages.add.path] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  return router;
}

/** The save answers as `answer` says; the code lists' choices are empty. */
function serve(answer: () => Response) {
  fetchMock.mockImplementation(async (url) =>
    String(url).endsWith('/Users/Save') ? answer() : Response.json([]),
  );
}

const saves = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/Users/Save'));
const summary = () => document.querySelector<HTMLElement>('[data-error-summary]');

async function fillIn() {
  await userEvent.type(screen.getByLabelText(/^Korisničko ime/), 'amra.h');
  await userEvent.type(screen.getByLabelText(/^Ime/), 'Amra');
  await userEvent.type(screen.getByLabelText(/^Prezime/), 'Hodžić');
  await userEvent.type(screen.getByLabelText(/^Adresa e-pošte/), 'amra@example.ba');
}

describe('an administrator’s account form', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('names each missing field in a focused summary, and sends nothing', async () => {
    serve(() => Response.json({}));
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));

    const box = await waitFor(() => summary()!);
    expect(document.activeElement).toBe(box);
    expect([...box.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Unesite korisničko ime.',
      'Unesite ime.',
      'Unesite prezime.',
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Unesite ime.' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/^Ime/));
    expect(saves()).toEqual([]);
  });

  it('shows a refused username on its field only, not as a toast, and keeps the input and the guard', async () => {
    serve(() => Response.json({ errors: { username: 'user_already_exists' } }, { status: 400 }));
    const router = await openForm();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));

    expect(
      await screen.findByRole('link', {
        name: 'Korisničko ime: Korisnik s ovim korisničkim imenom već postoji.',
      }),
    ).toBeDefined();
    expect(
      screen.getByText('Korisnik s ovim korisničkim imenom već postoji.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeDefined();
    expect(toaster.getState().visible).toBe(false);
    expect(screen.getByLabelText(/^Korisničko ime/)).toHaveProperty('value', 'amra.h');
    expect(screen.getByLabelText(/^Ime/)).toHaveProperty('value', 'Amra');
    expect(screen.getByLabelText(/^Prezime/)).toHaveProperty('value', 'Hodžić');

    await userEvent.click(screen.getByRole('link', { name: 'Drugdje' }));
    expect(await screen.findByText(/imate izmjene koje nisu sačuvane/)).toBeDefined();
    expect(router.state.location.pathname).toBe(usersPages.add.path);
  });

  it('saves a new account, thanks and goes back to the list', async () => {
    serve(() => Response.json({ id: 41 }));
    const router = await openForm();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(usersPages.list.path));
    expect(toaster.getState()).toMatchObject({ message: 'Podaci su sačuvani.', kind: 'success' });
    expect(JSON.parse(String(saves()[0]![1]?.body))).toMatchObject({
      id: 0,
      dataStatus: 2,
      username: 'amra.h',
      firstName: 'Amra',
      lastName: 'Hodžić',
      email: 'amra@example.ba',
      profileId: 6,
      active: true,
      accessRights: [],
    });
  });
});
