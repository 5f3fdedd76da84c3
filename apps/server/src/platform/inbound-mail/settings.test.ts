import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from '../config';
import { inboundMailDomain, inboundMailProblem, inboundMailSettings } from './settings';

const SECRET = 'inbound-webhook-secret-of-at-least-32-chars';

function problems(env: Record<string, string>): string[] {
  try {
    parseEnv(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('settings of replies by e-mail', () => {
  it('are off by default on a production portal; 10 MiB, 0.0.0.0 when on', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ INBOUND_SMTP_HOST: '0.0.0.0', INBOUND_MAIL_MAX_BYTES: 10 * 1024 * 1024 });
    expect(env.INBOUND_SMTP_PORT).toBeUndefined();
    expect(inboundMailDomain(env)).toBeNull();
    expect(inboundMailSettings(env)).toBeNull();
    expect(inboundMailProblem(env)).toBeNull();
  });

  it('use localhost as the reply domain on a demo, development or test portal', () => {
    expect(inboundMailDomain(parseEnv({ DEMO_DATA: 'true' }))).toBe('localhost');
    expect(inboundMailDomain(parseEnv({ NODE_ENV: 'development' }))).toBe('localhost');
    // The demo's `npm start` sets the port: the receiver then listens.
    expect(inboundMailSettings(parseEnv({ DEMO_DATA: 'true', INBOUND_SMTP_PORT: '2525' }))).toEqual({
      domain: 'localhost',
      maxBytes: 10 * 1024 * 1024,
      smtp: { port: 2525, host: '0.0.0.0' },
      httpToken: null,
    });
    // Without an entrance nothing would receive the replies: off.
    expect(inboundMailSettings(parseEnv({ NODE_ENV: 'test' }))).toBeNull();
  });

  it('are on in production with a domain and an entrance', () => {
    const env = parseEnv({ INBOUND_MAIL_DOMAIN: 'Odgovori.Tuzla.ba', INBOUND_MAIL_TOKEN: SECRET });
    expect(inboundMailSettings(env)).toEqual({
      domain: 'odgovori.tuzla.ba',
      maxBytes: 10 * 1024 * 1024,
      smtp: null,
      httpToken: SECRET,
    });
    expect(inboundMailProblem(env)).toBeNull();
  });

  it('stop a start configured by half', () => {
    expect(inboundMailProblem(parseEnv({ INBOUND_SMTP_PORT: '25' }))).toMatch(
      /^INBOUND_MAIL_DOMAIN: must be set/,
    );
    expect(inboundMailProblem(parseEnv({ INBOUND_MAIL_DOMAIN: 'odgovori.tuzla.ba' }))).toMatch(
      /need INBOUND_SMTP_PORT .* or INBOUND_MAIL_TOKEN/,
    );
  });

  it('name each bad value', () => {
    expect(
      problems({
        INBOUND_SMTP_PORT: '70000',
        INBOUND_MAIL_DOMAIN: 'not a domain',
        INBOUND_MAIL_TOKEN: 'short',
        INBOUND_MAIL_MAX_BYTES: 'lots',
      }),
    ).toEqual([
      'INBOUND_SMTP_PORT: must be between 0 and 65535 (got "70000")',
      'INBOUND_MAIL_DOMAIN: must be a domain name (odgovori.grad.ba) (got "not a domain")',
      'INBOUND_MAIL_TOKEN: must be at least 32 characters (got "short")',
      'INBOUND_MAIL_MAX_BYTES: must be a number (got "lots")',
    ]);
  });
});
