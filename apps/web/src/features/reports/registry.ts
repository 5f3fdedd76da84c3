import { allReports, type AnyReport, type Caller, mayCall, reportsAccess } from '@portal/contracts';

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
