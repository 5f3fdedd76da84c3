import { AccessRight, Gender, Profile } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords';
import type { Db } from '../../platform/db/database';
import type { SeedContext } from '../../platform/module';
import {
  organizationalUnit,
  organizationalUnitFunction,
  sensitiveCategory,
} from '../code-lists/code-lists.schema';
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
  /** A citizen's profile data, which the complaint statistics count by. */
  sex?: number;
  birthYear?: number;
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
  // Moderates comments (sessions) and citizens' questions (right 18, decision 0028).
  {
    username: 'moderator',
    profileId: Profile.OfficeModerator,
    firstName: 'Lejla',
    lastName: 'Mujić',
    rights: [AccessRight.Questions],
  },
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
  {
    username: 'citizen',
    profileId: Profile.RegisteredCitizen,
    firstName: 'Adnan',
    lastName: 'Hodžić',
    sex: Gender.Male,
    birthYear: 1985,
  },
  { username: 'service', profileId: Profile.ServiceProfile, firstName: 'Integracija', lastName: 'Servis' },
];

/**
 * More citizens who reported demo complaints, without passwords (they cannot sign in), with
 * the profile data citizens give when they register (sex, year of birth, a sensitive category
 * by its code in the code lists' demo data), so that the complaint statistics and the report
 * by profile data have something to count: groups of three or more reporters are shown on
 * the public page, smaller ones hidden (under 18, most sensitive categories).
 */
export const demoReporters: {
  username: string;
  firstName: string;
  lastName: string;
  sex?: number;
  birthYear?: number;
  sensitiveCategory?: string;
}[] = [
  { username: 'demo.amela', firstName: 'Amela', lastName: 'Salihović', sex: Gender.Female, birthYear: 1988 },
  { username: 'demo.nikola', firstName: 'Nikola', lastName: 'Jovanović', sex: Gender.Male, birthYear: 1975 },
  {
    username: 'demo.ivan',
    firstName: 'Ivan',
    lastName: 'Barić',
    sex: Gender.Male,
    birthYear: 1961,
    sensitiveCategory: 'OSI',
  },
  { username: 'demo.lejla', firstName: 'Lejla', lastName: 'Hasanović', sex: Gender.Female, birthYear: 2010 },
  {
    username: 'demo.emir',
    firstName: 'Emir',
    lastName: 'Mujić',
    sex: Gender.Male,
    birthYear: 1996,
    sensitiveCategory: 'MBZ',
  },
  {
    username: 'demo.zora',
    firstName: 'Zora',
    lastName: 'Marković',
    sex: Gender.Female,
    birthYear: 1950,
    sensitiveCategory: 'SIN',
  },
  {
    username: 'demo.dzenana',
    firstName: 'Dženana',
    lastName: 'Kovačević',
    sex: Gender.Female,
    birthYear: 1990,
    sensitiveCategory: 'SAM',
  },
  { username: 'demo.tarik', firstName: 'Tarik', lastName: 'Ibrahimović', sex: Gender.Male, birthYear: 2011 },
  {
    username: 'demo.mara',
    firstName: 'Mara',
    lastName: 'Perić',
    sex: Gender.Female,
    birthYear: 1948,
    sensitiveCategory: 'OSI',
  },
  {
    username: 'demo.senad',
    firstName: 'Senad',
    lastName: 'Alić',
    sex: Gender.Male,
    birthYear: 1972,
    sensitiveCategory: 'OSI',
  },
  { username: 'demo.aida', firstName: 'Aida', lastName: 'Mehić', sex: Gender.Female, birthYear: 1983 },
  { username: 'demo.dragan', firstName: 'Dragan', lastName: 'Stojanović', sex: Gender.Male, birthYear: 1957 },
];

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
      sex: account.sex ?? null,
      birthYear: account.birthYear ?? null,
      organizationalUnitId: account.unit ? await idByCode(db, 'unit', municipalityId, account.unit) : null,
      organizationalUnitFunctionId: account.function
        ? await idByCode(db, 'function', municipalityId, account.function)
        : null,
      status: UserStatus.Active,
      dateActivated: new Date(),
    });
    if (account.rights) await replaceRights(db, user.id, account.rights);
  }
  for (const reporter of demoReporters) {
    await insertUser(db, {
      municipalityId,
      username: reporter.username,
      firstName: reporter.firstName,
      lastName: reporter.lastName,
      sex: reporter.sex ?? null,
      birthYear: reporter.birthYear ?? null,
      sensitiveCategoryId: reporter.sensitiveCategory
        ? await idByCode(db, 'sensitiveCategory', municipalityId, reporter.sensitiveCategory)
        : null,
      profileId: Profile.RegisteredCitizen,
      status: UserStatus.Active,
      dateActivated: new Date(),
    });
  }
}

const codeLists = {
  unit: organizationalUnit,
  function: organizationalUnitFunction,
  sensitiveCategory,
};

/** A code-list entry's id by its code (the demo accounts find their unit, function and category so). */
async function idByCode(
  db: Db,
  list: keyof typeof codeLists,
  municipalityId: number,
  code: string,
): Promise<number | null> {
  const table = codeLists[list];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.municipalityId, municipalityId), sql`lower(${table.code}) = lower(${code})`));
  return row?.id ?? null;
}
