import { NotificationChannel, accountsPages } from '@portal/contracts';
import { hashPassword, isWeakPassword } from '../../platform/auth/passwords';
import { inTransaction } from '../../platform/db/transaction';
import { badRequest } from '../../platform/errors';
import {
  type AccountsCore,
  type AccountsDeps,
  HOUR,
  PER_ADDRESS,
  PER_DESTINATION,
  RESET_TTL,
  type RequestScope,
} from './accounts.core';
import { forgotUsernameMessage, noAccountMessage, resetPasswordMessage } from './accounts.messages';
import {
  closeVerifications,
  findUserById,
  findUsersByEmail,
  findVerificationBySecret,
  insertVerification,
  revokeSessions,
  updateUser,
} from './accounts.repository';
import { UserStatus, VerificationPurpose } from './accounts.schema';
import { newLinkToken, secretHash } from './accounts.secrets';

/** A forgotten username by e-mail, and a forgotten password by a single-use link. */
export function createRecovery(deps: AccountsDeps, core: AccountsCore) {
  const { db, config, outbox, notify } = deps;
  const { limit, nameOf } = core;

  /**
   * A reminder or reset asked for an address no account uses: its owner is told so, at the
   * address (no account to name), in the municipality's language, with the way to register.
   */
  async function tellNoAccount(email: string, scope: RequestScope) {
    await inTransaction(db, (tx) =>
      notify.notify(tx, {
        municipalityId: scope.municipalityId,
        to: { email: email.trim() },
        template: noAccountMessage,
        link: accountsPages.register.path,
      }),
    );
    outbox.wake();
  }

  return {
    async forgotUsername(email: string, scope: RequestScope) {
      await limit(`forgot-address:${scope.ip}`, PER_ADDRESS);
      await limit(`forgot-username:${email.toLowerCase()}`, PER_DESTINATION);
      const users = await findUsersByEmail(db, scope.municipalityId, email);
      const first = users[0];
      // The same answer whether or not an account uses the address (decision 0011): the
      // address's owner learns which by the e-mail, an attacker learns nothing.
      if (!first) {
        await tellNoAccount(email, scope);
        return;
      }
      // To the address asked about (an account waiting for confirmation uses it too), in the
      // language of its first account.
      await inTransaction(db, (tx) =>
        notify.notify(tx, {
          municipalityId: scope.municipalityId,
          to: { email: first.email, name: nameOf(first), languageId: first.languageId },
          template: forgotUsernameMessage,
          values: { usernames: users.map((u) => u.username).join('\n') },
          link: accountsPages.login.path,
        }),
      );
      outbox.wake();
    },

    async forgotPassword(email: string, scope: RequestScope) {
      await limit(`forgot-address:${scope.ip}`, PER_ADDRESS);
      await limit(`forgot-password:${email.toLowerCase()}`, PER_DESTINATION);
      const users = (await findUsersByEmail(db, scope.municipalityId, email)).filter(
        (u) => u.status === UserStatus.Active,
      );
      if (!users.length) {
        await tellNoAccount(email, scope);
        return;
      }
      await inTransaction(db, async (tx) => {
        for (const user of users) {
          const token = newLinkToken();
          await closeVerifications(tx, user.id, [VerificationPurpose.PasswordReset]);
          await insertVerification(tx, {
            userId: user.id,
            purpose: VerificationPurpose.PasswordReset,
            channel: NotificationChannel.Email,
            secretHash: secretHash(config.jwtSecret, `reset:${token}`),
            expiresAt: new Date(Date.now() + RESET_TTL),
          });
          // The account is active: notify tells it by e-mail, in its language.
          await notify.notify(tx, {
            municipalityId: scope.municipalityId,
            to: user.id,
            template: resetPasswordMessage,
            values: { username: user.username },
            link: accountsPages.resetPassword.to({ token }),
          });
        }
      });
      // Sent by the outbox, with its retries: a mail server's hiccup no longer fails the request.
      outbox.wake();
    },

    /** A new password by the link from the e-mail: single use; every session of the account ends. */
    async resetPassword(input: { token: string; password: string }, scope: RequestScope) {
      await limit(`reset:${scope.ip}`, { max: 30, windowMs: HOUR });
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
      await inTransaction(db, async (tx) => {
        await closeVerifications(tx, user.id, [VerificationPurpose.PasswordReset]);
        await updateUser(tx, user.id, { passwordHash, passwordChangedAt: new Date() });
        await revokeSessions(tx, user.id);
      });
    },
  };
}
