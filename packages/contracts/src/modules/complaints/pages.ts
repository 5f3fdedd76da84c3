import { definePages } from '../../module';

/** The web pages of complaints: the router, the menu, e-mail links and the accessibility sweep use these. */
export const complaintsPages = definePages({
  root: { path: '/complaints', audience: 'public' },
  all: { path: '/complaints/all-complaints', audience: 'public' },
  statistics: { path: '/complaints/statistic', audience: 'public' },
  details: { path: '/complaints/complaint-details/:id', audience: 'public' },
  report: { path: '/complaints/report-problem', audience: 'public' },
  mine: { path: '/complaints/my-complaints', audience: 'signedIn' },
  /** After a report: its number, what happens next, how long the municipality usually takes. */
  reportConfirmation: { path: '/complaints/report-problem/confirmation/:id', audience: 'signedIn' },
  /** "Was it fixed?": the page the reporter's e-mail links to (`?answer=yes|no`); it makes the POST. */
  fixed: { path: '/complaints/fixed/:token', audience: 'public' },
  /** The one-click unfollow of a follower e-mail; the page makes the POST. */
  unfollow: { path: '/complaints/unfollow/:token', audience: 'public' },
  /** Where staff who handle complaints land after signing in. */
  workQueue: { path: '/admin/complaint-configuration/work-queue', audience: 'staff' },
  responseTemplates: { path: '/admin/complaint-configuration/response-templates', audience: 'staff' },
  /** Id 0: a new template. */
  responseTemplateEdit: {
    path: '/admin/complaint-configuration/response-templates/response-template-edit/:id',
    audience: 'staff',
  },
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
