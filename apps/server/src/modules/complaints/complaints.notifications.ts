import { ComplaintStatus, SystemNotificationKind, complaintsPages } from '@portal/contracts';
import type { Db } from '../../platform/db/database';
import type { Notify } from '../../platform/notify/notify';
import { defineMessageTemplate, type MessageTemplate } from '../../platform/notify/templates';
import { numberOf } from './complaints.present';
import type { ComplaintRow } from './complaints.repository';

/** The system notification that tells of a complaint in this status; none for Inappropriate. */
export function kindForStatus(status: number): number | null {
  switch (status) {
    case ComplaintStatus.Created:
      return SystemNotificationKind.NewComplaint;
    case ComplaintStatus.Assigned:
      return SystemNotificationKind.ComplaintInProgress;
    case ComplaintStatus.Answered:
      return SystemNotificationKind.ComplaintAnswered;
    case ComplaintStatus.Resolved:
      return SystemNotificationKind.ComplaintResolved;
    default:
      return null;
  }
}

/** What staff of a kind are told: the complaint's facts, a link to it in the administration, an SMS. */
const staffMessage = (kind: number, name: string) =>
  defineMessageTemplate({
    name: `complaints.staff-${name}`,
    subject: `mail.complaint.staff.${kind}.subject`,
    body: [`mail.complaint.staff.${kind}.body`],
    action: 'mail.complaint.staff.open',
    sms: `mail.complaint.sms.${kind}`,
  });

const { NewComplaint, ComplaintInProgress, ComplaintAnswered, ComplaintResolved } = SystemNotificationKind;

const staffMessages: Record<number, MessageTemplate> = {
  [NewComplaint]: staffMessage(NewComplaint, 'new'),
  [ComplaintInProgress]: staffMessage(ComplaintInProgress, 'in-progress'),
  [ComplaintAnswered]: staffMessage(ComplaintAnswered, 'answered'),
  [ComplaintResolved]: staffMessage(ComplaintResolved, 'resolved'),
};

/**
 * The staff's messages, for the module's manifest (their texts are checked at start). The reporter
 * hears of kinds 2–4 as a follower of their report (complaints-followers.notify.ts), in the texts
 * `mail.complaint.citizen.*`, with the new text quoted and a one-click unfollow link.
 */
export const complaintMessages: readonly MessageTemplate[] = Object.values(staffMessages);

/** The complaint's facts the texts name; category and unit in each recipient's language. */
function valuesOf(row: ComplaintRow) {
  return {
    number: numberOf(row),
    title: row.title,
    category: row.categoryName ?? '',
    address: row.address ?? '',
    unit: row.organizationalUnitName ?? { key: 'mail.complaint.unassigned' },
  };
}

/**
 * Tells the staff configured for the system notification of `kind` about a complaint, by
 * the channels its setting has on (a kind without a setting: e-mail only), unless the
 * municipality switched it off; `only` sends on that channel regardless (the "send again"
 * calls). The link leads to the complaint in the administration. Answers how many messages
 * were written.
 */
export async function notifyStaff(
  notify: Notify,
  tx: Db,
  row: ComplaintRow,
  kind: number,
  options: { only?: 'email' | 'sms' } = {},
): Promise<number> {
  const template = staffMessages[kind];
  if (!template) return 0;
  const { messages } = await notify.notify(tx, {
    kind,
    municipalityId: row.municipalityId,
    template,
    values: valuesOf(row),
    link: complaintsPages.staffDetails.to({ id: row.id }),
    ...(options.only ? { only: options.only } : {}),
  });
  return messages;
}
