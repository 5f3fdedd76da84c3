import { allReports, type AnyReport, type Caller, mayCall, reportsAccess } from '@portal/contracts';
import { type LazyNamespace, lazyNamespacesOf } from '@portal/i18n';

/*
 * Every report of the portal as contracts declare them (decision 0026): each module's and
 * the platform's own. Loaded with the reports pages only: the registry builds every
 * module's schemas, which the home page's first load must not carry (decision 0017).
 */

/** The report of a page's address, if there is one by that name. */
export function reportNamed(name: string | undefined): AnyReport | undefined {
  return allReports.find((report) => report.name === name);
}

/** Who may open the reports pages: whoever may run at least one report (contracts). */
export { reportsAccess };

/**
 * The lazily loaded namespaces the reports pages need (decision 0017): their own, and those
 * the reports' captions come from (`sessionsAdmin.reports.columns…`, each module's staff texts).
 */
export function reportTexts(reports: readonly AnyReport[] = allReports): LazyNamespace[] {
  const captions = reports.flatMap((report) => [
    report.group,
    report.title,
    report.description,
    ...report.columns.map((column) => column.label),
    ...Object.values(report.filterLabels).map((filter) => filter.label),
  ]);
  return lazyNamespacesOf(['reports.', ...captions]);
}

export type ReportGroup = { group: string; reports: AnyReport[] };

/** The reports a caller may run, by group (catalogue key), groups in the order they first appear. */
export function groupsFor(caller: Caller | null, reports: readonly AnyReport[] = allReports): ReportGroup[] {
  const groups = new Map<string, AnyReport[]>();
  for (const report of reports) {
    if (!mayCall(report.access, caller)) continue;
    const list = groups.get(report.group) ?? [];
    list.push(report);
    groups.set(report.group, list);
  }
  return [...groups].map(([group, list]) => ({ group, reports: list }));
}
