import { allReports } from '@portal/contracts';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import { useReportFilters } from './filters';

const report = allReports.find((r) => r.name === 'ComplaintsByCategoryAndStatus')!;

/** Renders the hook on a page of a memory router; returns its latest answer and the address. */
function renderFilters(url: string) {
  const latest: { current: ReturnType<typeof useReportFilters> | null } = { current: null };
  function Probe() {
    latest.current = useReportFilters(report);
    return null;
  }
  const router = createMemoryRouter([{ path: '/reports/:name', element: <Probe /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return { filters: () => latest.current!, search: () => new URLSearchParams(router.state.location.search) };
}

describe("a report's filters in the address", () => {
  it('keeps both of two changes made at once (a date committed as the next is typed)', () => {
    const page = renderFilters('/reports/ComplaintsByCategoryAndStatus?page=3');
    act(() => {
      page.filters().setFilter('dateFrom', '2020-01-01');
      page.filters().setFilter('dateTo', '2030-12-31');
    });
    expect(page.search().get('dateFrom')).toBe('2020-01-01');
    expect(page.search().get('dateTo')).toBe('2030-12-31');
    expect(page.search().get('page')).toBeNull();
    expect(page.filters().values).toEqual({ dateFrom: '2020-01-01', dateTo: '2030-12-31' });
  });

  it('leaves out what a filter cannot be, and clears only the filters', () => {
    const page = renderFilters(
      '/reports/ComplaintsByCategoryAndStatus?dateFrom=yesterday&categoryId=4&size=20',
    );
    expect(page.filters().values).toEqual({ categoryId: 4 });
    act(() => page.filters().clearFilters());
    expect(page.search().get('categoryId')).toBeNull();
    expect(page.search().get('size')).toBe('20');
  });
});
