import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { fromParsedMail, type InboundMailbox, parseMail } from './mailbox';
import { isAtDomain } from './reply-address';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type SmtpReceiver = {
  /** The port it listens on (the one the system chose, when asked for 0). */
  port: number;
  /** Stops taking connections; a message being received is finished first (5 s at most). */
  close(): Promise<void>;
};

/** Recipients one message may name; a reply names one, a copy to oneself a second. */
const MAX_RECIPIENTS = 20;

const smtpError = (responseCode: number, message: string) =>
  Object.assign(new Error(message), { responseCode });

/**
 * Receives replies over SMTP, for the reply domain only (anything else is refused at RCPT TO
 * with 550: it relays nothing). A message is taken (250) whatever the mailbox decides, so that
 * a sender learns nothing of tokens by its bounces; only a failure to decide (the database
 * away) answers 451, and the sending server tries again later. No sign-in and no STARTTLS:
 * it is meant to sit behind the municipality's mail server, which relays the reply domain to it.
 */
export async function startSmtpReceiver(options: {
  port: number;
  host: string;
  mailbox: InboundMailbox;
  log: Log;
  maxBytes: number;
}): Promise<SmtpReceiver> {
  const { mailbox, log, maxBytes } = options;
  const domain = mailbox.domain;
  if (!domain) throw new Error('The SMTP receiver needs a reply domain (INBOUND_MAIL_DOMAIN)');
  const server = new SMTPServer({
    name: domain,
    banner: 'e-Ucesce replies',
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: maxBytes,
    rejectOversized: true,
    disableReverseLookup: true,
    maxClients: 100,
    socketTimeout: 60_000,
    closeTimeout: 5_000,
    logger: false,
    onRcptTo(address, session, callback) {
      if (!isAtDomain(address.address, domain)) {
        return callback(smtpError(550, 'Relay access denied: this server takes replies only'));
      }
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS) {
        return callback(smtpError(452, 'Too many recipients'));
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        // Past the limit the rest is only drained: the server answers 552 at its end.
        if (bytes <= maxBytes) chunks.push(chunk);
      });
      stream.on('error', (err) => callback(err));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          log.warn({ bytes, reason: 'too_large' }, 'inbound mail refused');
          return callback(smtpError(552, 'Message too large'));
        }
        void receive(Buffer.concat(chunks), session.envelope).then(
          () => callback(),
          (err: unknown) => {
            log.error({ err }, 'inbound mail not handled; the sender is asked to retry');
            callback(smtpError(451, 'Temporary failure, please try again later'));
          },
        );
      });
    },
  });

  const receive = async (
    raw: Buffer,
    envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] },
  ) => {
    const parsed = await parseMail(raw).catch((err: unknown) => {
      // Trying again would not make it readable: taken, and logged.
      log.warn({ err, reason: 'unreadable' }, 'inbound mail refused');
      return null;
    });
    if (!parsed) return;
    await mailbox.handle(
      fromParsedMail(parsed, {
        from: envelope.mailFrom ? envelope.mailFrom.address : null,
        to: envelope.rcptTo.map((r) => r.address),
      }),
    );
  };

  server.on('error', (err) => log.warn({ err }, 'inbound SMTP connection failed'));
  await new Promise<void>((resolve, reject) => {
    const failed = (err: Error) => reject(err);
    server.server.once('error', failed);
    server.listen(options.port, options.host, () => {
      server.server.off('error', failed);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  log.info({ port, host: options.host, domain }, 'receiving e-mailed replies');
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
