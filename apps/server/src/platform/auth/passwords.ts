import { hash, verify } from '@node-rs/argon2';
import commonPasswords from 'fxa-common-password-list';

/** The library's const enum Algorithm.Argon2id, which isolated modules cannot import. */
const ARGON2ID = 2;
/** OWASP's argon2id settings: 19 MiB, two passes, one lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A stored hash to compare against when there is no account, so both cases take as long. */
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password-0');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Passwords people here choose often, besides Mozilla's list of the most common ones. */
const localCommon = [
  'lozinka',
  'lozinka1',
  'lozinka12',
  'lozinka123',
  'sifra',
  'sifra123',
  'šifra123',
  'sifra1234',
  'sarajevo',
  'sarajevo1',
  'sarajevo123',
  'bosna',
  'bosna123',
  'bosna1992',
  'bosnaiherc',
  'hercegovina',
  'tuzla',
  'tuzla123',
  'zenica',
  'mostar',
  'mostar123',
  'banjaluka',
  'banjaluka1',
  'bijeljina',
  'doboj123',
  'prijedor',
  'trebinje',
  'bihac',
  'korisnik',
  'korisnik1',
  'korisnik123',
  'administrator',
  'admin123',
  'zeljeznicar',
  'sarajevofk',
  'borac',
  'volimte',
  'volimte1',
  'ljubav',
  'ljubav123',
  'mojalozinka',
  'e-ucesce',
  'eucesce',
  'eucesce123',
  'portal123',
  'opcina',
  'opcina123',
  'opstina',
  'grad123',
];
const local = new Set(localCommon);

/**
 * Refuses the passwords attackers try first: the most common ones, and ones made of
 * the username. No rules on composition.
 */
export function isWeakPassword(password: string, username?: string | null): boolean {
  const lower = password.toLowerCase();
  if (local.has(lower) || commonPasswords.test(password) || commonPasswords.test(lower)) return true;
  if (/^(.)\1+$/.test(password)) return true;
  if (username) {
    const name = username.toLowerCase();
    if (lower === name || lower.startsWith(name) || lower.endsWith(name)) return true;
  }
  return false;
}
