import {
  deleteUserById,
  getAllActiveUsers,
  getAllUsers,
  getAllUsersDevices,
  getAllUsersDevicesToSelectAll,
  getAllUsersEmails,
  getAllUsersEmailsToSelectAll,
  getAllUsersTelephoneNumbers,
  getAllUsersTelephoneNumbersToSelectAll,
  getUserById,
  saveUser,
  searchUsers,
  setUserPassword,
  usersContract,
} from '@portal/contracts';
import { callerOf } from '../../platform/auth/auth';
import { route } from '../../platform/http';
import { defineModule } from '../../platform/module';
import { usersMenu } from './users.menu';
import { createUserAdministration } from './users.service';

const done = { success: true } as const;

/**
 * The portal's users administered by staff: staff and citizens, their profiles and
 * additional access rights, and the recipients of messages. The accounts are the
 * accounts module's; this one changes them through its port.
 */
export const usersModule = defineModule({
  name: 'users',
  contract: usersContract,
  menu: usersMenu,

  routes(app, { db }) {
    const users = createUserAdministration(db);

    route(app, getAllUsers, ({ tenant }) => users.staff(tenant.municipalityId, false));
    route(app, getAllActiveUsers, ({ tenant }) => users.staff(tenant.municipalityId, true));
    route(app, getUserById, ({ params, tenant }) => users.details(tenant.municipalityId, params.id));
    route(app, saveUser, ({ body, request }) => users.save(callerOf(request), body));
    route(app, setUserPassword, async ({ body, request }) => {
      await users.setPassword(callerOf(request), body);
      return done;
    });
    route(app, searchUsers, ({ body, tenant }) => users.search(tenant.municipalityId, body));
    route(app, getAllUsersEmails, ({ body, tenant }) => users.emailRecipients(tenant.municipalityId, body));
    route(app, getAllUsersTelephoneNumbers, ({ body, tenant }) =>
      users.phoneRecipients(tenant.municipalityId, body),
    );
    route(app, getAllUsersDevices, ({ body, tenant }) => users.deviceRecipients(tenant.municipalityId, body));
    route(app, getAllUsersEmailsToSelectAll, ({ body, tenant }) =>
      users.recipientIds(tenant.municipalityId, 'email', body.text),
    );
    route(app, getAllUsersTelephoneNumbersToSelectAll, ({ body, tenant }) =>
      users.recipientIds(tenant.municipalityId, 'phone', body.text),
    );
    route(app, getAllUsersDevicesToSelectAll, ({ body, tenant }) =>
      users.recipientIds(tenant.municipalityId, 'device', body.text),
    );
    route(app, deleteUserById, async ({ params, request }) => {
      await users.remove(callerOf(request), params.id);
      return done;
    });
  },
});
