import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from './router';
import { describe, expect, it } from 'vitest';
import { clientPage, type ListState, type ListStateOptions, useListState } from './list-state';

/** Renders the hook on a page of a memory router; returns the latest state and the address. */
function renderList(url: string, options: ListStateOptions = {}) {
  const latest: { current: ListState | null } = { current: null };
  function Probe() {
    latest.current = useListState(options);
    return null;
  }
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return {
    state: () => latest.current!,
    search: () => router.state.location.search,
    back: () => act(async () => router.navigate(-1)),
  };
}

describe('list state in the address', () => {
  it('reads search, sort, page and page size from the address', () => {
    const list = renderList('/list?q=most&sort=name&dir=desc&page=3&size=20');
    expect(list.state()).toMatchObject({
      search: 'most',
      sort: { key: 'name', direction: 'desc' },
      pageNumber: 3,
      pageSize: 20,
    });
  });

  it('falls back to the defaults for values that are missing or invalid', () => {
    const defaults = { defaultSort: { key: 'date', direction: 'desc' }, defaultPageSize: 20 } as const;
    expect(renderList('/list', defaults).state()).toMatchObject({
      search: '',
      sort: { key: 'date', direction: 'desc' },
      pageNumber: 1,
      pageSize: 20,
    });
    for (const query of ['page=0&size=15', 'page=-2&size=abc', 'page=abc&size=100', 'page=1.5&size=']) {
      const state = renderList(`/list?${query}`, defaults).state();
      expect([state.pageNumber, state.pageSize], query).toEqual([1, 20]);
    }
    expect(renderList('/list?sort=name&dir=sideways').state().sort).toEqual({
      key: 'name',
      direction: 'asc',
    });
    expect(renderList('/list').state().pageSize).toBe(10);
  });

  it('ignores a sort column that is not offered, when the columns are given', () => {
    const list = renderList('/list?sort=password&dir=desc', {
      sortKeys: ['name', 'email'],
      defaultSort: { key: 'name', direction: 'asc' },
    });
    expect(list.state().sort).toEqual({ key: 'name', direction: 'asc' });
  });

  it('goes back to page 1 on a new search, and the back button brings the old page back', async () => {
    const list = renderList('/list?page=4&tab=active');
    act(() => list.state().setSearch('  Tuzla '));
    expect(list.search()).toBe('?tab=active&q=Tuzla');
    expect(list.state()).toMatchObject({ search: 'Tuzla', pageNumber: 1 });
    await list.back();
    expect(list.state()).toMatchObject({ search: '', pageNumber: 4 });
  });

  it('sorts a new column ascending and turns the direction round on the same column', () => {
    const list = renderList('/list?page=2');
    act(() => list.state().setSort('name'));
    expect(list.state().sort).toEqual({ key: 'name', direction: 'asc' });
    expect(list.state().pageNumber).toBe(1);
    act(() => list.state().setSort('name'));
    expect(list.state().sort).toEqual({ key: 'name', direction: 'desc' });
    act(() => list.state().setSort('email'));
    expect(list.state().sort).toEqual({ key: 'email', direction: 'asc' });
    expect(list.search()).toBe('?sort=email&dir=asc');
  });

  it('sorts a count column descending at the first click, the most first', () => {
    const list = renderList('/list', { descendingFirst: ['supportCount'] });
    act(() => list.state().setSort('supportCount'));
    expect(list.search()).toBe('?sort=supportCount&dir=desc');
    act(() => list.state().setSort('supportCount'));
    expect(list.state().sort).toEqual({ key: 'supportCount', direction: 'asc' });
    act(() => list.state().setSort('name'));
    expect(list.state().sort).toEqual({ key: 'name', direction: 'asc' });
  });

  it('leaves the default sort out of the address', () => {
    const list = renderList('/list', { defaultSort: { key: 'name', direction: 'asc' } });
    act(() => list.state().setSort('name'));
    expect(list.search()).toBe('?sort=name&dir=desc');
    act(() => list.state().setSort('name'));
    expect(list.search()).toBe('');
    expect(list.state().sort).toEqual({ key: 'name', direction: 'asc' });
  });

  it('changes the page, leaving page 1 out of the address', () => {
    const list = renderList('/list?size=5');
    act(() => list.state().setPageNumber(3));
    expect(list.search()).toBe('?size=5&page=3');
    act(() => list.state().setPageNumber(1));
    expect(list.search()).toBe('?size=5');
  });

  it('takes only the offered page sizes, and goes back to page 1', () => {
    const list = renderList('/list?page=3');
    act(() => list.state().setPageSize(50));
    expect(list.state()).toMatchObject({ pageSize: 50, pageNumber: 1 });
    act(() => list.state().setPageSize(7));
    expect(list.state().pageSize).toBe(50);
    act(() => list.state().setPageSize(10));
    expect(list.search()).toBe('');
  });
});

describe('clientPage', () => {
  const rows = [
    { name: 'Česma', order: 3 },
    { name: 'Asfalt', order: 1 },
    { name: 'Bankina', order: 2 },
    { name: 'Cesta', order: 4 },
  ];
  const options = {
    matches: (row: (typeof rows)[number], text: string) => row.name.toLowerCase().includes(text),
    compare: {
      order: (a: (typeof rows)[number], b: (typeof rows)[number]) => a.order - b.order,
      name: (a: (typeof rows)[number], b: (typeof rows)[number]) => a.name.localeCompare(b.name, 'bs'),
    },
    defaultSortKey: 'order',
  };
  const state = { search: '', sort: null, pageNumber: 1, pageSize: 10 as const };

  it('sorts by the default column and counts every row', () => {
    const result = clientPage(rows, state, options);
    expect(result.page.map((r) => r.order)).toEqual([1, 2, 3, 4]);
    expect(result.totalCount).toBe(4);
  });

  it('filters by the search text in lower case and sorts descending', () => {
    const result = clientPage(
      rows,
      { ...state, search: 'ES', sort: { key: 'name', direction: 'desc' } },
      options,
    );
    expect(result.page.map((r) => r.name)).toEqual(['Česma', 'Cesta']);
    expect(result.totalCount).toBe(2);
  });

  it('falls back to the default sort for an unknown column and cuts the page', () => {
    const doubled = rows.concat(rows);
    const result = clientPage(
      doubled,
      { ...state, sort: { key: 'nope', direction: 'asc' }, pageNumber: 2, pageSize: 5 },
      options,
    );
    expect(result.page.map((r) => r.order)).toEqual([3, 4, 4]);
    expect(result.totalCount).toBe(8);
  });
});
