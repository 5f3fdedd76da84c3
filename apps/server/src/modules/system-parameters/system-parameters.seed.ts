import {
  ConfirmationRegistrationType,
  LoginType,
  ParticipationParameter,
  RegistrationField,
} from '@portal/contracts';
import type { SeedContext } from '../../platform/module';
import { municipality } from '../tenancy/tenancy.schema';
import { seedSettings } from './system-parameters.repository';

/**
 * Every municipality starts with both sign-in types open, e-mail required at
 * registration (accounts are confirmed by an e-mail link) and the rest optional; anonymous
 * citizens do not vote on agenda items until an administrator lets them.
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
      participation: [[ParticipationParameter.AnonymousAgendaVoting, false]],
    },
  );
}
