// Council sessions' declarations by use case (decision 0027).
import { defineContractModule } from '../../module';
import * as admin from './admin';
import * as agenda from './agenda';
import { agendaComments, sessionComments } from './comments';
import { sessionsPages } from './pages';
import * as publicCalls from './public';

export * from './shared';
export * from './admin';
export * from './agenda';
export * from './public';
export * from './comments';
export * from './pages';

/** Council sessions: their administration, agenda, documents, comments and citizens' votes. */
export const sessionsContract = defineContractModule({
  name: 'sessions',
  endpoints: [admin, agenda, publicCalls, sessionComments, agendaComments],
  pages: sessionsPages,
});
