import type { NewsletterListItem, NewsletterSearch } from '@portal/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { deactivateSubscription, searchSubscriptions, upsertSubscription } from './newsletter.repository';

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

/** The municipality's subscriptions, a page at a time, for administrators. */
export async function search(
  db: Db,
  municipalityId: number,
  filter: z.output<typeof NewsletterSearch>,
): Promise<{ items: NewsletterListItem[]; totalCount: number }> {
  const { rows, totalCount } = await searchSubscriptions(db, municipalityId, filter);
  return {
    items: rows.map((r) => ({
      id: r.id,
      email: r.email,
      active: r.active,
      dateCreated: r.dateCreated.toISOString(),
    })),
    totalCount,
  };
}

/** No newsletter goes to the address any more; subscribing again switches it back on. */
export async function deactivate(db: Db, municipalityId: number, id: number): Promise<void> {
  if (!(await deactivateSubscription(db, municipalityId, id))) throw notFound();
}
