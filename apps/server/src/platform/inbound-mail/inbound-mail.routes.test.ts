import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../errors';
import { validatorCompiler } from '../validation';
import { INBOUND_MAIL_PATH, inboundMailRoute } from './inbound-mail.routes';
import { createInboundMailbox, type InboundMail, type InboundOutcome } from './mailbox';
import { newReplyToken } from './reply-address';

const DOMAIN = 'odgovori.tuzla.ba';
const SECRET = 'inbound-webhook-secret-of-at-least-32-chars';
const MAX_BYTES = 50_000;

/** The route on an app put together as app.ts does: zod validation, the one error handler. */
async function appWith(token: string | undefined) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const mailbox = createInboundMailbox({ domain: DOMAIN, log: app.log, maxBytes: MAX_BYTES });
  const received: (InboundMail & { token: string })[] = [];
  const state: { answer: () => Promise<InboundOutcome> } = { answer: async () => ({ stored: true }) };
  mailbox.use(async (mail) => {
    received.push(mail);
    return state.answer();
  });
  inboundMailRoute(app, { mailbox, token });
  await app.ready();
  return { app: app as unknown as FastifyInstance, received, state };
}

describe('POST /api/InboundMail/Receive', () => {
  let ctx: Awaited<ReturnType<typeof appWith>>;
  const auth = { authorization: `Bearer ${SECRET}` };
  const post = (payload: unknown, headers: Record<string, string> = auth) =>
    ctx.app.inject({ method: 'POST', url: INBOUND_MAIL_PATH, headers, payload: payload as object });

  beforeAll(async () => {
    ctx = await appWith(SECRET);
  });
  afterAll(() => ctx.app.close());
  beforeEach(() => {
    ctx.received.length = 0;
    ctx.state.answer = async () => ({ stored: true });
  });

  it('refuses a caller without the token, or with another, before reading the body (401)', async () => {
    const callers: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: SECRET },
    ];
    for (const headers of callers) {
      const res = await post({ from: 'a@b.ba', to: 'c@d.ba' }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ errors: { general: 'session_expired' } });
    }
    expect(ctx.received).toHaveLength(0);
  });

  it('does not exist without a configured token (404)', async () => {
    const off = await appWith(undefined);
    const res = await off.app.inject({ method: 'POST', url: INBOUND_MAIL_PATH, headers: auth, payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errors: { general: 'not_found' } });
    await off.app.close();
  });

  it('answers 400 in the error format for a body that is not a message', async () => {
    const missing = await post({ subject: 'Re: Pitanje', text: 'Odgovor' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ from: 'validation_required', to: 'validation_required' });
    const wrongType = await post({ from: 'a@b.ba', to: [42] });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toHaveProperty(['to']);
    const badFile = await post({
      from: 'a@b.ba',
      to: 'c@d.ba',
      attachments: [{ fileName: 'a.pdf', contentType: 'application/pdf', contentBase64: 'not base64!' }],
    });
    expect(badFile.statusCode).toBe(400);
    expect(badFile.json().errors).toEqual({ 'attachments.0.contentBase64': 'validation_invalid_format' });
    expect(ctx.received).toHaveLength(0);
  });

  it('stores a reply given in parts: the text cut, the attachment decoded', async () => {
    const token = newReplyToken();
    const res = await post({
      from: '"Kovačević, Mirza" <Mirza@Tuzla.ba>',
      to: `Portal <odgovor+${token}@${DOMAIN}>, vijece@tuzla.ba`,
      subject: 'Re: Novo pitanje',
      text: 'Radovi počinju u julu.\n\n-----Izvorna poruka-----\nOd: Portal\nPitanje',
      messageId: '<m1@tuzla.ba>',
      attachments: [
        {
          fileName: 'plan.pdf',
          contentType: 'application/pdf',
          contentBase64: Buffer.from('%PDF-1.7').toString('base64'),
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stored: true });
    expect(ctx.received).toHaveLength(1);
    const [mail] = ctx.received;
    expect(mail).toMatchObject({
      token,
      from: 'mirza@tuzla.ba',
      to: [`odgovor+${token}@${DOMAIN}`, 'vijece@tuzla.ba'],
      subject: 'Re: Novo pitanje',
      text: 'Radovi počinju u julu.',
      messageId: '<m1@tuzla.ba>',
    });
    expect(Buffer.from(mail?.attachments[0]?.data ?? []).toString()).toBe('%PDF-1.7');
  });

  it('stores a reply given whole (raw RFC 822), the envelope naming the reply address', async () => {
    const token = newReplyToken();
    // A message as a mail program sends it, built by nodemailer.
    const built = await nodemailer.createTransport({ streamTransport: true, buffer: true }).sendMail({
      from: 'Emina Salihović <emina@tuzla.ba>',
      to: 'Gradsko vijeće <vijece@tuzla.ba>',
      subject: 'Re: Pitanje',
      text: 'Sjednica je u četvrtak.\n\nOn Mon, 3 Jun 2024 at 10:15, Portal <noreply@tuzla.ba> wrote:\n> Kada?',
      attachments: [{ filename: 'dnevni-red.txt', content: 'Tačka 1.' }],
    });
    const res = await post({
      raw: (built.message as Buffer).toString('utf8'),
      to: [`odgovor+${token}@${DOMAIN}`],
    });
    expect(res.json()).toEqual({ stored: true });
    expect(ctx.received[0]).toMatchObject({
      token,
      from: 'emina@tuzla.ba',
      text: 'Sjednica je u četvrtak.',
      attachments: [{ fileName: 'dnevni-red.txt', contentType: 'text/plain' }],
    });
  });

  it('answers { stored: false } for a refused reply, and 500 when it could not be handled', async () => {
    const noToken = await post({ from: 'a@tuzla.ba', to: 'vijece@tuzla.ba', text: 'Zdravo' });
    expect(noToken.statusCode).toBe(200);
    expect(noToken.json()).toEqual({ stored: false });
    ctx.state.answer = async () => {
      throw new Error('database away');
    };
    const failed = await post({
      from: 'a@tuzla.ba',
      to: `odgovor+${newReplyToken()}@${DOMAIN}`,
      text: 'Odgovor',
    });
    expect(failed.statusCode).toBe(500);
    expect(JSON.stringify(failed.json())).not.toContain('database away');
  });

  it('refuses a body larger than the message limit allows (413)', async () => {
    const res = await post({
      from: 'a@tuzla.ba',
      to: `odgovor+${newReplyToken()}@${DOMAIN}`,
      text: 'x'.repeat(MAX_BYTES * 2 + 300 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(ctx.received).toHaveLength(0);
  });
});
