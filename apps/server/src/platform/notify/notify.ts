import {
  buildPath,
  getCoatOfArms,
  type LanguageId,
  languageKeyById,
  type LanguageKey,
  NotificationChannel,
} from '@portal/contracts';
import { languageCodes, type Translate } from '@portal/i18n/server';
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
  /**
   * The recipients configured for a system-notification kind, by its channels; none while
   * it is off, unless `whileOff` (a test message, a "send again" on request).
   */
  recipientsOf(
    tx: Db,
    municipalityId: number,
    kind: number,
    options?: { whileOff?: boolean },
  ): Promise<Recipient[]>;
  /** An active account of the municipality told directly (by e-mail), or null. */
  person(tx: Db, municipalityId: number, userId: number): Promise<Recipient | null>;
};

/**
 * Someone told at an address rather than as an account: a registration not yet confirmed,
 * an address no account uses. An e-mail goes to `email`, an SMS to `phone`, whichever is given.
 */
export type DirectAddress = {
  email?: string | null;
  phone?: string | null;
  /** Full name, for the greeting; without it the greeting names no one. */
  name?: string | null;
  /** The message's language; by default the municipality's primary language. */
  languageId?: number | null;
};

/**
 * An account told with its own way out: `unsubscribe` is a page of the web app that ends this
 * person's subscription in one click (a follower's `/complaints/unfollow/<token>`). The message
 * shows it under the signature; the template names its caption (`unsubscribe`). `oneClick` is
 * the API path that ends it on a mail client's RFC 8058 POST (`acceptOneClick`): the e-mail
 * carries it in its List-Unsubscribe header, so the reader's mail app offers "unsubscribe".
 */
export type Subscriber = { userId: number; unsubscribe: string; oneClick?: string };

/** An account (its id; told if active in the municipality), a subscriber, or a direct address. */
export type Addressee = number | Subscriber | DirectAddress;

export type NotifyInput = {
  /** A system-notification kind: its configured recipients by its channels. */
  kind?: number;
  municipalityId: number;
  /**
   * People told directly: accounts by id (the reporter of a complaint), by e-mail; subscribers
   * (`{ userId, unsubscribe }`), the same with their own unsubscribe link; or addresses
   * (`{ email, phone, name, languageId }`), by the channels whose address is given.
   */
  to?: Addressee | readonly Addressee[];
  template: MessageTemplate;
  values?: MessageValues;
  /** A page of the web app (`/complaints/complaint-details/7`); the platform makes the address. */
  link?: string;
  /**
   * A second page beside `link`, under the template's `alternative` caption: the other answer
   * to a question (`/complaints/fixed/<token>?answer=no`). E-mail only; an SMS carries `link`.
   */
  alternativeLink?: string;
  /**
   * Every recipient is told on this channel alone, whatever the municipality set for the
   * kind (its channels, and even while it is off): the "send again by e-mail / SMS" calls.
   */
  only?: 'email' | 'sms';
  /** The kind's recipients are told by its channels even while the municipality has it off (a test message). */
  evenWhenOff?: boolean;
  /** E-mails' reply address (a question's `odgovor+<token>@…`); replies go to the sender otherwise. */
  replyTo?: string;
};

/** How many messages were written, and to how many people (a person told by e-mail and SMS is one). */
export type NotifyResult = { messages: number; recipients: number };

export type Notify = {
  /**
   * Renders `template` for every recipient of `kind` and every `to` in their own language
   * and writes the messages to the outbox in `tx`: they exist only if it commits.
   */
  notify(tx: Db, input: NotifyInput): Promise<NotifyResult>;
  /** Gives the directory of recipients (the system-notifications module does, once). */
  useRecipients(directory: RecipientDirectory): void;
};

/** A recipient as notify tells them: an account or an address, the language still to settle. */
type Told = Omit<Recipient, 'userId' | 'languageId'> & {
  languageId: number | null;
  /** A subscriber's page that ends the subscription; null for everyone else. */
  unsubscribe?: string | null;
  /** A subscriber's API path that ends it on a mail client's one-click POST (RFC 8058). */
  oneClick?: string | null;
};

const isSubscriber = (addressee: Addressee): addressee is Subscriber =>
  typeof addressee === 'object' && 'userId' in addressee;

