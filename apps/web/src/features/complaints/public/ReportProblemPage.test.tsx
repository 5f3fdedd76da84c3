import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveGuardProvider } from '../../../components/LeaveGuard';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { fakeXhr, signInCitizen, uploaded } from './test-support';
import { ReportProblemPage } from './ReportProblemPage';

// Leaflet needs a real browser; the picker's contract is what the form relies on.
vi.mock('../../../components/map', () => ({
  LocationPicker: (props: {
    label: string;
    value: { latitude: number; longitude: number } | null;
    error?: string;
    onChange: (p: { latitude: number; longitude: number }) => void;
    onAddress?: (a: string | null) => void;
  }) => (
    <div>
      <button
        type="button"
        onClick={() => {
          props.onChange({ latitude: 44.54, longitude: 18.67 });
          props.onAddress?.('Trg slobode 1, Tuzla');
        }}
      >
        {props.label}
      </button>
      {props.value && <p>{`Označeno: ${props.value.latitude}, ${props.value.longitude}`}</p>}
      {props.error && <p>{props.error}</p>}
    </div>
  ),
  readPhotoPosition: async () => null,
}));

const fetchMock = vi.fn<typeof fetch>();
let reportAnswer: () => Response = () => Response.json({ id: 42, number: '42/2026' });

function route(url: string): Response {
  if (url.endsWith('/Complaints/GetReportSettings'))
    return Response.json({
      imagesPerComplaint: 3,
      maxImageSizeKb: 5120,
      imageExtensions: ['jpg', 'jpeg', 'png', 'bmp', 'webp'],
      documentExtensions: ['pdf', 'docx'],
      documentsPerComplaint: 5,
      maxDocumentSizeMb: 10,
    });
  if (url.includes('/Category/GetAllForDropdown/'))
    return Response.json([
      { id: 3, name: 'Putevi', icon: 'road' },
      { id: 4, name: 'Javna rasvjeta', icon: 'bulb' },
    ]);
  if (url.endsWith('/Complaints/Report')) return reportAnswer();
  return Response.json({});
}

async function openForm() {
  const router = createMemoryRouter(
    [
      {
        // The shell's guard against leaving unsaved input, and a way elsewhere.
        element: (
          <LeaveGuardProvider>
            <Link to="/complaints/statistics">Statistika</Link>
            <Outlet />
          </LeaveGuardProvider>
        ),
        children: [
          { path: '/complaints/report-problem', element: <ReportProblemPage /> },
          { path: '/complaints/complaint-details/:id', element: <p>detalji</p> },
          { path: '/complaints/statistics', element: <p>statistika</p> },
        ],
      },
    ],
    { initialEntries: ['/complaints/report-problem'] },
  );
  const view = await renderWithApp(<RouterProvider router={router} />);
  return { router, view };
}

async function fillIn() {
  await userEvent.type(screen.getByRole('textbox', { name: /Naslov/ }), 'Rupa na cesti');
  await userEvent.type(screen.getByRole('textbox', { name: /Opis problema/ }), 'Duboka rupa kod škole.');
  await userEvent.click(screen.getAllByLabelText(/Kategorija/)[0]!);
  await userEvent.click(await screen.findByRole('option', { name: 'Putevi' }));
  await userEvent.click(screen.getByRole('button', { name: 'Lokacija problema' }));
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /Adresa/ })).toHaveProperty('value', 'Trg slobode 1, Tuzla'),
  );
}

const photo = (name: string) => new File([new Uint8Array(1000)], name, { type: 'image/jpeg' });
const reportBody = () =>
  JSON.parse(
    String(fetchMock.mock.calls.find(([url]) => String(url).endsWith('/Complaints/Report'))![1]?.body),
  ) as Record<string, unknown>;

