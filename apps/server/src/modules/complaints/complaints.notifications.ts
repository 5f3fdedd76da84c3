import {
  ComplaintStatus,
  type LanguageId,
  languageKeyById,
  NotificationChannel,
  SystemNotificationKind,
} from '@portal/contracts';
import type { Translate } from '@portal/i18n/server';
import type { Db } from '../../platform/db/database';
import type { ServerTexts } from '../../platform/i18n';
import { mailHtml } from '../../platform/outbox/mail-html';
import type { Outbox } from '../../platform/outbox/outbox';
import { findUserContact, notificationTargets } from './complaints.repository';
import { fullName } from '../../platform/people';
import { nameIn, numberOf } from './complaints.present';
import type { ComplaintRow } from './complaints.repository';

const LANGUAGES: readonly LanguageId[] = [1, 2, 3];

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

export type Translators = Record<LanguageId, Translate>;

/**
 * The texts of the municipality in its three languages. Loaded before a transaction
 * opens: inside one only the transaction may touch the database (decision 0012).
 */
export async function translatorsFor(texts: ServerTexts, municipalityId: number): Promise<Translators> {
  const [bs, sr, hr] = await Promise.all(LANGUAGES.map((l) => texts.translator(municipalityId, l)));
  return { 1: bs!, 2: sr!, 3: hr! };
}

type Context = {
  tx: Db;
  outbox: Outbox;
  translators: Translators;
  /** The portal's address, for links in the messages. */
  origin: string;
};

function valuesFor(t: Translate, row: ComplaintRow, language: LanguageId) {
  const key = languageKeyById[language];
  return {
    number: numberOf(row),
    title: row.title,
    category: nameIn(row.categoryName, key) ?? '',
    address: row.address,
    unit: nameIn(row.organizationalUnitName, key) ?? t('mail.complaint.unassigned'),
  };
}

/**
 * Writes the system notification of `kind` about a complaint to the staff configured for
 * it, by the channels its setting has on (a kind without a setting: e-mail only), unless
 * the municipality switched it off. `force` sends on the given channel regardless (the
 * "send again" calls). Answers how many messages were written.
 */
export async function notifyStaff(
  ctx: Context,
  row: ComplaintRow,
  kind: number,
  options: { only?: 'email' | 'sms' } = {},
): Promise<number> {
  const { setting, recipients } = await notificationTargets(ctx.tx, row.municipalityId, kind);
  const active = setting?.active ?? true;
  const email = options.only ? options.only === 'email' : active && (setting?.email ?? true);
  const sms = options.only ? options.only === 'sms' : active && (setting?.sms ?? false);
  // The complaint itself, where staff act on it.
  const link = `${ctx.origin}/admin/complaint-configuration/complaint-details/${row.id}`;
  let count = 0;
  for (const r of recipients) {
    const language = (r.languageId as LanguageId) in ctx.translators ? (r.languageId as LanguageId) : 1;
    const t = ctx.translators[language];
    const values = { ...valuesFor(t, row, language), link, name: fullName(r) };
    if (email && r.email) {
      const body = [
        t('mail.greeting', values),
        t(`mail.complaint.staff.${kind}.body`, values),
        t('mail.signature', values),
      ].join('\n\n');
      await ctx.outbox.enqueue(ctx.tx, {
        municipalityId: row.municipalityId,
        channel: NotificationChannel.Email,
        recipient: r.email,
        subject: t(`mail.complaint.staff.${kind}.subject`, values),
        body,
        html: mailHtml(body, [link]),
      });
      count += 1;
    }
    if (sms && r.phone) {
      await ctx.outbox.enqueue(ctx.tx, {
        municipalityId: row.municipalityId,
        channel: NotificationChannel.Sms,
        recipient: r.phone,
        subject: null,
        body: t(`mail.complaint.sms.${kind}`, values),
        html: null,
      });
      count += 1;
    }
  }
  return count;
}

/** Tells the reporter (by e-mail, in their language) that their complaint moved on (kinds 2–4). */
export async function notifyReporter(ctx: Context, row: ComplaintRow, kind: number) {
  if (kind === SystemNotificationKind.NewComplaint) return;
  const user = await findUserContact(ctx.tx, row.userId);
  if (!user?.email || user.status !== 2) return;
  const language = (user.languageId as LanguageId) in ctx.translators ? (user.languageId as LanguageId) : 1;
  const t = ctx.translators[language];
  const values = {
    ...valuesFor(t, row, language),
    link: `${ctx.origin}/complaints/complaint-details/${row.id}`,
    name: fullName(user),
  };
  const body = [
    t('mail.greeting', values),
    t(`mail.complaint.citizen.${kind}.body`, values),
    t('mail.signature', values),
  ].join('\n\n');
  await ctx.outbox.enqueue(ctx.tx, {
    municipalityId: row.municipalityId,
    channel: NotificationChannel.Email,
    recipient: user.email,
    subject: t(`mail.complaint.citizen.${kind}.subject`, values),
    body,
    html: mailHtml(body, [values.link]),
  });
}
