import { Profile } from '@portal/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { appUser, UserStatus } from '../accounts/accounts.schema';

/** The municipality's REST service users (accounts of the service profile), by username. */
export function listServiceUsers(db: Db, municipalityId: number) {
  return db
    .select()
    .from(appUser)
    .where(
      and(
        eq(appUser.municipalityId, municipalityId),
        eq(appUser.profileId, Profile.ServiceProfile),
        ne(appUser.status, UserStatus.Deleted),
      ),
    )
    .orderBy(sql`lower(${appUser.username})`);
}
