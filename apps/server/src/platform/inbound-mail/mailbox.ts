import type { FastifyBaseLogger } from 'fastify';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import addressparser from 'nodemailer/lib/addressparser';
import { bareAddress, replyAddress, tokenFromAddresses } from './reply-address';
import { replyText } from './reply-text';

export type InboundAttachment = { fileName: string; contentType: string; data: Uint8Array };

/** A reply as the handler gets it: its own text only, the quoted message and signature cut. */
export type InboundMail = {
  /** The sender's bare address, lower-case (the From header's; the envelope's when it has none). */
  from: string;
  /** Every recipient (To, Cc, the SMTP envelope), bare, each once; domains lower-case. */
  to: string[];
  subject: string;
  /** Already cut by replyText(): what the person wrote, without the quote and the signature. */
  text: string;
  attachments: InboundAttachment[];
  messageId: string | null;
};

export type InboundOutcome = { stored: true } | { stored: false; reason: string };

/**
 * Takes one reply whose address carried `token`. It answers `{ stored: false, reason }` for
 * a reply it will not take (unknown or used token, a sender who is not the addressee); it
 * throws only when it could not decide (the database away), and the sender then tries again.
 */
export type InboundMailHandler = (mail: InboundMail & { token: string }) => Promise<InboundOutcome>;

/** A message as either entrance (SMTP, HTTP) hands it over, before the mailbox reads it. */
export type ParsedMailLike = {
  /** The From header: `Name <address>` or a bare address. */
  from: string | null;
  /** The envelope sender (SMTP MAIL FROM); an empty string is the null sender of a bounce. */
  envelopeFrom?: string | null;
  /** The To and Cc headers' addresses. */
  to: string[];
  /** The envelope recipients (SMTP RCPT TO, or what a provider says it delivered to). */
  envelopeTo?: string[];
  subject?: string | null;
  text?: string | null;
  html?: string | null;
  attachments?: InboundAttachment[];
  messageId?: string | null;
  /** Headers, names lower-case, that tell an automatic message (Auto-Submitted, Precedence, ...). */
  headers?: Record<string, string>;
};

export type InboundMailbox = {
  /** Reads a message, finds its reply token and hands it to the handler; refusals are logged. */
  handle(raw: ParsedMailLike): Promise<InboundOutcome>;
  /** Registers the one handler of replies (the questions module's). */
  use(handler: InboundMailHandler): void;
  /** The domain of reply addresses (`odgovor+<token>@domain`); null when replies by e-mail are off. */
  readonly domain: string | null;
  /** The address replies to a message with this token go to; null when replies by e-mail are off. */
  replyAddress(token: string): string | null;
  /** The largest message taken, in bytes. */
  readonly maxBytes: number;
};

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * An automatic message (RFC 3834 Auto-Submitted, an out-of-office reply, a bounce, a list's
 * bulk mail): it must never become someone's answer, nor be answered.
 */
export function isAutomatic(mail: Pick<ParsedMailLike, 'headers' | 'envelopeFrom' | 'from'>): boolean {
  const headers = mail.headers ?? {};
  const header = (name: string) => (headers[name] ?? '').trim().toLowerCase();
  if (mail.envelopeFrom === '') return true;
  if (header('auto-submitted') && header('auto-submitted') !== 'no') return true;
  if (/^(?:bulk|junk|list|auto_reply)$/.test(header('precedence'))) return true;
  if (header('x-autoreply') || header('x-autorespond')) return true;
  return /^(?:mailer-daemon|postmaster)@/.test(bareAddress(mail.from ?? ''));
}

const size = (mail: ParsedMailLike) =>
  (mail.text?.length ?? 0) +
  (mail.html?.length ?? 0) +
  (mail.attachments ?? []).reduce((sum, a) => sum + a.data.byteLength, 0);

/**
 * Bare addresses of a list of header values or addresses, each once: the domain lower-case,
 * the local part as written (a reply token in it is case-sensitive).
 */
export function addressList(values: readonly string[]): string[] {
  const found = values.flatMap((value) =>
    addressparser(value, { flatten: true })
      .map((a) => a.address.trim())
      .filter((a) => a.lastIndexOf('@') > 0)
      .map((a) => {
        const at = a.lastIndexOf('@');
        return `${a.slice(0, at)}@${a.slice(at + 1).toLowerCase()}`;
      }),
  );
  return [...new Set(found)];
}

