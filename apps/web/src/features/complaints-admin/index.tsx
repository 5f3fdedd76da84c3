import { complaintStaffAccess } from '@portal/contracts';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../components/Guards';
import type { WebModule } from '../../lib/module';
import type * as Pages from './pages';

const page =
  (name: keyof typeof Pages): RouteObject['lazy'] =>
  async () => ({ Component: (await import('./pages'))[name] });

/** Complaint administration: the staff list and one complaint's details (the menu entry comes from the server). */
export const complaintsAdminModule: WebModule = {
  id: 'complaints-admin',
  routes: [
    {
      element: <RequireAccess access={complaintStaffAccess} />,
      children: [
        { path: 'admin/complaint-configuration/complaint-list', lazy: page('ComplaintListPage') },
        { path: 'admin/complaint-configuration/complaint-details/:id', lazy: page('ComplaintDetailsPage') },
      ],
    },
  ],
};
