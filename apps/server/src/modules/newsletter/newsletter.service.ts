import type { Db } from '../../platform/db/database';
import { upsertSubscription } from './newsletter.repository';

/**
 * Subscribes an address to the municipality's newsletter. A second subscription of
 * the same address (in any letter case) is the same subscription, and the answer is
 * the same either way, so the call does not tell who is subscribed.
 */
export async function subscribe(db: Db, options: { municipalityId: number; email: string }) {
  const email = options.email.trim().toLowerCase();
  await upsertSubscription(db, { municipalityId: options.municipalityId, email });
  return { email, active: true };
}
