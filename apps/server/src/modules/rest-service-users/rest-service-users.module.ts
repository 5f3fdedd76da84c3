import {
  deleteServiceUserById,
  getAllServiceUsers,
  getServiceUserById,
  restServiceUsersContract,
  saveServiceUser,
  setServiceUserPassword,
} from '@portal/contracts';
import { callerOf } from '../../platform/auth/auth';
import { route } from '../../platform/http';
import { defineModule } from '../../platform/module';
import { restServiceUsersMenu } from './rest-service-users.menu';
import { createServiceUserAdministration } from './rest-service-users.service';

const done = { success: true } as const;

/**
 * The accounts other systems call the REST service with, administered by staff. The
 * accounts are the accounts module's; this one changes them through its port.
 */
export const restServiceUsersModule = defineModule({
  name: 'rest-service-users',
  contract: restServiceUsersContract,
  menu: restServiceUsersMenu,

  routes(app, { db }) {
    const services = createServiceUserAdministration(db);

    route(app, getAllServiceUsers, ({ tenant }) => services.list(tenant.municipalityId));
    route(app, getServiceUserById, ({ params, tenant }) => services.one(tenant.municipalityId, params.id));
    route(app, saveServiceUser, ({ body, request }) => services.save(callerOf(request), body));
    route(app, setServiceUserPassword, async ({ body, request }) => {
      await services.setPassword(callerOf(request), body);
      return done;
    });
    route(app, deleteServiceUserById, async ({ params, request }) => {
      await services.remove(callerOf(request), params.id);
      return done;
    });
  },
});
