import { IconMapPinExclamation } from '@tabler/icons-react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireSignedIn } from '../../components/Guards';
import type { WebModule } from '../../lib/module';
import type * as Pages from './pages';

const page =
  (name: keyof typeof Pages): RouteObject['lazy'] =>
  async () => ({ Component: (await import('./pages'))[name] });

/** Complaints for citizens and visitors: the public list and map, statistics, details, one's own, reporting. */
export const complaintsModule: WebModule = {
  id: 'complaints',
  routes: [
    { path: 'complaints', element: <Navigate to="/complaints/all-complaints" replace /> },
    { path: 'complaints/all-complaints', lazy: page('AllComplaintsPage') },
    { path: 'complaints/statistic', lazy: page('StatisticsPage') },
    { path: 'complaints/complaint-details/:id', lazy: page('ComplaintDetailsPage') },
    // Signed out, the page itself says one must sign in (the spec's message) and offers the way.
    { path: 'complaints/report-problem', lazy: page('ReportProblemPage') },
    {
      element: <RequireSignedIn />,
      children: [{ path: 'complaints/my-complaints', lazy: page('MyComplaintsPage') }],
    },
  ],
  menu: [
    {
      key: 'complaints',
      label: 'complaints.menu.group',
      order: 20,
      children: [
        { key: 'complaints-all', label: 'complaints.menu.all', path: '/complaints/all-complaints' },
        { key: 'complaints-statistics', label: 'complaints.menu.statistics', path: '/complaints/statistic' },
      ],
    },
  ],
  home: [
    {
      key: 'complaints',
      title: 'complaints.home.title',
      text: 'complaints.home.text',
      icon: IconMapPinExclamation,
      to: '/complaints/report-problem',
      order: 20,
    },
  ],
};
