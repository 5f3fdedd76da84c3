// Council sessions' declarations by use case (decision 0027).
import { defineContractModule } from '../../module';
import * as admin from './admin';
import * as agenda from './agenda';
import * as calendar from './calendar';
import { agendaComments, sessionComments } from './comments';
import * as dossier from './dossier';
import { sessionsPages } from './pages';
import * as publicCalls from './public';
import { sessionReports } from './reports';
import * as statistics from './statistics';

export * from './shared';
export * from './admin';
export * from './agenda';
export * from './public';
export * from './comments';
export * from './pages';
export * from './reports';
export * from './dossier';
export * from './statistics';
export * from './calendar';
export * from './voting';

/** Council sessions: their administration, agenda, documents, comments and citizens' votes. */
export const sessionsContract = defineContractModule({
  name: 'sessions',
  endpoints: [admin, agenda, publicCalls, sessionComments, agendaComments, statistics, dossier, calendar],
  pages: sessionsPages,
  reports: sessionReports,
});
