import type { Db } from '../../platform/db/database';
import { newsletterSubscription } from './newsletter.schema';

/** Adds the address, or makes an existing subscription active again. */
export async function upsertSubscription(db: Db, options: { municipalityId: number; email: string }) {
  await db
    .insert(newsletterSubscription)
    .values({ municipalityId: options.municipalityId, email: options.email, active: true })
    .onConflictDoUpdate({
      target: [newsletterSubscription.municipalityId, newsletterSubscription.email],
      set: { active: true },
    });
}
