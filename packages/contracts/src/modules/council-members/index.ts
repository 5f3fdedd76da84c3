// Council members, the mayor and citizens' questions (decision 0028).
import { defineContractModule } from '../../module';
import * as admin from './admin';
import * as members from './members';
import { councilMembersPages } from './pages';
import * as questions from './questions';
import { questionReports } from './reports';
import * as statistics from './statistics';

export * from './shared';
export * from './admin';
export * from './members';
export * from './questions';
export * from './pages';
export * from './statistics';
export * from './reports';

/** Council members, the mayor, organisational units' question settings, and citizens' questions with answers. */
export const councilMembersContract = defineContractModule({
  name: 'council-members',
  endpoints: [admin, members, questions, statistics],
  pages: councilMembersPages,
  reports: questionReports,
});
