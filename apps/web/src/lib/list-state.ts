import type { LanguageId } from '@portal/contracts';
import { useCallback, useMemo } from 'react';
import { type NavigateOptions, useSearchParams } from './router';
import { isPageSize, type PageSize } from './pagination';

export type SortDirection = 'asc' | 'desc';
export type ListSort = { key: string; direction: SortDirection };

/** A list's search text, sort, page and page size, kept in the page's address. */
export type ListState = {
  search: string;
  /** Sets the search text (trimmed) and goes back to page 1. */
  setSearch: (text: string) => void;
  sort: ListSort | null;
  /** Sorts by a column ascending, or turns the direction round when it is already sorted by it; back to page 1. */
  setSort: (key: string) => void;
  pageNumber: number;
  /** `replace` corrects the address without a new history entry (a page that no longer exists, say). */
  setPageNumber: (page: number, options?: { replace?: boolean }) => void;
  pageSize: PageSize;
  /** Sets one of the offered page sizes and goes back to page 1; other numbers are ignored. */
  setPageSize: (size: number) => void;
};

export type ListStateOptions = {
  /** The sort when the address names none. */
  defaultSort?: ListSort;
  /** @default 10 */
  defaultPageSize?: PageSize;
  /** The columns one may sort by; another column in the address falls back to the default sort. */
  sortKeys?: readonly string[];
  /** Columns sorted descending at the first click (counts: the most first). */
  descendingFirst?: readonly string[];
};

/** The search parameters a list keeps its state in. */
export const listParams = {
  search: 'q',
  sort: 'sort',
  direction: 'dir',
  page: 'page',
  size: 'size',
} as const;

const DEFAULT_PAGE_SIZE: PageSize = 10;
const MAX_PAGE = 1_000_000;

/** A list's state as the address gives it; anything invalid falls back to the defaults. */
export function readListState(params: URLSearchParams, options: ListStateOptions = {}) {
  const defaultPageSize = options.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const page = params.get(listParams.page) ?? '';
  const size = Number(params.get(listParams.size) ?? '');
  const sortKey = params.get(listParams.sort) ?? '';
  const validSort = sortKey !== '' && (!options.sortKeys || options.sortKeys.includes(sortKey));
  const sort: ListSort | null = validSort
    ? { key: sortKey, direction: params.get(listParams.direction) === 'desc' ? 'desc' : 'asc' }
    : (options.defaultSort ?? null);
  return {
    search: (params.get(listParams.search) ?? '').trim(),
    sort,
    pageNumber: /^\d{1,7}$/.test(page) && Number(page) >= 1 && Number(page) <= MAX_PAGE ? Number(page) : 1,
    pageSize: isPageSize(size) ? size : defaultPageSize,
  };
}

/**
 * Keeps a list's state in the address (`q`, `sort`, `dir`, `page`, `size`), so the back
 * button, reloads and shared links show the same page of the same list. Values equal
 * to the defaults are left out of the address; other parameters are kept.
 */
