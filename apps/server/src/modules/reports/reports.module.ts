import {
  deleteReportJob,
  downloadReportJobFile,
  getMyReportJobs,
  getReportJob,
  reportsContract,
  reportsAccess,
  reportsPages,
} from '@portal/contracts';
import { callerOf } from '../../platform/auth/auth';
import { route } from '../../platform/http';
import { defineModule, type MenuEntry } from '../../platform/module';
import { createMyReports } from './reports.service';

const reportsMenu: readonly MenuEntry[] = [
  {
    key: 'reports',
    type: 'link',
    label: 'reports.menu.title',
    url: reportsPages.list.path,
    order: 800,
    // Whoever may run any report of any module (contracts' union of their access).
    access: reportsAccess,
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
