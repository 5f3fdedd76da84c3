// Complaints' declarations by use case; `fields.ts` holds field schemas they share privately.
import { defineContractModule } from '../../module';
import * as admin from './admin';
import * as adminHandling from './admin-handling';
import * as comments from './comments';
import * as dossier from './dossier';
import * as fixed from './fixed';
import * as following from './following';
import * as nearby from './nearby';
import * as openData from './open-data';
import { complaintsPages } from './pages';
import * as parameters from './parameters';
import * as publicCalls from './public';
import * as reportCalls from './reports';
import * as reportFlow from './report-flow';
import { complaintReports } from './reports';
import * as shared from './shared';
import * as statistics from './statistics';
import * as templates from './templates';
import { complaintsUsage } from './usage';
import * as workQueue from './work-queue';

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
export * from './fixed';
export * from './following';
export * from './timeline';
export * from './deadline';
export * from './usage';
export * from './nearby';
export * from './open-data';
export * from './report-flow';
export * from './work-queue';
export * from './templates';

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
    fixed,
    following,
    reportCalls,
    nearby,
    openData,
    reportFlow,
    workQueue,
    templates,
  ],
  pages: complaintsPages,
  reports: complaintReports,
  usage: complaintsUsage,
});
