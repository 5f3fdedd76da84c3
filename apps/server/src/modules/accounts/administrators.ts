import { Profile } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { hashPassword, isWeakPassword } from '../../platform/auth/passwords';
import type { Db } from '../../platform/db/database';
import { findTaken, insertUser } from './accounts.repository';
import { appUser, UserStatus } from './accounts.schema';

export async function hasAdministrator(db: Db, municipalityId: number): Promise<boolean> {
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(
      and(
        eq(appUser.municipalityId, municipalityId),
        eq(appUser.profileId, Profile.Administrator),
        eq(appUser.status, UserStatus.Active),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The first administrator of a municipality, created from the command line. */
export async function createAdministrator(
  db: Db,
  input: {
    municipalityId: number;
    username: string;
    email: string;
    password: string;
    firstName: string;
    lastName: string;
  },
): Promise<string | null> {
  if (isWeakPassword(input.password, input.username))
    return 'The password is one of the most common ones; choose another.';
  const taken = await findTaken(db, input.municipalityId, { username: input.username, email: input.email });
  if (taken.username) return `The username ${input.username} is taken.`;
  if (taken.email) return `An account with ${input.email} exists already.`;
  await insertUser(db, {
    municipalityId: input.municipalityId,
    username: input.username,
    email: input.email.toLowerCase(),
    firstName: input.firstName,
    lastName: input.lastName,
    passwordHash: await hashPassword(input.password),
    profileId: Profile.Administrator,
    status: UserStatus.Active,
    dateActivated: new Date(),
  });
  return null;
}
