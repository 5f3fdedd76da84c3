import type { FastifyInstance } from 'fastify';
import { inboundMailRoute } from './inbound-mail.routes';
import { createInboundMailbox, type InboundMailbox } from './mailbox';
import { type InboundConfig, inboundMailSettings } from './settings';
import { type SmtpReceiver, startSmtpReceiver } from './smtp-receiver';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mailbox of e-mailed replies (platform/inbound-mail): tests hand it messages directly. */
    inboundMail: InboundMailbox;
  }
}

export type InboundMailInstallation = {
  mailbox: InboundMailbox;
  /**
   * Starts the SMTP receiver when INBOUND_SMTP_PORT is set (null otherwise), closed with the
   * app. Called after the modules' routes, so that the handler is registered before the first
   * message comes, and before the app is ready (it adds an onClose hook).
   */
  startReceiver(): Promise<SmtpReceiver | null>;
};

/**
 * Replies by e-mail for the app: the mailbox (off, with a null domain, unless a reply domain
 * and an entrance are configured), its HTTP entrance, and the SMTP receiver's start.
 */
export function installInboundMail(app: FastifyInstance, config: InboundConfig): InboundMailInstallation {
  const settings = inboundMailSettings(config);
  const mailbox = createInboundMailbox({
    domain: settings?.domain ?? null,
    log: app.log,
    maxBytes: config.INBOUND_MAIL_MAX_BYTES,
  });
  app.decorate('inboundMail', mailbox);
  inboundMailRoute(app, { mailbox, token: settings?.httpToken ?? undefined });
  return {
    mailbox,
    async startReceiver() {
      if (!settings?.smtp) return null;
      const receiver = await startSmtpReceiver({
        ...settings.smtp,
        mailbox,
        log: app.log,
        maxBytes: settings.maxBytes,
      });
      app.addHook('onClose', () => receiver.close());
      return receiver;
    },
  };
}
