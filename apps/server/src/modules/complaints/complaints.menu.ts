import {
  getAllComplaintParameters,
  getAllComplaints,
  getMyComplaints,
  reportComplaint,
  SIGNED_IN,
  complaintsPages,
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
    url: complaintsPages.all.path,
    order: 10,
    access: SIGNED_IN,
  },
  {
    key: 'complaints.statistics',
    parent: 'complaints',
    type: 'link',
    label: 'complaints.menu.statistics',
    url: complaintsPages.statistics.path,
    order: 20,
    access: SIGNED_IN,
  },
  {
    key: 'complaints.mine',
    parent: 'complaints',
    type: 'link',
    label: 'complaints.menu.my',
    url: complaintsPages.mine.path,
    order: 30,
    access: getMyComplaints.access,
  },
  {
    key: 'complaints.report',
    parent: 'complaints',
    type: 'link',
    label: 'complaints.menu.report',
    url: complaintsPages.report.path,
    order: 40,
    access: reportComplaint.access,
  },
  {
    key: 'admin.complaints',
    parent: 'admin',
    type: 'link',
    label: 'complaints.menu.administration',
    url: complaintsPages.staffList.path,
    order: 30,
    access: getAllComplaints.access,
  },
  {
    key: 'admin.parameters.complaint-parameters',
    parent: 'admin.parameters',
    type: 'link',
    label: 'complaints.menu.parameters',
    url: complaintsPages.parameters.path,
    order: 40,
    access: getAllComplaintParameters.access,
  },
];
