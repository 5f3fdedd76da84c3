import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { fakeXhr, signInCitizen, uploaded } from './test-support';
import { ReportProblemPage } from './ReportProblemPage';

// Leaflet needs a real browser; the picker's contract is what the form relies on.
vi.mock('../../../components/map', () => ({
  LocationPicker: (props: {
    label: string;
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
      { path: '/complaints/report-problem', element: <ReportProblemPage /> },
      { path: '/complaints/complaint-details/:id', element: <p>detalji</p> },
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
  });

  it('asks for the required fields before sending', async () => {
    signInCitizen();
    await openForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Pošalji prijavu' }));
    expect((await screen.findAllByText('Polje je obavezno.')).length).toBeGreaterThanOrEqual(4);
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/Complaints/Report'))).toBe(false);
  });
});
