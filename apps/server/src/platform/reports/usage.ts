import { type AnyReport, USAGE_MAX_YEARS } from '@portal/contracts';
import type { Db } from '../db/database';
import { badRequest } from '../errors';
import { defineModule, type ServerModule } from '../module';
import type { ReportValue } from './document';
import { defineServerReport, type ReportScope, type ServerReport } from './engine';
import type { MonthCount, UsagePeriod } from './usage.repository';

export type { MonthCount, UsagePeriod } from './usage.repository';

/*
 * Usage statistics (decision 0026): a module declares its measures in contracts
 * (`defineContractModule({ usage })`) and counts them per month in its manifest
 * (`usageCounts`); the platform puts them side by side, a column each, without knowing any.
 */

/** How a module counts one of its usage measures: per month of a municipality's period. */
export type UsageCount = {
  /** The measure's key, as its contract declares it. */
  readonly key: string;
  perMonth(db: Db, period: UsagePeriod): Promise<readonly MonthCount[]>;
};

export function defineUsageCount(count: UsageCount): UsageCount {
  return count;
}

/**
 * Every module counts exactly the measures its contract declares (checked at start, as its
 * calls are); answers the counts by measure key.
 */
export function gatherUsageCounts(modules: readonly ServerModule[]): ReadonlyMap<string, UsageCount> {
  const counts = new Map<string, UsageCount>();
  for (const module of modules) {
    const declared = (module.contract?.usage ?? []).map((m) => m.key);
    const counted = (module.usageCounts ?? []).map((c) => c.key);
    const missing = declared.filter((key) => !counted.includes(key));
    if (missing.length)
      throw new Error(
        `The module ${module.name} declares usage measures it does not count: ${missing.join(', ')}`,
      );
    const stray = counted.filter((key) => !declared.includes(key));
    if (stray.length)
      throw new Error(
        `The module ${module.name} counts usage measures its contract does not declare: ${stray.join(', ')}`,
      );
    for (const count of module.usageCounts ?? []) {
      if (counts.has(count.key)) throw new Error(`Usage measure counted twice: ${count.key}`);
      counts.set(count.key, count);
    }
  }
  return counts;
}

/** The period of the filters; one that ends before it starts is refused. */
export function periodOf(
  scope: Pick<ReportScope, 'municipalityId'>,
  filters: { dateFrom?: string; dateTo?: string },
): UsagePeriod {
  const { dateFrom: from, dateTo: to } = filters;
  // The contracts fill both in when they are left out (the last twelve months).
  if (!from || !to) throw new Error('The usage period is filled in by its contract');
  if (to < from) throw badRequest('validation_end_before_start', 'dateTo');
  // A row a month: a period of centuries would be thousands of rows on every page.
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  if (years > USAGE_MAX_YEARS || (years === USAGE_MAX_YEARS && to.slice(5) >= from.slice(5))) {
    throw badRequest('validation_period_too_long', 'dateTo');
  }
  return { municipalityId: scope.municipalityId, from, to };
}

/** The months a period touches, `YYYY-MM`, in order. */
export function monthsOf(period: { from: string; to: string }): string[] {
  const months: string[] = [];
  let year = Number(period.from.slice(0, 4));
  let month = Number(period.from.slice(5, 7));
  const last = period.to.slice(0, 7);
  for (;;) {
    const key = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
    if (key > last) return months;
    months.push(key);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** "2026-03" as the reader writes a month: "03.2026.". */
const monthLabel = (yearMonth: string) => `${yearMonth.slice(5, 7)}.${yearMonth.slice(0, 4)}.`;

/**
 * The server side of the usage statistics: a row per month of the period with each
 * measure's count, in the columns' order, and a last row of totals. Null when a measure has
 * no count among the given modules (an application built of some modules only, in tests):
 * then the report is not served; the whole portal always serves it (its calls are checked).
 */
export function usageStatisticsServer(
  report: AnyReport,
  counts: ReadonlyMap<string, UsageCount>,
): ServerReport | null {
  const measures = report.columns.filter((c) => c.key !== 'month').map((c) => counts.get(c.key));
  if (measures.some((m) => m === undefined)) return null;
  const perMeasure = measures as UsageCount[];

  async function allRows(scope: ReportScope, filters: Record<string, unknown>): Promise<ReportValue[][]> {
    const period = periodOf(scope, filters);
    const months = monthsOf(period);
    if (months.length === 0) return [];
    const counted = await Promise.all(
      perMeasure.map(
        async (m) => new Map((await m.perMonth(scope.db, period)).map((c) => [c.month, c.count])),
      ),
    );
    const rows: ReportValue[][] = months.map((month) => [
      monthLabel(month),
      ...counted.map((byMonth) => byMonth.get(month) ?? 0),
    ]);
    const totals = counted.map((byMonth) => [...byMonth.values()].reduce((sum, n) => sum + n, 0));
    return [...rows, [scope.t('reports.usage.total'), ...totals]];
  }

  return defineServerReport({
    report,
    // The months and the totals' row; no query needed.
    count: async (scope, filters) => {
      const months = monthsOf(periodOf(scope, filters as Record<string, string>)).length;
      return months === 0 ? 0 : months + 1;
    },
    rows: async (scope, filters, range) =>
      (await allRows(scope, filters as Record<string, unknown>)).slice(
        range.offset,
        range.offset + range.limit,
      ),
  });
}

/**
 * The platform's module of usage statistics, listed after the modules: its report over
 * every module's measures. Throws when a module's usage counts and its contract's measures
 * differ, so that such a portal does not start.
 */
export function usageStatisticsModule(modules: readonly ServerModule[], report: AnyReport): ServerModule {
  const server = usageStatisticsServer(report, gatherUsageCounts(modules));
  return defineModule({ name: 'usage-statistics', routes: () => undefined, reports: server ? [server] : [] });
}
