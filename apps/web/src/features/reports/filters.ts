import type { AnyReport, ReportFilter } from '@portal/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from '../../lib/router';

/** A filter's value on the page: a day (`YYYY-MM-DD`), an id or enumeration value, a yes/no. */
export type FilterValue = string | number | boolean;
export type FilterValues = Record<string, FilterValue>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^\d{1,9}$/;

/** The report's filters as `[name, how it is shown]`, in declaration order. */
export function filtersOf(report: AnyReport): [string, ReportFilter][] {
  return Object.entries(report.filterLabels as Record<string, ReportFilter>);
}

/** One filter's value from its search parameter; anything it could not be is left out. */
export function readFilter(filter: ReportFilter, text: string | null): FilterValue | undefined {
  if (text === null || text === '') return undefined;
  switch (filter.kind) {
    case 'date':
      return DAY.test(text) ? text : undefined;
    case 'boolean':
      return text === '1' ? true : text === '0' ? false : undefined;
    case 'enum':
      return ID.test(text) && filter.values.includes(Number(text)) ? Number(text) : undefined;
    case 'lookup':
      return ID.test(text) && Number(text) > 0 ? Number(text) : undefined;
  }
}

/** A report's filters as the address names them (each under its own name), the invalid left out. */
export function readFilters(report: AnyReport, params: URLSearchParams): FilterValues {
  const values: FilterValues = {};
  for (const [name, filter] of filtersOf(report)) {
    const value = readFilter(filter, params.get(name));
    if (value !== undefined) values[name] = value;
  }
  return values;
}

function paramOf(value: FilterValue | null): string | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value);
}

/**
 * The report's filters, kept in the page's address so that the back button, a reload and
 * a shared link show the same report; setting one goes back to the first page. Changes
 * build on the last one asked for, not on the address as last drawn: two fields changed
 * at once (a date committed as the next field is typed into) both stay.
 */
export function useReportFilters(report: AnyReport) {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const values = useMemo(() => readFilters(report, params), [report, params]);
  const names = useMemo(() => filtersOf(report).map(([name]) => name), [report]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      next.delete('page');
      latest.current = next;
      setParams(next, { preventScrollReset: true });
    },
    [setParams],
  );
  const setFilter = useCallback(
    (name: string, value: FilterValue | null) =>
      update((next) => {
        const text = paramOf(value);
        if (text === null) next.delete(name);
        else next.set(name, text);
      }),
    [update],
  );
  const clearFilters = useCallback(
    () => update((next) => names.forEach((name) => next.delete(name))),
    [names, update],
  );
  return { values, setFilter, clearFilters };
}
