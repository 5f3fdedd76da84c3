import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type OutgoingMessage = {
  channel: number;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
  /** E-mail only: where replies go (a question's reply address); null for the sender's. */
  replyTo?: string | null;
  /**
   * E-mail only: the address a mail client posts to, to unsubscribe in one click (RFC 8058):
   * sent as the List-Unsubscribe and List-Unsubscribe-Post headers.
   */
  listUnsubscribe?: string | null;
};

/** A message as the outbox hands it to a transport: with its outbox id and time of writing. */
export type QueuedMessage = OutgoingMessage & { id: number; createdAt: Date };

/**
 * Delivers a message on one channel; throws when the other side refuses or cannot be
 * reached, a `DeliveryError` marked permanent when trying again cannot help.
 */
export type Transport = (message: QueuedMessage) => Promise<void>;

/** Transports by channel. A channel without one keeps its messages in the outbox ("captured"). */
export type Transports = Partial<Record<number, Transport>>;

/** A refusal by the other side; `permanent` when the same message would be refused again. */
export class DeliveryError extends Error {
  readonly permanent: boolean;
  constructor(message: string, options: { permanent: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'DeliveryError';
    this.permanent = options.permanent;
  }
}

/** Whether a delivery failure is final: a transport said so; anything else is worth another try. */
export function isPermanent(error: unknown): boolean {
  return error instanceof DeliveryError && error.permanent;
}

/**
 * An SMTP refusal with a 5xx reply (550 no such mailbox, 554 rejected) is final; network
 * errors, timeouts and 4xx replies pass. A refused sign-in (535) is the portal's own
 * configuration, not the message's: it is retried, so the messages go out once it is fixed.
 */
export function isPermanentSmtpError(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return typeof responseCode === 'number' && responseCode >= 500 && code !== 'EAUTH';
}

/** A gateway's 4xx is final except 408 (timeout) and 429 (slow down); 5xx and no answer pass. */
export function isPermanentHttpStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

/** The sender's domain, for Message-IDs: `e-Učešće <no-reply@grad.ba>` → `grad.ba`. */
export function senderDomain(from: string): string {
  return /@([^\s<>@]+)>?\s*$/.exec(from)?.[1]?.toLowerCase() ?? 'localhost';
}

/**
 * The same Message-ID every time a message is sent, so a copy sent twice (the server took
 * it, the portal could not record that) is one message to the recipient's mail client.
 * The time of writing keeps ids of two portals sending from one domain apart.
 */
export function messageIdOf(message: { id: number; createdAt: Date }, domain: string): string {
  return `<outbox.${message.id}.${message.createdAt.getTime().toString(36)}@${domain}>`;
}

export const CHANNEL_SMS = 1;
export const CHANNEL_EMAIL = 2;

export function emailTransport(options: { smtpUrl: string; from: string }): Transport {
  // Someone may be waiting for the message: give up on an unresponsive server in seconds.
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const domain = senderDomain(options.from);
  return async (message) => {
    try {
      await transporter.sendMail({
        from: options.from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.body,
        ...(message.html ? { html: message.html } : {}),
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.listUnsubscribe ? { headers: listUnsubscribeHeaders(message.listUnsubscribe) } : {}),
        messageId: messageIdOf(message, domain),
      });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      throw new DeliveryError(text, { permanent: isPermanentSmtpError(error), cause: error });
    }
  };
}

/** RFC 2369's List-Unsubscribe with RFC 8058's one-click POST (mail apps show "unsubscribe"). */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** POSTs `{ to, text, sender }` as JSON to the gateway, with a bearer token when configured. */
export function smsTransport(options: { url: string; token?: string; sender: string }): Transport {
  return async (message) => {
    const response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: JSON.stringify({ to: message.recipient, text: message.body, sender: options.sender }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      throw new DeliveryError(`SMS gateway answered ${response.status}`, {
        permanent: isPermanentHttpStatus(response.status),
      });
    }
  };
}

export function transportsFrom(config: Config): Transports {
  return {
    ...(config.SMTP_URL
      ? { [CHANNEL_EMAIL]: emailTransport({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }) }
      : {}),
    ...(config.SMS_GATEWAY_URL
      ? {
          [CHANNEL_SMS]: smsTransport({
            url: config.SMS_GATEWAY_URL,
            token: config.SMS_GATEWAY_TOKEN,
            sender: config.SMS_SENDER,
          }),
        }
      : {}),
  };
}
