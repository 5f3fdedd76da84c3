import nodemailer from 'nodemailer';
import type { Config } from '../config';

export type OutgoingMessage = {
  channel: number;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
};

/** Delivers a message on one channel; throws when the other side refuses or cannot be reached. */
export type Transport = (message: OutgoingMessage) => Promise<void>;

/** Transports by channel. A channel without one keeps its messages in the outbox ("captured"). */
export type Transports = Partial<Record<number, Transport>>;

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
  return async (message) => {
    await transporter.sendMail({
      from: options.from,
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.body,
      ...(message.html ? { html: message.html } : {}),
    });
  };
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
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
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
