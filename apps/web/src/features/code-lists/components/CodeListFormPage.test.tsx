import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveGuardProvider } from '../../../components/LeaveGuard';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { codeListRoutes } from '../routes';
import { CodeListFormPage } from './CodeListFormPage';

const fetchMock = vi.fn<typeof fetch>();

async function openForm(name: 'DebateCategory' | 'Convocation') {
  const routes = codeListRoutes(name);
  const router = createMemoryRouter(
    [
      {
        path: routes.patterns.add,
        element: (
          <LeaveGuardProvider>
            <CodeListFormPage name={name} />
          </LeaveGuardProvider>
        ),
      },
      { path: routes.patterns.list, element: <p>spisak</p> },
    ],
    { initialEntries: [routes.add()] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  return router;
}

const saves = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/Save'));
const bosnianName = () => screen.getAllByLabelText(/^Bosanski/)[0]!;

describe('a code list’s add form', () => {
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

  it('names the missing Bosnian name and dates, and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(Response.json([]));
    await openForm('Convocation');
    await userEvent.type(screen.getAllByLabelText(/^Hrvatski/)[0]!, 'Saziv 2024.');
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));

    const summary = await waitFor(() => document.querySelector<HTMLElement>('[data-error-summary]')!);
    expect(document.activeElement).toBe(summary);
    expect([...summary.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Naziv – Bosanski: unesite vrijednost.',
      'Datum početka: unesite datum.',
      'Datum završetka: unesite datum.',
    ]);
    await userEvent.click(screen.getByRole('link', { name: 'Naziv – Bosanski: unesite vrijednost.' }));
    expect(document.activeElement).toBe(bosnianName());
    expect(screen.getAllByLabelText(/^Hrvatski/)[0]).toHaveProperty('value', 'Saziv 2024.');
    expect(saves()).toEqual([]);
  });

  it('shows a refused code on its field and in the summary, not as a toast; a save goes back to the list', async () => {
    let refuse = true;
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/Save')
        ? refuse
          ? Response.json({ errors: { code: 'code_already_exists' } }, { status: 400 })
          : Response.json({ id: 9 })
        : Response.json([]),
    );
    const router = await openForm('DebateCategory');
    await userEvent.type(bosnianName(), 'Javne nabavke');
    await userEvent.type(screen.getByLabelText(/^Šifra/), 'JN');
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));

    expect(await screen.findByRole('link', { name: 'Šifra: Unos s ovom šifrom već postoji.' })).toBeDefined();
    expect(
      screen.getByText('Unos s ovom šifrom već postoji.', { selector: '.mantine-InputWrapper-error' }),
    ).toBeDefined();
    expect(toaster.getState().visible).toBe(false);
    expect(screen.getByLabelText(/^Šifra/)).toHaveProperty('value', 'JN');

    refuse = false;
    await userEvent.type(screen.getByLabelText(/^Šifra/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(codeListRoutes('DebateCategory').list()));
    expect(toaster.getState()).toMatchObject({ message: 'Podaci su sačuvani.', kind: 'success' });
    expect(JSON.parse(String(saves().at(-1)![1]?.body))).toMatchObject({
      code: 'JN2',
      order: 0,
      active: true,
    });
  });
});
