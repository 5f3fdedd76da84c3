import { ComplaintStatus, Profile } from '@portal/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../lib/toast';
import { bodiesOf, mockApi } from '../../../test/api';
import { signInAs } from '../../../test/auth';
import { renderRoutes } from '../../../test/render';
import { ComplaintDetailsPage } from './ComplaintDetailsPage';
import { signInCitizen } from './test-support';

vi.mock('../../../components/map', () => ({ LocationView: () => null }));

const fetchMock = mockApi();
/** What the server holds: the details answer follows the calls sent. */
let held: { following: boolean; followerCount: number };

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
  supportCount: 0,
  supportedByMe: false,
  images: [],
  documents: [],
  comments: [],
  answers: [],
  responseHours: null,
  dateResolved: null,
  inappropriate: false,
  visible: true,
  timeline: [],
  mergedInto: null,
  ...held,
});

const open = () =>
  renderRoutes(
    [
      { path: '/complaints/complaint-details/:id', element: <ComplaintDetailsPage /> },
      { path: '/login', element: <p>prijava</p> },
    ],
    '/complaints/complaint-details/7',
  );

describe('following a complaint from its page', () => {
  beforeEach(() => {
    held = { following: false, followerCount: 1 };
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.includes('/Complaints/GetByID/7/1')) return Response.json(details());
      if (path.endsWith('/Complaints/Follow')) {
        held = { following: true, followerCount: held.followerCount + 1 };
        return Response.json(held);
      }
      if (path.endsWith('/Complaints/Unfollow')) {
        held = { following: false, followerCount: held.followerCount - 1 };
        return Response.json(held);
      }
      return Response.json({});
    });
  });

  it('follows and unfollows with one toggle, pressed while following, and says so', async () => {
    signInCitizen();
    await open();
    const toggle = await screen.findByRole('button', { name: 'Prati prijavu' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Prati je 1 osoba')).toBeDefined();

    await userEvent.click(toggle);
    expect(
      await screen.findByText('Pratite prijavu 154/2026. O svakoj promjeni javit ćemo vam e-poštom.'),
    ).toBeDefined();
    const pressed = screen.getByRole('button', { name: 'Prestani pratiti' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Prate je 2 osobe')).toBeDefined();
    expect(bodiesOf(fetchMock, '/Complaints/Follow')).toEqual([{ complaintId: 7 }]);

    await userEvent.click(pressed);
    expect(await screen.findByText('Više ne pratite prijavu 154/2026.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Prati prijavu' }).getAttribute('aria-pressed')).toBe('false');
    expect(bodiesOf(fetchMock, '/Complaints/Unfollow')).toEqual([{ complaintId: 7 }]);
  });

  it('offers a visitor signing in and coming back to the complaint', async () => {
    await open();
    const link = await screen.findByRole('link', { name: 'Prijavite se da biste pratili prijavu' });
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/complaints/complaint-details/7')}`,
    );
    expect(screen.queryByRole('button', { name: 'Prati prijavu' })).toBeNull();
  });

  it('offers no toggle on a report merged into another: that one is followed', async () => {
    signInCitizen();
    const serve = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      String(url).includes('/Complaints/GetByID/7/1')
        ? Response.json({ ...details(), mergedInto: { id: 12, number: '160/2026' } })
        : serve(url, init),
    );
    await open();
    expect(await screen.findByText('Prijava je spojena s prijavom 160/2026')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Prati prijavu' })).toBeNull();
  });

  it('tells an anonymous citizen a registered account is needed', async () => {
    signInAs(Profile.AnonymousCitizen);
    await open();
    expect(
      await screen.findByText(
        'Za praćenje prijave potreban je registrovan korisnički račun s adresom e-pošte.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Prati prijavu' })).toBeNull();
  });

  it('keeps the state when the server refuses, and shows the refusal', async () => {
    signInCitizen();
    const serve = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      String(url).endsWith('/Complaints/Follow')
        ? Response.json({ errors: { complaint: 'complaint_hidden_inappropriate' } }, { status: 410 })
        : serve(url, init),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Prati prijavu' }));
    await waitFor(() => expect(bodiesOf(fetchMock, '/Complaints/Follow')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Prati prijavu' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText(/Pratite prijavu 154\/2026/)).toBeNull();
    await waitFor(() => expect(toaster.getState().visible).toBe(true));
    expect(toaster.getState().message).toContain('Prijava je sakrivena zbog neprimjerenog sadržaja.');
  });
});
