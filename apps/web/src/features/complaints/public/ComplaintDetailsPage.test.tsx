import { ComplaintStatus } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { fakeXhr, signInCitizen, uploaded } from './test-support';
import { ComplaintDetailsPage } from './ComplaintDetailsPage';

vi.mock('../../../components/map', () => ({
  LocationView: (props: { caption?: React.ReactNode }) => <div>{props.caption}</div>,
}));

const complaint = {
  id: 7,
  number: '154/2026',
  title: 'Udarna rupa u Ulici Maršala Tita',
  categoryId: 3,
  categoryName: 'Putevi',
  categoryIcon: 'road',
  statusId: ComplaintStatus.Answered,
  dateCreated: '2026-03-02T09:15:00.000Z',
  address: 'Maršala Tita 12, Tuzla',
  latitude: 44.5384,
  longitude: 18.6671,
  organizationalUnitName: 'Služba za komunalne poslove',
  imageId: 5,
  description: 'Rupa je duboka desetak centimetara.',
  locationDescription: 'Ispred pekare',
  organizationalUnitId: 4,
  userName: 'Amra Hodžić',
  mine: false,
  supportCount: 2,
  supportedByMe: false,
  images: [{ id: 5, width: 1600, height: 1200, contentType: 'image/jpeg' }],
  documents: [],
  comments: [],
  answers: [
    {
      id: 1,
      text: 'Rupa će biti sanirana do petka.',
      authorName: 'Službenik',
      organizationalUnitName: 'Služba za komunalne poslove',
      dateCreated: '2026-03-03T10:00:00.000Z',
      files: [{ id: 9, fileName: 'plan.pdf', contentType: 'application/pdf', size: 100 }],
    },
  ],
  responseHours: 26,
  dateResolved: null,
  inappropriate: false,
  visible: true,
  timeline: [
    {
      kind: 'reported',
      date: '2026-03-02T09:15:00.000Z',
      unitName: null,
      text: '',
      files: [],
      related: null,
    },
    {
      kind: 'answered',
      date: '2026-03-03T10:00:00.000Z',
      unitName: 'Služba za komunalne poslove',
      text: 'Rupa će biti sanirana do petka.',
      files: [{ id: 9, fileName: 'plan.pdf', contentType: 'application/pdf', size: 100 }],
      related: null,
    },
  ],
  following: false,
  followerCount: 2,
  mergedInto: null,
};

const fetchMock = vi.fn<typeof fetch>();
let detailsAnswer: () => Response;
let commentAnswer: () => Response;

const commentSaved = (fileRefused: boolean) =>
  Response.json({
    comment: {
      id: 3,
      text: 'Hvala',
      authorName: 'citizen',
      byStaff: false,
      dateCreated: '2026-03-04T10:00:00.000Z',
      files: [],
      active: true,
      inappropriate: false,
    },
    fileRefused,
  });

async function open() {
  const router = createMemoryRouter(
    [{ path: '/complaints/complaint-details/:id', element: <ComplaintDetailsPage /> }],
    { initialEntries: ['/complaints/complaint-details/7'] },
  );
  return renderWithApp(<RouterProvider router={router} />);
}

const commentBody = () =>
  JSON.parse(
    String(fetchMock.mock.calls.find(([url]) => String(url).endsWith('/Complaints/AddComment'))![1]?.body),
  ) as Record<string, unknown>;

describe('complaint details', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    detailsAnswer = () => Response.json(complaint);
    commentAnswer = () => commentSaved(false);
    fetchMock.mockImplementation(async (url) => {
      if (String(url).includes('/Complaints/GetByID/7/1')) return detailsAnswer();
      if (String(url).endsWith('/Complaints/AddComment')) return commentAnswer();
      if (String(url).endsWith('/Complaints/GetImage/5'))
        return new Response(new Blob(['photo'], { type: 'image/jpeg' }), {
          headers: { 'content-type': 'image/jpeg' },
        });
      return Response.json({});
    });
    vi.stubGlobal(
      'XMLHttpRequest',
      fakeXhr((file) =>
        file.name.endsWith('.exe')
          ? { status: 400, body: { errors: { file: 'file_type_not_allowed' } } }
          : { status: 200, body: uploaded('b7d1c0de-1111-4a1a-9a1a-000000000001', file.name) },
      ).FakeXhr,
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('shows the complaint: facts, photo, place, answers', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'Udarna rupa u Ulici Maršala Tita' })).toBeDefined();
    expect(screen.getAllByText('Odgovorena').length).toBeGreaterThan(0);
    expect(screen.getByText('02.03.2026.')).toBeDefined();
    expect(screen.getByText('1 dan i 2 sata')).toBeDefined();
    expect(screen.getByText('Maršala Tita 12, Tuzla')).toBeDefined();
    // The photo is fetched with the caller's token and shown from its bytes.
    expect(
      await screen.findByRole('img', {
        name: 'Fotografija 1 prijave 154/2026: Udarna rupa u Ulici Maršala Tita',
      }),
    ).toHaveProperty('src', expect.stringMatching(/^blob:/));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/Complaints/GetImage/5'))).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Preuzmi plan.pdf' })).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Prijavite se na sistem da biste komentarisali.' }),
    ).toBeDefined();
  });

  it('says on the page that a complaint was hidden for inappropriate content', async () => {
    detailsAnswer = () =>
      Response.json({ errors: { id: 'complaint_hidden_inappropriate' } }, { status: 410 });
    await open();
    expect(await screen.findByRole('heading', { name: 'Prijava nije dostupna' })).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('Prijava je sakrivena zbog neprimjerenog sadržaja.');
    expect(toaster.getState().visible).toBe(false);
  });

  it('says when there is no such complaint', async () => {
    detailsAnswer = () => Response.json({ errors: { id: 'not_found' } }, { status: 404 });
    await open();
    expect(await screen.findByRole('heading', { name: 'Prijava nije pronađena' })).toBeDefined();
  });

  it('saves a comment without a refused file and says why', async () => {
    signInCitizen();
    const view = await open();
    await screen.findByRole('heading', { name: 'Dodaj komentar' });
    await userEvent.type(screen.getByRole('textbox', { name: /Komentar/ }), 'Još uvijek nije popravljeno.');
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['MZ'], 'virus.exe'));
    await screen.findByText(/virus.exe nije prihvaćena/);
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji komentar' }));

    await waitFor(() =>
      expect(commentBody()).toEqual({ complaintId: 7, text: 'Još uvijek nije popravljeno.', fileIds: [] }),
    );
    const alert = await screen.findByText(/komentar sačuvan bez nje/);
    expect(alert.textContent).toMatch(
      /^Datoteka nije ispravna, pa je komentar sačuvan bez nje\. Razlog: Vrsta datoteke nije dozvoljena/,
    );
  });

  it('says so when the server leaves the file out', async () => {
    signInCitizen();
    commentAnswer = () => commentSaved(true);
    const view = await open();
    await screen.findByRole('heading', { name: 'Dodaj komentar' });
    await userEvent.type(screen.getByRole('textbox', { name: /Komentar/ }), 'Evo slike.');
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF'], 'zapisnik.pdf', { type: 'application/pdf' }));
    await screen.findByText('Učitano');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji komentar' }));

    await waitFor(() => expect(commentBody().fileIds).toEqual(['b7d1c0de-1111-4a1a-9a1a-000000000001']));
    expect(await screen.findByText('Datoteka nije ispravna, pa je komentar sačuvan bez nje.')).toBeDefined();
  });
});
