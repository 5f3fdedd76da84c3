import { complaintsPages } from '@portal/contracts';
import type { Db } from '../../platform/db/database';
import type { Notify } from '../../platform/notify/notify';
import { defineMessageTemplate } from '../../platform/notify/templates';

/**
 * The receipt of a report: its number, title and address quoted, and a button to the
 * complaint itself on the portal. Sent to the reporter by e-mail only (an SMS per report
 * would cost the municipality for what the confirmation page already said).
 */
export const complaintReceipt = defineMessageTemplate({
  name: 'complaints.receipt',
  subject: 'mail.complaint.receipt.subject',
  body: ['mail.complaint.receipt.body', 'mail.complaint.receipt.next'],
  action: 'mail.complaint.receipt.open',
});

/**
 * Writes the receipt to the outbox in the report's transaction: it exists only if the report
 * does. An account without an e-mail address (an anonymous citizen's) gets none.
 */
export async function sendReceipt(
  notify: Notify,
  tx: Db,
  report: {
    id: number;
    municipalityId: number;
    userId: number;
    number: string;
    title: string;
    address: string;
  },
): Promise<void> {
  await notify.notify(tx, {
    municipalityId: report.municipalityId,
    to: report.userId,
    template: complaintReceipt,
    values: { number: report.number, title: report.title, address: report.address },
    link: complaintsPages.details.to({ id: report.id }),
  });
}
