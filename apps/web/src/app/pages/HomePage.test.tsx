import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api';
import { renderRoutes } from '../../test/render';
import { HomePage } from './HomePage';

const fetchMock = mockApi();

/** An IntersectionObserver the test moves: nothing is near the screen until `reach()`. */
class Observer {
  static all: Observer[] = [];
  readonly targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    Observer.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  reach() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as unknown as IntersectionObserver);
  }
}

const answer = (url: string) => {
  if (url.endsWith('/api/Complaints/GetMonthCounts')) return { month: '2026-11', reported: 12, resolved: 5 };
  if (url.endsWith('/api/Complaints/GetMapPoints')) return { points: [], totalCount: 0 };
  // The other modules' "latest" blocks: none yet.
  if (/\/GetLatest\/\d+$/.test(url)) return [];
  return { items: [], totalCount: 0 };
};

const called = (path: string) => fetchMock.mock.calls.some(([url]) => String(url).endsWith(path));

describe('the home page', () => {
  beforeEach(() => {
    Observer.all = [];
    vi.stubGlobal('IntersectionObserver', Observer);
    fetchMock.mockImplementation(
      async (url) =>
        new Response(JSON.stringify(answer(String(url))), {
          headers: { 'content-type': 'application/json' },
        }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the big report button with this month’s figures and the latest complaints at once', async () => {
    await renderRoutes([{ path: '/home', element: <HomePage /> }], '/home');
    const button = await screen.findByRole('link', { name: 'Prijavite problem' });
    expect(button.getAttribute('href')).toBe('/complaints/report-problem');
    const figures = screen.getByLabelText('Ovog mjeseca');
    await waitFor(() => expect(figures.textContent).toContain('12'));
    expect(await screen.findByRole('heading', { name: 'Najnovije prijave' })).toBeTruthy();
    // The button is the way to report: no second entry for it, and the manual is in the footer and help.
    expect(screen.queryByText('Preuzmite uputstvo za korištenje portala')).toBeNull();
    const toReport = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href') === '/complaints/report-problem');
    expect(toReport).toHaveLength(1);
  });

  it('loads the map of open problems only when the reader comes near it', async () => {
    await renderRoutes([{ path: '/home', element: <HomePage /> }], '/home');
    await screen.findByRole('link', { name: 'Prijavite problem' });
    await screen.findByRole('heading', { name: 'Najnovije prijave' });
    expect(screen.queryByRole('heading', { name: 'Otvoreni problemi u blizini centra' })).toBeNull();
    expect(called('/api/Complaints/GetMapPoints')).toBe(false);

    act(() => Observer.all.forEach((o) => o.reach()));
    expect(await screen.findByRole('heading', { name: 'Otvoreni problemi u blizini centra' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Mapa otvorenih problema' })).toBeTruthy();
    await waitFor(() => expect(called('/api/Complaints/GetMapPoints')).toBe(true));
  });
});
