import type { Config } from '../config';

export type InboundConfig = Pick<
  Config,
  | 'NODE_ENV'
  | 'DEMO_DATA'
  | 'INBOUND_MAIL_DOMAIN'
  | 'INBOUND_SMTP_PORT'
  | 'INBOUND_SMTP_HOST'
  | 'INBOUND_MAIL_TOKEN'
  | 'INBOUND_MAIL_MAX_BYTES'
>;

export type InboundMailSettings = {
  /** The domain of reply addresses. */
  domain: string;
  maxBytes: number;
  /** Where the SMTP receiver listens; null when none does. */
  smtp: { port: number; host: string } | null;
  /** The bearer secret of the HTTP entrance; null when it answers 404. */
  httpToken: string | null;
};

/**
 * The reply domain: INBOUND_MAIL_DOMAIN, else `localhost` on a demo, development or test
 * portal (as links fall back to http://localhost there); null on a production portal without one.
 */
export function inboundMailDomain(config: InboundConfig): string | null {
  if (config.INBOUND_MAIL_DOMAIN) return config.INBOUND_MAIL_DOMAIN;
  return config.DEMO_DATA || config.NODE_ENV !== 'production' ? 'localhost' : null;
}

/**
 * Replies by e-mail, when they are on: a reply domain and at least one entrance (the SMTP
 * receiver, the HTTP endpoint). Null otherwise; messages then carry no reply address, as
 * an address nothing receives would lose the answers sent to it.
 */
export function inboundMailSettings(config: InboundConfig): InboundMailSettings | null {
  const domain = inboundMailDomain(config);
  const smtp =
    config.INBOUND_SMTP_PORT === undefined
      ? null
      : { port: config.INBOUND_SMTP_PORT, host: config.INBOUND_SMTP_HOST };
  const httpToken = config.INBOUND_MAIL_TOKEN ?? null;
  if (!domain || (!smtp && !httpToken)) return null;
  return { domain, maxBytes: config.INBOUND_MAIL_MAX_BYTES, smtp, httpToken };
}

/**
 * Why a start must stop: half of the settings of replies by e-mail (an entrance without a
 * domain, a domain without an entrance) would lose answers silently. Null when all is well.
 */
export function inboundMailProblem(config: InboundConfig): string | null {
  const entrance = config.INBOUND_SMTP_PORT !== undefined || config.INBOUND_MAIL_TOKEN !== undefined;
  if (entrance && !inboundMailDomain(config)) {
    return 'INBOUND_MAIL_DOMAIN: must be set (the domain of reply addresses, odgovori.grad.ba) when INBOUND_SMTP_PORT or INBOUND_MAIL_TOKEN is';
  }
  if (config.INBOUND_MAIL_DOMAIN && !entrance) {
    return 'INBOUND_MAIL_DOMAIN: replies to it need INBOUND_SMTP_PORT (the SMTP receiver) or INBOUND_MAIL_TOKEN (the HTTP endpoint)';
  }
  return null;
}
