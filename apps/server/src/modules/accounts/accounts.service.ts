import { type LanguageId, Profile, type UserBasicData } from '@portal/contracts';
import type { ChangeUserBasicDataRequest } from '@portal/contracts';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import { hashPassword, isWeakPassword, verifyPassword } from '../../platform/auth/passwords';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, assertNoFieldErrors, badRequest, GENERAL } from '../../platform/errors';
import {
  type AccountsDeps,
  createAccountsCore,
  CONTACT_CHANGES,
  PER_ADDRESS,
  type RequestScope,
} from './accounts.core';
import { passwordChangedMessage } from './accounts.messages';
import {
  findUserByUsername,
  insertUser,
  revokeSession,
  revokeSessions,
  updateUser,
} from './accounts.repository';
import { UserStatus } from './accounts.schema';
import { deleteAccount } from './administration';
import { newLinkToken } from './accounts.secrets';
import { createRecovery } from './recovery.service';
import { createRegistration } from './registration.service';
import { createSignInThrottle } from './sign-in-throttle';

export type { AccountsDeps, RequestScope } from './accounts.core';

type BasicDataInput = z.output<typeof ChangeUserBasicDataRequest>;

/** Every account use case: registration, recovery, sign-in and the own profile. */
export function createAccounts(deps: AccountsDeps) {
  const { db, notify, limiter } = deps;
  const throttle = createSignInThrottle(limiter);
  const core = createAccountsCore(deps);
  const { limit, settingsOf, signIn, missingFields, assertAvailable } = core;
  const { requireUser, assertPassword } = core;

  async function basicData(principal: Principal): Promise<UserBasicData> {
    const user = await requireUser(principal);
    return {
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      birthYear: user.birthYear,
      phone: user.phone,
      email: user.email,
      sex: user.sex,
      languageId: user.languageId,
      profileId: user.profileId,
    };
  }

  return {
    settings: settingsOf,
    ...createRegistration(deps, core),
    ...createRecovery(deps, core),

    /**
     * Signs in with username and password. A wrong name and a wrong password are the same
     * refusal, and take as long; after five failures of one account from one address that
     * pair waits, longer each time, while other addresses are still heard (decision 0018).
     */
    async login(input: { username: string; password: string }, scope: RequestScope) {
      const attempt = { municipalityId: scope.municipalityId, ip: scope.ip, username: input.username };
      await throttle.begin(attempt);
      const user = await findUserByUsername(db, scope.municipalityId, input.username);
      const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !ok) {
        await throttle.failed(attempt);
        throw badRequest('incorrect_username_or_password');
      }
      await throttle.succeeded(attempt);
      if (user.status === UserStatus.Pending) {
        throw new AppError(400, 'account_not_confirmed', GENERAL, { userId: user.id });
      }
      if (user.status !== UserStatus.Active) throw badRequest('account_deactivated');
      return inTransaction(db, (tx) => signIn(tx, user));
    },

    /** An anonymous citizen: an account without personal data, for as long as its token lives. */
    async loginAnonymous(languageId: LanguageId, scope: RequestScope) {
      const settings = await settingsOf(scope.municipalityId);
      if (!settings.anonymousLoginActive) throw badRequest('login_type_not_active');
      await limit(`anonymous:${scope.ip}`, PER_ADDRESS);
      return inTransaction(db, async (tx) => {
        const user = await insertUser(tx, {
          municipalityId: scope.municipalityId,
          username: `anonimni-${newLinkToken().slice(0, 10).toLowerCase()}`,
          profileId: Profile.AnonymousCitizen,
          languageId,
          status: UserStatus.Active,
          dateActivated: new Date(),
        });
        return signIn(tx, user);
      });
    },

    basicData,

    async changeBasicData(principal: Principal, input: BasicDataInput): Promise<UserBasicData> {
      const user = await requireUser(principal);
      const settings = await settingsOf(principal.municipalityId);
      const citizen = user.profileId === Profile.RegisteredCitizen;
      if (citizen) assertNoFieldErrors(missingFields(input, settings));
      const email = input.email?.toLowerCase() ?? null;
      // "Address taken" answers whether an address belongs to someone: a new e-mail or phone
      // may be tried a few times an hour per account (decision 0011).
      if (email !== user.email || (input.phone ?? null) !== user.phone) {
        await limit(`contact-change:${user.id}`, CONTACT_CHANGES);
      }
      await assertAvailable(principal.municipalityId, { email, phone: input.phone, exceptId: user.id });
      await updateUser(db, user.id, {
        firstName: input.firstName,
        lastName: input.lastName,
        birthYear: input.birthYear,
        phone: input.phone,
        email,
        sex: input.sex,
        languageId: input.languageId,
      });
      return basicData(principal);
    },

    /** The old password is required; the caller stays signed in, other sessions end. */
    async changePassword(principal: Principal, input: { oldPassword: string; password: string }) {
      const user = await requireUser(principal);
      await assertPassword(user, input.oldPassword, 'oldPassword');
      if (isWeakPassword(input.password, user.username)) throw badRequest('password_too_common', 'password');
      const passwordHash = await hashPassword(input.password);
      await inTransaction(db, async (tx) => {
        await updateUser(tx, user.id, { passwordHash, passwordChangedAt: new Date() });
        await revokeSessions(tx, user.id, principal.sessionId);
        // By e-mail, when the account has an address.
        await notify.notify(tx, {
          municipalityId: user.municipalityId,
          to: user.id,
          template: passwordChangedMessage,
          values: { username: user.username },
        });
      });
    },

    async deactivate(principal: Principal, password: string) {
      const user = await requireUser(principal);
      await assertPassword(user, password, 'password');
      await inTransaction(db, async (tx) => {
        await updateUser(tx, user.id, { status: UserStatus.Deactivated });
        await revokeSessions(tx, user.id);
      });
    },

    async delete(principal: Principal, password: string) {
      const user = await requireUser(principal);
      await assertPassword(user, password, 'password');
      await inTransaction(db, (tx) => deleteAccount(tx, user.id));
    },

    logout: (principal: Principal) => revokeSession(db, principal.sessionId),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
