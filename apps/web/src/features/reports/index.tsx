import { reportsPages } from '@portal/contracts';
import { RequireAccess } from '../../components/Guards';
import { requireTexts } from '../../lib/i18n';
import { lazyPage } from '../../lib/lazy-page';
import type { WebModule } from '../../lib/module';

const listPage = () => import('./ReportsPage');
const reportPage = () => import('./ReportPage');

/**
 * Reports (decision 0026): every report the caller may run, grouped by module, one
 * report's page with its filters, preview, chart and files, and "my reports". The menu
 * entry comes from the server's menu. The guard admits whoever may run any report; its
 * rule is read with the pages, as the registry of reports builds every module's schemas,
 * which the home page's first load must not carry (decision 0017).
 */
export const reportsModule: WebModule = {
  id: 'reports',
  routes: [
    {
      lazy: async () => {
        const { reportsAccess, reportTexts } = await import('./registry');
        // Their texts, and the modules' staff texts the reports' captions come from (decision 0017).
        await requireTexts(reportTexts());
        return { element: <RequireAccess access={reportsAccess} /> };
      },
      children: [
        { path: reportsPages.list.route, lazy: lazyPage(listPage, 'ReportsPage') },
        { path: reportsPages.report.route, lazy: lazyPage(reportPage, 'ReportPage') },
      ],
    },
  ],
};
