import {
  ConfirmationRegistrationType,
  NotificationChannel,
  Profile,
  type SignedInUser,
  accountsPages,
} from '@portal/contracts';
import { hashPassword, isWeakPassword } from '../../platform/auth/passwords';
import { inTransaction } from '../../platform/db/transaction';
import { assertNoFieldErrors, badRequest } from '../../platform/errors';
import {
  ACTIVATION_TTL,
  type AccountsCore,
  type AccountsDeps,
  duplicateKey,
  HOUR,
  MAX_CODE_ATTEMPTS,
  PER_ADDRESS,
  PER_DESTINATION,
  type RegisterInput,
  type RequestScope,
} from './accounts.core';
import { activationMessage } from './accounts.messages';
import {
  closeVerifications,
  countWrongAttempt,
  findUserById,
  findVerificationBySecret,
  insertUser,
  insertVerification,
  latestVerification,
  type UserRow,
  updateUser,
} from './accounts.repository';
import { UserStatus, VerificationPurpose } from './accounts.schema';
import { maskDestination, newCode, newLinkToken, sameHash, secretHash } from './accounts.secrets';

const ACTIVATION = [VerificationPurpose.ActivationCode, VerificationPurpose.ActivationLink];

/** The confirmation link's page, with the path of this portal to come back to after it. */
const activationLink = (token: string, returnTo: string | undefined) =>
  accountsPages.activate.to({ token }) + (returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : '');

/** Registration and its confirmation by an e-mailed link or a code by SMS or e-mail. */
export function createRegistration(deps: AccountsDeps, core: AccountsCore) {
  const { db, config, outbox, notify } = deps;
  const { limit, settingsOf, signIn, nameOf, missingFields, assertAvailable } = core;

  /**
   * Writes a confirmation code (and, by e-mail, a link) for a pending account and hands it
   * to the outbox, which sends it at once and retries a failed attempt (the page offers
   * a new code). Earlier codes stop working. The link brings the person back to `returnTo`
   * (a path of this portal, zReturnPath) once the account is confirmed.
   */
  async function sendActivation(user: UserRow, returnTo?: string) {
    const channel =
      user.confirmationType === ConfirmationRegistrationType.Sms
        ? NotificationChannel.Sms
        : NotificationChannel.Email;
    const destination = channel === NotificationChannel.Sms ? user.phone : user.email;
    if (!destination) throw badRequest('activation_code_not_sent');
    const code = newCode();
    const link = newLinkToken();
    // The account is not active yet: told at the address it gave, in the language it chose.
    const to = { name: nameOf(user), languageId: user.languageId };
    await inTransaction(db, async (tx) => {
      await closeVerifications(tx, user.id, ACTIVATION);
      const expiresAt = new Date(Date.now() + ACTIVATION_TTL);
      const base = { userId: user.id, channel, expiresAt };
      await insertVerification(tx, {
        ...base,
        purpose: VerificationPurpose.ActivationCode,
        secretHash: secretHash(config.jwtSecret, `code:${user.id}:${code}`),
      });
      if (channel === NotificationChannel.Sms) {
        // The code alone: no link in the SMS.
        return notify.notify(tx, {
          municipalityId: user.municipalityId,
          to: { ...to, phone: destination },
          template: activationMessage,
          values: { code },
        });
      }
      await insertVerification(tx, {
        ...base,
        purpose: VerificationPurpose.ActivationLink,
        secretHash: secretHash(config.jwtSecret, `link:${link}`),
      });
      return notify.notify(tx, {
        municipalityId: user.municipalityId,
        to: { ...to, email: destination },
        template: activationMessage,
        values: { username: user.username, code },
        link: activationLink(link, returnTo),
      });
    });
    outbox.wake();
    return {
      userId: user.id,
      confirmationType: (channel === NotificationChannel.Sms
        ? ConfirmationRegistrationType.Sms
        : ConfirmationRegistrationType.Email) as 1 | 2,
      destination: maskDestination(destination),
      // On its way: the outbox has it (decision 0012).
      delivered: true,
    };
  }

  /** Confirms a pending account; its codes and links stop working and the person is signed in. */
  function activate(user: UserRow): Promise<SignedInUser> {
    return inTransaction(db, async (tx) => {
      await closeVerifications(tx, user.id, ACTIVATION);
      const active = await updateUser(tx, user.id, {
        status: UserStatus.Active,
        dateActivated: new Date(),
      });
      return signIn(tx, active);
    });
  }

  return {
    async register(input: RegisterInput, scope: RequestScope) {
      await limit(`register:${scope.ip}`, PER_ADDRESS);
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
      return sendActivation(user, input.returnTo);
    },

    async sendNewCode(userId: number, scope: RequestScope, returnTo?: string) {
      await limit(`code-address:${scope.ip}`, PER_ADDRESS);
      const user = await findUserById(db, scope.municipalityId, userId);
      if (!user || user.status !== UserStatus.Pending)
        throw badRequest('varification_code_not_valid', 'userId');
      await limit(`code-destination:${user.phone ?? ''}:${user.email ?? ''}`, PER_DESTINATION);
      return sendActivation(user, returnTo);
    },

    /** The code from the SMS or e-mail: right, unused, within 15 minutes, fewer than five wrong tries. */
    async activateByCode(input: { userId: number; code: string }, scope: RequestScope) {
      await limit(`activate:${scope.ip}`, { max: 30, windowMs: HOUR });
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
      await limit(`activate:${scope.ip}`, { max: 30, windowMs: HOUR });
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
  };
}
