import { defineContractModule } from '../../module';
import { usersPages } from './pages';
import * as endpoints from './users';

export * from './users';
export * from './pages';

/** The portal's users, administered by staff. */
export const usersContract = defineContractModule({
  name: 'users',
  endpoints: [endpoints],
  pages: usersPages,
});
