import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveGuardProvider } from '../../../components/LeaveGuard';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { ComplaintParameterFormPage, ComplaintParametersListPage } from './ComplaintParametersPages';

const fetchMock = vi.fn<typeof fetch>();
const LIST = '/admin/system-parameters/complaint-parameters/complaint-parameters-list';
const EDIT = '/admin/system-parameters/complaint-parameters/complaint-parameters-edit/:id';

const images = { id: 1, name: 'Broj fotografija po prijavi', value: 5, min: 1, max: 20, dateModified: null };
const size = {
  id: 2,
  name: 'Najveća veličina fotografije (KB)',
  value: 5120,
  min: 100,
  max: 20480,
  dateModified: null,
};

function serve(save: () => Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/GetAllComplaintParameters/')) return Response.json([images, size]);
    if (url.includes('/GetComplaintParameterByID/2/')) return Response.json(size);
    if (url.endsWith('/SaveComplaintParameter')) return save();
    return Response.json({ errors: { general: 'record_not_found' } }, { status: 404 });
  });
}

async function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: LIST, element: <ComplaintParametersListPage /> },
      { path: EDIT, element: <ComplaintParameterFormPage /> },
    ],
    { initialEntries: [path] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  return router;
}

const saved = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/SaveComplaintParameter'))
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('complaint configuration parameters', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('lists the two parameters with their values and bounds', async () => {
    serve(() => Response.json(size));
    const router = await open(LIST);
    const table = await screen.findByRole('table', { name: 'Parametri prijava problema' });
    await within(table).findByText('Broj fotografija po prijavi');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('od 1 do 20');
    expect(rows[2]!.textContent).toContain('5.120');
    expect(rows[2]!.textContent).toContain('od 100 do 20.480');
    await userEvent.click(screen.getByRole('link', { name: 'Uredi: Najveća veličina fotografije (KB)' }));
    expect(router.state.location.pathname).toBe(
      '/admin/system-parameters/complaint-parameters/complaint-parameters-edit/2',
    );
  });

  it('checks the bounds before sending, then saves and goes back to the list', async () => {
    serve(() => Response.json({ ...size, value: 2048 }));
    const router = await open('/admin/system-parameters/complaint-parameters/complaint-parameters-edit/2');
    const field = await screen.findByRole('textbox', { name: /Najveća veličina fotografije/ });
    await userEvent.clear(field);
    await userEvent.type(field, '50000');
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByText('Vrijednost je prevelika (najviše 20.480).')).toBeDefined();
    expect(saved()).toEqual([]);

    await userEvent.tripleClick(field);
    await userEvent.keyboard('2048');
    expect(field).toHaveProperty('value', '2048');
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(saved()).toEqual([{ id: 2, value: 2048 }]);
  });

  it('shows the server’s refusal under the field and keeps the value', async () => {
    serve(() =>
      Response.json(
        { errors: { value: 'validation_too_small' }, params: { value: { minimum: 500 } } },
        { status: 400 },
      ),
    );
    const router = await open('/admin/system-parameters/complaint-parameters/complaint-parameters-edit/2');
    const field = await screen.findByRole('textbox', { name: /Najveća veličina fotografije/ });
    await userEvent.clear(field);
    await userEvent.type(field, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(
      await screen.findByText('Vrijednost je premala (najmanje 500).', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeDefined();
    expect(field).toHaveProperty('value', '300');
    expect(router.state.location.pathname).not.toBe(LIST);
    // Shown once: on the field and in the form's summary, named by the field; not also as a toast.
    expect(
      screen.getByRole('link', {
        name: 'Najveća veličina fotografije (KB): Vrijednost je premala (najmanje 500).',
      }),
    ).toBeDefined();
    expect(toaster.getState().visible).toBe(false);
  });

  it('shows a refusal of the parameter itself on its value', async () => {
    serve(() => Response.json({ errors: { id: 'record_not_found' } }, { status: 400 }));
    await open('/admin/system-parameters/complaint-parameters/complaint-parameters-edit/2');
    const field = await screen.findByRole('textbox', { name: /Najveća veličina fotografije/ });
    await userEvent.clear(field);
    await userEvent.type(field, '2048');
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(
      await screen.findByText('Traženi zapis ne postoji.', { selector: '.mantine-InputWrapper-error' }),
    ).toBeDefined();
    expect(field).toHaveProperty('value', '2048');
    expect(toaster.getState().visible).toBe(false);
  });

  it('asks for an emptied value by the parameter’s name, and sends nothing', async () => {
    serve(() => Response.json(size));
    await open('/admin/system-parameters/complaint-parameters/complaint-parameters-edit/2');
    const field = await screen.findByRole('textbox', { name: /Najveća veličina fotografije/ });
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(
      await screen.findByText('Najveća veličina fotografije (KB): unesite broj.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeDefined();
    expect(saved()).toEqual([]);
  });

  it('asks before leaving with an unsaved value', async () => {
    serve(() => Response.json(size));
    const router = createMemoryRouter(
      [
        { path: LIST, element: <p>Lista</p> },
        {
          path: EDIT,
          element: (
            <LeaveGuardProvider>
              <ComplaintParameterFormPage />
            </LeaveGuardProvider>
          ),
        },
      ],
      { initialEntries: ['/admin/system-parameters/complaint-parameters/complaint-parameters-edit/2'] },
    );
    await renderWithApp(<RouterProvider router={router} />);
    const field = await screen.findByRole('textbox', { name: /Najveća veličina fotografije/ });
    await userEvent.clear(field);
    await userEvent.type(field, '2048');
    await userEvent.click(screen.getByRole('button', { name: 'Odustani' }));
    expect(await screen.findByText(/imate izmjene koje nisu sačuvane/)).toBeDefined();
    expect(router.state.location.pathname).not.toBe(LIST);
    expect(saved()).toEqual([]);
  });
});
