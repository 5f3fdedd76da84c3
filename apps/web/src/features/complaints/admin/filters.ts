import { ComplaintStatus, enumValues, type LanguageId, type StaffComplaintSearch } from '@portal/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListState } from '../../../lib/list-state';

/** The staff list's filters beside the list state, each a search parameter of the address. */
export type ComplaintFilters = {
  number: string;
  categoryId: number | null;
  statusId: ComplaintStatus | null;
  organizationalUnitId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  unassigned: boolean;
  inappropriate: boolean;
};

export const filterParams = {
  number: 'number',
  categoryId: 'category',
  statusId: 'status',
  organizationalUnitId: 'unit',
  dateFrom: 'from',
  dateTo: 'to',
  unassigned: 'unassigned',
  inappropriate: 'inappropriate',
} as const satisfies Record<keyof ComplaintFilters, string>;

export const SORTS = ['dateCreated', 'number', 'title', 'status', 'category'] as const;
export type ComplaintSort = (typeof SORTS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const statuses = enumValues(ComplaintStatus) as number[];

function positive(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The filters the address names; anything invalid is left out. */
export function readFilters(params: URLSearchParams): ComplaintFilters {
  const status = positive(params.get(filterParams.statusId));
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : null;
  };
  return {
    number: (params.get(filterParams.number) ?? '').trim().slice(0, 20),
    categoryId: positive(params.get(filterParams.categoryId)),
    statusId: status !== null && statuses.includes(status) ? (status as ComplaintStatus) : null,
    organizationalUnitId: positive(params.get(filterParams.organizationalUnitId)),
    dateFrom: day(filterParams.dateFrom),
    dateTo: day(filterParams.dateTo),
    unassigned: params.get(filterParams.unassigned) === '1',
    inappropriate: params.get(filterParams.inappropriate) === '1',
  };
}

/** The search body of the list's state and filters. */
export function searchOf(
  filters: ComplaintFilters,
  state: Pick<ListState, 'search' | 'sort' | 'pageNumber' | 'pageSize'>,
  languageId: LanguageId,
): StaffComplaintSearch {
  const sort = SORTS.find((s) => s === state.sort?.key) ?? 'dateCreated';
  return {
    languageId,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    sort,
    direction: state.sort?.direction ?? 'desc',
    text: state.search || undefined,
    number: filters.number || undefined,
    categoryId: filters.categoryId ?? undefined,
    statusId: filters.statusId ?? undefined,
    organizationalUnitId: filters.organizationalUnitId ?? undefined,
    dateFrom: filters.dateFrom ?? undefined,
    dateTo: filters.dateTo ?? undefined,
    unassigned: filters.unassigned || undefined,
    inappropriate: filters.inappropriate || undefined,
  };
}

/** The filters from the address, and a setter that writes one and goes back to page 1. */
export function useComplaintFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilter = useCallback(
    <K extends keyof ComplaintFilters>(name: K, value: ComplaintFilters[K]) =>
      setParams(
        (current) => {
          const key = filterParams[name];
          const text =
            typeof value === 'boolean' ? (value ? '1' : '') : value === null ? '' : String(value).trim();
          if (text) current.set(key, text);
          else current.delete(key);
          current.delete('page');
          return current;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  const clearFilters = useCallback(
    () =>
      setParams(
        (current) => {
          for (const key of Object.values(filterParams)) current.delete(key);
          current.delete('q');
          current.delete('page');
          return current;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { filters, setFilter, clearFilters };
}
