import type { SeedContext } from '../../platform/module';
import { countSubscriptions, insertSubscriptions } from './newsletter.repository';

const DAY_MS = 24 * 60 * 60_000;

/** A few subscribers of the demo municipality, one of them switched off, for the administration's list. */
export async function seedDemoSubscriptions({ db, config }: SeedContext): Promise<void> {
  const municipalityId = config.MUNICIPALITY_ID;
  if ((await countSubscriptions(db, municipalityId)) > 0) return;
  const emails = [
    'amra.hodzic@example.ba',
    'dragan.petrovic@example.ba',
    'ivana.knezevic@example.ba',
    'mjesna.zajednica.slatina@example.ba',
    'udruzenje.zeleni@example.ba',
    'emir.begic@example.ba',
  ];
  const now = Date.now();
  await insertSubscriptions(
    db,
    emails.map((email, i) => ({
      municipalityId,
      email,
      active: email !== 'emir.begic@example.ba',
      dateCreated: new Date(now - (emails.length - i) * 9 * DAY_MS),
    })),
  );
}
