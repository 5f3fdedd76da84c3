import {
  DataStatus,
  Profile,
  type ServerMessageKey,
  type ServiceUser,
  type ServiceUserSave,
  type UserDetails,
  type UserListItem,
  type UserSave,
  type UserSearch,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import { hashPassword, isWeakPassword } from '../../platform/auth/passwords';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { assertNoFieldErrors, badRequest, notFound } from '../../platform/errors';
import {
  anonymiseUser,
  findTaken,
  findUserById,
  insertUser,
  listRights,
  replaceRights,
  revokeSessions,
  type UserRow,
  updateUser,
} from './accounts.repository';
import { UserStatus } from './accounts.schema';
import {
  listServiceUsers,
  listStaff,
  missingReferences,
  type RecipientKind,
  recipientIds,
  searchRecipients,
  searchUsers,
} from './users.repository';
import { fullName } from '../../platform/people';

type SaveInput = z.output<typeof UserSave>;
type ServiceSaveInput = z.output<typeof ServiceUserSave>;
type SearchInput = z.output<typeof UserSearch>;
type RecipientPage = { text?: string; pageNumber: number; pageSize: number };

function listItem(
  row: Pick<
    UserRow,
    'id' | 'username' | 'firstName' | 'lastName' | 'email' | 'profileId' | 'organizationalUnitId' | 'status'
  >,
): UserListItem {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    profileId: row.profileId,
    organizationalUnitId: row.organizationalUnitId,
    active: row.status === UserStatus.Active,
    pending: row.status === UserStatus.Pending,
  };
}

function serviceUser(row: UserRow): ServiceUser {
  return {
    id: row.id,
    username: row.username,
    description: row.description,
    active: row.status === UserStatus.Active,
    dateCreated: row.dateCreated.toISOString(),
  };
}

