import { AccessRight, Profile } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords';
import type { Db } from '../../platform/db/database';
import type { SeedContext } from '../../platform/module';
import { organizationalUnit, organizationalUnitFunction } from '../code-lists/code-lists.schema';
import { findUserByUsername, insertUser, replaceRights } from './accounts.repository';
import { UserStatus } from './accounts.schema';

/** The demo password of every demo account (README). */
export const DEMO_PASSWORD = 'Demo2026';

/** One demo account per profile, named for what it does. */
export const demoAccounts: {
  username: string;
  profileId: number;
  firstName: string;
  lastName: string;
  /** Codes of the demo unit and function (code lists' demo data). */
  unit?: string;
  function?: string;
  /** Additional access rights (the office handles every complaint, the unit its branch's). */
  rights?: number[];
}[] = [
  { username: 'admin', profileId: Profile.Administrator, firstName: 'Amra', lastName: 'Hadžić' },
  {
    username: 'office',
    profileId: Profile.Office,
    firstName: 'Emir',
    lastName: 'Kovačević',
    unit: 'SOU-CUG',
    function: 'VR',
    rights: [AccessRight.ComplaintListAllLevels],
  },
  { username: 'moderator', profileId: Profile.OfficeModerator, firstName: 'Lejla', lastName: 'Mujić' },
  { username: 'manager', profileId: Profile.Manager, firstName: 'Dragan', lastName: 'Marković' },
  {
    username: 'orgunit',
    profileId: Profile.OrgUnit,
    firstName: 'Selma',
    lastName: 'Begić',
    unit: 'SKP',
    function: 'SS',
    rights: [AccessRight.ComplaintListOwnUnit],
  },
  { username: 'institution', profileId: Profile.Institution, firstName: 'Ivana', lastName: 'Jurić' },
  { username: 'company', profileId: Profile.Company, firstName: 'Haris', lastName: 'Delić' },
  { username: 'community', profileId: Profile.Community, firstName: 'Mirza', lastName: 'Omerović' },
  { username: 'council', profileId: Profile.CouncilMember, firstName: 'Jasmina', lastName: 'Softić' },
  { username: 'mayor', profileId: Profile.Mayor, firstName: 'Nermin', lastName: 'Zukić' },
  { username: 'surveyor', profileId: Profile.Surveyor, firstName: 'Maja', lastName: 'Petrović' },
  { username: 'citizen', profileId: Profile.RegisteredCitizen, firstName: 'Adnan', lastName: 'Hodžić' },
  { username: 'service', profileId: Profile.ServiceProfile, firstName: 'Integracija', lastName: 'Servis' },
];

/** A few more citizens who reported demo complaints, without passwords (they cannot sign in). */
export const demoReporters = [
  ['Amela', 'Salihović'],
  ['Nikola', 'Jovanović'],
  ['Ivan', 'Barić'],
] as const;

export async function seedDemoAccounts({ db, config }: SeedContext): Promise<void> {
  const municipalityId = config.MUNICIPALITY_ID;
  if (await findUserByUsername(db, municipalityId, 'admin')) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of demoAccounts) {
    const service = account.profileId === Profile.ServiceProfile;
    const user = await insertUser(db, {
      municipalityId,
      username: account.username,
      passwordHash,
      firstName: service ? null : account.firstName,
      lastName: service ? null : account.lastName,
      email: service ? null : `${account.username}@example.org`,
      description: service ? 'Demo: a system that reads the staff directory' : null,
      profileId: account.profileId,
      organizationalUnitId: account.unit ? await idByCode(db, 'unit', municipalityId, account.unit) : null,
      organizationalUnitFunctionId: account.function
        ? await idByCode(db, 'function', municipalityId, account.function)
        : null,
      status: UserStatus.Active,
      dateActivated: new Date(),
    });
    if (account.rights) await replaceRights(db, user.id, account.rights);
  }
  for (const [firstName, lastName] of demoReporters) {
    await insertUser(db, {
      municipalityId,
      username: `demo.${firstName.toLowerCase()}`,
      firstName,
      lastName,
      profileId: Profile.RegisteredCitizen,
      status: UserStatus.Active,
      dateActivated: new Date(),
    });
  }
}

/** A unit's or function's id by its code (the demo accounts find theirs so). */
async function idByCode(
  db: Db,
  list: 'unit' | 'function',
  municipalityId: number,
  code: string,
): Promise<number | null> {
  const table = list === 'unit' ? organizationalUnit : organizationalUnitFunction;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.municipalityId, municipalityId), sql`lower(${table.code}) = lower(${code})`));
  return row?.id ?? null;
}
