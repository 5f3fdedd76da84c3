import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config';
import { validatorCompiler } from '../validation';
import { INBOUND_MAIL_PATH } from './inbound-mail.routes';
import { installInboundMail } from './install';
import type { InboundMail } from './mailbox';

/** An app with the schema compilers app.ts installs. */
function newApp() {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('replies by e-mail in the app', () => {
  it('starts the receiver with the app on a demo portal, and stops it with the app', async () => {
    const app = newApp();
    const config = parseEnv({ DEMO_DATA: 'true', INBOUND_SMTP_PORT: '0', INBOUND_SMTP_HOST: '127.0.0.1' });
    const inbound = installInboundMail(app, config);
    const received: InboundMail[] = [];
    // As a module does in its routes, before the receiver starts.
    app.inboundMail.use(async (mail) => {
      received.push(mail);
      return { stored: true };
    });
    const receiver = await inbound.startReceiver();
    await app.ready();
    expect(app.inboundMail.domain).toBe('localhost');
    const token = 'T0ken_of-a-demo-reply-1234567890';
    expect(app.inboundMail.replyAddress(token)).toBe(`odgovor+${token}@localhost`);
    // Without INBOUND_MAIL_TOKEN the HTTP entrance is closed.
    expect((await app.inject({ method: 'POST', url: INBOUND_MAIL_PATH, payload: {} })).statusCode).toBe(404);

    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: receiver?.port,
      connectionTimeout: 2000,
    });
    await transport.sendMail({
      from: 'vijecnik@tuzla.ba',
      to: `odgovor+${token}@localhost`,
      text: 'Odgovor.',
    });
    expect(received.map((m) => m.text)).toEqual(['Odgovor.']);

    await app.close();
    await expect(
      transport.sendMail({ from: 'vijecnik@tuzla.ba', to: `odgovor+${token}@localhost`, text: 'Kasno.' }),
    ).rejects.toMatchObject({ code: 'ESOCKET' });
  });

  it('is off on a production portal without settings: no receiver, no reply addresses', async () => {
    const app = newApp();
    const inbound = installInboundMail(app, parseEnv({}));
    expect(await inbound.startReceiver()).toBeNull();
    expect(inbound.mailbox.domain).toBeNull();
    expect(inbound.mailbox.replyAddress('T0ken_of-a-demo-reply-1234567890')).toBeNull();
    await app.close();
  });
});