/** Account administration: staff and citizens (Users), and other systems (RESTServiceUsers). */
export function createUserAdministration(db: Db) {
  async function details(municipalityId: number, id: number): Promise<UserDetails> {
    const row = await findUserById(db, municipalityId, id);
    if (!row || row.profileId === Profile.ServiceProfile) throw notFound();
    return {
      ...listItem(row),
      birthYear: row.birthYear,
      phone: row.phone,
      sex: row.sex,
      organizationalUnitFunctionId: row.organizationalUnitFunctionId,
      sensitiveCategoryId: row.sensitiveCategoryId,
      confirmationType: row.confirmationType,
      languageId: row.languageId,
      accessRights: await listRights(db, row.id),
      dateCreated: row.dateCreated.toISOString(),
    };
  }

  async function assertAvailable(
    municipalityId: number,
    values: { username: string; email?: string | null; phone?: string | null; exceptId?: number },
  ) {
    const taken = await findTaken(db, municipalityId, values);
    const errors: Record<string, ServerMessageKey> = {};
    if (taken.username) errors['username'] = 'user_already_exists';
    if (taken.email) errors['email'] = 'email_already_exists';
    if (taken.phone) errors['phone'] = 'telephone_number_already_exists';
    assertNoFieldErrors(errors);
  }

  /** A new password: long enough, not a common one; refused on the password field. */
  async function newPasswordHash(password: string | null, username: string): Promise<string> {
    if (!password) throw badRequest('validation_required', 'password');
    if (isWeakPassword(password, username)) throw badRequest('password_too_common', 'password');
    return hashPassword(password);
  }

  /**
   * Administrators cannot close their own account or change its profile, so the one
   * making the change always remains: the municipality is never left without one.
   */
  function assertNotLockingOut(
    actor: Principal,
    target: UserRow,
    change: { profileId?: number; active?: boolean; deleted?: boolean },
  ) {
    const losesAccess =
      change.deleted ||
      change.active === false ||
      (change.profileId !== undefined && change.profileId !== target.profileId);
    if (losesAccess && target.id === actor.userId) throw badRequest('cannot_change_own_account');
  }

  async function remove(actor: Principal, id: number, kind: 'person' | 'service') {
    const row = await findUserById(db, actor.municipalityId, id);
    if (!row || (row.profileId === Profile.ServiceProfile) !== (kind === 'service')) throw notFound();
    assertNotLockingOut(actor, row, { deleted: true });
    await inTransaction(db, async (tx) => {
      await revokeSessions(tx, row.id);
      await anonymiseUser(tx, row.id);
    });
  }

  async function setPassword(
    actor: Principal,
    input: { userId: number; password: string },
    kind: 'person' | 'service',
  ) {
    const row = await findUserById(db, actor.municipalityId, input.userId);
    if (!row || (row.profileId === Profile.ServiceProfile) !== (kind === 'service')) throw notFound();
    const passwordHash = await newPasswordHash(input.password, row.username);
    await inTransaction(db, async (tx) => {
      await updateUser(tx, row.id, { passwordHash, passwordChangedAt: new Date() });
      await revokeSessions(tx, row.id);
    });
  }

  return {
    details,

    async search(municipalityId: number, input: SearchInput) {
      const { rows, totalCount } = await searchUsers(db, municipalityId, input);
      return { items: rows.map(listItem), totalCount };
    },

    async staff(municipalityId: number, onlyActive: boolean) {
      return (await listStaff(db, municipalityId, { onlyActive })).map(listItem);
    },

    async emailRecipients(municipalityId: number, input: RecipientPage) {
      const { rows, totalCount } = await searchRecipients(db, municipalityId, 'email', input);
      return { items: rows.map((r) => ({ id: r.id, name: fullName(r), email: r.email ?? '' })), totalCount };
    },

    async phoneRecipients(municipalityId: number, input: RecipientPage) {
      const { rows, totalCount } = await searchRecipients(db, municipalityId, 'phone', input);
      return { items: rows.map((r) => ({ id: r.id, name: fullName(r), phone: r.phone ?? '' })), totalCount };
    },

    async deviceRecipients(municipalityId: number, input: RecipientPage) {
      const { rows, totalCount } = await searchRecipients(db, municipalityId, 'device', input);
      return { items: rows.map((r) => ({ id: r.id, name: fullName(r) })), totalCount };
    },

    recipientIds: (municipalityId: number, kind: RecipientKind, text?: string) =>
      recipientIds(db, municipalityId, kind, text),

    /** Saves by the record's data status; an unknown status saves nothing. */
    async save(actor: Principal, input: SaveInput): Promise<UserDetails> {
      const email = input.email?.toLowerCase() ?? null;
      const values = {
        username: input.username,
        firstName: input.firstName,
        lastName: input.lastName,
        birthYear: input.birthYear,
        phone: input.phone,
        email,
        sex: input.sex,
        profileId: input.profileId,
        organizationalUnitId: input.organizationalUnitId,
        organizationalUnitFunctionId: input.organizationalUnitFunctionId,
        sensitiveCategoryId: input.sensitiveCategoryId,
        confirmationType: input.confirmationType,
        languageId: input.languageId,
      };
      const missing = await missingReferences(db, actor.municipalityId, input);
      assertNoFieldErrors(Object.fromEntries(missing.map((field) => [field, 'record_not_found' as const])));
      switch (input.dataStatus) {
        case DataStatus.Created: {
          if (input.id !== 0) throw badRequest('data_invalid', 'id');
          await assertAvailable(actor.municipalityId, {
            username: input.username,
            email,
            phone: input.phone,
          });
          const passwordHash = await newPasswordHash(input.password, input.username);
          const created = await inTransaction(db, async (tx) => {
            const row = await insertUser(tx, {
              ...values,
              municipalityId: actor.municipalityId,
              passwordHash,
              status: input.active ? UserStatus.Active : UserStatus.Deactivated,
              dateActivated: new Date(),
            });
            await replaceRights(tx, row.id, input.accessRights);
            return row;
          });
          return details(actor.municipalityId, created.id);
        }
        case DataStatus.Updated: {
          const row = await findUserById(db, actor.municipalityId, input.id);
          if (!row || row.profileId === Profile.ServiceProfile) throw notFound();
          assertNotLockingOut(actor, row, { profileId: input.profileId, active: input.active });
          await assertAvailable(actor.municipalityId, {
            username: input.username,
            email,
            phone: input.phone,
            exceptId: row.id,
          });
          // Ticking "active" on an account still waiting for confirmation confirms it; leaving
          // it unticked keeps it waiting rather than closing it.
          const status = input.active
            ? UserStatus.Active
            : row.status === UserStatus.Pending
              ? UserStatus.Pending
              : UserStatus.Deactivated;
          await inTransaction(db, async (tx) => {
            await updateUser(tx, row.id, { ...values, status });
            await replaceRights(tx, row.id, input.accessRights);
            if (status === UserStatus.Deactivated) await revokeSessions(tx, row.id);
          });
          return details(actor.municipalityId, row.id);
        }
        case DataStatus.Unchanged:
          return details(actor.municipalityId, input.id);
        case DataStatus.Deleted: {
          const before = await details(actor.municipalityId, input.id);
          await remove(actor, input.id, 'person');
          return before;
        }
        default:
          throw badRequest('data_not_saved_unknown_status', 'dataStatus');
      }
    },

    setPassword: (actor: Principal, input: { userId: number; password: string }) =>
      setPassword(actor, input, 'person'),
    remove: (actor: Principal, id: number) => remove(actor, id, 'person'),

    async serviceUsers(municipalityId: number) {
      return (await listServiceUsers(db, municipalityId)).map(serviceUser);
    },

    async serviceUser(municipalityId: number, id: number) {
      const row = await findUserById(db, municipalityId, id);
      if (!row || row.profileId !== Profile.ServiceProfile) throw notFound();
      return serviceUser(row);
    },

    async saveServiceUser(actor: Principal, input: ServiceSaveInput): Promise<ServiceUser> {
      const status = input.active ? UserStatus.Active : UserStatus.Deactivated;
      switch (input.dataStatus) {
        case DataStatus.Created: {
          if (input.id !== 0) throw badRequest('data_invalid', 'id');
          await assertAvailable(actor.municipalityId, { username: input.username });
          const passwordHash = await newPasswordHash(input.password, input.username);
          const row = await insertUser(db, {
            municipalityId: actor.municipalityId,
            username: input.username,
            description: input.description,
            passwordHash,
            profileId: Profile.ServiceProfile,
            status,
            dateActivated: new Date(),
          });
          return serviceUser(row);
        }
        case DataStatus.Updated: {
          const row = await findUserById(db, actor.municipalityId, input.id);
          if (!row || row.profileId !== Profile.ServiceProfile) throw notFound();
          await assertAvailable(actor.municipalityId, { username: input.username, exceptId: row.id });
          const updated = await inTransaction(db, async (tx) => {
            const saved = await updateUser(tx, row.id, {
              username: input.username,
              description: input.description,
              status,
            });
            if (!input.active) await revokeSessions(tx, row.id);
            return saved;
          });
          return serviceUser(updated);
        }
        case DataStatus.Unchanged:
          return this.serviceUser(actor.municipalityId, input.id);
        case DataStatus.Deleted: {
          const before = await this.serviceUser(actor.municipalityId, input.id);
          await remove(actor, input.id, 'service');
          return before;
        }
        default:
          throw badRequest('data_not_saved_unknown_status', 'dataStatus');
      }
    },

    setServiceUserPassword: (actor: Principal, input: { userId: number; password: string }) =>
      setPassword(actor, input, 'service'),
    removeServiceUser: (actor: Principal, id: number) => remove(actor, id, 'service'),
  };
}

export type UserAdministration = ReturnType<typeof createUserAdministration>;