describe('reporting a problem', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => route(String(url)));
    const xhr = fakeXhr((file) =>
      file.name === 'ogromna.jpg'
        ? { status: 400, body: { errors: { file: 'image_too_large' }, params: { file: { maximum: 5120 } } } }
        : { status: 200, body: uploaded(`id-${file.name}`, file.name) },
    );
    vi.stubGlobal('XMLHttpRequest', xhr.FakeXhr);
    reportAnswer = () => Response.json({ id: 42, number: '42/2026' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('tells a signed-out visitor to sign in first, with a way back here', async () => {
    await openForm();
    expect(screen.getByText('Morate se prijaviti na sistem da biste prijavili problem!')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Prijava na sistem' }).getAttribute('href')).toBe(
      '/login?returnTo=%2Fcomplaints%2Freport-problem',
    );
    expect(screen.queryByRole('button', { name: 'Pošalji prijavu' })).toBeNull();
  });

  it('keeps the form when a photo is refused and reports with the photos that were taken', async () => {
    signInCitizen();
    const { router, view } = await openForm();
    await fillIn();
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [photo('rupa.jpg'), photo('ogromna.jpg')]);

    expect(
      await screen.findByText(
        'ogromna.jpg nije prihvaćena: Slika je prevelika. Najveća dozvoljena veličina je 5.120 KB.',
      ),
    ).toBeDefined();
    await waitFor(() => expect(screen.getByText('Učitano')).toBeDefined());
    expect(screen.getByRole('textbox', { name: /Naslov/ })).toHaveProperty('value', 'Rupa na cesti');

    await userEvent.click(screen.getByRole('button', { name: 'Pošalji prijavu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaints/complaint-details/42'));
    expect(reportBody()).toMatchObject({
      title: 'Rupa na cesti',
      categoryId: 3,
      latitude: 44.54,
      longitude: 18.67,
      address: 'Trg slobode 1, Tuzla',
      imageIds: ['id-rupa.jpg'],
      documentIds: [],
    });
    expect(toaster.getState()).toMatchObject({ kind: 'success', message: 'Problem je uspješno prijavljen.' });
  });

  it('refuses a photo of a type the settings do not accept before sending it', async () => {
    signInCitizen();
    const { view } = await openForm();
    await screen.findByText(/Najviše 3 fotografije, svaka do 5.120 KB/);
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['x'], 'skica.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(
      screen.getByText(
        'skica.gif nije prihvaćena: Datoteka nije slika dozvoljenog formata. Dozvoljeni formati su: jpg, jpeg, png, bmp, webp.',
      ),
    ).toBeDefined();
  });

  it('shows the server’s refusals under their fields and keeps what was typed', async () => {
    signInCitizen();
    reportAnswer = () =>
      Response.json(
        { errors: { address: 'validation_too_long' }, params: { address: { maximum: 300 } } },
        { status: 400 },
      );
    const { router } = await openForm();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji prijavu' }));

    const address = screen.getByRole('textbox', { name: /Adresa/ });
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(/najviše 300/).length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: /Naslov/ })).toHaveProperty('value', 'Rupa na cesti');
    expect(router.state.location.pathname).toBe('/complaints/report-problem');
    expect(toaster.getState().visible).toBe(false);
  });

  it('asks for the required fields before sending, each by its name, in a summary at the top', async () => {
    signInCitizen();
    await openForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Pošalji prijavu' }));
    const messages = [
      'Naslov: unesite vrijednost.',
      'Opis problema: unesite vrijednost.',
      'Kategorija: izaberite jednu mogućnost.',
      'Označite lokaciju problema na mapi.',
      'Adresa: unesite vrijednost.',
    ];
    const summary = await waitFor(() => document.querySelector<HTMLElement>('[data-error-summary]')!);
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(messages);
    // Each also under its field (the map's beside it).
    for (const message of messages) expect(screen.getAllByText(message)).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/Complaints/Report'))).toBe(false);

    // A link of the summary takes the keyboard to its field.
    await userEvent.click(screen.getByRole('link', { name: 'Naslov: unesite vrijednost.' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Naslov/ }));
  });

  it('keeps everything after a refused report, the photos and the place too, with the message on its field only', async () => {
    signInCitizen();
    reportAnswer = () =>
      Response.json(
        {
          errors: { imageIds: 'complaint_images_limit', latitude: 'validation_too_large' },
          params: { imageIds: { maximum: 1 }, latitude: { maximum: 90 } },
        },
        { status: 400 },
      );
    const { router, view } = await openForm();
    await fillIn();
    await userEvent.type(screen.getByRole('textbox', { name: /Opis lokacije/ }), 'Kod ulaza u školu');
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, [photo('rupa.jpg'), photo('rupa2.jpg')]);
    await waitFor(() => expect(screen.getAllByText('Učitano')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji prijavu' }));

    // The summary names the fields; the photos' message is under the photos.
    expect(
      await screen.findByRole('link', { name: 'Fotografije: Prijava može imati najviše 1 sliku.' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: /^Lokacija problema: / }).getAttribute('href')).toMatch(/^#/);
    expect(
      screen.getByText('Prijava može imati najviše 1 sliku.', { selector: '.mantine-InputWrapper-error' }),
    ).toBeDefined();
    expect(reportBody()).toMatchObject({ imageIds: ['id-rupa.jpg', 'id-rupa2.jpg'] });
    // Shown once: no toast besides.
    expect(toaster.getState().visible).toBe(false);

    // Nothing was lost: what was typed and chosen, the photos and the place on the map.
    expect(router.state.location.pathname).toBe('/complaints/report-problem');
    expect(screen.getByRole('textbox', { name: /Naslov/ })).toHaveProperty('value', 'Rupa na cesti');
    expect(screen.getByRole('textbox', { name: /Opis problema/ })).toHaveProperty(
      'value',
      'Duboka rupa kod škole.',
    );
    expect(screen.getAllByLabelText(/Kategorija/)[0]).toHaveProperty('value', 'Putevi');
    expect(screen.getByText('Označeno: 44.54, 18.67')).toBeDefined();
    expect(screen.getByRole('textbox', { name: /^Adresa/ })).toHaveProperty('value', 'Trg slobode 1, Tuzla');
    expect(screen.getByRole('textbox', { name: /Opis lokacije/ })).toHaveProperty(
      'value',
      'Kod ulaza u školu',
    );
    expect(screen.getByText('rupa.jpg')).toBeDefined();
    expect(screen.getByText('rupa2.jpg')).toBeDefined();

    // One photo fewer, and the report goes.
    reportAnswer = () => Response.json({ id: 42, number: '42/2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Ukloni rupa2.jpg' }));
    await waitFor(() =>
      expect(
        screen.queryByText('Prijava može imati najviše 1 sliku.', {
          selector: '.mantine-InputWrapper-error',
        }),
      ).toBeNull(),
    );
    fetchMock.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji prijavu' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaints/complaint-details/42'));
    expect(reportBody()).toMatchObject({
      imageIds: ['id-rupa.jpg'],
      locationDescription: 'Kod ulaza u školu',
    });
  });

  it('asks before leaving when only photos were chosen, and keeps them when the person stays', async () => {
    signInCitizen();
    const { router, view } = await openForm();
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, photo('rupa.jpg'));
    await screen.findByText('Učitano');
    await userEvent.click(screen.getByRole('link', { name: 'Statistika' }));

    expect(await screen.findByText(/imate izmjene koje nisu sačuvane/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Ostani na stranici' }));
    expect(router.state.location.pathname).toBe('/complaints/report-problem');
    expect(screen.getByText('rupa.jpg')).toBeDefined();
  });
});