/**
 * The mailbox of replies: finds the token among the recipients (To, Cc, the envelope) and
 * hands the reply to the registered handler. It refuses, with a reason logged at warn (the
 * sender, the reason and the Message-ID; never the token, never the text), any message when
 * replies by e-mail are off (`off`), and a message without a token (`no_token`), without a
 * sender (`no_sender`), sent automatically (`automatic`), too large (`too_large`), without
 * text or files (`empty`), or when no handler is registered (`no_handler`); and it logs the
 * handler's own refusals the same way.
 */
export function createInboundMailbox(options: {
  /** Null turns replies by e-mail off: no reply addresses, every message refused (`off`). */
  domain: string | null;
  log: Log;
  maxBytes: number;
}): InboundMailbox {
  const { log, maxBytes } = options;
  const domain = options.domain?.toLowerCase() ?? null;
  let handler: InboundMailHandler | null = null;

  const refuse = (mail: ParsedMailLike, from: string, reason: string): InboundOutcome => {
    log.warn({ from, reason, messageId: mail.messageId ?? null }, 'inbound mail refused');
    return { stored: false, reason };
  };

  return {
    domain,
    maxBytes,
    replyAddress: (token) => (domain ? replyAddress(token, domain) : null),
    use(next) {
      if (handler) throw new Error('Inbound mail already has a handler');
      handler = next;
    },
    async handle(mail) {
      const sender = addressList([mail.from ?? ''])[0] ?? addressList([mail.envelopeFrom ?? ''])[0];
      const from = sender?.toLowerCase() ?? '';
      if (!domain) return refuse(mail, from, 'off');
      const to = addressList([...mail.to, ...(mail.envelopeTo ?? [])]);
      const token = tokenFromAddresses(to, domain);
      if (!token) return refuse(mail, from, 'no_token');
      if (!from) return refuse(mail, from, 'no_sender');
      if (isAutomatic(mail)) return refuse(mail, from, 'automatic');
      if (size(mail) > maxBytes) return refuse(mail, from, 'too_large');
      const text = replyText(mail.text, mail.html);
      const attachments = mail.attachments ?? [];
      if (!text && !attachments.length) return refuse(mail, from, 'empty');
      if (!handler) return refuse(mail, from, 'no_handler');
      const outcome = await handler({
        token,
        from,
        to,
        subject: (mail.subject ?? '').trim(),
        text,
        attachments,
        messageId: mail.messageId ?? null,
      });
      if (!outcome.stored) return refuse(mail, from, outcome.reason);
      log.info({ from, messageId: mail.messageId ?? null }, 'inbound mail stored');
      return outcome;
    },
  };
}

const addressesOf = (value: AddressObject | AddressObject[] | undefined): string[] => {
  const objects = value ? (Array.isArray(value) ? value : [value]) : [];
  const flat = (list: NonNullable<AddressObject['value']>): string[] =>
    list.flatMap((a) => [...(a.address ? [a.address] : []), ...flat(a.group ?? [])]);
  return objects.flatMap((o) => flat(o.value));
};

/** Headers that tell an automatic message, as written, from the message's header lines. */
function automaticHeaders(parsed: ParsedMail): Record<string, string> {
  const names = new Set(['auto-submitted', 'precedence', 'x-autoreply', 'x-autorespond']);
  const out: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) {
    if (names.has(key) && !(key in out)) out[key] = line.slice(line.indexOf(':') + 1).trim();
  }
  return out;
}

/**
 * A message parsed by mailparser, for the mailbox. Images shown inside the HTML (signature
 * logos, mostly) are left out with the HTML itself: only files attached as files are kept.
 */
export function fromParsedMail(
  parsed: ParsedMail,
  envelope: { from?: string | null; to?: string[] } = {},
): ParsedMailLike {
  return {
    from: addressesOf(parsed.from)[0] ?? null,
    envelopeFrom: envelope.from,
    to: [...addressesOf(parsed.to), ...addressesOf(parsed.cc)],
    envelopeTo: envelope.to ?? [],
    subject: parsed.subject ?? '',
    text: parsed.text ?? null,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    attachments: parsed.attachments
      .filter((a) => !a.related)
      .map((a) => ({
        fileName: a.filename ?? 'attachment',
        contentType: a.contentType,
        data: a.content,
      })),
    messageId: parsed.messageId ?? null,
    headers: automaticHeaders(parsed),
  };
}

/** A whole RFC 822 message, parsed; HTML is kept as it is (replyText reads it when there is no text). */
export function parseMail(raw: Buffer | string): Promise<ParsedMail> {
  return simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    skipTextLinks: true,
  });
}
