import { restServiceUsersPages } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveGuardProvider } from '../../../components/LeaveGuard';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { ServiceUserFormPage, ServiceUsersListPage } from './ServiceUsersPages';

const fetchMock = vi.fn<typeof fetch>();

const erp = {
  id: 3,
  username: 'erp.sistem',
  description: 'Knjigovodstvo',
  active: true,
  dateCreated: '2024-03-01',
};

async function open(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: restServiceUsersPages.add.path,
        element: (
          <LeaveGuardProvider>
            <Link to="/elsewhere">Drugdje</Link>
            <ServiceUserFormPage />
          </LeaveGuardProvider>
        ),
      },
      { path: restServiceUsersPages.list.path, element: <ServiceUsersListPage /> },
      { path: '/elsewhere', element: <p>Drugdje smo</p> },
    ],
    { initialEntries: [path] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  return router;
}

const calls = (end: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(end));
const summary = () => document.querySelector<HTMLElement>('[data-error-summary]');

async function fillIn() {
  await userEvent.type(screen.getByLabelText(/^Korisničko ime/), 'erp.sistem');
  await userEvent.type(screen.getByLabelText(/^Opis/), 'Knjigovodstvo');
  await userEvent.type(screen.getByLabelText(/^Lozinka/), 'Lozinka-Konjuh-1');
  await userEvent.type(screen.getByLabelText(/^Ponovite lozinku/), 'Lozinka-Konjuh-1');
}

describe('a REST service account’s form', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    // The description's autosize text area listens for web fonts, which happy-dom does not have.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      });
    }
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('asks for the username by name in a focused summary, and sends nothing', async () => {
    await open(restServiceUsersPages.add.path);
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));

    const box = await waitFor(() => summary()!);
    expect(document.activeElement).toBe(box);
    expect([...box.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Unesite korisničko ime.',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refused username on its field only, not as a toast, and keeps the input and the guard', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ errors: { username: 'user_already_exists' } }, { status: 400 }),
    );
    const router = await open(restServiceUsersPages.add.path);
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
    expect(screen.getByLabelText(/^Korisničko ime/)).toHaveProperty('value', 'erp.sistem');
    expect(screen.getByLabelText(/^Opis/)).toHaveProperty('value', 'Knjigovodstvo');
    expect(screen.getByLabelText(/^Lozinka/)).toHaveProperty('value', 'Lozinka-Konjuh-1');

    await userEvent.click(screen.getByRole('link', { name: 'Drugdje' }));
    expect(await screen.findByText(/imate izmjene koje nisu sačuvane/)).toBeDefined();
    expect(router.state.location.pathname).toBe(restServiceUsersPages.add.path);
  });

  it('saves a new account, thanks and goes back to the list', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/Save') ? Response.json({ id: 3 }) : Response.json([erp]),
    );
    const router = await open(restServiceUsersPages.add.path);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(restServiceUsersPages.list.path));
    expect(toaster.getState()).toMatchObject({ message: 'Podaci su sačuvani.', kind: 'success' });
    expect(JSON.parse(String(calls('/Save')[0]![1]?.body))).toMatchObject({
      id: 0,
      dataStatus: 2,
      username: 'erp.sistem',
      description: 'Knjigovodstvo',
      password: 'Lozinka-Konjuh-1',
      confirmPassword: 'Lozinka-Konjuh-1',
      active: true,
    });
  });
});

describe('the REST service accounts’ list', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('asks before deleting an account, and deletes nothing when cancelled', async () => {
    fetchMock.mockImplementation(async () => Response.json([erp]));
    await open(restServiceUsersPages.list.path);
    const row = (await screen.findByText('erp.sistem')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Obriši/ }));

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(/Da li ste sigurni da želite obrisati korisnika erp.sistem\?/),
    ).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odustani' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls('/Delete')).toEqual([]);
  });

  it('deletes an account once the deletion is confirmed, and thanks', async () => {
    fetchMock.mockImplementation(async () => Response.json([erp]));
    await open(restServiceUsersPages.list.path);
    const row = (await screen.findByText('erp.sistem')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Obriši/ }));
    const dialog = await screen.findByRole('dialog');
    expect(calls('/Delete')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Obriši' }));

    await waitFor(() => expect(calls('/DeleteUserByID/3')).toHaveLength(1));
    await waitFor(() => expect(toaster.getState()).toMatchObject({ kind: 'success' }));
    expect(toaster.getState().message).toBe('Brisanje je uspješno.');
  });
});
