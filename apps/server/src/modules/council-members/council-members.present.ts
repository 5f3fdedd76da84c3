import { type LanguageId, languageKeyById, type LanguageKey, type Translated } from '@portal/contracts';
import { compareText } from '@portal/i18n/server';
import { fullName } from '../../platform/people';

/** The language key of a language id (Bosnian for an unknown one). */
export const keyOf = (languageId: number): LanguageKey => languageKeyById[languageId as LanguageId] ?? 'bs';

/** A stored text in the reader's language (Serbian Cyrillic was completed when saved). */
export const inLanguage = (text: Translated, languageId: number): string =>
  text[keyOf(languageId)] || text.bs;

type Named = { firstName: string | null; lastName: string | null; username: string };

/** A member's name: their answering account's. */
export const nameOf = (p: Named): string => fullName(p);

/** People by surname, then first name, in the alphabetical order of the language (č, ć after c). */
export function byName(languageId: number): (a: Named, b: Named) => number {
  const compare = compareText(keyOf(languageId));
  return (a, b) =>
    compare(a.lastName ?? a.username, b.lastName ?? b.username) ||
    compare(a.firstName ?? '', b.firstName ?? '');
}
