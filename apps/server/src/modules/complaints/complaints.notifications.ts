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

/** What the reporter is told (by e-mail) when their complaint moves on, with a link to it on the portal. */
const reporterMessage = (kind: number, name: string) =>
  defineMessageTemplate({
    name: `complaints.reporter-${name}`,
    subject: `mail.complaint.citizen.${kind}.subject`,
    body: [`mail.complaint.citizen.${kind}.body`],
    action: `mail.complaint.citizen.${kind}.open`,
  });

const { NewComplaint, ComplaintInProgress, ComplaintAnswered, ComplaintResolved } = SystemNotificationKind;

const staffMessages: Record<number, MessageTemplate> = {
  [NewComplaint]: staffMessage(NewComplaint, 'new'),
  [ComplaintInProgress]: staffMessage(ComplaintInProgress, 'in-progress'),
  [ComplaintAnswered]: staffMessage(ComplaintAnswered, 'answered'),
  [ComplaintResolved]: staffMessage(ComplaintResolved, 'resolved'),
};

/** The reporter is not told of their own report (kind 1). */
const reporterMessages: Record<number, MessageTemplate> = {
  [ComplaintInProgress]: reporterMessage(ComplaintInProgress, 'in-progress'),
  [ComplaintAnswered]: reporterMessage(ComplaintAnswered, 'answered'),
  [ComplaintResolved]: reporterMessage(ComplaintResolved, 'resolved'),
};

/** Every message of complaints, for the module's manifest (their texts are checked at start). */
export const complaintMessages: readonly MessageTemplate[] = [
  ...Object.values(staffMessages),
  ...Object.values(reporterMessages),
];

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

/** Tells the reporter (by e-mail, in their language, if their account is active) that their complaint moved on (kinds 2–4). */
export async function notifyReporter(notify: Notify, tx: Db, row: ComplaintRow, kind: number): Promise<void> {
  const template = reporterMessages[kind];
  if (!template) return;
  await notify.notify(tx, {
    municipalityId: row.municipalityId,
    to: row.userId,
    template,
    values: valuesOf(row),
    link: complaintsPages.details.to({ id: row.id }),
  });
}
