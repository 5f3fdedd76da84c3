import { enumValues, type LanguageId, type SessionSearch, SessionStatus } from '@portal/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListState } from '../../../lib/list-state';

/** The list's filters beside the list state, each a search parameter of the address. */
export type SessionFilters = {
  dateFrom: string | null;
  dateTo: string | null;
  statusId: number | null;
  convocationId: number | null;
};

const filterParams = {
  dateFrom: 'from',
  dateTo: 'to',
  statusId: 'status',
  convocationId: 'convocation',
} as const satisfies Record<keyof SessionFilters, string>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const statuses = enumValues(SessionStatus) as number[];

function positive(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The filters the address names; anything invalid is left out. */
export function readFilters(params: URLSearchParams): SessionFilters {
  const day = (name: string) => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : null;
  };
  const status = positive(params.get(filterParams.statusId));
  return {
    dateFrom: day(filterParams.dateFrom),
    dateTo: day(filterParams.dateTo),
    statusId: status !== null && statuses.includes(status) ? status : null,
    convocationId: positive(params.get(filterParams.convocationId)),
  };
}

/** The search body of the list's state and filters. */
export function searchOf(
  filters: SessionFilters,
  state: Pick<ListState, 'search' | 'pageNumber' | 'pageSize'>,
  languageId: LanguageId,
): SessionSearch {
  return {
    languageId,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    text: state.search || undefined,
    dateFrom: filters.dateFrom ?? undefined,
    dateTo: filters.dateTo ?? undefined,
    statusId: (filters.statusId ?? undefined) as SessionSearch['statusId'],
    convocationId: filters.convocationId ?? undefined,
  };
}

/** The filters from the address, a setter that writes one and goes back to page 1, and clearing. */
export function useSessionFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const setFilter = useCallback(
    <K extends keyof SessionFilters>(name: K, value: SessionFilters[K]) =>
      setParams(
        (current) => {
          if (value === null) current.delete(filterParams[name]);
          else current.set(filterParams[name], String(value));
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
  const activeCount =
    Object.values(filters).filter((value) => value !== null).length + (params.get('q') ? 1 : 0);
  return { filters, setFilter, clearFilters, activeCount };
}
