import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInboundMailbox, type InboundMail, type InboundOutcome } from './mailbox';
import { newReplyToken } from './reply-address';
import { type SmtpReceiver, startSmtpReceiver } from './smtp-receiver';

const DOMAIN = 'odgovori.tuzla.ba';
const MAX_BYTES = 64 * 1024;

describe('the SMTP receiver', () => {
  const lines: Record<string, unknown>[] = [];
  const log = Fastify({
    logger: { level: 'info', stream: { write: (l: string) => lines.push(JSON.parse(l)) } },
  }).log;
  const received: (InboundMail & { token: string })[] = [];
  /** What the fake handler does with the next message. */
  let answer: (mail: InboundMail & { token: string }) => Promise<InboundOutcome>;
  let receiver: SmtpReceiver;
  let send: (message: Mail.Options) => Promise<unknown>;

  beforeAll(async () => {
    const mailbox = createInboundMailbox({ domain: DOMAIN, log, maxBytes: MAX_BYTES });
    mailbox.use((mail) => {
      received.push(mail);
      return answer(mail);
    });
    receiver = await startSmtpReceiver({ port: 0, host: '127.0.0.1', mailbox, log, maxBytes: MAX_BYTES });
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: receiver.port, secure: false });
    send = (message) => transport.sendMail({ from: 'Mirza Kovačević <Mirza@Tuzla.ba>', ...message });
  });
  afterAll(() => receiver.close());
  beforeEach(() => {
    received.length = 0;
    lines.length = 0;
    answer = async () => ({ stored: true });
  });

  it('listens on the port the system chose', () => {
    expect(receiver.port).toBeGreaterThan(0);
  });

  it('hands a reply to the handler: token, sender, the reply’s own text, the subject', async () => {
    const token = newReplyToken();
    const info = (await send({
      to: `Portal Tuzla <odgovor+${token}@${DOMAIN}>`,
      subject: 'Re: Novo pitanje građana',
      text: 'Ulica će biti popravljena u julu.\n\npon, 3. jun 2024. u 10:15 Portal <noreply@tuzla.ba> je napisao/la:\n\n> Kada?\n',
      messageId: '<reply-1@tuzla.ba>',
    })) as { accepted: string[] };
    expect(info.accepted).toEqual([`odgovor+${token}@${DOMAIN}`]);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      token,
      from: 'mirza@tuzla.ba',
      to: [`odgovor+${token}@${DOMAIN}`],
      subject: 'Re: Novo pitanje građana',
      text: 'Ulica će biti popravljena u julu.',
      attachments: [],
      messageId: '<reply-1@tuzla.ba>',
    });
  });

  it('receives an attachment with its exact bytes, and reads an HTML-only reply', async () => {
    const bytes = randomBytes(5000);
    await send({
      to: `odgovor+${newReplyToken()}@${DOMAIN}`,
      subject: 'Re: Pitanje',
      html: '<div dir="ltr">Odgovor je u prilogu.</div><div class="gmail_quote">Pitanje…</div>',
      attachments: [{ filename: 'odgovor-vijećnika.pdf', content: bytes, contentType: 'application/pdf' }],
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.text).toBe('Odgovor je u prilogu.');
    const [file] = received[0]?.attachments ?? [];
    expect(file?.fileName).toBe('odgovor-vijećnika.pdf');
    expect(file?.contentType).toBe('application/pdf');
    expect(Buffer.from(file?.data ?? []).equals(bytes)).toBe(true);
  });

  it('takes a message it refuses (no token, unknown token) without a bounce, and logs why', async () => {
    // At the reply domain, but without a token: taken, logged, not handed on.
    const noToken = (await send({ to: `vijece@${DOMAIN}`, subject: 'Pitanje', text: 'Dobar dan' })) as {
      accepted: string[];
    };
    expect(noToken.accepted).toEqual([`vijece@${DOMAIN}`]);
    expect(received).toHaveLength(0);
    expect(lines.find((l) => l['reason'] === 'no_token')).toMatchObject({
      level: 40,
      from: 'mirza@tuzla.ba',
      msg: 'inbound mail refused',
    });
    // A token the handler does not know: taken as well, so that no one can probe tokens.
    answer = async () => ({ stored: false, reason: 'token_unknown' });
    const token = newReplyToken();
    await expect(send({ to: `odgovor+${token}@${DOMAIN}`, text: 'Pokušaj' })).resolves.toBeDefined();
    expect(received).toHaveLength(1);
    expect(lines.find((l) => l['reason'] === 'token_unknown')).toBeDefined();
    expect(JSON.stringify(lines)).not.toContain(token);
    // An out-of-office reply never becomes an answer.
    await send({
      to: `odgovor+${newReplyToken()}@${DOMAIN}`,
      subject: 'Automatski odgovor: Novo pitanje',
      text: 'Na godišnjem sam odmoru do 15. jula.',
      headers: { 'Auto-Submitted': 'auto-replied' },
    });
    expect(received).toHaveLength(1);
    expect(lines.find((l) => l['reason'] === 'automatic')).toBeDefined();
  });

  it('refuses at RCPT TO (550) a recipient at another domain: it relays nothing', async () => {
    const error = await send({ to: 'someone@gmail.com', text: 'spam' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ responseCode: 550 });
    expect(received).toHaveLength(0);
  });

  it('answers 451 when the handler fails, so that the sending server tries again', async () => {
    answer = async () => {
      throw new Error('database away');
    };
    const error = await send({ to: `odgovor+${newReplyToken()}@${DOMAIN}`, text: 'Odgovor' }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ responseCode: 451 });
    expect(lines.find((l) => l['level'] === 50)).toMatchObject({
      msg: 'inbound mail not handled; the sender is asked to retry',
    });
  });

  it('refuses a message over the size limit (552) without handing it on', async () => {
    const error = await send({
      to: `odgovor+${newReplyToken()}@${DOMAIN}`,
      text: 'Prevelik prilog',
      attachments: [{ filename: 'veliki.bin', content: randomBytes(MAX_BYTES) }],
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ responseCode: 552 });
    expect(received).toHaveLength(0);
    expect(lines.find((l) => l['reason'] === 'too_large')).toMatchObject({ level: 40 });
  });

  it('closes', async () => {
    const mailbox = createInboundMailbox({ domain: DOMAIN, log, maxBytes: MAX_BYTES });
    const other = await startSmtpReceiver({ port: 0, host: '127.0.0.1', mailbox, log, maxBytes: MAX_BYTES });
    await other.close();
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: other.port,
      connectionTimeout: 2000,
    });
    await expect(transport.sendMail({ from: 'a@b.ba', to: `x@${DOMAIN}`, text: 'x' })).rejects.toMatchObject({
      code: 'ESOCKET',
    });
  });
});
