import {
  ConfirmationRegistrationType,
  type LanguageId,
  LoginType,
  NotificationChannel,
  Profile,
  RegistrationField,
  type RegistrationSettings,
  type ServerMessageKey,
  type SignedInUser,
  roleNames,
} from '@portal/contracts';
import type { ChangeUserBasicDataRequest, RegisterRequest, UserBasicData } from '@portal/contracts';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import { hashPassword, isWeakPassword, verifyPassword } from '../../platform/auth/passwords';
import type { TokenService } from '../../platform/auth/tokens';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import { AppError, assertNoFieldErrors, badRequest, GENERAL, tooManyRequests } from '../../platform/errors';
import type { ServerTexts } from '../../platform/i18n';
import type { Limiter } from '../../platform/limiter';
import type { Outbox } from '../../platform/outbox/outbox';
import { composeActivationSms, composeEmail } from './accounts.messages';
import {
  anonymiseUser,
  closeVerifications,
  countWrongAttempt,
  findTaken,
  findUserById,
  findUserByUsername,
  findUsersByEmail,
  findVerificationBySecret,
  insertSession,
  insertUser,
  insertVerification,
  latestVerification,
  readSettings,
  revokeSession,
  revokeSessions,
  type UserRow,
  updateUser,
} from './accounts.repository';
import { UserStatus, VerificationPurpose } from './accounts.schema';
import { maskDestination, newCode, newLinkToken, sameHash, secretHash } from './accounts.secrets';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A confirmation code or link lives 15 minutes; a password reset link 30. */
const ACTIVATION_TTL = 15 * MINUTE;
const RESET_TTL = 30 * MINUTE;
/** Wrong codes allowed before the code is void. */
const MAX_CODE_ATTEMPTS = 5;
/** Failed sign-ins of one account before it waits a quarter of an hour. */
const LOGIN_FAILURES = { max: 5, windowMs: 15 * MINUTE };
/** New codes, reminders and reset links: per destination and per client address, an hour. */
const PER_DESTINATION = { max: 3, windowMs: HOUR };
const PER_ADDRESS = { max: 10, windowMs: HOUR };

export type AccountsDeps = {
  db: Db;
  config: Config;
  tokens: TokenService;
  outbox: Outbox;
  texts: ServerTexts;
  limiter: Limiter;
};

/** Where a request came from: its municipality, the portal's address for links, the client address. */
export type RequestScope = { municipalityId: number; origin: string; ip: string };

type RegisterInput = z.output<typeof RegisterRequest>;
type BasicDataInput = z.output<typeof ChangeUserBasicDataRequest>;
const ACTIVATION = [VerificationPurpose.ActivationCode, VerificationPurpose.ActivationLink];

/** Maps a unique-constraint violation to the spec's duplicate messages. */
function duplicateKey(error: unknown): { field: string; key: ServerMessageKey } | null {
  const constraint =
    (error as { constraint?: string; cause?: { constraint?: string } }).constraint ??
    (error as { cause?: { constraint?: string } }).cause?.constraint;
  if (constraint === 'app_user_username_unique') return { field: 'username', key: 'user_already_exists' };
  if (constraint === 'app_user_email_unique') return { field: 'email', key: 'email_already_exists' };
  if (constraint === 'app_user_phone_unique')
    return { field: 'phone', key: 'telephone_number_already_exists' };
  return null;
}

