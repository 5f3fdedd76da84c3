import { ComplaintStatus, Profile } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { NearbyReports } from './NearbyReports';
import { signInCitizen } from './test-support';

const fetchMock = vi.fn<typeof fetch>();
let nearbyAnswer: () => Response;
let supportAnswer: () => Response;

const near = (overrides: Record<string, unknown>) => ({
  id: 12,
  number: '12/2026',
  title: 'Udarna rupa kod škole',
  categoryName: 'Putevi',
  statusId: ComplaintStatus.Assigned,
  address: 'Turalibegova 4, Tuzla',
  distanceMeters: 21,
  dateCreated: '2026-03-02T09:15:00.000Z',
  dateResolved: null,
  thumbnailUrl: '/api/Complaints/GetThumbnail/5',
  supportCount: 3,
  supportedByMe: false,
  mine: false,
  ...overrides,
});

const items = () => [
  near({}),
  near({
    id: 14,
    number: '14/2026',
    title: 'Rupa na trotoaru',
    statusId: ComplaintStatus.Resolved,
    dateResolved: '2026-03-20T09:00:00.000Z',
    distanceMeters: 120,
    thumbnailUrl: null,
    supportCount: 0,
  }),
  near({ id: 15, number: '15/2026', title: 'Moja stara prijava', distanceMeters: 3, mine: true }),
];

const bodyOf = (path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).endsWith(path))![1]?.body)) as unknown;

async function show(onReportNew = vi.fn()) {
  const router = createMemoryRouter(
    [
      {
        path: '/complaints/report-problem',
        element: (
          <NearbyReports latitude={44.538} longitude={18.676} categoryId={3} onReportNew={onReportNew} />
        ),
      },
    ],
    { initialEntries: ['/complaints/report-problem'] },
  );
  const view = await renderWithApp(<RouterProvider router={router} />);
  return { view, onReportNew };
}

describe('reports near the pin, before writing a new one', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    nearbyAnswer = () => Response.json({ distanceMeters: 150, items: items() });
    supportAnswer = () =>
      Response.json({ complaintId: 12, supportCount: 4, supportedByMe: true, following: true });
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/Complaints/GetNearby')) return nearbyAnswer();
      if (String(url).endsWith('/Complaints/Support')) return supportAnswer();
      return Response.json({});
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('shows each report near the pin as a card: photo, number, title, status, distance, address, supports', async () => {
    await show();
    expect(
      await screen.findByRole('heading', { name: 'Da li je ovaj problem već prijavljen?' }),
    ).toBeDefined();
    expect(bodyOf('/Complaints/GetNearby')).toEqual({
      latitude: 44.538,
      longitude: 18.676,
      categoryId: 3,
      languageId: 1,
    });
    const cards = within(
      screen.getByRole('list', { name: 'Prijave u blizini označenog mjesta' }),
    ).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('img', { name: 'Fotografija prijave 12/2026' }).getAttribute('src')).toBe(
      '/api/Complaints/GetThumbnail/5',
    );
    expect(first.getByText('12/2026')).toBeDefined();
    expect(first.getByText('Udarna rupa kod škole')).toBeDefined();
    expect(first.getByText('Dodijeljena')).toBeDefined();
    expect(first.getByText('21 metar od vaše oznake · Turalibegova 4, Tuzla')).toBeDefined();
    expect(first.getByText('Podržavaju je 3 građanina')).toBeDefined();
    expect(first.getByRole('link', { name: /Detalji prijave 12\/2026/ }).getAttribute('target')).toBe(
      '_blank',
    );

    const second = within(cards[1]!);
    expect(second.getByText('Bez fotografije')).toBeDefined();
    expect(second.getByText('Riješena')).toBeDefined();
    expect(second.getByText(/^120 metara od vaše oznake/)).toBeDefined();
    expect(second.getByText('Još je niko nije podržao')).toBeDefined();
    // The reporter's own report says so and offers no support.
    const third = within(cards[2]!);
    expect(third.getByText(/^3 metra od vaše oznake/)).toBeDefined();
    expect(third.getByText('Vaša prijava')).toBeDefined();
  });

  it('supports a report for a signed-in citizen and says they follow it now, with the way to it', async () => {
    signInCitizen();
    await show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ovo je i moj problem: prijava 12/2026' }),
    );
    await waitFor(() => expect(bodyOf('/Complaints/Support')).toEqual({ complaintId: 12 }));
    const status = await screen.findByText(/Podržali ste prijavu 12\/2026 i pratite je\./);
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Otvori prijavu 12/2026' }).getAttribute('href')).toBe(
      '/complaints/complaint-details/12',
    );
    expect(screen.queryByRole('button', { name: 'Ovo je i moj problem: prijava 12/2026' })).toBeNull();
    // The other report can still be supported; the own one cannot.
    expect(screen.getByRole('button', { name: 'Ovo je i moj problem: prijava 14/2026' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Ovo je i moj problem: prijava 15/2026' })).toBeNull();
  });

  it('shows a refusal of the support beside the card, once', async () => {
    signInCitizen();
    supportAnswer = () =>
      Response.json({ errors: { complaintId: 'complaint_support_closed' } }, { status: 400 });
    await show();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ovo je i moj problem: prijava 12/2026' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ova prijava se više ne može podržati: riješena je prije više od mjesec dana ili je spojena s drugom prijavom.',
    );
    expect(toaster.getState().visible).toBe(false);
    expect(screen.queryByText(/Podržali ste prijavu/)).toBeNull();
  });

  it('offers a visitor signing in and coming back to the report instead of the button', async () => {
    await show();
    const link = await screen.findByRole('link', { name: 'Prijavite se da biste podržali prijavu 12/2026' });
    expect(link.getAttribute('href')).toBe('/login?returnTo=%2Fcomplaints%2Fcomplaint-details%2F12');
    expect(screen.queryByRole('button', { name: /Ovo je i moj problem/ })).toBeNull();
  });

  it('tells an anonymous citizen that a registered account is needed', async () => {
    signInCitizen();
    auth.signIn({ ...auth.getSession()!.user, profileId: Profile.AnonymousCitizen }, []);
    await show();
    expect(
      (
        await screen.findAllByText(
          'Da biste podržali prijavu, prijavite se registrovanim korisničkim računom.',
        )
      ).length,
    ).toBe(2);
    expect(screen.queryByRole('button', { name: /Ovo je i moj problem/ })).toBeNull();
  });

  it('goes on to a new report with "no, report a new one"', async () => {
    const { onReportNew } = await show();
    await userEvent.click(await screen.findByRole('button', { name: 'Ne, prijavi novi problem' }));
    expect(onReportNew).toHaveBeenCalledTimes(1);
  });

  it('renders nothing and calls nothing when nothing is near', async () => {
    nearbyAnswer = () => Response.json({ distanceMeters: 150, items: [] });
    const { view, onReportNew } = await show();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.container.querySelector('section')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(onReportNew).not.toHaveBeenCalled();
  });

  it('renders nothing, and no error, when the search fails', async () => {
    nearbyAnswer = () => Response.json({}, { status: 500 });
    const { view } = await show();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(view.container.querySelector('section')).toBeNull();
    expect(toaster.getState().visible).toBe(false);
  });
});