function valueIn(value: MessageValues[string], language: LanguageKey, t: Translate): string {
  if (typeof value !== 'object') return String(value);
  if ('key' in value) return t(value.key);
  return value[language] || value.bs;
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

  /** The directory, for a kind's recipients or an account: a direct address needs none. */
  function recipients(): RecipientDirectory {
    if (!directory)
      throw new Error('notify: no recipient directory (the system-notifications module gives it)');
    return directory;
  }

  async function recipientsFor(tx: Db, input: NotifyInput): Promise<Told[]> {
    const byUser = new Map<number, Recipient & { unsubscribe?: string; oneClick?: string }>();
    if (input.kind !== undefined) {
      const whileOff = Boolean(input.only || input.evenWhenOff);
      for (const r of await recipients().recipientsOf(tx, input.municipalityId, input.kind, { whileOff }))
        byUser.set(r.userId, r);
    }
    const to: readonly Addressee[] =
      input.to === undefined ? [] : Array.isArray(input.to) ? input.to : [input.to as Addressee];
    const byAddress = new Map<string, Told>();
    for (const addressee of new Set(to)) {
      if (typeof addressee !== 'number' && !isSubscriber(addressee)) {
        const email = addressee.email?.trim() || null;
        const phone = addressee.phone?.trim() || null;
        byAddress.set(`${email?.toLowerCase() ?? ''} ${phone ?? ''}`, {
          name: addressee.name ?? '',
          email,
          phone,
          languageId: addressee.languageId ?? null,
          channels: { email: Boolean(email), sms: Boolean(phone), push: false },
        });
        continue;
      }
      const userId = isSubscriber(addressee) ? addressee.userId : addressee;
      const person = await recipients().person(tx, input.municipalityId, userId);
      if (!person) continue;
      const known = byUser.get(userId);
      const unsubscribe = isSubscriber(addressee)
        ? {
            unsubscribe: addressee.unsubscribe,
            ...(addressee.oneClick ? { oneClick: addressee.oneClick } : {}),
          }
        : {};
      // Told once: by the kind's channels and by e-mail.
      byUser.set(
        userId,
        known
          ? { ...known, ...unsubscribe, channels: { ...known.channels, email: true } }
          : { ...person, ...unsubscribe },
      );
    }
    const told: Told[] = [...byUser.values(), ...byAddress.values()];
    if (!input.only) return told;
    const channels = { email: input.only === 'email', sms: input.only === 'sms', push: false };
    return told.map((r) => ({ ...r, channels }));
  }

  return {
    useRecipients(given) {
      directory = given;
    },

    async notify(tx, input) {
      if (input.link) assertPath(input.link);
      if (input.alternativeLink) {
        assertPath(input.alternativeLink);
        if (!input.link || !input.template.alternative)
          throw new Error(`notify: ${input.template.name} has an alternative link without a link or caption`);
      }
      const recipients = await recipientsFor(tx, input);
      if (recipients.some((r) => r.unsubscribe) && !input.template.unsubscribe) {
        throw new Error(`notify: ${input.template.name} names no caption for an unsubscribe link`);
      }
      const result: NotifyResult = { messages: 0, recipients: 0 };
      if (!recipients.length) return result;
      // Read once per call, in the caller's transaction.
      const municipality = await deps.tenants.get(input.municipalityId, tx);
      const translators = new Map<LanguageId, Translate>();
      const translatorIn = async (languageId: LanguageId) => {
        let t = translators.get(languageId);
        if (!t) {
          t = await deps.texts.translator(input.municipalityId, languageId, tx);
          translators.set(languageId, t);
        }
        return t;
      };
      const origin = deps.links.origin(input.municipalityId);
      const url = input.link ? deps.links.to(input.municipalityId, input.link) : null;
      const alternativeUrl = input.alternativeLink
        ? deps.links.to(input.municipalityId, input.alternativeLink)
        : null;
      const { template } = input;
      const unsubscribeOf = (path: string, t: Translate, values: Record<string, string>) => {
        assertPath(path);
        return {
          caption: t(template.unsubscribe!, values),
          url: deps.links.to(input.municipalityId, path),
        };
      };

      const oneClickOf = (path: string) => {
        assertPath(path);
        return deps.links.to(input.municipalityId, path);
      };

      for (const recipient of recipients) {
        const email = recipient.channels.email && recipient.email;
        const phone = recipient.channels.sms && recipient.phone;
        if (!email && !phone) continue;
        const wanted = recipient.languageId ?? municipality.primaryLanguageId;
        const languageId = (wanted in languageKeyById ? wanted : 1) as LanguageId;
        const language = languageKeyById[languageId];
        const t = await translatorIn(languageId);
        const values = Object.fromEntries(
          Object.entries(input.values ?? {}).map(([key, value]) => [key, valueIn(value, language, t)]),
        );
        if (email) {
          const parts: MessageParts = {
            lang: languageCodes[language],
            subject: t(template.subject, values),
            municipality: t('common.municipality.title', { name: municipality.name[language] }),
            coatOfArmsUrl: `${origin}${buildPath(getCoatOfArms.path, { id: input.municipalityId })}`,
            greeting: recipient.name
              ? t('mail.greeting', { name: recipient.name })
              : t('mail.greetingWithoutName'),
            paragraphs: template.body.map((key) => t(key, values)),
            action: url ? { caption: t(template.action ?? 'mail.notify.open', values), url } : null,
            signature: t('mail.signature'),
            unsubscribe: recipient.unsubscribe ? unsubscribeOf(recipient.unsubscribe, t, values) : null,
            alternative: alternativeUrl
              ? { caption: t(template.alternative!, values), url: alternativeUrl }
              : null,
          };
          const { html, text } = await renderMessage(parts);
          await deps.outbox.enqueue(tx, {
            municipalityId: input.municipalityId,
            channel: NotificationChannel.Email,
            recipient: email,
            subject: parts.subject,
            body: text,
            html,
            replyTo: input.replyTo ?? null,
            listUnsubscribe: recipient.oneClick ? oneClickOf(recipient.oneClick) : null,
          });
          result.messages += 1;
        }
        if (phone) {
          const room = url ? SMS_MAX - url.length - 1 : SMS_MAX;
          const short = shorten(t(template.sms ?? template.subject, values), room);
          await deps.outbox.enqueue(tx, {
            municipalityId: input.municipalityId,
            channel: NotificationChannel.Sms,
            recipient: phone,
            subject: null,
            body: url ? `${short} ${url}` : short,
            html: null,
          });
          result.messages += 1;
        }
        result.recipients += 1;
        // Push: the outbox has no push transport nor subscriptions yet (decision 0023).
      }
      return result;
    },
  };
}
