import { defineContractModule } from '../../module';
import { restServiceUsersPages } from './pages';
import * as endpoints from './rest-service-users';

export * from './rest-service-users';
export * from './pages';

/** The accounts other systems call the REST service with. */
export const restServiceUsersContract = defineContractModule({
  name: 'rest-service-users',
  endpoints: [endpoints],
  pages: restServiceUsersPages,
});