export function createAccounts(deps: AccountsDeps) {
  const { db, config, tokens, outbox, texts, limiter } = deps;

  const limit = (key: string, window: { max: number; windowMs: number }) => {
    if (!limiter.hit(key, window)) throw tooManyRequests();
  };

  async function settingsOf(municipalityId: number): Promise<RegistrationSettings> {
    const s = await readSettings(db, municipalityId);
    const confirmationType =
      [...s.confirmationTypes].find(([, active]) => active)?.[0] ?? ConfirmationRegistrationType.Email;
    return {
      mandatoryFields: [...s.mandatoryFields]
        .filter(([, mandatory]) => mandatory)
        .map(([id]) => id as RegistrationSettings['mandatoryFields'][number]),
      confirmationType: confirmationType as RegistrationSettings['confirmationType'],
      registeredLoginActive: true,
      anonymousLoginActive: s.loginTypes.get(LoginType.AnonymousUser) ?? false,
    };
  }

  /** A new session for an account, answered as the spec's signed-in record. */
  async function signIn(tx: Db, user: UserRow): Promise<SignedInUser> {
    const sessionId = tokens.newSessionId();
    const expiresAt = new Date(Date.now() + config.TOKEN_TTL_HOURS * HOUR);
    await insertSession(tx, { id: sessionId, userId: user.id, expiresAt });
    const token = await tokens.sign(
      { userId: user.id, sessionId, municipalityId: user.municipalityId, profileId: user.profileId },
      expiresAt,
    );
    return {
      token,
      isLoggedIn: true,
      username: user.username,
      id: user.id,
      organizationId: user.organizationalUnitId,
      profileId: user.profileId,
      roleName: roleNames[user.profileId] ?? 'Unknown',
      expiresAt: expiresAt.toISOString(),
    };
  }

  function translatorFor(user: Pick<UserRow, 'municipalityId' | 'languageId'>) {
    return texts.translator(user.municipalityId, user.languageId as LanguageId);
  }

  const nameOf = (user: UserRow) =>
    [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

  /**
   * Writes a confirmation code (and, by e-mail, a link) for a pending account and sends
   * it at once. Earlier codes stop working.
   */
  async function sendActivation(user: UserRow, scope: RequestScope) {
    const channel =
      user.confirmationType === ConfirmationRegistrationType.Sms
        ? NotificationChannel.Sms
        : NotificationChannel.Email;
    const destination = channel === NotificationChannel.Sms ? user.phone : user.email;
    if (!destination) throw badRequest('activation_code_not_sent');
    const code = newCode();
    const link = newLinkToken();
    const t = await translatorFor(user);
    const messageId = await db.transaction(async (tx) => {
      await closeVerifications(tx as Db, user.id, ACTIVATION);
      const expiresAt = new Date(Date.now() + ACTIVATION_TTL);
      const base = { userId: user.id, channel, expiresAt };
      await insertVerification(tx as Db, {
        ...base,
        purpose: VerificationPurpose.ActivationCode,
        secretHash: secretHash(config.jwtSecret, `code:${user.id}:${code}`),
      });
      if (channel === NotificationChannel.Sms) {
        return outbox.enqueue(tx as Db, {
          municipalityId: user.municipalityId,
          channel,
          recipient: destination,
          subject: null,
          body: composeActivationSms(t, code),
          html: null,
        });
      }
      await insertVerification(tx as Db, {
        ...base,
        purpose: VerificationPurpose.ActivationLink,
        secretHash: secretHash(config.jwtSecret, `link:${link}`),
      });
      const mail = composeEmail(t, 'activation', {
        name: nameOf(user),
        username: user.username,
        code,
        link: `${scope.origin}/register/activate/${link}`,
      });
      return outbox.enqueue(tx as Db, {
        municipalityId: user.municipalityId,
        channel,
        recipient: destination,
        ...mail,
      });
    });
    const delivery = await outbox.deliverNow(messageId);
    return {
      userId: user.id,
      confirmationType: (channel === NotificationChannel.Sms
        ? ConfirmationRegistrationType.Sms
        : ConfirmationRegistrationType.Email) as 1 | 2,
      destination: maskDestination(destination),
      delivered: delivery === 'sent' || delivery === 'captured',
    };
  }

  /** Fields the municipality requires, and the ones the confirmation channel needs. */
  function missingFields(
    input: Pick<RegisterInput, 'email' | 'phone' | 'birthYear'>,
    settings: RegistrationSettings,
  ): Record<string, ServerMessageKey> {
    const errors: Record<string, ServerMessageKey> = {};
    const needs = (field: number) => settings.mandatoryFields.includes(field as 1 | 2 | 3);
    if (
      !input.email &&
      (needs(RegistrationField.Email) || settings.confirmationType === ConfirmationRegistrationType.Email)
    ) {
      errors['email'] = 'validation_required';
    }
    if (
      !input.phone &&
      (needs(RegistrationField.Sms) || settings.confirmationType === ConfirmationRegistrationType.Sms)
    ) {
      errors['phone'] = 'validation_required';
    }
    if (!input.birthYear && needs(RegistrationField.BirthYear)) errors['birthYear'] = 'validation_required';
    return errors;
  }

  async function assertAvailable(
    municipalityId: number,
    values: { username?: string; email?: string | null; phone?: string | null; exceptId?: number },
  ) {
    const taken = await findTaken(db, municipalityId, values);
    const errors: Record<string, ServerMessageKey> = {};
    if (taken.username) errors['username'] = 'user_already_exists';
    if (taken.email) errors['email'] = 'email_already_exists';
    if (taken.phone) errors['phone'] = 'telephone_number_already_exists';
    assertNoFieldErrors(errors);
  }

  /** Confirms a pending account; its codes and links stop working and the person is signed in. */
  function activate(user: UserRow): Promise<SignedInUser> {
    return db.transaction(async (tx) => {
      await closeVerifications(tx as Db, user.id, ACTIVATION);
      const active = await updateUser(tx as Db, user.id, {
        status: UserStatus.Active,
        dateActivated: new Date(),
      });
      return signIn(tx as Db, active);
    });
  }

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

  async function requireUser(principal: Principal): Promise<UserRow> {
    const user = await findUserById(db, principal.municipalityId, principal.userId);
    if (!user) throw new AppError(401, 'session_expired');
    return user;
  }

  async function assertPassword(user: UserRow, password: string, field: string) {
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw badRequest(field === 'oldPassword' ? 'incorrect_old_password' : 'incorrect_password', field);
    }
  }

  return {
    settings: settingsOf,

    async register(input: RegisterInput, scope: RequestScope) {
      limit(`register:${scope.ip}`, PER_ADDRESS);
      const settings = await settingsOf(scope.municipalityId);
      const errors = missingFields(input, settings);
      if (isWeakPassword(input.password, input.username)) errors['password'] = 'password_too_common';
      assertNoFieldErrors(errors);
      await assertAvailable(scope.municipalityId, input);
      const passwordHash = await hashPassword(input.password);
      let user: UserRow;
      try {
        user = await insertUser(db, {
          municipalityId: scope.municipalityId,
          username: input.username,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          birthYear: input.birthYear,
          phone: input.phone,
          email: input.email?.toLowerCase() ?? null,
          sex: input.sex,
          profileId: Profile.RegisteredCitizen,
          confirmationType: settings.confirmationType,
          languageId: input.languageId,
          status: UserStatus.Pending,
        });
      } catch (error) {
        const duplicate = duplicateKey(error);
        if (duplicate) throw badRequest(duplicate.key, duplicate.field);
        throw error;
      }
      return sendActivation(user, scope);
    },

    async sendNewCode(userId: number, scope: RequestScope) {
      limit(`code-address:${scope.ip}`, PER_ADDRESS);
      const user = await findUserById(db, scope.municipalityId, userId);
      if (!user || user.status !== UserStatus.Pending)
        throw badRequest('varification_code_not_valid', 'userId');
      limit(`code-destination:${user.phone ?? ''}:${user.email ?? ''}`, PER_DESTINATION);
      const result = await sendActivation(user, scope);
      if (!result.delivered) throw badRequest('activation_code_not_sent');
      return result;
    },

    /** The code from the SMS or e-mail: right, unused, within 15 minutes, fewer than five wrong tries. */
    async activateByCode(input: { userId: number; code: string }, scope: RequestScope) {
      limit(`activate:${scope.ip}`, { max: 30, windowMs: HOUR });
      const user = await findUserById(db, scope.municipalityId, input.userId);
      const pending = user?.status === UserStatus.Pending ? user : undefined;
      const row = pending && (await latestVerification(db, pending.id, VerificationPurpose.ActivationCode));
      const valid =
        row &&
        row.expiresAt > new Date() &&
        row.attempts < MAX_CODE_ATTEMPTS &&
        sameHash(row.secretHash, secretHash(config.jwtSecret, `code:${input.userId}:${input.code}`));
      if (!pending || !valid) {
        if (row) await countWrongAttempt(db, row.id);
        throw badRequest('varification_code_not_valid', 'code');
      }
      return activate(pending);
    },

    async activateByLink(token: string, scope: RequestScope) {
      limit(`activate:${scope.ip}`, { max: 30, windowMs: HOUR });
      const row = await findVerificationBySecret(
        db,
        secretHash(config.jwtSecret, `link:${token}`),
        VerificationPurpose.ActivationLink,
      );
      const user = row && (await findUserById(db, scope.municipalityId, row.userId));
      if (!row || !user || row.usedAt || row.expiresAt <= new Date() || user.status !== UserStatus.Pending) {
        throw badRequest('activation_link_not_valid', 'token');
      }
      return activate(user);
    },

    /**
     * Signs in with username and password. A wrong name and a wrong password are the same
     * refusal, and take as long; an account that fails five times waits 15 minutes.
     */
    async login(input: { username: string; password: string }, scope: RequestScope) {
      const failures = `login-failures:${scope.municipalityId}:${input.username.toLowerCase()}`;
      if (limiter.blocked(failures, LOGIN_FAILURES)) throw tooManyRequests();
      const user = await findUserByUsername(db, scope.municipalityId, input.username);
      const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !ok) {
        limiter.hit(failures, LOGIN_FAILURES);
        throw badRequest('incorrect_username_or_password');
      }
      limiter.reset(failures);
      if (user.status === UserStatus.Pending) {
        throw new AppError(400, 'account_not_confirmed', GENERAL, { userId: user.id });
      }
      if (user.status !== UserStatus.Active) throw badRequest('account_deactivated');
      return db.transaction((tx) => signIn(tx as Db, user));
    },

    /** An anonymous citizen: an account without personal data, for as long as its token lives. */
    async loginAnonymous(languageId: LanguageId, scope: RequestScope) {
      const settings = await settingsOf(scope.municipalityId);
      if (!settings.anonymousLoginActive) throw badRequest('login_type_not_active');
      limit(`anonymous:${scope.ip}`, PER_ADDRESS);
      return db.transaction(async (tx) => {
        const user = await insertUser(tx as Db, {
          municipalityId: scope.municipalityId,
          username: `anonimni-${newLinkToken().slice(0, 10).toLowerCase()}`,
          profileId: Profile.AnonymousCitizen,
          languageId,
          status: UserStatus.Active,
          dateActivated: new Date(),
        });
        return signIn(tx as Db, user);
      });
    },

    async forgotUsername(email: string, scope: RequestScope) {
      limit(`forgot-address:${scope.ip}`, PER_ADDRESS);
      limit(`forgot-username:${email.toLowerCase()}`, PER_DESTINATION);
      const users = await findUsersByEmail(db, scope.municipalityId, email);
      const first = users[0];
      if (!first) throw badRequest('unable_to_find_user_with_entered_email', 'email');
      const t = await translatorFor(first);
      const mail = composeEmail(t, 'forgotUsername', {
        name: nameOf(first),
        usernames: users.map((u) => u.username).join('\n'),
      });
      const messageId = await outbox.enqueue(db, {
        municipalityId: scope.municipalityId,
        channel: NotificationChannel.Email,
        recipient: first.email!,
        ...mail,
      });
      const delivery = await outbox.deliverNow(messageId);
      if (delivery === 'failed') throw badRequest('slanje_nije_uspjelo', 'email');
    },

    async forgotPassword(email: string, scope: RequestScope) {
      limit(`forgot-address:${scope.ip}`, PER_ADDRESS);
      limit(`forgot-password:${email.toLowerCase()}`, PER_DESTINATION);
      const users = (await findUsersByEmail(db, scope.municipalityId, email)).filter(
        (u) => u.status === UserStatus.Active,
      );
      if (!users.length) throw badRequest('unable_to_find_user_with_entered_email', 'email');
      // Texts first: inside the transaction only the transaction may touch the database.
      const translators = await Promise.all(users.map((user) => translatorFor(user)));
      const messageIds = await db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const [i, user] of users.entries()) {
          const token = newLinkToken();
          await closeVerifications(tx as Db, user.id, [VerificationPurpose.PasswordReset]);
          await insertVerification(tx as Db, {
            userId: user.id,
            purpose: VerificationPurpose.PasswordReset,
            channel: NotificationChannel.Email,
            secretHash: secretHash(config.jwtSecret, `reset:${token}`),
            expiresAt: new Date(Date.now() + RESET_TTL),
          });
          const mail = composeEmail(translators[i]!, 'resetPassword', {
            name: nameOf(user),
            username: user.username,
            link: `${scope.origin}/login/reset-password/${token}`,
          });
          ids.push(
            await outbox.enqueue(tx as Db, {
              municipalityId: scope.municipalityId,
              channel: NotificationChannel.Email,
              recipient: user.email!,
              ...mail,
            }),
          );
        }
        return ids;
      });
      for (const id of messageIds) {
        if ((await outbox.deliverNow(id)) === 'failed') throw badRequest('slanje_nije_uspjelo', 'email');
      }
    },

    /** A new password by the link from the e-mail: single use; every session of the account ends. */
    async resetPassword(input: { token: string; password: string }, scope: RequestScope) {
      limit(`reset:${scope.ip}`, { max: 30, windowMs: HOUR });
      const row = await findVerificationBySecret(
        db,
        secretHash(config.jwtSecret, `reset:${input.token}`),
        VerificationPurpose.PasswordReset,
      );
      const user = row && (await findUserById(db, scope.municipalityId, row.userId));
      if (!row || !user || row.usedAt || row.expiresAt <= new Date() || user.status !== UserStatus.Active) {
        throw badRequest('reset_link_not_valid', 'token');
      }
      if (isWeakPassword(input.password, user.username)) throw badRequest('password_too_common', 'password');
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await closeVerifications(tx as Db, user.id, [VerificationPurpose.PasswordReset]);
        await updateUser(tx as Db, user.id, { passwordHash, passwordChangedAt: new Date() });
        await revokeSessions(tx as Db, user.id);
      });
    },

    basicData,

    async changeBasicData(principal: Principal, input: BasicDataInput): Promise<UserBasicData> {
      const user = await requireUser(principal);
      const settings = await settingsOf(principal.municipalityId);
      const citizen = user.profileId === Profile.RegisteredCitizen;
      if (citizen) assertNoFieldErrors(missingFields(input, settings));
      const email = input.email?.toLowerCase() ?? null;
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
      const t = await translatorFor(user);
      await db.transaction(async (tx) => {
        await updateUser(tx as Db, user.id, { passwordHash, passwordChangedAt: new Date() });
        await revokeSessions(tx as Db, user.id, principal.sessionId);
        if (user.email) {
          await outbox.enqueue(tx as Db, {
            municipalityId: user.municipalityId,
            channel: NotificationChannel.Email,
            recipient: user.email,
            ...composeEmail(t, 'passwordChanged', { name: nameOf(user), username: user.username }),
          });
        }
      });
    },

    async deactivate(principal: Principal, password: string) {
      const user = await requireUser(principal);
      await assertPassword(user, password, 'password');
      await db.transaction(async (tx) => {
        await updateUser(tx as Db, user.id, { status: UserStatus.Deactivated });
        await revokeSessions(tx as Db, user.id);
      });
    },

    async delete(principal: Principal, password: string) {
      const user = await requireUser(principal);
      await assertPassword(user, password, 'password');
      await db.transaction(async (tx) => {
        await revokeSessions(tx as Db, user.id);
        await anonymiseUser(tx as Db, user.id);
      });
    },

    logout: (principal: Principal) => revokeSession(db, principal.sessionId),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
