// Complaints' declarations by use case; `fields.ts` holds field schemas they share privately.
import { defineContractModule } from '../../module';
import * as admin from './admin';
import * as adminHandling from './admin-handling';
import * as comments from './comments';
import * as dossier from './dossier';
import { complaintsPages } from './pages';
import * as parameters from './parameters';
import * as publicCalls from './public';
import * as reportCalls from './reports';
import { complaintReports } from './reports';
import * as shared from './shared';
import * as statistics from './statistics';
import { complaintsUsage } from './usage';

export * from './shared';
export * from './public';
export * from './comments';
export * from './statistics';
export * from './admin';
export * from './admin-handling';
export * from './parameters';
export * from './pages';
export * from './reports';
export * from './dossier';
export * from './usage';

/** Complaints ("report a problem"): reporting, following, comments, statistics and their handling by staff. */
export const complaintsContract = defineContractModule({
  name: 'complaints',
  endpoints: [
    shared,
    publicCalls,
    comments,
    statistics,
    admin,
    adminHandling,
    parameters,
    dossier,
    reportCalls,
  ],
  pages: complaintsPages,
  reports: complaintReports,
  usage: complaintsUsage,
});
