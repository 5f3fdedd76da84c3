import {
  accountsContract,
  activateByCode,
  activateByLink,
  changeOwnPassword,
  changeUserBasicData,
  deactivateUser,
  deleteUser,
  forgotPassword,
  forgotUsername,
  getAdditionalAccessRights,
  getRegistrationSettings,
  getUserBasicData,
  login,
  loginAnonymous,
  logout,
  register,
  resetPassword,
  sendNewCode,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../platform/auth/auth';
import { route } from '../../platform/http';
import { addressKey } from '../../platform/limiter';
import { defineModule } from '../../platform/module';
import { accountsMenu } from './accounts.menu';
import { accountMessages } from './accounts.messages';
import { seedDemoAccounts } from './accounts.seed';
import { createAccounts, type RequestScope } from './accounts.service';
import { accountUsageCounts, usersByProfileServer } from './accounts.usage';

const done = { success: true } as const;

/**
 * Who a person is and what they may do: registration and confirmation, sign-in,
 * recovery, one's own profile. It owns the account tables; staff administer accounts
 * in the users and rest-service-users modules, through its port (index.ts).
 */
export const accountsModule = defineModule({
  name: 'accounts',
  contract: accountsContract,
  menu: accountsMenu,
  manualChapters: [{ id: 'accounts', order: 35 }],
  messages: accountMessages,
  reports: [usersByProfileServer],
  usageCounts: accountUsageCounts,

  routes(app, ctx) {
    const accounts = createAccounts(ctx);
    // Sign-in attempts per client address; per account, failures are counted in the service.
    const SIGN_IN_LIMIT = { max: ctx.config.SIGN_IN_LIMIT_PER_MINUTE, timeWindow: '1 minute' };
    const scope = (request: FastifyRequest): RequestScope => ({
      municipalityId: request.tenant.municipalityId,
      // An IPv6 client counts by its /64, which it could otherwise walk through (decision 0018).
      ip: addressKey(request.ip),
    });

    route(app, getRegistrationSettings, ({ tenant }) => accounts.settings(tenant.municipalityId));
    route(app, register, ({ body, request }) => accounts.register(body, scope(request)), {
      rateLimit: { max: 10, timeWindow: '1 minute' },
    });
    route(
      app,
      sendNewCode,
      ({ body, request }) => accounts.sendNewCode(body.userId, scope(request), body.returnTo),
      { rateLimit: { max: 10, timeWindow: '1 minute' } },
    );
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
  },

  seedDemo: seedDemoAccounts,
});
