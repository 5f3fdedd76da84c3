import {
  complaintStaffAccess,
  complaintsPages,
  complaintTemplatesAccess,
  getAllComplaintParameters,
} from '@portal/contracts';
import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject } from '../../lib/router';
import { RequireAccess, RequireSignedIn } from '../../components/Guards';
import { loadWithTexts, withTexts } from '../../lib/i18n';
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
    withTexts(['complaintsStatistics'], {
      path: complaintsPages.statistics.route,
      lazy: page(() => import('./public/StatisticsPage'), 'StatisticsPage'),
    }),
    withTexts(['complaintsFlow'], {
      path: complaintsPages.details.route,
      lazy: page(() => import('./public/ComplaintDetailsPage'), 'ComplaintDetailsPage'),
    }),
    // A follower e-mail's one-click unfollow: open to visitors, the page makes the POST.
    withTexts(['complaintsFlow'], {
      path: complaintsPages.unfollow.route,
      lazy: page(() => import('./public/UnfollowPage'), 'UnfollowPage'),
    }),
    // "Was it fixed?": the reporter's e-mail links here; no sign-in, the page makes the POST.
    withTexts(['complaintsFlow'], {
      path: complaintsPages.fixed.route,
      lazy: page(() => import('./public/FixedQuestionPage'), 'FixedQuestionPage'),
    }),
    // Open to visitors: they fill it in first and sign in at submit (issue 18).
    withTexts(['complaintsFlow'], {
      path: complaintsPages.report.route,
      lazy: page(() => import('./public/ReportProblemPage'), 'ReportProblemPage'),
    }),
    {
      element: <RequireSignedIn />,
      children: [
        {
          path: complaintsPages.mine.route,
          lazy: page(() => import('./public/MyComplaintsPage'), 'MyComplaintsPage'),
        },
        withTexts(['complaintsFlow'], {
          path: complaintsPages.reportConfirmation.route,
          lazy: page(() => import('./public/ReportConfirmationPage'), 'ReportConfirmationPage'),
        }),
      ],
    },
    // The staff pages' texts load with them (decision 0017).
    withTexts(['complaintsAdmin'], {
      element: <RequireAccess access={complaintStaffAccess} />,
      children: [
        {
          path: complaintsPages.workQueue.route,
          lazy: page(() => import('./admin/WorkQueuePage'), 'WorkQueuePage'),
        },
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
    // The answer templates' form uses the administration's texts too (languages, save, cancel).
    withTexts(['complaintsAdmin', 'admin'], {
      element: <RequireAccess access={complaintTemplatesAccess} />,
      children: [
        {
          path: complaintsPages.responseTemplates.route,
          lazy: page(() => import('./admin/ResponseTemplatesPages'), 'ResponseTemplatesPage'),
        },
        {
          path: complaintsPages.responseTemplateEdit.route,
          lazy: page(() => import('./admin/ResponseTemplatesPages'), 'ResponseTemplateFormPage'),
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
  // The home page's big "report a problem" with this month's figures, and its map of open
  // problems, loaded when the reader nears it (decision 0017). The button replaces the entry.
  homeBlocks: [
    {
      key: 'complaints',
      order: 20,
      place: 'featured',
      // As measured in the three languages: 373–422 px on a phone, 198–278 on a tablet, 185–206 at a desk.
      minHeight: { phone: 398, tablet: 240, desk: 195 },
      Block: lazy(() => import('./public/HomeHighlights')),
    },
    {
      key: 'complaints-map',
      order: 20,
      place: 'below',
      minHeight: 430,
      // The map's texts are not the home page's own (decision 0017).
      Block: lazy(() => loadWithTexts(['map'], () => import('./public/HomeMap'))),
    },
  ],
  // Staff who handle complaints land on their work queue after signing in.
  landing: { path: complaintsPages.workQueue.path, access: complaintStaffAccess, order: 10 },
};
