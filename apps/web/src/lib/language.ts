import { type LanguageKey, languageKeyById, languageKeys } from '@portal/contracts';

/** Where the chosen language is kept; its value is one of the keys bs, hr, sr_cyr. */
export const LANGUAGE_STORAGE_KEY = 'language';

const FALLBACK: LanguageKey = 'bs';

/**
 * The language to show: the stored one, else the municipality's primary language.
 * A stored value that is not a language key falls back to Bosnian.
 */
export function resolveLanguage(stored: string | null, primaryLanguageId: number): LanguageKey {
  if (stored !== null)
    return (languageKeys as readonly string[]).includes(stored) ? (stored as LanguageKey) : FALLBACK;
  return languageKeyById[primaryLanguageId as keyof typeof languageKeyById] ?? FALLBACK;
}

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the choice and reloads the page in it. */
export function chooseLanguage(key: LanguageKey): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, key);
  } catch {
    // Storage can be unavailable (private mode); the reload then shows the primary language.
  }
  window.location.reload();
}

/** The BCP 47 tag for the page's lang attribute. */
export const htmlLang: Record<LanguageKey, string> = { bs: 'bs', hr: 'hr', sr_cyr: 'sr-Cyrl' };
