import { PublicSessionWhen } from '@portal/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { listParams } from '../../../lib/list-state';

export type SessionWhen = (typeof PublicSessionWhen.options)[number];

/** The address parameters of the session filters (beside the list's own page and size). */
export const filterParams = { when: 'when', convocation: 'convocation', from: 'from', to: 'to' } as const;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (value: string | null) =>
  value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : null);
const when = (value: string | null): SessionWhen => PublicSessionWhen.safeParse(value).data ?? 'all';

export type SessionFilters = {
  when: SessionWhen;
  convocationId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
};

/**
 * Which sessions, the convocation and the period, kept in the address like the list's
 * state, so the back button and shared links keep them; a change goes back to page 1.
 */
export function useSessionFilters() {
  const [params, setParams] = useSearchParams();
  const filters: SessionFilters = useMemo(
    () => ({
      when: when(params.get(filterParams.when)),
      convocationId: positive(params.get(filterParams.convocation)),
      dateFrom: day(params.get(filterParams.from)),
      dateTo: day(params.get(filterParams.to)),
    }),
    [params],
  );

  const set = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (next) => {
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
          next.delete(listParams.page);
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
          for (const name of [filterParams.convocation, filterParams.from, filterParams.to])
            next.delete(name);
          next.delete(listParams.page);
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );

  return {
    filters,
    setWhen: (value: SessionWhen) => set(filterParams.when, value === 'all' ? null : value),
    setConvocation: (id: number | null) => set(filterParams.convocation, id === null ? null : String(id)),
    setDateFrom: (value: string | null) => set(filterParams.from, value),
    setDateTo: (value: string | null) => set(filterParams.to, value),
    reset,
  };
}
