import { IconMapPinExclamation } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireSignedIn } from '../../components/Guards';
import type { WebModule } from '../../lib/module';

/**
 * Each page is its own chunk: the public list should not bring the statistics' charts
 * (recharts) nor the reporting form's photo handling (decision 0017).
 */
const pages = {
  AllComplaintsPage: () => import('./components/AllComplaintsPage'),
  StatisticsPage: () => import('./components/StatisticsPage'),
  ComplaintDetailsPage: () => import('./components/ComplaintDetailsPage'),
  ReportProblemPage: () => import('./components/ReportProblemPage'),
  MyComplaintsPage: () => import('./components/MyComplaintsPage'),
};

const page =
  <N extends keyof typeof pages>(name: N): RouteObject['lazy'] =>
  async () => {
    const module = (await pages[name]()) as Record<N, ComponentType>;
    return { Component: module[name] };
  };

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
