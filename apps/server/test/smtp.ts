import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message that reached DATA; `accepted` false when DATA was answered with a refusal. */
export type ReceivedMail = { to: string; raw: string; messageId: string | null; accepted: boolean };

/**
 * A real SMTP server for a test, on a free port of 127.0.0.1: it keeps what it receives,
 * refuses the recipients in `refuse` with their reply codes (550 no such mailbox), answers
 * the next messages' DATA with the codes in `dataReplies` (451 try later), and can be taken
 * down and brought back on the same port.
 */
export type TestSmtp = {
  port: number;
  url: string;
  received: ReceivedMail[];
  refuse: Map<string, number>;
  dataReplies: number[];
  /** Stops listening: connections are refused until `open()`. */
  close(): Promise<void>;
  open(): Promise<void>;
};

const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

export async function startSmtp(): Promise<TestSmtp> {
  let server: SMTPServer | null = null;
  const smtp: TestSmtp = {
    port: 0,
    url: '',
    received: [],
    refuse: new Map(),
    dataReplies: [],
    async close() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    async open() {
      const started = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onRcptTo(address, _session, callback) {
          const code = smtp.refuse.get(address.address);
          if (code) return callback(refusal(code, `Mailbox ${address.address} unavailable`));
          callback();
        },
        onData(stream, session, callback) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
          stream.on('end', () => {
            const to = session.envelope.rcptTo.map((r) => r.address).join(',');
            const messageId = /^Message-ID:\s*(.+?)\s*$/im.exec(raw)?.[1] ?? null;
            const code = smtp.dataReplies.shift();
            smtp.received.push({ to, raw, messageId, accepted: !code });
            callback(code ? refusal(code, 'Try again later') : null);
          });
        },
      });
      started.listen(smtp.port, '127.0.0.1');
      await once(started.server, 'listening');
      smtp.port = (started.server.address() as AddressInfo).port;
      smtp.url = `smtp://127.0.0.1:${smtp.port}`;
      server = started;
    },
  };
  await smtp.open();
  return smtp;
}
