import { Profile, type ServiceUser, type ServiceUserSave } from '@portal/contracts';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { notFound } from '../../platform/errors';
import { saveByDataStatus } from '../../platform/records';
import {
  assertAvailable,
  assertNotLockingOut,
  createUser,
  deleteAccount,
  endSessions,
  findUser,
  newPasswordHash,
  setPasswordByStaff,
  updateUser,
  type UserRow,
  UserStatus,
} from '../accounts';
import { listServiceUsers } from './rest-service-users.repository';

type ServiceSaveInput = z.output<typeof ServiceUserSave>;

function serviceUser(row: UserRow): ServiceUser {
  return {
    id: row.id,
    username: row.username,
    description: row.description,
    active: row.status === UserStatus.Active,
    dateCreated: row.dateCreated.toISOString(),
  };
}

/** The accounts other systems call the REST service with (RESTServiceUsers); people's are in users. */
export function createServiceUserAdministration(db: Db) {
  /** A REST service user of the municipality; people's accounts are not found here. */
  async function service(municipalityId: number, id: number): Promise<UserRow> {
    const row = await findUser(db, municipalityId, id);
    if (!row || row.profileId !== Profile.ServiceProfile) throw notFound();
    return row;
  }

  async function remove(actor: Principal, id: number) {
    const row = await service(actor.municipalityId, id);
    assertNotLockingOut(actor, row, { deleted: true });
    await inTransaction(db, (tx) => deleteAccount(tx, row.id));
  }

  async function one(municipalityId: number, id: number): Promise<ServiceUser> {
    return serviceUser(await service(municipalityId, id));
  }

  return {
    async list(municipalityId: number) {
      return (await listServiceUsers(db, municipalityId)).map(serviceUser);
    },

    one,

    /** Saves by the record's data status; an unknown status saves nothing. */
    async save(actor: Principal, input: ServiceSaveInput): Promise<ServiceUser> {
      const status = input.active ? UserStatus.Active : UserStatus.Deactivated;
      return saveByDataStatus(input, {
        created: async () => {
          await assertAvailable(db, actor.municipalityId, { username: input.username });
          const passwordHash = await newPasswordHash(input.password, input.username);
          const row = await createUser(db, {
            municipalityId: actor.municipalityId,
            username: input.username,
            description: input.description,
            passwordHash,
            profileId: Profile.ServiceProfile,
            status,
            dateActivated: new Date(),
          });
          return serviceUser(row);
        },
        updated: async () => {
          const row = await service(actor.municipalityId, input.id);
          await assertAvailable(db, actor.municipalityId, { username: input.username, exceptId: row.id });
          const updated = await inTransaction(db, async (tx) => {
            const saved = await updateUser(tx, row.id, {
              username: input.username,
              description: input.description,
              status,
            });
            if (!input.active) await endSessions(tx, row.id);
            return saved;
          });
          return serviceUser(updated);
        },
        get: (id) => one(actor.municipalityId, id),
        remove: (id) => remove(actor, id),
      });
    },

    /** A new password set by staff; the account's sessions end. */
    async setPassword(actor: Principal, input: { userId: number; password: string }) {
      await setPasswordByStaff(db, await service(actor.municipalityId, input.userId), input.password);
    },

    remove,
  };
}

export type ServiceUserAdministration = ReturnType<typeof createServiceUserAdministration>;
