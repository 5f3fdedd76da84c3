import { randomUUID } from 'node:crypto';
import type { Config } from './config';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Keeps a caller's request id when it looks like one, so a trace spans systems. */
export function requestId(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}

/** Fields whose values never reach the log, wherever they appear. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.code',
  '*.phone',
  '*.telephoneNumber',
];

/** Path segments that are secrets: confirmation and reset tokens, in API calls and page addresses. */
const SECRET_IN_PATH = /(\/(?:ActivateByLink|activate|reset-password)\/)[^/?#]+/gi;

/** A request address fit for the log: secrets in the path masked, the query string dropped. */
export function loggableUrl(url: string): string {
  return (url.split('?')[0] ?? '').replace(SECRET_IN_PATH, '$1[redacted]');
}

/** JSON lines at the configured level: credentials and personal data redacted, URLs made safe. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV'>) {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; id: string; ip?: string }) => ({
        method: req.method,
        url: loggableUrl(req.url),
        id: req.id,
      }),
    },
  };
}
