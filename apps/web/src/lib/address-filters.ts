import { useCallback, useMemo } from 'react';
import { useSearchParams } from './router';
import { useBoot } from './boot';
import {
  type ListStateOptions,
  listParams,
  type PagedSearch,
  pagedSearchOf,
  useListState,
} from './list-state';

/**
 * One filter kept in the address: its search parameter, how its text is read (anything
 * invalid reads as the filter's "not set" value) and how a value is written (null: the
 * parameter is removed). A filter that is not `clearable` (a tab, a view) stays when the
 * filters are cleared and is not counted as one set.
 */
export type AddressFilter<T> = {
  param: string;
  read(raw: string | null): T;
  // Methods rather than function properties: a spec of several types is one record of filters.
  write?(value: T): string | null;
  clearable?: false;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,9}$/;

/** A record's id (a category, a convocation): a positive whole number, else null. */
export const idFilter = (param: string): AddressFilter<number | null> => ({
  param,
  read: (raw) => (raw && ID.test(raw) && Number(raw) > 0 ? Number(raw) : null),
});

/** One of an enumeration's values, else null. */
export const enumFilter = <T extends number>(
  param: string,
  values: readonly T[],
): AddressFilter<T | null> => ({
  param,
  read: (raw) => {
    const value = raw && ID.test(raw) ? Number(raw) : null;
    return values.find((v) => v === value) ?? null;
  },
});

/** A calendar day as yyyy-mm-dd, else null. */
export const dayFilter = (param: string): AddressFilter<string | null> => ({
  param,
  read: (raw) => (raw && ISO_DAY.test(raw) ? raw : null),
});

/** A switch: "1" in the address when on. */
export const flagFilter = (param: string): AddressFilter<boolean> => ({
  param,
  read: (raw) => raw === '1',
  write: (on) => (on ? '1' : null),
});

/** A short text, trimmed and cut to `max` characters. */
export const textFilter = (param: string, max: number): AddressFilter<string> => ({
  param,
  read: (raw) => (raw ?? '').trim().slice(0, max),
});

/** One of a few words; the first is the default, which the address leaves out. */
export const choiceFilter = <T extends string>(
  param: string,
  choices: readonly [T, ...T[]],
  options: { clearable?: false } = {},
): AddressFilter<T> => ({
  param,
  read: (raw) => choices.find((c) => c === raw) ?? choices[0],
  write: (value) => (value === choices[0] ? null : value),
  ...options,
});

/** A list's filters by name. */
export type FilterSpec = Record<string, AddressFilter<unknown>>;

/** The values a spec's filters read. */
export type FilterValues<S extends FilterSpec> = {
  [K in keyof S]: ReturnType<S[K]['read']>;
};

const defaultWrite = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value).trim() || null;

/**
 * A list's filters kept in the address beside the list's own state (decision 0024), so that
 * the back button and a shared link keep them: the values read from the address, a setter
 * that writes one and goes back to page 1 (unless `keepPage`), clearing (with the list's
 * search text) and how many are set.
 */
export function useAddressFilters<S extends FilterSpec>(spec: S) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(spec).map(([name, filter]) => [name, filter.read(params.get(filter.param))]),
      ) as FilterValues<S>,
    [params, spec],
  );

  const setFilter = useCallback(
    <K extends keyof S>(name: K, value: FilterValues<S>[K], options: { keepPage?: boolean } = {}) =>
      setParams(
        (current) => {
          const filter = spec[name]!;
          const text = (filter.write ?? defaultWrite)(value);
          if (text === null || text === '') current.delete(filter.param);
          else current.set(filter.param, text);
          if (!options.keepPage) current.delete(listParams.page);
          return current;
        },
        { preventScrollReset: true },
      ),
    [setParams, spec],
  );

  const clearable = Object.values(spec).filter((filter) => filter.clearable !== false);
  const clearFilters = useCallback(
    () =>
      setParams(
        (current) => {
          for (const filter of Object.values(spec))
            if (filter.clearable !== false) current.delete(filter.param);
          current.delete(listParams.search);
          current.delete(listParams.page);
          return current;
        },
        { preventScrollReset: true },
      ),
    [setParams, spec],
  );

  const activeCount =
    clearable.filter(
      (filter) => params.has(filter.param) && filter.read(params.get(filter.param)) !== filter.read(null),
    ).length + (params.get(listParams.search) ? 1 : 0);

  return { filters, setFilter, clearFilters, activeCount };
}

/**
 * A searched list's whole state in the address: its own (search text, sort, page, page size:
 * useListState), its filters (useAddressFilters) and the search body both give, built by
 * `searchOf` from the filters and the paged part every Search call takes. The spec should be
 * a module constant, as for useAddressFilters.
 */
export function useFilteredList<S extends FilterSpec, Search>(
  spec: S,
  searchOf: (filters: FilterValues<S>, paged: PagedSearch) => Search,
  options: ListStateOptions = {},
) {
  const { languageId } = useBoot();
  const state = useListState(options);
  const { filters, setFilter, clearFilters, activeCount } = useAddressFilters(spec);
  const search = searchOf(filters, pagedSearchOf(state, languageId));
  return { state, filters, setFilter, clearFilters, activeCount, search };
}
