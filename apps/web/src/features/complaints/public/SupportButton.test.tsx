import { ComplaintStatus, Profile } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { ComplaintDetailsPage } from './ComplaintDetailsPage';
import { SupportButton } from './SupportButton';
import { signInCitizen } from './test-support';

vi.mock('../../../components/map', () => ({ LocationView: () => null }));

const fetchMock = vi.fn<typeof fetch>();
/** What the server holds: the details answer follows the supports sent. */
let held: { supportCount: number; supportedByMe: boolean };

const details = () => ({
  id: 7,
  number: '154/2026',
  title: 'Udarna rupa u Ulici Maršala Tita',
  categoryId: 3,
  categoryName: 'Putevi',
  categoryIcon: 'road',
  statusId: ComplaintStatus.Assigned,
  dateCreated: '2026-03-02T09:15:00.000Z',
  address: 'Maršala Tita 12, Tuzla',
  latitude: 44.5384,
  longitude: 18.6671,
  organizationalUnitName: null,
  imageId: null,
  description: 'Rupa je duboka.',
  locationDescription: '',
  organizationalUnitId: null,
  userName: 'Amra H.',
  mine: false,
  ...held,
  images: [],
  documents: [],
  comments: [],
  answers: [],
  responseHours: null,
  dateResolved: null,
  inappropriate: false,
  visible: true,
  timeline: [],
  following: false,
  followerCount: 1,
  mergedInto: null,
});

const state = () => ({ complaintId: 7, ...held, following: true });

async function open() {
  const router = createMemoryRouter(
    [{ path: '/complaints/complaint-details/:id', element: <ComplaintDetailsPage /> }],
    { initialEntries: ['/complaints/complaint-details/7'] },
  );
  return renderWithApp(<RouterProvider router={router} />);
}

const posted = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(path));

describe('the support button of a complaint page', () => {
  beforeEach(() => {
    held = { supportCount: 2, supportedByMe: false };
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.includes('/Complaints/GetByID/7/1')) return Response.json(details());
      if (path.endsWith('/Complaints/Support')) {
        held = { supportCount: held.supportCount + 1, supportedByMe: true };
        return Response.json(state());
      }
      if (path.endsWith('/Complaints/WithdrawSupport')) {
        held = { supportCount: held.supportCount - 1, supportedByMe: false };
        return Response.json(state());
      }
      return Response.json({});
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('supports with one click, shows the new count and offers taking it back', async () => {
    signInCitizen();
    await open();
    expect(await screen.findByText('Podržavaju je 2 građanina')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Ovo je i moj problem' }));
    expect(await screen.findByText('Podržali ste prijavu 154/2026 i pratite je.')).toBeDefined();
    expect(screen.getByText('Podržavaju je 3 građanina')).toBeDefined();
    expect(screen.getByText('Podržavate ovu prijavu.')).toBeDefined();
    expect(posted('/Complaints/Support')).toHaveLength(1);
    expect(JSON.parse(String(posted('/Complaints/Support')[0]![1]?.body))).toEqual({ complaintId: 7 });

    await userEvent.click(screen.getByRole('button', { name: 'Povuci podršku' }));
    expect(
      await screen.findByText('Povukli ste podršku. Prijavu i dalje pratite dok se ne odjavite.'),
    ).toBeDefined();
    expect(screen.getByText('Podržavaju je 2 građanina')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Ovo je i moj problem' })).toBeDefined();
  });

  it('sends one support for a second click while the first is on its way', async () => {
    signInCitizen();
    let answer: (response: Response) => void = () => undefined;
    const answered = new Promise<Response>((resolve) => (answer = resolve));
    const serve = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      String(url).endsWith('/Complaints/Support') ? answered : serve(url, init),
    );
    await open();
    const button = await screen.findByRole('button', { name: 'Ovo je i moj problem' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(await screen.findByText('Šaljem podršku…')).toBeDefined();
    held = { supportCount: 3, supportedByMe: true };
    answer(Response.json(state()));
    await screen.findByText('Podržavate ovu prijavu.');
    expect(posted('/Complaints/Support')).toHaveLength(1);
  });

  it('offers a visitor signing in and coming back to this page', async () => {
    await open();
    const link = await screen.findByRole('link', { name: 'Prijavite se da biste podržali ovu prijavu' });
    expect(link.getAttribute('href')).toBe('/login?returnTo=%2Fcomplaints%2Fcomplaint-details%2F7');
    expect(screen.queryByRole('button', { name: 'Ovo je i moj problem' })).toBeNull();
  });

  it('shows the reporter the count only, and nothing to support on a report closed long ago', async () => {
    const router = (complaint: Parameters<typeof SupportButton>[0]['complaint']) =>
      createMemoryRouter([{ path: '/', element: <SupportButton complaint={complaint} /> }]);
    signInCitizen();
    const own = await renderWithApp(
      <RouterProvider router={router({ ...details(), mine: true, supportCount: 1 })} />,
    );
    expect(screen.getByText('Podržava je 1 građanin')).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
    own.unmount();

    await renderWithApp(
      <RouterProvider
        router={router({
          ...details(),
          statusId: ComplaintStatus.Resolved,
          dateResolved: '2020-01-01T00:00:00Z',
        })}
      />,
    );
    expect(screen.getByText('Podržavaju je 2 građanina')).toBeDefined();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('tells an anonymous citizen a registered account is needed', async () => {
    signInCitizen();
    auth.signIn({ ...auth.getSession()!.user, profileId: Profile.AnonymousCitizen }, []);
    await open();
    expect(
      await screen.findByText('Da biste podržali prijavu, prijavite se registrovanim korisničkim računom.'),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Ovo je i moj problem' })).toBeNull();
  });

  it('shows the refusal of a support beside the button', async () => {
    signInCitizen();
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.includes('/Complaints/GetByID/7/1')) return Response.json(details());
      if (path.endsWith('/Complaints/Support'))
        return Response.json(
          { errors: { general: 'too_many_supports' }, params: { general: { minutes: 3 } } },
          { status: 429 },
        );
      return Response.json({});
    });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Ovo je i moj problem' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/^Mnogo puta ste podržali/));
    expect(screen.getByText('Podržavaju je 2 građanina')).toBeDefined();
  });
});
