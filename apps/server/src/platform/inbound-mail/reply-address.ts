import { createHash, randomBytes } from 'node:crypto';

/** The local part before the `+`: "answer", in the portal's language, as people see it. */
export const REPLY_LOCAL_PART = 'odgovor';

const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** A new secret for one reply address: 32 random bytes, base64url (43 characters). */
export function newReplyToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a reply token: its SHA-256, hex. The token itself is only in the e-mail. */
export function hashReplyToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** `odgovor+<token>@<domain>`: the Reply-To of a message whose answer comes back by e-mail. */
export function replyAddress(token: string, domain: string): string {
  if (!TOKEN.test(token)) throw new Error('A reply token is 20 to 64 characters of A-Z, a-z, 0-9, _ and -');
  return `${REPLY_LOCAL_PART}+${token}@${domain.toLowerCase()}`;
}

/** `Ime Prezime <A@B.ba>` or `a@b.ba` → `a@b.ba`, without the name, angle brackets or case. */
export function bareAddress(value: string): string {
  const angled = /<([^<>]*)>\s*$/.exec(value);
  return (angled?.[1] ?? value).trim().toLowerCase();
}

/**
 * The token of the first address that is `odgovor+<token>@<domain>` (the domain and the word
 * `odgovor` in any case; the token as written, for it is case-sensitive); null when none is.
 */
export function tokenFromAddresses(addresses: readonly string[], domain: string): string | null {
  const wanted = domain.toLowerCase();
  for (const value of addresses) {
    const angled = /<([^<>]*)>\s*$/.exec(value);
    const address = (angled?.[1] ?? value).trim();
    const at = address.lastIndexOf('@');
    if (at < 0 || address.slice(at + 1).toLowerCase() !== wanted) continue;
    const local = address.slice(0, at);
    const plus = local.indexOf('+');
    if (plus < 0 || local.slice(0, plus).toLowerCase() !== REPLY_LOCAL_PART) continue;
    const token = local.slice(plus + 1);
    if (TOKEN.test(token)) return token;
  }
  return null;
}

/** Whether an address is at the domain (`x@Domain` or `x@domain.`), whatever its local part. */
export function isAtDomain(address: string, domain: string): boolean {
  const at = address.lastIndexOf('@');
  return (
    at > 0 &&
    address
      .slice(at + 1)
      .toLowerCase()
      .replace(/\.$/, '') === domain.toLowerCase()
  );
}
