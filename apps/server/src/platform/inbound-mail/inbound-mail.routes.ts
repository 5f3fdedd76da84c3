import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../errors';
import { fromParsedMail, type InboundMailbox, parseMail, type ParsedMailLike } from './mailbox';

export const INBOUND_MAIL_PATH = '/api/InboundMail/Receive';

const MAX_ADDRESSES = 50;
const MAX_ATTACHMENTS = 50;

const Address = z.string().trim().min(3).max(998);
const Addresses = z.union([Address, z.array(Address).min(1).max(MAX_ADDRESSES)]);

const Attachment = z.object({
  fileName: z.string().trim().min(1).max(255),
  contentType: z.string().trim().min(3).max(255),
  contentBase64: z.string().regex(/^[A-Za-z0-9+/=_\s-]*$/),
});

/**
 * A reply as a mail provider's inbound webhook delivers it, adapted to one shape: the
 * message's parts (`from`, `to`, ...), or the whole message as sent (`raw`, RFC 822) with
 * `to` then naming the envelope's recipients.
 */
export const InboundMailBody = z
  .object({
    from: Address.optional(),
    to: Addresses.optional(),
    cc: Addresses.optional(),
    subject: z.string().max(998).optional(),
    text: z.string().optional(),
    html: z.string().optional(),
    attachments: z.array(Attachment).max(MAX_ATTACHMENTS).optional(),
    messageId: z.string().max(998).optional(),
    /** Headers telling an automatic message (Auto-Submitted, Precedence, X-Autoreply), by name. */
    headers: z.record(z.string().max(200), z.string().max(998)).optional(),
    raw: z.string().min(1).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.raw) return;
    if (!body.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'validation_required' });
    if (!body.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation_required' });
  });

export type InboundMailBody = z.infer<typeof InboundMailBody>;

const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** Whether the Authorization header carries the token; in constant time, whatever the lengths. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token)) && given.length > 0;
}

async function mailOf(body: InboundMailBody): Promise<ParsedMailLike> {
  if (body.raw) {
    const parsed = await parseMail(body.raw).catch(() => {
      throw badRequest('data_invalid', 'raw');
    });
    return fromParsedMail(parsed, { from: body.from ?? null, to: list(body.to) });
  }
  return {
    from: body.from ?? null,
    to: [...list(body.to), ...list(body.cc)],
    subject: body.subject ?? '',
    text: body.text ?? null,
    html: body.html ?? null,
    attachments: (body.attachments ?? []).map((a) => ({
      fileName: a.fileName,
      contentType: a.contentType,
      data: Buffer.from(a.contentBase64, 'base64'),
    })),
    messageId: body.messageId ?? null,
    headers: Object.fromEntries(Object.entries(body.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
  };
}

/**
 * `POST /api/InboundMail/Receive`: replies handed over by a mail provider's webhook
 * (Postmark, SendGrid, Mailgun, adapted to InboundMailBody), for portals that receive mail
 * through one rather than over SMTP. Authorised by `Authorization: Bearer <INBOUND_MAIL_TOKEN>`;
 * without a configured token it does not exist (404). Answers `{ stored }` with 200 whatever
 * the mailbox decided (refusals are logged), 400 for a body that is not a message, and 5xx
 * when the reply could not be handled, so that the provider tries again. Not in the API
 * document: it is no call of the portal's clients.
 */
export function inboundMailRoute(
  app: FastifyInstance,
  options: { mailbox: InboundMailbox; token: string | undefined },
): void {
  const { mailbox, token } = options;
  app.withTypeProvider<ZodTypeProvider>().post(
    INBOUND_MAIL_PATH,
    {
      // Attachments come base64-encoded: a third larger than the message's limit, and the JSON around them.
      bodyLimit: Math.ceil((mailbox.maxBytes * 4) / 3) + 256 * 1024,
      schema: { body: InboundMailBody },
      // Refused before the body is read: a caller without the token learns nothing of it.
      onRequest: async (request) => {
        if (!token) throw new AppError(404, 'not_found');
        if (!bearerMatches(request.headers.authorization, token)) throw new AppError(401, 'session_expired');
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await mailbox.handle(await mailOf(request.body));
      return { stored: outcome.stored };
    },
  );
}
