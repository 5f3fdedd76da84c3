import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  Link,
  Outlet,
  RouterProvider,
  useNavigate,
  useSearchParams,
} from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveGuardProvider } from '../../../components/LeaveGuard';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { reportDrafts } from './report-draft';
import { fakeXhr, signInCitizen, uploaded } from './test-support';
import type * as MapModule from '../../../components/map';
import { ReportProblemPage } from './ReportProblemPage';

const photoPositions = vi.hoisted(() => new Map<string, { latitude: number; longitude: number }>());

// Leaflet needs a real browser; the picker's contract is what the form relies on. The address
// search is the real one, against a stubbed fetch.
vi.mock('../../../components/map', async (importOriginal) => ({
  ...(await importOriginal<typeof MapModule>()),
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
  readPhotoPosition: async (file: File) => photoPositions.get(file.name) ?? null,
}));

// The reports near the pin are another part's; the form hands them the pin and the category.
vi.mock('./NearbyReports', () => ({
  NearbyReports: (props: {
    latitude: number;
    longitude: number;
    categoryId: number;
    onReportNew: () => void;
  }) => (
    <section aria-label="U blizini">
      <p>{`Blizu ${props.latitude}, ${props.longitude}, kategorija ${props.categoryId}`}</p>
      <button type="button" onClick={props.onReportNew}>
        Ne, prijavi novi
      </button>
    </section>
  ),
}));

const scaled = vi.hoisted(() => ({ calls: [] as { name: string; limits: unknown }[] }));
vi.mock('./photo-scale', () => ({
  scalePhoto: async (file: File, limits: unknown) => {
    scaled.calls.push({ name: file.name, limits });
    // A phone photo past the limit comes out a fraction of its bytes.
    return file.size > 5120 * 1024
      ? new File([new Uint8Array(400_000)], file.name, { type: 'image/jpeg' })
      : file;
  },
}));

const fetchMock = vi.fn<typeof fetch>();
let reportAnswer: () => Response = () => Response.json({ id: 42, number: '42/2026' });
let searchAnswer: () => Promise<Response> = async () => Response.json([]);
let anonymousLoginActive = false;

async function route(url: string): Promise<Response> {
  if (url.startsWith('https://geo.test/search')) return searchAnswer();
  if (url.endsWith('/Complaints/GetReportSettings'))
    return Response.json({
      imagesPerComplaint: 3,
      maxImageSizeKb: 5120,
      imageExtensions: ['jpg', 'jpeg', 'png', 'bmp', 'webp'],
      documentExtensions: ['pdf', 'docx'],
      documentsPerComplaint: 5,
      maxDocumentSizeMb: 10,
      photoScalePixels: 2560,
    });
  if (url.endsWith('/Account/GetRegistrationSettings'))
    return Response.json({
      mandatoryFields: [],
      confirmationType: 1,
      registeredLoginActive: true,
      anonymousLoginActive,
    });
  if (url.endsWith('/Account/LoginAnonymous'))
    return Response.json({
      token: 'anonymous-token',
      isLoggedIn: true,
      username: 'anonimni-ab12',
      id: 77,
      organizationId: null,
      profileId: 2,
      roleName: 'Anonymous',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
  if (url.endsWith('/Account/GetAdditionalAccessRights')) return Response.json([]);
  if (url.includes('/Category/GetAllForDropdown/'))
    return Response.json([
      { id: 3, name: 'Putevi', icon: 'road' },
      { id: 4, name: 'Javna rasvjeta', icon: 'bulb' },
    ]);
  if (url.endsWith('/Complaints/Report')) return reportAnswer();
  return Response.json({});
}

/** The sign-in page as far as the form cares: the person signs in and is sent back. */
function FakeLogin() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <div>
      <p>{`prijava, nazad na ${params.get('returnTo')}`}</p>
      <button
        type="button"
        onClick={() => {
          signInCitizen();
          void navigate(params.get('returnTo')!);
        }}
      >
        Prijavi me
      </button>
    </div>
  );
}

