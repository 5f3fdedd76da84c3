import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createInboundMailbox, type InboundMail, type InboundMailHandler } from './mailbox';
import { hashReplyToken, newReplyToken, replyAddress, tokenFromAddresses } from './reply-address';

const DOMAIN = 'odgovori.tuzla.ba';
const TOKEN = 'Ab3_x-9QrStUvWxYz0123456789abcdefghijKLMNOP';

/** A real (pino) logger whose lines the test reads. */
function recordingLog() {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (l: string) => lines.push(JSON.parse(l)) } },
  });
  return { log: app.log, lines };
}

describe('reply addresses', () => {
  it('carry a fresh 32-byte token, of which the database keeps the SHA-256', () => {
    const token = newReplyToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newReplyToken()).not.toBe(token);
    expect(hashReplyToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashReplyToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(replyAddress(token, 'Odgovori.Tuzla.BA')).toBe(`odgovor+${token}@odgovori.tuzla.ba`);
    expect(() => replyAddress('short', DOMAIN)).toThrow();
  });

  it('give their token back from the first matching recipient, the domain in any case', () => {
    expect(
      tokenFromAddresses(
        ['vijece@tuzla.ba', `odgovor+${TOKEN}@elsewhere.ba`, `"Portal" <Odgovor+${TOKEN}@ODGOVORI.Tuzla.ba>`],
        DOMAIN,
      ),
    ).toBe(TOKEN);
    expect(
      tokenFromAddresses([`odgovor+${TOKEN}@elsewhere.ba`, 'info@odgovori.tuzla.ba'], DOMAIN),
    ).toBeNull();
    expect(tokenFromAddresses(['odgovor+tooShort@odgovori.tuzla.ba'], DOMAIN)).toBeNull();
    expect(tokenFromAddresses([`odgovor+${TOKEN}!@odgovori.tuzla.ba`], DOMAIN)).toBeNull();
    expect(tokenFromAddresses([`pitanje+${TOKEN}@odgovori.tuzla.ba`], DOMAIN)).toBeNull();
  });
});

describe('the mailbox', () => {
  const reply = {
    from: 'Mirza Kovačević <Mirza.Kovacevic@Tuzla.ba>',
    to: [`odgovor+${TOKEN}@odgovori.tuzla.ba`],
    subject: ' Re: Novo pitanje ',
    text: 'Ulica će biti popravljena u julu.\n\nOn Mon, 3 Jun 2024 at 10:15, Portal <noreply@tuzla.ba> wrote:\n> Pitanje',
    messageId: '<abc@mail.tuzla.ba>',
  };

  function mailbox(handler?: InboundMailHandler, maxBytes = 1_000_000) {
    const { log, lines } = recordingLog();
    const box = createInboundMailbox({ domain: DOMAIN, log, maxBytes });
    const received: (InboundMail & { token: string })[] = [];
    if (handler !== undefined) {
      box.use(async (mail) => {
        received.push(mail);
        return handler(mail);
      });
    }
    return { box, lines, received };
  }

  const stores: InboundMailHandler = async () => ({ stored: true });

  it('hands the handler the sender, the token and only the reply’s own text', async () => {
    const { box, received, lines } = mailbox(stores);
    expect(await box.handle(reply)).toEqual({ stored: true });
    expect(received).toEqual([
      {
        token: TOKEN,
        from: 'mirza.kovacevic@tuzla.ba',
        to: [`odgovor+${TOKEN}@odgovori.tuzla.ba`],
        subject: 'Re: Novo pitanje',
        text: 'Ulica će biti popravljena u julu.',
        attachments: [],
        messageId: '<abc@mail.tuzla.ba>',
      },
    ]);
    expect(lines.map((l) => l['msg'])).toEqual(['inbound mail stored']);
    expect(box.replyAddress(TOKEN)).toBe(`odgovor+${TOKEN}@${DOMAIN}`);
  });

  it('finds the token among the envelope’s recipients when the headers name someone else', async () => {
    const { box, received } = mailbox(stores);
    const outcome = await box.handle({
      ...reply,
      to: ['Gradsko vijeće <vijece@tuzla.ba>'],
      envelopeTo: [`odgovor+${TOKEN}@odgovori.tuzla.ba`],
    });
    expect(outcome).toEqual({ stored: true });
    expect(received[0]?.token).toBe(TOKEN);
  });

  it('refuses, with the reason logged at warn, and never logs the token or the text', async () => {
    const { box, received, lines } = mailbox(async () => ({ stored: false, reason: 'token_unknown' }));
    const outcomes = [
      await box.handle({ ...reply, to: ['vijece@tuzla.ba'] }),
      await box.handle({ ...reply, from: null }),
      await box.handle({ ...reply, headers: { 'auto-submitted': 'auto-replied' } }),
      await box.handle({ ...reply, envelopeFrom: '' }),
      await box.handle({ ...reply, headers: { precedence: 'bulk' } }),
      await box.handle({ ...reply, text: '> only the quote' }),
      await box.handle(reply),
    ];
    expect(outcomes.map((o) => !o.stored && o.reason)).toEqual([
      'no_token',
      'no_sender',
      'automatic',
      'automatic',
      'automatic',
      'empty',
      'token_unknown',
    ]);
    // Only the last reached the handler.
    expect(received).toHaveLength(1);
    const warnings = lines.filter((l) => l['level'] === 40);
    expect(warnings).toHaveLength(7);
    expect(warnings[0]).toMatchObject({
      msg: 'inbound mail refused',
      from: 'mirza.kovacevic@tuzla.ba',
      reason: 'no_token',
      messageId: '<abc@mail.tuzla.ba>',
    });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain('popravljena');
  });

  it('refuses what is larger than its limit, and everything without a handler', async () => {
    const big = {
      ...reply,
      attachments: [{ fileName: 'a.pdf', contentType: 'application/pdf', data: new Uint8Array(2000) }],
    };
    const small = mailbox(stores, 1000);
    expect(await small.box.handle(big)).toEqual({ stored: false, reason: 'too_large' });
    expect(small.received).toHaveLength(0);
    const without = mailbox();
    expect(await without.box.handle(reply)).toEqual({ stored: false, reason: 'no_handler' });
  });

  it('takes a reply of files only, and lets a handler’s failure through (the sender retries)', async () => {
    const { box, received } = mailbox(stores);
    const data = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    await box.handle({
      ...reply,
      text: '',
      attachments: [{ fileName: 'odgovor.pdf', contentType: 'application/pdf', data }],
    });
    expect(received[0]?.attachments).toEqual([
      { fileName: 'odgovor.pdf', contentType: 'application/pdf', data },
    ]);
    const failing = mailbox(async () => {
      throw new Error('database away');
    });
    await expect(failing.box.handle(reply)).rejects.toThrow('database away');
  });

  it('takes one handler only', () => {
    const { box } = mailbox(stores);
    expect(() => box.use(stores)).toThrow(/already/);
  });

  it('off (no domain): gives no reply address and refuses everything', async () => {
    const { log } = recordingLog();
    const box = createInboundMailbox({ domain: null, log, maxBytes: 1000 });
    box.use(stores);
    expect(box.replyAddress(TOKEN)).toBeNull();
    expect(await box.handle(reply)).toEqual({ stored: false, reason: 'off' });
  });
});
