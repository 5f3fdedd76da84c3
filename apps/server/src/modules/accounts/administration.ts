import type { ServerMessageKey } from '@portal/contracts';
import type { Principal } from '../../platform/auth/auth';
import { hashPassword, isWeakPassword } from '../../platform/auth/passwords';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { assertNoFieldErrors, badRequest } from '../../platform/errors';
import { anonymiseUser, findTaken, revokeSessions, updateUser, type UserRow } from './accounts.repository';

/*
 * What the administration of accounts by staff (the users and rest-service-users modules)
 * shares with accounts: the checks and changes of an account they make through the port.
 */

/** Refuses, field by field, a username, e-mail or telephone number another account already has. */
export async function assertAvailable(
  db: Db,
  municipalityId: number,
  values: { username?: string; email?: string | null; phone?: string | null; exceptId?: number },
): Promise<void> {
  const taken = await findTaken(db, municipalityId, values);
  const errors: Record<string, ServerMessageKey> = {};
  if (taken.username) errors['username'] = 'user_already_exists';
  if (taken.email) errors['email'] = 'email_already_exists';
  if (taken.phone) errors['phone'] = 'telephone_number_already_exists';
  assertNoFieldErrors(errors);
}

/** A new password: long enough, not a common one; refused on the password field. */
export async function newPasswordHash(password: string | null, username: string): Promise<string> {
  if (!password) throw badRequest('validation_required', 'password');
  if (isWeakPassword(password, username)) throw badRequest('password_too_common', 'password');
  return hashPassword(password);
}

/**
 * Administrators cannot close their own account or change its profile, so the one
 * making the change always remains: the municipality is never left without one.
 */
export function assertNotLockingOut(
  actor: Principal,
  target: UserRow,
  change: { profileId?: number; active?: boolean; deleted?: boolean },
): void {
  const losesAccess =
    change.deleted ||
    change.active === false ||
    (change.profileId !== undefined && change.profileId !== target.profileId);
  if (losesAccess && target.id === actor.userId) throw badRequest('cannot_change_own_account');
}

/**
 * A new password set by staff for an account (a person's or a REST service user's): judged
 * as any new password, and every session of the account ends.
 */
export async function setPasswordByStaff(db: Db, account: UserRow, password: string): Promise<void> {
  const passwordHash = await newPasswordHash(password, account.username);
  await inTransaction(db, async (tx) => {
    await updateUser(tx, account.id, { passwordHash, passwordChangedAt: new Date() });
    await revokeSessions(tx, account.id);
  });
}

/** Deletes an account: its sessions end, its personal data goes, its row stays anonymous. */
export async function deleteAccount(tx: Db, userId: number): Promise<void> {
  await revokeSessions(tx, userId);
  await anonymiseUser(tx, userId);
}
