import { allReports, type AnyReport, type Caller, type EndpointAccess, mayCall } from '@portal/contracts';

/*
 * Every report of the portal as contracts declare them (decision 0026): each module's and
 * the platform's own. Loaded with the reports pages only: the registry builds every
 * module's schemas, which the home page's first load must not carry (decision 0017).
 */

/** The report of a page's address, if there is one by that name. */
export function reportNamed(name: string | undefined): AnyReport | undefined {
  return allReports.find((report) => report.name === name);
}

/**
 * Who may open the reports pages: whoever may run at least one report (the union of the
 * reports' access rules). The server answers each report to its own rule only.
 */
export function accessOfAny(reports: readonly AnyReport[]): EndpointAccess {
  if (reports.some((report) => 'public' in report.access)) return { public: true };
  const profiles = new Set<number>();
  const rights = new Set<number>();
  for (const { access } of reports) {
    if ('public' in access) continue;
    access.profiles.forEach((profile) => profiles.add(profile));
    access.rights?.forEach((right) => rights.add(right));
  }
  return { profiles: [...profiles], rights: [...rights] } as EndpointAccess;
}

export const reportsAccess: EndpointAccess = accessOfAny(allReports);

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
