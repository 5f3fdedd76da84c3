import { definePages } from '../../module';

/** The web pages of complaints: the router, the menu, e-mail links and the accessibility sweep use these. */
export const complaintsPages = definePages({
  root: { path: '/complaints', audience: 'public' },
  all: { path: '/complaints/all-complaints', audience: 'public' },
  statistics: { path: '/complaints/statistic', audience: 'public' },
  details: { path: '/complaints/complaint-details/:id', audience: 'public' },
  report: { path: '/complaints/report-problem', audience: 'public' },
  mine: { path: '/complaints/my-complaints', audience: 'signedIn' },
  staffList: { path: '/admin/complaint-configuration/complaint-list', audience: 'staff' },
  staffDetails: { path: '/admin/complaint-configuration/complaint-details/:id', audience: 'staff' },
  parameters: {
    path: '/admin/system-parameters/complaint-parameters/complaint-parameters-list',
    audience: 'staff',
  },
  parameterEdit: {
    path: '/admin/system-parameters/complaint-parameters/complaint-parameters-edit/:id',
    audience: 'staff',
  },
});