function Where() {
  const [params] = useSearchParams();
  return <p>{`registracija, nazad na ${params.get('returnTo')}`}</p>;
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
          { path: '/complaints/report-problem/confirmation/:id', element: <p>potvrda</p> },
          { path: '/complaints/statistics', element: <p>statistika</p> },
          { path: '/login', element: <FakeLogin /> },
          { path: '/register', element: <Where /> },
        ],
      },
    ],
    { initialEntries: ['/complaints/report-problem'] },
  );
  const view = await renderWithApp(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: '1. Gdje je problem?' });
  return { router, view };
}

const mapButton = () => screen.getByRole('button', { name: 'Lokacija problema' });
const fileInputs = (container: HTMLElement) => [
  ...container.querySelectorAll<HTMLInputElement>('input[type="file"]'),
];
/** The file inputs: the photo for the position (step 1), the photos, the documents. */
const inputs = (container: HTMLElement) => {
  const [locate, photos, documents] = fileInputs(container);
  return { locate: locate!, photos: photos!, documents: documents! };
};

async function fillIn() {
  await userEvent.click(mapButton());
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: /Adresa/ })).toHaveProperty('value', 'Trg slobode 1, Tuzla'),
  );
  await userEvent.click(screen.getAllByLabelText(/Kategorija/)[0]!);
  await userEvent.click(await screen.findByRole('option', { name: 'Putevi' }));
  await userEvent.type(screen.getByRole('textbox', { name: /Naslov/ }), 'Rupa na cesti');
  await userEvent.type(screen.getByRole('textbox', { name: /Opis problema/ }), 'Duboka rupa kod škole.');
}

const photo = (name: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path));
const reportBody = () =>
  JSON.parse(String(callsTo('/Complaints/Report').at(-1)![1]?.body)) as Record<string, unknown>;

