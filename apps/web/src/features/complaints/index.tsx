import { complaintStaffAccess, complaintsPages, getAllComplaintParameters } from '@portal/contracts';
import { IconMapPinExclamation } from '@tabler/icons-react';
import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireAccess, RequireSignedIn } from '../../components/Guards';
import { withTexts } from '../../lib/i18n';
import type { WebModule } from '../../lib/module';

/**
 * A lazy route's page: `name` exported by the module `load` imports. Each page is its own
 * chunk: the public list brings neither the statistics' charts (recharts), nor the
 * reporting form's photo handling, nor any staff page (decision 0017).
 */
const page =
  <M,>(load: () => Promise<M>, name: keyof M & string): RouteObject['lazy'] =>
  async () => ({ Component: (await load())[name] as ComponentType });

/**
 * Complaints, one module for both sides. Public (`public/`): the list and map, statistics,
 * details, one's own and reporting. Staff (`admin/`, the menu entry comes from the server):
 * the staff list, one complaint's handling and the configuration parameters. One set of
 * query keys (`keys.ts`), so a change on either side refreshes both.
 */
export const complaintsModule: WebModule = {
  id: 'complaints',
  routes: [
    { path: complaintsPages.root.route, element: <Navigate to={complaintsPages.all.path} replace /> },
    {
      path: complaintsPages.all.route,
      lazy: page(() => import('./public/AllComplaintsPage'), 'AllComplaintsPage'),
    },
    {
      path: complaintsPages.statistics.route,
      lazy: page(() => import('./public/StatisticsPage'), 'StatisticsPage'),
    },
    {
      path: complaintsPages.details.route,
      lazy: page(() => import('./public/ComplaintDetailsPage'), 'ComplaintDetailsPage'),
    },
    // Signed out, the page itself says one must sign in (the spec's message) and offers the way.
    {
      path: complaintsPages.report.route,
      lazy: page(() => import('./public/ReportProblemPage'), 'ReportProblemPage'),
    },
    {
      element: <RequireSignedIn />,
      children: [
        {
          path: complaintsPages.mine.route,
          lazy: page(() => import('./public/MyComplaintsPage'), 'MyComplaintsPage'),
        },
      ],
    },
    // The staff pages' texts load with them (decision 0017).
    withTexts(['complaintsAdmin'], {
      element: <RequireAccess access={complaintStaffAccess} />,
      children: [
        {
          path: complaintsPages.staffList.route,
          lazy: page(() => import('./admin/ComplaintListPage'), 'ComplaintListPage'),
        },
        {
          path: complaintsPages.staffDetails.route,
          lazy: page(() => import('./admin/ComplaintDetailsPage'), 'ComplaintDetailsPage'),
        },
      ],
    }),
    withTexts(['complaintsAdmin'], {
      element: <RequireAccess access={getAllComplaintParameters.access} />,
      children: [
        {
          path: complaintsPages.parameters.route,
          lazy: page(() => import('./admin/ComplaintParametersPages'), 'ComplaintParametersListPage'),
        },
        {
          path: complaintsPages.parameterEdit.route,
          lazy: page(() => import('./admin/ComplaintParametersPages'), 'ComplaintParameterFormPage'),
        },
      ],
    }),
  ],
  menu: [
    {
      key: 'complaints',
      label: 'complaints.menu.group',
      order: 20,
      children: [
        { key: 'complaints-all', label: 'complaints.menu.all', path: complaintsPages.all.path },
        {
          key: 'complaints-statistics',
          label: 'complaints.menu.statistics',
          path: complaintsPages.statistics.path,
        },
      ],
    },
  ],
  latest: [{ key: 'complaints', order: 20, Block: lazy(() => import('./public/LatestComplaints')) }],
  home: [
    {
      key: 'complaints',
      title: 'complaints.home.title',
      text: 'complaints.home.text',
      icon: IconMapPinExclamation,
      to: complaintsPages.report.path,
      order: 20,
    },
  ],
};
