import {
  ConfirmationRegistrationType,
  LoginType,
  RegistrationField,
  type RegistrationSettings,
  type ServerMessageKey,
  type SignedInUser,
  roleNames,
} from '@portal/contracts';
import type { RegisterRequest } from '@portal/contracts';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import { verifyPassword } from '../../platform/auth/passwords';
import type { TokenService } from '../../platform/auth/tokens';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, tooManyRequests } from '../../platform/errors';
import type { Limiter } from '../../platform/limiter';
import type { Notify } from '../../platform/notify/notify';
import type { Outbox } from '../../platform/outbox/outbox';
import { readSettings } from '../system-parameters';
import { findUserById, insertSession, type UserRow } from './accounts.repository';
import { assertAvailable } from './administration';
import { fullName } from '../../platform/people';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** A confirmation code or link lives 15 minutes; a password reset link 30. */
export const ACTIVATION_TTL = 15 * MINUTE;
export const RESET_TTL = 30 * MINUTE;
/** Wrong codes allowed before the code is void. */
export const MAX_CODE_ATTEMPTS = 5;
/** New codes, reminders and reset links: per destination and per client address, an hour. */
export const PER_DESTINATION = { max: 3, windowMs: HOUR };
export const PER_ADDRESS = { max: 10, windowMs: HOUR };
/** Tries of a new e-mail or phone on one's own account, an hour (each tells whether it is taken). */
export const CONTACT_CHANGES = { max: 10, windowMs: HOUR };

export type AccountsDeps = {
  db: Db;
  config: Config;
  tokens: TokenService;
  outbox: Outbox;
  /** The e-mails and SMS of accounts (decision 0023). */
  notify: Notify;
  limiter: Limiter;
};

/**
 * Where a request came from: its municipality and the client address (IPv6 by its /64). Links
 * in messages are made by notify from configuration, never from the request (decision 0011).
 */
export type RequestScope = { municipalityId: number; ip: string };

export type RegisterInput = z.output<typeof RegisterRequest>;

/** Maps a unique-constraint violation to the spec's duplicate messages. */
export function duplicateKey(error: unknown): { field: string; key: ServerMessageKey } | null {
  const constraint =
    (error as { constraint?: string; cause?: { constraint?: string } }).constraint ??
    (error as { cause?: { constraint?: string } }).cause?.constraint;
  if (constraint === 'app_user_username_unique') return { field: 'username', key: 'user_already_exists' };
  if (constraint === 'app_user_email_unique') return { field: 'email', key: 'email_already_exists' };
  if (constraint === 'app_user_phone_unique')
    return { field: 'phone', key: 'telephone_number_already_exists' };
  return null;
}

/** What the account use cases share: settings, sign-in, limits and checks. */
export function createAccountsCore(deps: AccountsDeps) {
  const { db, config, tokens, limiter } = deps;

  /** Counts one attempt under the key (in the database, decision 0018); 429 once it is used up. */
  const limit = async (key: string, window: { max: number; windowMs: number }) => {
    const state = await limiter.hit(key, window);
    if (!state.allowed) throw tooManyRequests({ retryAfterMs: state.retryAfterMs });
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
    limit,
    settingsOf,
    signIn,
    nameOf: fullName,
    missingFields,
    assertAvailable: (
      municipalityId: number,
      values: { username?: string; email?: string | null; phone?: string | null; exceptId?: number },
    ) => assertAvailable(db, municipalityId, values),
    requireUser,
    assertPassword,
  };
}

export type AccountsCore = ReturnType<typeof createAccountsCore>;
