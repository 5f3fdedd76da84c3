import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { describe, expect, it } from 'vitest';
import { bodiesOf, mockApi } from '../../../test/api';
import { renderRoutes, renderWithApp } from '../../../test/render';
import { ComplaintsFeedLink } from './ComplaintsFeedLink';
import HomeHighlights from './HomeHighlights';
import HomeMap from './HomeMap';

const fetchMock = mockApi();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the home page’s call to report', () => {
  it('leads to the report form with a big button and shows this month’s figures', async () => {
    fetchMock.mockResolvedValue(json({ month: '2026-11', reported: 1234, resolved: 87 }));
    await renderRoutes(
      [
        { path: '/home', element: <HomeHighlights /> },
        { path: '/complaints/report-problem', element: <h1>Obrazac</h1> },
      ],
      '/home',
    );
    const figures = screen.getByLabelText('Ovog mjeseca');
    await waitFor(() => expect(figures.textContent).toContain('1.234'));
    const terms = [...figures.querySelectorAll('dt')].map((d) => d.textContent);
    const values = [...figures.querySelectorAll('dd')].map((d) => d.textContent);
    expect(terms).toEqual(['prijavljeno ovog mjeseca', 'riješeno ovog mjeseca']);
    expect(values).toEqual(['1.234', '87']);
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/Complaints\/GetMonthCounts$/);

    fireEvent.click(screen.getByRole('link', { name: 'Prijavite problem' }));
    expect(await screen.findByRole('heading', { name: 'Obrazac' })).toBeTruthy();
  });

  it('keeps its place with dashes when the figures cannot be read', async () => {
    fetchMock.mockResolvedValue(json({ errors: { general: 'service_unavailable' } }, 503));
    await renderRoutes([{ path: '/home', element: <HomeHighlights /> }], '/home');
    const figures = screen.getByLabelText('Ovog mjeseca');
    await waitFor(() => expect(figures.getAttribute('aria-busy')).toBe('false'));
    expect([...figures.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['–', '–']);
    expect(screen.getByRole('link', { name: 'Prijavite problem' })).toBeTruthy();
  });

  it('speaks Serbian in Cyrillic', async () => {
    fetchMock.mockResolvedValue(json({ month: '2026-11', reported: 3, resolved: 1 }));
    const router = createMemoryRouter([{ path: '/home', element: <HomeHighlights /> }], {
      initialEntries: ['/home'],
    });
    await renderWithApp(<RouterProvider router={router} />, { language: 'sr_cyr' });
    expect(screen.getByRole('link', { name: 'Пријавите проблем' })).toBeTruthy();
    const figures = screen.getByLabelText('Овог мјесеца');
    await waitFor(() => expect(figures.querySelector('dd')?.textContent).toBe('3'));
    expect(figures.querySelector('dt')?.textContent).toBe('пријављено овог мјесеца');
  });
});

describe('the home page’s map of open problems', () => {
  it('asks the public map call for open problems only, in the view the map shows', async () => {
    fetchMock.mockResolvedValue(
      json({
        points: [
          { key: 'c7', latitude: 44.54, longitude: 18.67, count: 1, id: 7, title: 'Rupa', statusId: 1 },
        ],
        totalCount: 3,
      }),
    );
    await renderRoutes(
      [
        { path: '/home', element: <HomeMap /> },
        { path: '/complaints/complaint-details/:id', element: <h1>Detalji</h1> },
      ],
      '/home',
    );
    expect(screen.getByRole('region', { name: 'Mapa otvorenih problema' })).toBeTruthy();
    expect(await screen.findByText('3 otvorena problema u prikazanom području')).toBeTruthy();
    const [body] = bodiesOf(fetchMock, '/api/Complaints/GetMapPoints');
    expect(body).toMatchObject({ languageId: 1, openOnly: true, zoom: 13 });
    expect(Object.keys(body!)).toEqual(expect.arrayContaining(['south', 'west', 'north', 'east']));
    expect(screen.getByRole('link', { name: 'Sve prijave' }).getAttribute('href')).toBe(
      '/complaints/all-complaints',
    );
    fireEvent.click(await screen.findByTitle('Rupa'));
    expect(await screen.findByRole('heading', { name: 'Detalji' })).toBeTruthy();
  });
});

describe('the complaints feed in the page head', () => {
  it('names the Atom feed, of the category shown, in the page’s language', async () => {
    await renderWithApp(<ComplaintsFeedLink categoryId={3} />);
    const link = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(link?.getAttribute('href')).toBe('/feeds/complaints.atom?category=3&locale=bs');
    expect(link?.getAttribute('title')).toBe('Nove i riješene prijave problema');
  });

  it('is the whole municipality’s without a category', async () => {
    await renderWithApp(<ComplaintsFeedLink categoryId={null} />, { language: 'sr_cyr' });
    const link = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(link?.getAttribute('href')).toBe('/feeds/complaints.atom?locale=sr');
    expect(link?.getAttribute('title')).toBe('Нове и ријешене пријаве проблема');
  });
});
