import { defineContractModule } from '../../module';
import { accountsPages } from './pages';
import * as endpoints from './accounts';
import { accountsUsage, usersByProfile } from './reports';

export * from './accounts';
export * from './reports';
export * from './pages';

/** Sign-in, registration, recovery and one's own account. */
export const accountsContract = defineContractModule({
  name: 'accounts',
  endpoints: [endpoints],
  pages: accountsPages,
  reports: [usersByProfile],
  usage: accountsUsage,
});
