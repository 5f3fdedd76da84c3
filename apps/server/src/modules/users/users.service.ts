import {
  Profile,
  type UserDetails,
  type UserListItem,
  type UserSave,
  type UserSearch,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { assertNoFieldErrors, notFound } from '../../platform/errors';
import { saveByDataStatus } from '../../platform/records';
import { fullName } from '../../platform/people';
import {
  accessRightsOf,
  assertAvailable,
  assertNotLockingOut,
  createUser,
  deleteAccount,
  endSessions,
  findUser,
  newPasswordHash,
  replaceAccessRights,
  setPasswordByStaff,
  updateUser,
  type UserRow,
  UserStatus,
} from '../accounts';
import {
  listStaff,
  missingReferences,
  type RecipientKind,
  recipientIds,
  searchRecipients,
  searchUsers,
} from './users.repository';

type SaveInput = z.output<typeof UserSave>;
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

/** The administration of people's accounts, staff and citizens (Users); other systems' are in rest-service-users. */
export function createUserAdministration(db: Db) {
  /** A person's account of the municipality; REST service users are not found here. */
  async function person(municipalityId: number, id: number): Promise<UserRow> {
    const row = await findUser(db, municipalityId, id);
    if (!row || row.profileId === Profile.ServiceProfile) throw notFound();
    return row;
  }

  async function details(municipalityId: number, id: number): Promise<UserDetails> {
    const row = await person(municipalityId, id);
    return {
      ...listItem(row),
      birthYear: row.birthYear,
      phone: row.phone,
      sex: row.sex,
      organizationalUnitFunctionId: row.organizationalUnitFunctionId,
      sensitiveCategoryId: row.sensitiveCategoryId,
      confirmationType: row.confirmationType,
      languageId: row.languageId,
      accessRights: await accessRightsOf(db, row.id),
      dateCreated: row.dateCreated.toISOString(),
    };
  }

  async function remove(actor: Principal, id: number) {
    const row = await person(actor.municipalityId, id);
    assertNotLockingOut(actor, row, { deleted: true });
    await inTransaction(db, (tx) => deleteAccount(tx, row.id));
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
      return saveByDataStatus(input, {
        created: async () => {
          await assertAvailable(db, actor.municipalityId, {
            username: input.username,
            email,
            phone: input.phone,
          });
          const passwordHash = await newPasswordHash(input.password, input.username);
          const created = await inTransaction(db, async (tx) => {
            const row = await createUser(tx, {
              ...values,
              municipalityId: actor.municipalityId,
              passwordHash,
              status: input.active ? UserStatus.Active : UserStatus.Deactivated,
              dateActivated: new Date(),
            });
            await replaceAccessRights(tx, row.id, input.accessRights);
            return row;
          });
          return details(actor.municipalityId, created.id);
        },
        updated: async () => {
          const row = await person(actor.municipalityId, input.id);
          assertNotLockingOut(actor, row, { profileId: input.profileId, active: input.active });
          await assertAvailable(db, actor.municipalityId, {
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
            await replaceAccessRights(tx, row.id, input.accessRights);
            if (status === UserStatus.Deactivated) await endSessions(tx, row.id);
          });
          return details(actor.municipalityId, row.id);
        },
        get: (id) => details(actor.municipalityId, id),
        remove: (id) => remove(actor, id),
      });
    },

    /** A new password set by staff; the account's sessions end. */
    async setPassword(actor: Principal, input: { userId: number; password: string }) {
      await setPasswordByStaff(db, await person(actor.municipalityId, input.userId), input.password);
    },

    remove,
  };
}

export type UserAdministration = ReturnType<typeof createUserAdministration>;
