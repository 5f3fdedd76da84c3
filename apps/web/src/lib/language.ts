import { type LanguageKey, languageKeyById, languageKeys, type Translated } from '@portal/contracts';
import { languageCodes } from '@portal/i18n';

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

let putInPlace: ((key: LanguageKey) => Promise<void>) | null = null;

/** How the started app shows another language in place (main.tsx gives it). */
export function onLanguageChosen(handler: (key: LanguageKey) => Promise<void>): void {
  putInPlace = handler;
}

/**
 * Keeps the choice and shows the page in it, in place: the page is not reloaded, so a
 * half-filled form keeps what was typed. Before the app has started, the page is reloaded.
 */
export function chooseLanguage(key: LanguageKey): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, key);
  } catch {
    // Storage can be unavailable (private mode); the choice then lasts until the page is left.
  }
  if (!putInPlace) {
    window.location.reload();
    return;
  }
  // A failure has been told in a toast by the call itself; the page stays as it was.
  putInPlace(key).catch(() => undefined);
}

/** The BCP 47 tag for the page's lang attribute. */
export const htmlLang: Record<LanguageKey, string> = languageCodes;

/** A text kept in the three languages, in this one, else in the first language it was written in. */
export function inLanguage(text: Translated, language: LanguageKey): string {
  return text[language] || text.bs || text.hr || text.sr_cyr;
}
