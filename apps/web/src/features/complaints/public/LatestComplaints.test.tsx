import { ComplaintStatus } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import LatestComplaints from './LatestComplaints';

const fetchMock = vi.fn<typeof fetch>();

const item = (id: number) => ({
  id,
  number: `${id}/2026`,
  title: `Prijava broj ${id}`,
  categoryId: 3,
  categoryName: 'Putevi',
  categoryIcon: 'road',
  statusId: ComplaintStatus.Created,
  dateCreated: '2026-03-02T09:15:00.000Z',
  address: 'Maršala Tita 12',
  latitude: 44.5,
  longitude: 18.6,
  organizationalUnitName: null,
  imageId: null,
});

function show() {
  const router = createMemoryRouter([{ path: '/home', element: <LatestComplaints /> }], {
    initialEntries: ['/home'],
  });
  return renderWithApp(<RouterProvider router={router} />);
}

describe('the home page block of the newest complaints', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks for the five newest and links each to its page, with the way to all', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ items: [5, 4, 3, 2, 1].map(item), totalCount: 12 }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await show();
    const first = await screen.findByRole('link', { name: 'Prijava broj 5' });
    expect(first.getAttribute('href')).toBe('/complaints/complaint-details/5');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Sve prijave' }).getAttribute('href')).toBe(
      '/complaints/all-complaints',
    );
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ pageNumber: 1, pageSize: 5, sort: 'dateCreated', direction: 'desc' });
  });

  it('shows each complaint’s photo as a small copy, and says when one has none', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ items: [{ ...item(5), imageId: 41 }, item(4)], totalCount: 2 }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await show();
    const photo = await screen.findByRole('img', { name: 'Fotografija prijave 5/2026' });
    expect(photo.getAttribute('src')).toBe('/api/Complaints/GetThumbnail/41');
    expect(photo.getAttribute('loading')).toBe('lazy');
    const [, second] = screen.getAllByRole('listitem');
    expect(second!.querySelector('img')).toBeNull();
    expect(second!.textContent).toContain('Bez fotografije');
  });

  it('says so when there is none yet', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ items: [], totalCount: 0 }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    await show();
    expect(await screen.findByText('Još nema prijavljenih problema.')).toBeTruthy();
  });
});
