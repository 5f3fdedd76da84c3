import { z } from 'zod';
import { Profile } from './enums';
import { type ContractModule, defineContractModule, type UsageMeasure } from './module';
import type { AnyEndpoint } from './endpoint';
import { type AnyReport, defineReport, type ReportColumn } from './reports';

/*
 * Usage statistics (issue 15, decision 0026): for a period, per month and in total, what each
 * module counts (registered users, sign-ins, new complaints, comments; later votes,
 * questions, debate comments, survey answers). A module declares its measures in
 * `defineContractModule({ usage })`; this report is built from every module's, at the
 * registry, so that a new module adds its columns without editing this file. Nothing
 * under `modules/` may import it.
 */

/**
 * Who runs usage statistics: administrators, managers and office staff, those who run the
 * portal's reports. Office moderators and the units' staff moderate or handle records but
 * are not shown the whole municipality's figures.
 */
export const usageReportAccess = {
  profiles: [Profile.Administrator, Profile.Manager, Profile.Office],
} as const;

/** The day reports count in: the municipalities' time zone. */
const TIME_ZONE = 'Europe/Sarajevo';

/** Today's date there, `YYYY-MM-DD`. */
export function todayInPortal(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
}

/** The first day of the month eleven months before the given day's: with its month, twelve months. */
export function twelveMonthsBefore(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 11;
  const start = new Date(Date.UTC(year, month - 1, 1));
  return start.toISOString().slice(0, 10);
}

/** A date filter that is filled in when left out (or empty), so the file names the period it counts. */
const periodDate = (fallback: () => string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.iso.date().default(fallback));

/**
 * The period of usage reports: from the first day of the month eleven months ago to today
 * (the last twelve months) when not given. A period that ends before it starts is refused.
 */
export const usagePeriodFilters = {
  dateFrom: periodDate(() => twelveMonthsBefore(todayInPortal())),
  dateTo: periodDate(() => todayInPortal()),
};
export const usagePeriodFilterLabels = {
  dateFrom: { kind: 'date', label: 'reports.filterLabels.dateFrom' },
  dateTo: { kind: 'date', label: 'reports.filterLabels.dateTo' },
} as const;

/** Every module's usage measures, in the modules' order; a key declared twice is refused. */
export function usageMeasures(
  modules: readonly ContractModule[],
): readonly (UsageMeasure & { module: string })[] {
  const measures = modules.flatMap((m) => m.usage.map((measure) => ({ ...measure, module: m.name })));
  const keys = measures.map((m) => m.key);
  const twice = keys.filter((key, i) => keys.indexOf(key) !== i);
  if (twice.length) throw new Error(`Usage measures declared twice: ${twice.join(', ')}`);
  if (keys.includes('month')) throw new Error('A usage measure may not be named "month"');
  return measures;
}

/**
 * The usage statistics report over the given modules' measures: a row per month of the
 * period ("03.2026."), a column per measure, and a last row with the period's totals.
 * It has no chart: the engine would draw the totals' row as one more month.
 */
export function usageStatisticsReport(modules: readonly ContractModule[]) {
  const columns: ReportColumn[] = [
    { key: 'month', label: 'reports.usage.columns.month', type: 'text' },
    ...usageMeasures(modules).map((m): ReportColumn => ({ key: m.key, label: m.label, type: 'number' })),
  ];
  return defineReport({
    name: 'UsageStatistics',
    module: 'reports',
    group: 'reports.groups.usage',
    title: 'reports.usage.statistics.title',
    description: 'reports.usage.statistics.description',
    access: usageReportAccess,
    filters: usagePeriodFilters,
    filterLabels: usagePeriodFilterLabels,
    columns,
    totalsRow: true,
  });
}

/**
 * The calls of reports no module lists (the platform's own, which read every module's
 * declarations), as a module's listed reports give theirs: they join the registry's endpoints.
 */
export function platformReportCalls(reports: readonly AnyReport[]): readonly AnyEndpoint[] {
  return defineContractModule({ name: 'platform', endpoints: [], reports }).endpoints;
}
