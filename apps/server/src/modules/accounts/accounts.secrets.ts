import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A six-digit code, every value equally likely. */
export function newCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** A link token: 32 random bytes. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What is stored of a code or token: an HMAC keyed with the server's secret, so a copy
 * of the database alone does not let anyone try codes offline.
 */
export function secretHash(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** "amra.h@example.ba" as "am***@example.ba"; "+38761234567" as "+38761****67". */
export function maskDestination(destination: string): string {
  const at = destination.indexOf('@');
  if (at > 0) return `${destination.slice(0, Math.min(2, at - 1) || 1)}***${destination.slice(at)}`;
  return `${destination.slice(0, 6)}${'*'.repeat(Math.max(0, destination.length - 8))}${destination.slice(-2)}`;
}
