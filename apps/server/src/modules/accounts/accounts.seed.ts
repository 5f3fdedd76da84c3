import { ConfirmationRegistrationType, LoginType, Profile, RegistrationField } from '@portal/contracts';
import { municipality } from '../tenancy/tenancy.schema';
import { hashPassword } from '../../platform/auth/passwords';
import type { SeedContext } from '../../platform/module';
import { findUserByUsername, insertUser, seedSettings } from './accounts.repository';
import { UserStatus } from './accounts.schema';
import { idByCode } from './users.repository';

/**
 * Every municipality starts with both sign-in types open, e-mail required at
 * registration (accounts are confirmed by an e-mail link) and the rest optional.
 */
export async function seedSettingsDefaults({ db }: SeedContext): Promise<void> {
  const municipalities = await db.select({ id: municipality.id }).from(municipality);
  await seedSettings(
    db,
    municipalities.map((m) => m.id),
    {
      loginTypes: [
        [LoginType.RegisteredUser, true],
        [LoginType.AnonymousUser, true],
      ],
      fields: [
        [RegistrationField.Email, true],
        [RegistrationField.Sms, false],
        [RegistrationField.BirthYear, false],
      ],
      confirmationTypes: [
        [ConfirmationRegistrationType.Email, true],
        [ConfirmationRegistrationType.Sms, false],
      ],
    },
  );
}

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
}[] = [
  { username: 'admin', profileId: Profile.Administrator, firstName: 'Amra', lastName: 'Hadžić' },
  {
    username: 'office',
    profileId: Profile.Office,
    firstName: 'Emir',
    lastName: 'Kovačević',
    unit: 'SOU-CUG',
    function: 'VR',
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

export async function seedDemoAccounts({ db, config }: SeedContext): Promise<void> {
  const municipalityId = config.MUNICIPALITY_ID;
  if (await findUserByUsername(db, municipalityId, 'admin')) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of demoAccounts) {
    const service = account.profileId === Profile.ServiceProfile;
    await insertUser(db, {
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
  }
}