describe('reporting a problem', () => {
  let xhr: ReturnType<typeof fakeXhr>;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => route(String(url)));
    xhr = fakeXhr((file) =>
      file.name === 'ogromna.jpg'
        ? { status: 400, body: { errors: { file: 'image_too_large' }, params: { file: { maximum: 5120 } } } }
        : { status: 200, body: uploaded(`id-${file.name}`, file.name) },
    );
    vi.stubGlobal('XMLHttpRequest', xhr.FakeXhr);
    reportAnswer = () => Response.json({ id: 42, number: '42/2026' });
    searchAnswer = async () => Response.json([]);
    anonymousLoginActive = false;
    photoPositions.clear();
    scaled.calls = [];
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
    await reportDrafts.clear();
  });

  describe('where', () => {
    it('finds a street by name within the municipality and puts the pin there, the address editable', async () => {
      searchAnswer = async () =>
        Response.json([
          {
            lat: '44.5391',
            lon: '18.6702',
            display_name: '12, Turalibegova, Tuzla, Bosna i Hercegovina',
            address: { house_number: '12', road: 'Turalibegova', city: 'Tuzla' },
          },
          {
            lat: '44.5401',
            lon: '18.6719',
            display_name: 'Trg slobode, Tuzla',
            address: { square: 'Trg slobode' },
          },
        ]);
      await openForm();
      const box = screen.getByRole('searchbox', { name: 'Potražite ulicu ili mjesto' });
      await userEvent.type(box, 'Turalibegova 12{Enter}');

      const results = await screen.findByRole('list', { name: 'Pronađena mjesta' });
      expect(
        screen.getByText('Pronađena su 2 mjesta: izaberite jedno da ga označite na mapi.'),
      ).toBeDefined();
      const asked = new URL(
        String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('https://geo.test'))![0]),
      );
      expect(asked.searchParams.get('q')).toBe('Turalibegova 12');
      expect(asked.searchParams.get('bounded')).toBe('1');
      expect(asked.searchParams.get('accept-language')).toBe('bs');
      // Enter searched; it did not send the report.
      expect(callsTo('/Complaints/Report')).toHaveLength(0);
      expect(document.querySelector('[data-error-summary]')).toBeNull();

      await userEvent.click(within(results).getByRole('button', { name: /Turalibegova 12, Tuzla/ }));
      expect(screen.getByText('Označeno: 44.5391, 18.6702')).toBeDefined();
      const address = screen.getByRole('textbox', { name: /^Adresa/ });
      expect(address).toHaveProperty('value', 'Turalibegova 12, Tuzla');
      expect(screen.getByText(/Označeno je mjesto „Turalibegova 12, Tuzla”/)).toBeDefined();
      // The address stays the person's to correct.
      await userEvent.clear(address);
      await userEvent.type(address, 'Turalibegova 14, Tuzla');
      expect(address).toHaveProperty('value', 'Turalibegova 14, Tuzla');
    });

    it('says when nothing was found, and asks for a few letters first', async () => {
      await openForm();
      const box = screen.getByRole('searchbox', { name: 'Potražite ulicu ili mjesto' });
      await userEvent.type(box, 'Tu');
      await userEvent.click(screen.getByRole('button', { name: 'Traži' }));
      expect(screen.getByText('Upišite najmanje 3 slova.')).toBeDefined();
      expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('https://geo.test'))).toBe(false);

      await userEvent.type(box, 'zlaaa');
      await userEvent.click(screen.getByRole('button', { name: 'Traži' }));
      expect(
        await screen.findByText(
          'Za „Tuzlaaa” u okolini nije ništa pronađeno. Pokušajte drugačije ili označite mjesto na mapi.',
        ),
      ).toBeDefined();
    });

    it('says so when the address search cannot be reached, and the pin can still be dropped', async () => {
      searchAnswer = async () => {
        throw new TypeError('Failed to fetch');
      };
      await openForm();
      await userEvent.type(
        screen.getByRole('searchbox', { name: 'Potražite ulicu ili mjesto' }),
        'Trg slobode{Enter}',
      );
      expect((await screen.findByRole('alert')).textContent).toBe(
        'Pretraga adresa trenutno nije dostupna. Označite mjesto klikom na mapu, koristite svoju lokaciju ili fotografiju s lokacijom.',
      );
      await userEvent.click(mapButton());
      expect(screen.getByText('Označeno: 44.54, 18.67')).toBeDefined();
    });

    it('takes the position from a photo’s GPS and adds the photo to the report, or says it has none', async () => {
      signInCitizen();
      photoPositions.set('gps.jpg', { latitude: 44.5312, longitude: 18.6811 });
      const { view } = await openForm();
      await userEvent.upload(inputs(view.container).locate, photo('bez.jpg'));
      expect(
        await screen.findByText(
          'Fotografija bez.jpg nema zapisanu lokaciju. Dodana je prijavi; mjesto označite na mapi.',
        ),
      ).toBeDefined();
      expect(screen.queryByText(/^Označeno:/)).toBeNull();

      await userEvent.upload(inputs(view.container).locate, photo('gps.jpg'));
      expect(await screen.findByText('Označeno: 44.5312, 18.6811')).toBeDefined();
      expect(screen.getByText(/Lokacija je preuzeta iz fotografije gps.jpg/)).toBeDefined();
      const list = screen.getByRole('list', { name: 'Fotografije' });
      await waitFor(() => expect(within(list).getAllByText('Učitano')).toHaveLength(2));
      expect(within(list).getByText('gps.jpg')).toBeDefined();
    });
  });

  it('shows the reports near the pin in the category before the text; “no, report a new one” goes on to it', async () => {
    signInCitizen();
    await openForm();
    expect(screen.queryByRole('region', { name: 'U blizini' })).toBeNull();
    await userEvent.click(mapButton());
    expect(screen.queryByRole('region', { name: 'U blizini' })).toBeNull();
    await userEvent.click(screen.getAllByLabelText(/Kategorija/)[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Javna rasvjeta' }));

    const nearby = await screen.findByRole('region', { name: 'U blizini' });
    expect(within(nearby).getByText('Blizu 44.54, 18.67, kategorija 4')).toBeDefined();
    // Between the category and the text.
    const title = screen.getByRole('textbox', { name: /Naslov/ });
    const category = screen.getAllByLabelText(/Kategorija/)[0]!;
    expect(category.compareDocumentPosition(nearby) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(nearby.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(within(nearby).getByRole('button', { name: 'Ne, prijavi novi' }));
    expect(document.activeElement).toBe(title);
  });

  it('scales a photo past the limits before sending it, each photo with its progress', async () => {
    signInCitizen();
    const { view } = await openForm();
    await userEvent.upload(inputs(view.container).photos, [
      photo('velika.jpg', 6 * 1024 * 1024),
      photo('mala.jpg'),
    ]);

    const list = screen.getByRole('list', { name: 'Fotografije' });
    await waitFor(() => expect(within(list).getAllByText('Učitano')).toHaveLength(2));
    expect(within(list).getAllByRole('progressbar')).toHaveLength(2);
    // Never refused for its size: the browser scaled it to the configured limits first.
    expect(screen.queryByText(/nije prihvaćena/)).toBeNull();
    expect(scaled.calls).toEqual([
      { name: 'velika.jpg', limits: { maxPixels: 2560, maxBytes: 5120 * 1024 } },
      { name: 'mala.jpg', limits: { maxPixels: 2560, maxBytes: 5120 * 1024 } },
    ]);
    expect(xhr.sent.map(({ file }) => [file.name, file.size])).toEqual([
      ['velika.jpg', 400_000],
      ['mala.jpg', 1000],
    ]);
  });

  describe('signing in at submit', () => {
    it('lets a visitor fill in the whole report, keeps the photos until they sign in, and asks how', async () => {
      const { view } = await openForm();
      expect(
        screen.getByText(/Prijavu možete popuniti bez prijave na sistem\. Prije slanja ćete se prijaviti/),
      ).toBeDefined();
      await fillIn();
      await userEvent.upload(inputs(view.container).photos, photo('rupa.jpg'));
      expect(await screen.findByText('Šalje se nakon prijave na sistem.')).toBeDefined();
      expect(xhr.sent).toHaveLength(0);

      await userEvent.click(screen.getByRole('button', { name: 'Pošalji prijavu' }));
      const panel = await screen.findByRole('region', { name: 'Prijavite se da biste poslali prijavu' });
      expect(document.activeElement).toBe(within(panel).getByRole('heading'));
      expect(within(panel).getByRole('button', { name: 'Prijava na sistem' })).toBeDefined();
      expect(within(panel).getByRole('button', { name: 'Registracija' })).toBeDefined();
      // The municipality has no anonymous sign-in.
      await waitFor(() => expect(callsTo('/Account/GetRegistrationSettings')).toHaveLength(1));
      expect(within(panel).queryByRole('button', { name: 'Nastavi kao anonimni građanin' })).toBeNull();
      expect(callsTo('/Complaints/Report')).toHaveLength(0);
    });

    it('keeps everything through the sign-in and sends it with one click afterwards', async () => {
      const { router, view } = await openForm();
      await fillIn();
      await userEvent.type(screen.getByRole('textbox', { name: /Opis lokacije/ }), 'Kod ulaza');
      await userEvent.click(screen.getByRole('checkbox', { name: /Prikaži moje ime javno/ }));
      await userEvent.upload(inputs(view.container).photos, photo('rupa.jpg'));
      await userEvent.upload(inputs(view.container).documents, new File(['%PDF'], 'zapisnik.pdf'));
      await screen.findAllByText('Šalje se nakon prijave na sistem.');

      await userEvent.click(screen.getByRole('button', { name: 'Pošalji prijavu' }));
      const panel = await screen.findByRole('region', { name: 'Prijavite se da biste poslali prijavu' });
      await userEvent.click(within(panel).getByRole('button', { name: 'Prijava na sistem' }));

      // Off to sign in without "unsaved changes" in the way, with the way back.
      expect(await screen.findByText('prijava, nazad na /complaints/report-problem')).toBeDefined();
      expect(router.state.location.pathname).toBe('/login');
      await userEvent.click(screen.getByRole('button', { name: 'Prijavi me' }));

      // Back: everything as it was, the files now on their way.
      expect(
        await screen.findByText(
          'Vaša prijava je sačuvana dok ste se prijavljivali. Provjerite je i pošaljite.',
        ),
      ).toBeDefined();
      expect(screen.getByRole('textbox', { name: /Naslov/ })).toHaveProperty('value', 'Rupa na cesti');
      expect(screen.getByRole('textbox', { name: /Opis problema/ })).toHaveProperty(
        'value',
        'Duboka rupa kod škole.',
      );
      expect(screen.getAllByLabelText(/Kategorija/)[0]).toHaveProperty('value', 'Putevi');
      expect(screen.getByText('Označeno: 44.54, 18.67')).toBeDefined();
      expect(screen.getByRole('textbox', { name: /^Adresa/ })).toHaveProperty(
        'value',
        'Trg slobode 1, Tuzla',
      );
      expect(screen.getByRole('textbox', { name: /Opis lokacije/ })).toHaveProperty('value', 'Kod ulaza');
      expect(screen.getByRole('checkbox', { name: /Prikaži moje ime javno/ })).toHaveProperty(
        'checked',
        true,
      );
      await waitFor(() => expect(screen.getAllByText('Učitano')).toHaveLength(2));
      expect(xhr.sent.map(({ file }) => file.name)).toEqual(['rupa.jpg', 'zapisnik.pdf']);

      // One click.
      await userEvent.click(screen.getByRole('button', { name: 'Pošalji prijavu' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/complaints/report-problem/confirmation/42'),
      );
      expect(callsTo('/Complaints/Report')).toHaveLength(1);
      expect(reportBody()).toEqual({
        title: 'Rupa na cesti',
        description: 'Duboka rupa kod škole.',
        categoryId: 3,
        latitude: 44.54,
        longitude: 18.67,
        address: 'Trg slobode 1, Tuzla',
        locationDescription: 'Kod ulaza',
        showName: true,
        imageIds: ['id-rupa.jpg'],
        documentIds: ['id-zapisnik.pdf'],
      });
      // Sent: the draft is gone.
      expect(reportDrafts.current()).toBeNull();
    });

    it('registers with the way back to the report', async () => {
      const { router } = await openForm();
      await fillIn();
      await userEvent.click(screen.getByRole('button', { name: 'Pošalji prijavu' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Registracija' }));
      expect(await screen.findByText('registracija, nazad na /complaints/report-problem')).toBeDefined();
      expect(router.state.location.pathname).toBe('/register');
      expect((await reportDrafts.load())?.values).toMatchObject({ title: 'Rupa na cesti', categoryId: 3 });
    });

    it('continues as an anonymous citizen in place where the municipality allows it', async () => {
      anonymousLoginActive = true;
      const { router, view } = await openForm();
      await fillIn();
      await userEvent.upload(inputs(view.container).photos, photo('rupa.jpg'));
      await userEvent.click(screen.getByRole('button', { name: 'Pošalji prijavu' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Nastavi kao anonimni građanin' }));

      expect(await screen.findByText(/Prijavljeni ste kao anonimni građanin\./)).toBeDefined();
      expect(callsTo('/Account/LoginAnonymous')).toHaveLength(1);
      expect(auth.getSession()?.user.profileId).toBe(2);
      // An anonymous citizen has no name to show.
      expect(screen.queryByRole('checkbox', { name: /Prikaži moje ime javno/ })).toBeNull();
      await screen.findByText('Učitano');
      expect(router.state.location.pathname).toBe('/complaints/report-problem');

      await userEvent.click(screen.getByRole('button', { name: 'Pošalji prijavu' }));
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/complaints/report-problem/confirmation/42'),
      );
      expect(reportBody()).toMatchObject({ title: 'Rupa na cesti', imageIds: ['id-rupa.jpg'] });
    });

    it('lets the person throw a kept report away and start afresh', async () => {
      await reportDrafts.save({
        values: {
          title: 'Stara prijava',
          description: 'Opis',
          categoryId: 4,
          location: null,
          address: '',
          locationDescription: '',
          showName: false,
        },
        photos: [],
        documents: [],
      });
      await openForm();
      expect(screen.getByRole('textbox', { name: /Naslov/ })).toHaveProperty('value', 'Stara prijava');
      await userEvent.click(screen.getByRole('button', { name: 'Odbaci sačuvanu prijavu i počni iznova' }));
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: /Naslov/ })).toHaveProperty('value', ''),
      );
      expect(await reportDrafts.load()).toBeNull();
    });
  });

  it('keeps the form when a photo is refused and reports with the photos that were taken', async () => {
    signInCitizen();
    const { router, view } = await openForm();
    await fillIn();
    await userEvent.upload(inputs(view.container).photos, [photo('rupa.jpg'), photo('ogromna.jpg')]);

    expect(
      await screen.findByText(
        'ogromna.jpg nije prihvaćena: Slika je prevelika. Najveća dozvoljena veličina je 5.120 KB.',
      ),
    ).toBeDefined();
    await waitFor(() => expect(screen.getByText('Učitano')).toBeDefined());
    expect(screen.getByRole('textbox', { name: /Naslov/ })).toHaveProperty('value', 'Rupa na cesti');

    await userEvent.click(screen.getByRole('button', { name: 'Pošalji prijavu' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/complaints/report-problem/confirmation/42'),
    );
    expect(reportBody()).toMatchObject({
      title: 'Rupa na cesti',
      categoryId: 3,
      latitude: 44.54,
      longitude: 18.67,
      address: 'Trg slobode 1, Tuzla',
      showName: false,
      imageIds: ['id-rupa.jpg'],
      documentIds: [],
    });
    expect(toaster.getState()).toMatchObject({ kind: 'success', message: 'Problem je uspješno prijavljen.' });
  });

  it('refuses a photo of a type the settings do not accept before sending it', async () => {
    signInCitizen();
    const { view } = await openForm();
    await screen.findByText(/Najviše 3 fotografije \(jpg, jpeg, png, bmp, webp\)/);
    await userEvent.upload(
      inputs(view.container).photos,
      new File(['x'], 'skica.gif', { type: 'image/gif' }),
      {
        applyAccept: false,
      },
    );
    expect(
      screen.getByText(
        'skica.gif nije prihvaćena: Datoteka nije slika dozvoljenog formata. Dozvoljeni formati su: jpg, jpeg, png, bmp, webp.',
      ),
    ).toBeDefined();
    expect(xhr.sent).toHaveLength(0);
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

  it('asks for the required fields before sending, each by its name, in page order, in a summary at the top', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji prijavu' }));
    const messages = [
      'Označite lokaciju problema na mapi.',
      'Adresa: unesite vrijednost.',
      'Kategorija: izaberite jednu mogućnost.',
      'Naslov: unesite vrijednost.',
      'Opis problema: unesite vrijednost.',
    ];
    const summary = await waitFor(() => document.querySelector<HTMLElement>('[data-error-summary]')!);
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(messages);
    for (const message of messages) expect(screen.getAllByText(message)).toHaveLength(2);
    // Not valid yet: no sign-in asked of a visitor, nothing sent.
    expect(screen.queryByRole('region', { name: 'Prijavite se da biste poslali prijavu' })).toBeNull();
    expect(callsTo('/Complaints/Report')).toHaveLength(0);

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
    await userEvent.upload(inputs(view.container).photos, [photo('rupa.jpg'), photo('rupa2.jpg')]);
    await waitFor(() => expect(screen.getAllByText('Učitano')).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji prijavu' }));

    expect(
      await screen.findByRole('link', { name: 'Fotografije: Prijava može imati najviše 1 sliku.' }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: /^Lokacija problema: / }).getAttribute('href')).toMatch(/^#/);
    expect(toaster.getState().visible).toBe(false);
    expect(screen.getByText('rupa.jpg')).toBeDefined();
    expect(screen.getByText('Označeno: 44.54, 18.67')).toBeDefined();

    reportAnswer = () => Response.json({ id: 42, number: '42/2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Ukloni rupa2.jpg' }));
    fetchMock.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji prijavu' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/complaints/report-problem/confirmation/42'),
    );
    expect(reportBody()).toMatchObject({ imageIds: ['id-rupa.jpg'] });
  });

  it('asks before leaving when only photos were chosen, and keeps them when the person stays', async () => {
    signInCitizen();
    const { router, view } = await openForm();
    await userEvent.upload(inputs(view.container).photos, photo('rupa.jpg'));
    await screen.findByText('Učitano');
    await userEvent.click(screen.getByRole('link', { name: 'Statistika' }));

    expect(await screen.findByText(/imate izmjene koje nisu sačuvane/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Ostani na stranici' }));
    expect(router.state.location.pathname).toBe('/complaints/report-problem');
    expect(screen.getByText('rupa.jpg')).toBeDefined();
  });
});