export function useListState(options: ListStateOptions = {}): ListState {
  const [params, setParams] = useSearchParams();
  const defaultPageSize = options.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  // Callers often pass literals; depend on their contents so the state stays stable.
  const defaultKey = options.defaultSort?.key;
  const defaultDirection = options.defaultSort?.direction;
  const sortKeyList = options.sortKeys?.join('\n');
  const descendingFirst = options.descendingFirst?.join('\n') ?? '';
  const defaultSort = useMemo<ListSort | undefined>(
    () => (defaultKey ? { key: defaultKey, direction: defaultDirection ?? 'asc' } : undefined),
    [defaultKey, defaultDirection],
  );
  const state = useMemo(
    () =>
      readListState(params, {
        defaultSort,
        defaultPageSize,
        sortKeys: sortKeyList === undefined ? undefined : sortKeyList.split('\n'),
      }),
    [params, defaultSort, defaultPageSize, sortKeyList],
  );

  const update = useCallback(
    (change: (next: URLSearchParams) => void, navigate: NavigateOptions = {}) =>
      setParams(
        (current) => {
          change(current);
          return current;
        },
        { preventScrollReset: true, ...navigate },
      ),
    [setParams],
  );

  const setSearch = useCallback(
    (text: string) => {
      const search = text.trim();
      if (search === state.search) return;
      update((next) => {
        put(next, listParams.search, search || null);
        next.delete(listParams.page);
      });
    },
    [state.search, update],
  );

  const setSort = useCallback(
    (key: string) => {
      const first: SortDirection = descendingFirst.split('\n').includes(key) ? 'desc' : 'asc';
      const direction: SortDirection =
        state.sort?.key === key ? (state.sort.direction === 'asc' ? 'desc' : 'asc') : first;
      const isDefault = defaultSort?.key === key && defaultSort.direction === direction;
      update((next) => {
        put(next, listParams.sort, isDefault ? null : key);
        put(next, listParams.direction, isDefault ? null : direction);
        next.delete(listParams.page);
      });
    },
    [state.sort, defaultSort, descendingFirst, update],
  );

  const setPageNumber = useCallback(
    (page: number, navigate: { replace?: boolean } = {}) => {
      const pageNumber = Math.min(Math.max(Math.trunc(page) || 1, 1), MAX_PAGE);
      if (pageNumber === state.pageNumber) return;
      update((next) => put(next, listParams.page, pageNumber === 1 ? null : String(pageNumber)), navigate);
    },
    [state.pageNumber, update],
  );

  const setPageSize = useCallback(
    (size: number) => {
      if (!isPageSize(size) || size === state.pageSize) return;
      update((next) => {
        put(next, listParams.size, size === defaultPageSize ? null : String(size));
        next.delete(listParams.page);
      });
    },
    [state.pageSize, defaultPageSize, update],
  );

  return useMemo(
    () => ({ ...state, setSearch, setSort, setPageNumber, setPageSize }),
    [state, setSearch, setSort, setPageNumber, setPageSize],
  );
}

/** What every Search call takes beside its filters: the language, the page and the search text. */
export type PagedSearch = {
  languageId: LanguageId;
  pageNumber: number;
  pageSize: PageSize;
  text: string | undefined;
};

/** The paged part of a list's search body; an empty search text is left out. */
export function pagedSearchOf(
  state: Pick<ListState, 'search' | 'pageNumber' | 'pageSize'>,
  languageId: LanguageId,
): PagedSearch {
  return {
    languageId,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    text: state.search || undefined,
  };
}

function put(params: URLSearchParams, name: string, value: string | null): void {
  if (value === null) params.delete(name);
  else params.set(name, value);
}

export type ClientPageOptions<T> = {
  /** Whether a row matches the search text, given in lower case (never called for an empty search). */
  matches: (row: T, text: string) => boolean;
  /** How rows compare for each column one may sort by, ascending. */
  compare: Record<string, (a: T, b: T) => number>;
  /** The column sorted by when the state names none or one without a comparison. */
  defaultSortKey: string;
};

/**
 * One page of a short list held whole in the browser: the rows the search matches,
 * sorted and cut to the state's page, with the number of matching rows for the pager.
 */
export function clientPage<T>(
  rows: readonly T[],
  state: Pick<ListState, 'search' | 'sort' | 'pageNumber' | 'pageSize'>,
  options: ClientPageOptions<T>,
): { page: T[]; totalCount: number } {
  const text = state.search.toLowerCase();
  const key = state.sort && state.sort.key in options.compare ? state.sort.key : options.defaultSortKey;
  const compare = options.compare[key] ?? (() => 0);
  const sign = state.sort?.direction === 'desc' ? -1 : 1;
  const filtered = rows
    .filter((row) => !text || options.matches(row, text))
    .sort((a, b) => sign * compare(a, b));
  const start = (state.pageNumber - 1) * state.pageSize;
  return { page: filtered.slice(start, start + state.pageSize), totalCount: filtered.length };
}
