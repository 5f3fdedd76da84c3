import {
  buildPath,
  getCoatOfArms,
  type LanguageId,
  languageKeyById,
  type LanguageKey,
  NotificationChannel,
} from '@portal/contracts';
import { i18nextCodes, type Translate } from '@portal/i18n/server';
import type { Db } from '../db/database';
import type { ServerTexts } from '../i18n';
import type { Links } from '../links';
import type { Outbox } from '../outbox/outbox';
import type { TenantDirectory } from '../tenancy';
import { type MessageParts, renderMessage } from './layout';
import type { MessageTemplate, MessageValues } from './templates';

/** The longest SMS written: one message of the GSM alphabet. */
export const SMS_MAX = 160;

export type NotifyChannels = { email: boolean; sms: boolean; push: boolean };

/** A person a message goes to, with the channels it may take. */
export type Recipient = {
  userId: number;
  /** Full name, for the greeting. */
  name: string;
  email: string | null;
  phone: string | null;
  languageId: number;
  channels: NotifyChannels;
};

/**
 * Who is told: supplied by the system-notifications module (`notify.useRecipients`), which
 * alone reads its settings and the accounts. Both calls run in the caller's transaction.
 */
export type RecipientDirectory = {
  /** The recipients configured for a system-notification kind, by its channels; none while it is off. */
  recipientsOf(tx: Db, municipalityId: number, kind: number): Promise<Recipient[]>;
  /** An active account of the municipality told directly (by e-mail), or null. */
  person(tx: Db, municipalityId: number, userId: number): Promise<Recipient | null>;
};

export type NotifyInput = {
  /** A system-notification kind: its configured recipients by its channels. */
  kind?: number;
  municipalityId: number;
  /** Accounts told directly (the reporter of a complaint), by e-mail. */
  to?: number | readonly number[];
  template: MessageTemplate;
  values?: MessageValues;
  /** A page of the web app (`/complaints/complaint-details/7`); the platform makes the address. */
  link?: string;
};

export type Notify = {
  /**
   * Renders `template` for every recipient of `kind` and every `to` in their own language
   * and writes the messages to the outbox in `tx`: they exist only if it commits. Answers
   * how many messages were written.
   */
  notify(tx: Db, input: NotifyInput): Promise<number>;
  /** Gives the directory of recipients (the system-notifications module does, once). */
  useRecipients(directory: RecipientDirectory): void;
};

function valueIn(value: MessageValues[string], language: LanguageKey): string {
  if (typeof value === 'object') return value[language] || value.bs;
  return String(value);
}

/** A text cut to `max` characters at a word, with an ellipsis when cut. */
export function shorten(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A link into the web app: a path only, so no address but the configured one is ever sent. */
function assertPath(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) {
    throw new Error(`notify: a link is a path of the web app, not an address (${path})`);
  }
}

/** The notify port of the application context (decision 0023). */
export function createNotify(deps: {
  outbox: Outbox;
  texts: ServerTexts;
  tenants: TenantDirectory;
  links: Links;
}): Notify {
  let directory: RecipientDirectory | null = null;

  async function recipientsFor(tx: Db, input: NotifyInput): Promise<Recipient[]> {
    if (!directory)
      throw new Error('notify: no recipient directory (the system-notifications module gives it)');
    const byUser = new Map<number, Recipient>();
    if (input.kind !== undefined) {
      for (const r of await directory.recipientsOf(tx, input.municipalityId, input.kind))
        byUser.set(r.userId, r);
    }
    const to = input.to === undefined ? [] : typeof input.to === 'number' ? [input.to] : input.to;
    for (const userId of new Set(to)) {
      const person = await directory.person(tx, input.municipalityId, userId);
      if (!person) continue;
      const known = byUser.get(userId);
      // Told once: by the kind's channels and by e-mail.
      byUser.set(userId, known ? { ...known, channels: { ...known.channels, email: true } } : person);
    }
    return [...byUser.values()];
  }

  async function partsFor(
    tx: Db,
    input: NotifyInput,
    languageId: LanguageId,
    recipient: Recipient,
  ): Promise<{ parts: MessageParts; t: Translate; values: Record<string, string> }> {
    const language = languageKeyById[languageId];
    const t = await deps.texts.translator(input.municipalityId, languageId, tx);
    const municipality = await deps.tenants.get(input.municipalityId, tx);
    const values = Object.fromEntries(
      Object.entries(input.values ?? {}).map(([key, value]) => [key, valueIn(value, language)]),
    );
    const { template } = input;
    const origin = deps.links.origin(input.municipalityId);
    const parts: MessageParts = {
      lang: i18nextCodes[language],
      subject: t(template.subject, values),
      municipality: t('common.municipality.title', { name: municipality.name[language] }),
      coatOfArmsUrl: `${origin}${buildPath(getCoatOfArms.path, { id: input.municipalityId })}`,
      greeting: recipient.name ? t('mail.greeting', { name: recipient.name }) : t('mail.greetingWithoutName'),
      paragraphs: template.body.map((key) => t(key, values)),
      action: input.link
        ? {
            caption: t(template.action ?? 'mail.notify.open', values),
            url: deps.links.to(input.municipalityId, input.link),
          }
        : null,
      signature: t('mail.signature'),
    };
    return { parts, t, values };
  }

  return {
    useRecipients(given) {
      directory = given;
    },

    async notify(tx, input) {
      if (input.link) assertPath(input.link);
      const recipients = await recipientsFor(tx, input);
      let written = 0;
      for (const recipient of recipients) {
        const languageId = (recipient.languageId in languageKeyById ? recipient.languageId : 1) as LanguageId;
        const email = recipient.channels.email && recipient.email;
        const phone = recipient.channels.sms && recipient.phone;
        if (!email && !phone) continue;
        const { parts, t, values } = await partsFor(tx, input, languageId, recipient);
        if (email) {
          const { html, text } = await renderMessage(parts);
          await deps.outbox.enqueue(tx, {
            municipalityId: input.municipalityId,
            channel: NotificationChannel.Email,
            recipient: email,
            subject: parts.subject,
            body: text,
            html,
          });
          written += 1;
        }
        if (phone) {
          const url = parts.action?.url;
          const room = url ? SMS_MAX - url.length - 1 : SMS_MAX;
          const short = shorten(t(input.template.sms ?? input.template.subject, values), room);
          await deps.outbox.enqueue(tx, {
            municipalityId: input.municipalityId,
            channel: NotificationChannel.Sms,
            recipient: phone,
            subject: null,
            body: url ? `${short} ${url}` : short,
            html: null,
          });
          written += 1;
        }
        // Push: the outbox has no push transport nor subscriptions yet (decision 0023).
      }
      return written;
    },
  };
}
