import { type ContractModule, defineContractModule, type UsageMeasure } from './module';
import type { AnyEndpoint } from './endpoint';
import { type AnyReport, defineReport, type ReportColumn } from './reports';
import { usagePeriodFilterLabels, usagePeriodFilters, usageReportAccess } from './usage-period';

/*
 * Usage statistics (issue 15, decision 0026): for a period, per month and in total, what each
 * module counts (registered users, sign-ins, new complaints, comments; later votes,
 * questions, debate comments, survey answers). A module declares its measures in
 * `defineContractModule({ usage })`; this report is built from every module's, at the
 * registry, so that a new module adds its columns without editing this file. Nothing
 * under `modules/` may import it; a module's own usage report takes its period and access
 * from `usage-period.ts`.
 */

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
