import {
  getAllComplaintParameters,
  getAllComplaints,
  getMyComplaints,
  reportComplaint,
  SIGNED_IN,
} from '@portal/contracts';
import type { MenuEntry } from '../../platform/module';

/** The public complaint pages (as in the visitors' menu) and, under Administration, their handling. */
export const complaintsMenu: readonly MenuEntry[] = [
  { key: 'complaints', type: 'group', label: 'complaints.menu.group', order: 20 },
  {
    key: 'complaints.all',
    parent: 'complaints',
    type: 'link',
    label: 'complaints.menu.all',
    url: '/complaints/all-complaints',
    order: 10,
    access: SIGNED_IN,
  },
  {
    key: 'complaints.statistics',
    parent: 'complaints',
    type: 'link',
    label: 'complaints.menu.statistics',
    url: '/complaints/statistic',
    order: 20,
    access: SIGNED_IN,
  },
  {
    key: 'complaints.mine',
    parent: 'complaints',
    type: 'link',
    label: 'complaints.menu.my',
    url: '/complaints/my-complaints',
    order: 30,
    access: getMyComplaints.access,
  },
  {
    key: 'complaints.report',
    parent: 'complaints',
    type: 'link',
    label: 'complaints.menu.report',
    url: '/complaints/report-problem',
    order: 40,
    access: reportComplaint.access,
  },
  {
    key: 'admin.complaints',
    parent: 'admin',
    type: 'link',
    label: 'complaints.menu.administration',
    url: '/admin/complaint-configuration/complaint-list',
    order: 30,
    access: getAllComplaints.access,
  },
  {
    key: 'admin.parameters.complaint-parameters',
    parent: 'admin.parameters',
    type: 'link',
    label: 'complaints.menu.parameters',
    url: '/admin/system-parameters/complaint-parameters/complaint-parameters-list',
    order: 40,
    access: getAllComplaintParameters.access,
  },
];
