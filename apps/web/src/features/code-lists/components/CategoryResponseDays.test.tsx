import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { beforeEach, describe, expect, it } from 'vitest';
import { LeaveGuardProvider } from '../../../components/LeaveGuard';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { codeListRoutes } from '../routes';
import { CodeListFormPage } from './CodeListFormPage';

const fetchMock = mockApi();
const routes = codeListRoutes('Category');

const entry = {
  id: 5,
  code: 'PUT',
  name: { bs: 'Putevi', hr: 'Ceste', sr_cyr: 'Путеви' },
  description: { bs: '', hr: '', sr_cyr: '' },
  order: 10,
  active: true,
  fixed: false,
  icon: 'road',
  responseDays: 15,
};

async function openEdit() {
  const router = createMemoryRouter(
    [
      {
        path: routes.patterns.edit,
        element: (
          <LeaveGuardProvider>
            <CodeListFormPage name="Category" />
          </LeaveGuardProvider>
        ),
      },
      { path: routes.patterns.list, element: <p>spisak</p> },
    ],
    { initialEntries: [routes.edit(5)] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  return router;
}

const saved = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/Category/Save'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('a complaint category’s response deadline in the code list', () => {
  beforeEach(() => {
    // The description's autosize text area listens for web fonts, which happy-dom does not have.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      });
    }
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('/Category/GetByID/5')
        ? Response.json(entry)
        : String(url).endsWith('/Category/Save')
          ? Response.json({ id: 5, dataStatus: 3 })
          : Response.json([]),
    );
  });

  it('shows the days with their hint and saves the changed number', async () => {
    const router = await openEdit();
    const days = await screen.findByRole('textbox', { name: /Rok za odgovor \(dana\)/ });
    expect(days).toHaveProperty('value', '15');
    expect(screen.getByText(/Ostavite prazno ako rok ne postoji/)).toBeDefined();

    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toMatchObject({ id: 5, icon: 'road', responseDays: 30 });
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.list()));
  });

  it('sends no deadline when the field is left empty', async () => {
    await openEdit();
    const days = await screen.findByRole('textbox', { name: /Rok za odgovor \(dana\)/ });
    await userEvent.clear(days);
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(saved()).toHaveLength(1));
    expect(saved()[0]).toMatchObject({ responseDays: null });
  });
});
