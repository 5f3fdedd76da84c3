import type { DatesProviderSettings } from '@mantine/dates';
import type { LanguageKey } from '@portal/contracts';
import { languageCodes } from '@portal/i18n';
import 'dayjs/locale/bs.js';
import 'dayjs/locale/hr.js';
import 'dayjs/locale/sr-cyrl.js';

/** The dayjs locale that names the months and weekdays of date pickers. */
const dateLocales: Record<LanguageKey, string> = { bs: 'bs', hr: 'hr', sr_cyr: 'sr-cyrl' };

/** Date pickers in the UI language, the week starting on Monday. */
export function datesSettings(language: LanguageKey): DatesProviderSettings & { locale: string } {
  return { locale: dateLocales[language], firstDayOfWeek: 1 };
}

/** The portal's language of a language code ('sr-Cyrl' is sr_cyr). */
export function languageOfCode(code: string): LanguageKey {
  const found = (Object.keys(languageCodes) as LanguageKey[]).find((key) => languageCodes[key] === code);
  return found ?? 'bs';
}
