import {
  activateByCode,
  activateByLink,
  changeOwnPassword,
  changeUserBasicData,
  deactivateUser,
  deleteServiceUserById,
  deleteUser,
  deleteUserById,
  forgotPassword,
  forgotUsername,
  getAdditionalAccessRights,
  getAllActiveUsers,
  getAllServiceUsers,
  getAllUsers,
  getAllUsersDevices,
  getAllUsersDevicesToSelectAll,
  getAllUsersEmails,
  getAllUsersEmailsToSelectAll,
  getAllUsersTelephoneNumbers,
  getAllUsersTelephoneNumbersToSelectAll,
  getRegistrationSettings,
  getServiceUserById,
  getUserBasicData,
  getUserById,
  login,
  loginAnonymous,
  logout,
  register,
  resetPassword,
  saveServiceUser,
  saveUser,
  searchUsers,
  sendNewCode,
  setServiceUserPassword,
  setUserPassword,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/auth/auth';
import { route } from '../../platform/http';
import { addressKey } from '../../platform/limiter';
import { defineModule } from '../../platform/module';
import { accountsMenu } from './accounts.menu';
import { seedDemoAccounts, seedSettingsDefaults } from './accounts.seed';
import { createAccounts, type RequestScope } from './accounts.service';
import { registerSystemParameterRoutes } from './system-parameters.routes';
import { createUserAdministration } from './users.service';

const done = { success: true } as const;

/**
 * Who a person is and what they may do: registration and confirmation, sign-in,
 * one's own profile; account administration (Users, RESTServiceUsers) and the
 * sign-in and registration parameters.
 */
export const accountsModule = defineModule({
  name: 'accounts',
  menu: accountsMenu,
  manualChapters: [{ id: 'accounts', order: 35 }],

  routes(app, ctx) {
    const accounts = createAccounts(ctx);
    // Sign-in attempts per client address; per account, failures are counted in the service.
    const SIGN_IN_LIMIT = { max: ctx.config.SIGN_IN_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
    const users = createUserAdministration(ctx.db);
    const scope = (request: FastifyRequest): RequestScope => ({
      municipalityId: request.tenant.municipalityId,
      // From configuration, never the request's Host (decision 0011): links in e-mails use it.
      origin: ctx.links.origin(request.tenant.municipalityId),
      // An IPv6 client counts by its /64, which it could otherwise walk through (decision 0018).
      ip: addressKey(request.ip),
    });

    route(app, getRegistrationSettings, ({ tenant }) => accounts.settings(tenant.municipalityId));
    route(app, register, ({ body, request }) => accounts.register(body, scope(request)), {
      rateLimit: { max: 10, timeWindow: '1 minute' },
    });
    route(app, sendNewCode, ({ body, request }) => accounts.sendNewCode(body.userId, scope(request)), {
      rateLimit: { max: 10, timeWindow: '1 minute' },
    });
    route(app, activateByCode, ({ body, request }) => accounts.activateByCode(body, scope(request)), {
      rateLimit: SIGN_IN_LIMIT,
    });
    route(
      app,
      activateByLink,
      ({ params, request }) => accounts.activateByLink(params.token, scope(request)),
      {
        rateLimit: SIGN_IN_LIMIT,
      },
    );
    route(app, login, ({ body, request }) => accounts.login(body, scope(request)), {
      rateLimit: SIGN_IN_LIMIT,
    });
    route(
      app,
      loginAnonymous,
      ({ body, request }) => accounts.loginAnonymous(body.languageId, scope(request)),
      {
        rateLimit: SIGN_IN_LIMIT,
      },
    );
    route(
      app,
      forgotUsername,
      async ({ body, request }) => {
        await accounts.forgotUsername(body.email, scope(request));
        return done;
      },
      { rateLimit: { max: 10, timeWindow: '1 minute' } },
    );
    route(
      app,
      forgotPassword,
      async ({ body, request }) => {
        await accounts.forgotPassword(body.email, scope(request));
        return done;
      },
      { rateLimit: { max: 10, timeWindow: '1 minute' } },
    );
    route(
      app,
      resetPassword,
      async ({ body, request }) => {
        await accounts.resetPassword(body, scope(request));
        return done;
      },
      { rateLimit: SIGN_IN_LIMIT },
    );

    route(app, getUserBasicData, ({ request }) => accounts.basicData(callerOf(request)));
    route(app, changeUserBasicData, ({ body, request }) => accounts.changeBasicData(callerOf(request), body));
    route(app, changeOwnPassword, async ({ body, request }) => {
      await accounts.changePassword(callerOf(request), body);
      return done;
    });
    route(app, deactivateUser, async ({ body, request }) => {
      await accounts.deactivate(callerOf(request), body.password);
      return done;
    });
    route(app, deleteUser, async ({ body, request }) => {
      await accounts.delete(callerOf(request), body.password);
      return done;
    });
    route(app, logout, async ({ request }) => {
      await accounts.logout(callerOf(request));
      return done;
    });
    route(app, getAdditionalAccessRights, async ({ request }) => callerOf(request).rights);

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

    route(app, getAllServiceUsers, ({ tenant }) => users.serviceUsers(tenant.municipalityId));
    route(app, getServiceUserById, ({ params, tenant }) =>
      users.serviceUser(tenant.municipalityId, params.id),
    );
    route(app, saveServiceUser, ({ body, request }) => users.saveServiceUser(callerOf(request), body));
    route(app, setServiceUserPassword, async ({ body, request }) => {
      await users.setServiceUserPassword(callerOf(request), body);
      return done;
    });
    route(app, deleteServiceUserById, async ({ params, request }) => {
      await users.removeServiceUser(callerOf(request), params.id);
      return done;
    });

    registerSystemParameterRoutes(app, ctx);
  },

  seedReference: seedSettingsDefaults,
  seedDemo: seedDemoAccounts,
});
