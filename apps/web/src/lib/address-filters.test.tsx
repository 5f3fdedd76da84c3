import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from './router';
import { describe, expect, it } from 'vitest';
import {
  choiceFilter,
  dayFilter,
  enumFilter,
  flagFilter,
  idFilter,
  textFilter,
  useAddressFilters,
  useFilteredList,
} from './address-filters';
import { BootProvider } from './boot';
import { hosting } from '../test/render';

const spec = {
  categoryId: idFilter('category'),
  statusId: enumFilter('status', [1, 2, 3] as const),
  dateFrom: dayFilter('from'),
  unassigned: flagFilter('unassigned'),
  number: textFilter('number', 5),
  view: choiceFilter('view', ['list', 'map'], { clearable: false }),
};

function render(address: string) {
  let search = '';
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter(
      [
        {
          path: '*',
          Component: () => {
            search = useLocation().search;
            return children;
          },
        },
      ],
      { initialEntries: [address] },
    );
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useAddressFilters(spec), { wrapper });
  return { ...hook, search: () => search };
}

describe('filters kept in the address', () => {
  it('reads valid values and leaves out anything else', () => {
    const { result } = render(
      '/?category=7&status=9&from=2026-13&unassigned=1&number=%20123456789%20&view=map&q=rasvjeta',
    );
    expect(result.current.filters).toEqual({
      categoryId: 7,
      statusId: null,
      dateFrom: null,
      unassigned: true,
      number: '12345',
      view: 'map',
    });
    // The category, the switch, the number and the search text; not the view, not the invalid ones.
    expect(result.current.activeCount).toBe(4);
  });

  it('writes a filter and goes back to page 1, unless told to keep the page', () => {
    const { result, search } = render('/?page=3&category=7');
    act(() => result.current.setFilter('statusId', 2));
    expect(search()).toBe('?category=7&status=2');
    act(() => result.current.setFilter('categoryId', null));
    expect(search()).toBe('?status=2');
    act(() => result.current.setFilter('unassigned', true));
    act(() => result.current.setFilter('view', 'map', { keepPage: true }));
    expect(new URLSearchParams(search()).get('view')).toBe('map');
    act(() => result.current.setFilter('view', 'list'));
    expect(new URLSearchParams(search()).has('view')).toBe(false);
  });

  it('clears the filters and the search text, and keeps what is not a filter', () => {
    const { result, search } = render('/?category=7&view=map&q=park&page=2&size=20');
    act(() => result.current.clearFilters());
    expect(search()).toBe('?view=map&size=20');
    expect(result.current.activeCount).toBe(0);
  });
});

describe('a filtered list in the address', () => {
  const listSpec = { categoryId: idFilter('category') };
  const searchOf = (filters: { categoryId: number | null }, paged: object) => ({
    ...paged,
    categoryId: filters.categoryId ?? undefined,
  });

  function renderList(address: string) {
    const wrapper = ({ children }: { children: ReactNode }) => {
      const router = createMemoryRouter([{ path: '*', Component: () => children }], {
        initialEntries: [address],
      });
      return (
        <BootProvider value={{ hosting, languages: [], language: 'hr', municipalityTitle: 'Grad Tuzla' }}>
          <RouterProvider router={router} />
        </BootProvider>
      );
    };
    return renderHook(() => useFilteredList(listSpec, searchOf), { wrapper });
  }

  it('searches with the language, the page, the search text and the filters of the address', () => {
    const { result } = renderList('/?category=7&q=park&page=2&size=20');
    expect(result.current.search).toEqual({
      languageId: 3,
      pageNumber: 2,
      pageSize: 20,
      text: 'park',
      categoryId: 7,
    });
    expect(result.current.activeCount).toBe(2);
  });

  it('leaves an empty search text out, and clearing goes back to the first page of everything', () => {
    const { result } = renderList('/?category=7&q=park&page=2');
    act(() => result.current.clearFilters());
    expect(result.current.search).toEqual({ languageId: 3, pageNumber: 1, pageSize: 10, text: undefined });
    expect(result.current.state.search).toBe('');
  });
});
