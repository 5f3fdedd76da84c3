import { SystemNotificationKind } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { SeedContext } from '../../platform/module';
import { appUser } from '../accounts/accounts.schema';
import { systemNotificationRecipient } from './system-notifications.schema';

/**
 * Demo: the office and the administrator are told of new, assigned, answered and resolved
 * complaints, and of council sessions published.
 */
export async function seedDemoRecipients({ db, config }: SeedContext): Promise<void> {
  const municipalityId = config.MUNICIPALITY_ID;
  const staff = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.municipalityId, municipalityId), inArray(appUser.username, ['office', 'admin'])));
  if (staff.length === 0) return;
  const kinds = [
    SystemNotificationKind.NewComplaint,
    SystemNotificationKind.ComplaintInProgress,
    SystemNotificationKind.ComplaintAnswered,
    SystemNotificationKind.ComplaintResolved,
    SystemNotificationKind.SessionPublished,
  ];
  await db
    .insert(systemNotificationRecipient)
    .values(kinds.flatMap((kind) => staff.map(({ id: userId }) => ({ municipalityId, kind, userId }))))
    .onConflictDoNothing();
}
