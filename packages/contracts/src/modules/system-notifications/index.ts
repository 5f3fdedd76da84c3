import { defineContractModule } from '../../module';
import { systemNotificationsPages } from './pages';
import * as endpoints from './system-notifications';

export * from './system-notifications';
export * from './pages';

/** Who is told of what, by which channels. */
export const systemNotificationsContract = defineContractModule({
  name: 'system-notifications',
  endpoints: [endpoints],
  pages: systemNotificationsPages,
});
