import {
  contractModules,
  deleteReportJob,
  downloadReportJobFile,
  type EndpointAccess,
  getMyReportJobs,
  getReportJob,
  reportsContract,
  reportsPages,
} from '@portal/contracts';
import { callerOf } from '../../platform/auth/auth';
import { route } from '../../platform/http';
import { defineModule, type MenuEntry } from '../../platform/module';
import { createMyReports } from './reports.service';

/**
 * Who sees the reports page in the menu: whoever may run any report of any module, the
 * union of their declared access, so a later module's reports count without editing this.
 */
export function anyReportAccess(): EndpointAccess {
  const profiles = new Set<number>();
  const rights = new Set<number>();
  for (const report of contractModules.flatMap((m) => m.reports)) {
    if ('public' in report.access) continue;
    for (const p of report.access.profiles) profiles.add(p);
    for (const r of report.access.rights ?? []) rights.add(r);
  }
  const sorted = (values: Set<number>) => [...values].sort((a, b) => a - b);
  return { profiles: sorted(profiles), rights: sorted(rights) } as EndpointAccess;
}

const reportsMenu: readonly MenuEntry[] = [
  {
    key: 'reports',
    type: 'link',
    label: 'reports.menu.title',
    url: reportsPages.list.path,
    order: 800,
    access: anyReportAccess(),
  },
];

const done = { success: true } as const;

/**
 * Reports: the reports page in the menu and "my reports", the exports a person made as
 * jobs, kept for a day. Each report is declared by its own module; the platform gives it
 * its Search, Export and ExportJob calls and runs the jobs (decision 0026).
 */
export const reportsModule = defineModule({
  name: 'reports',
  contract: reportsContract,
  menu: reportsMenu,
  catalogue: ['reports'],

  routes(app, { db, storage }) {
    const mine = createMyReports({ db, storage, log: app.log });
    route(app, getMyReportJobs, ({ request }) => mine.mine(callerOf(request)));
    route(app, getReportJob, ({ params, request }) => mine.get(callerOf(request), params.id));
    route(app, downloadReportJobFile, ({ params, request }) => mine.file(callerOf(request), params.id));
    route(app, deleteReportJob, async ({ params, request }) => {
      await mine.remove(callerOf(request), params.id);
      return done;
    });
  },
});
