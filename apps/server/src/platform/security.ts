import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from './config';

/** For everything that is not the page itself: nothing may load or run. */
export const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

function origin(url: string): string | null {
  try {
    // Tile templates may name subdomains as {s}: allow any subdomain of that host.
    const u = new URL(url.replace('{s}.', 'subdomain.').replace(/\{[a-z]\}/g, '0'));
    const host = url.includes('{s}.') ? u.host.replace(/^subdomain\./, '*.') : u.host;
    return `${u.protocol}//${host}`;
  } catch {
    return null;
  }
}

/** The page's policy: its own scripts and styles (by nonce), map tiles and the geocoder (reverse and search). */
export function pagePolicy(
  config: Pick<Config, 'MAP_TILE_URL' | 'GEOCODER_URL' | 'GEOCODER_SEARCH_URL' | 'PUBLIC_URL'>,
  nonce: string,
) {
  const tiles = origin(config.MAP_TILE_URL);
  const geocoders = [
    ...new Set([origin(config.GEOCODER_URL), origin(config.GEOCODER_SEARCH_URL)].filter((o) => o !== null)),
  ];
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
    "font-src 'self'",
    ["connect-src 'self'", ...geocoders].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ];
  if (config.PUBLIC_URL?.startsWith('https:')) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

export function newNonce(): string {
  return randomBytes(18).toString('base64');
}

/** Sets the page policy on an HTML answer; returns the nonce to put in the page. */
export function usePagePolicy(reply: FastifyReply, config: Config): string {
  const nonce = newNonce();
  reply.header('content-security-policy', pagePolicy(config, nonce));
  return nonce;
}

/**
 * Security headers on every answer (API, static files, errors): helmet's set, a
 * strict policy unless a route set its own, and `no-store` on API answers unless
 * a route allowed caching.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // Tile servers ask for the referring site; the origin is enough.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', STRICT_CSP);
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
