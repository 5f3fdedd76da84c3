import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listParams } from '../../../lib/list-state';

/** The address parameters of the complaint filters (beside the list's own q, sort, page, size). */
export const filterParams = {
  category: 'category',
  status: 'status',
  from: 'from',
  to: 'to',
  view: 'view',
} as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : null);

export type ComplaintFilters = {
  categoryId: number | null;
  statusId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
};

/**
 * The category, status and date filters, kept in the address like the list's state so
 * the back button and shared links keep them; a change goes back to page 1.
 */
export function useComplaintFilters() {
  const [params, setParams] = useSearchParams();
  const filters: ComplaintFilters = useMemo(
    () => ({
      categoryId: positive(params.get(filterParams.category)),
      statusId: positive(params.get(filterParams.status)),
      dateFrom: day(params.get(filterParams.from)),
      dateTo: day(params.get(filterParams.to)),
    }),
    [params],
  );
  const view = params.get(filterParams.view) === 'map' ? ('map' as const) : ('list' as const);

  const set = useCallback(
    (name: string, value: string | null, resetPage = true) =>
      setParams(
        (next) => {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
          if (resetPage) next.delete(listParams.page);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  const reset = useCallback(
    () =>
      setParams(
        (next) => {
          for (const name of [filterParams.category, filterParams.status, filterParams.from, filterParams.to])
            next.delete(name);
          next.delete(listParams.search);
          next.delete(listParams.page);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  return {
    filters,
    view,
    setCategory: (id: number | null) => set(filterParams.category, id === null ? null : String(id)),
    setStatus: (id: number | null) => set(filterParams.status, id === null ? null : String(id)),
    setDateFrom: (value: string | null) => set(filterParams.from, value),
    setDateTo: (value: string | null) => set(filterParams.to, value),
    setView: (next: 'list' | 'map') => set(filterParams.view, next === 'map' ? 'map' : null, false),
    reset,
  };
}
