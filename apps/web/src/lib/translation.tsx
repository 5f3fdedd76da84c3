import type { Translate } from '@portal/i18n';
import { createContext, type ReactNode, useContext } from 'react';
import type { Texts } from './i18n';

const TextsContext = createContext<Texts | null>(null);

/** The texts the app shows (`loadShownTexts`); a new language is a new value, and every text follows. */
export function TextsProvider({ texts, children }: { texts: Texts; children: ReactNode }) {
  return <TextsContext.Provider value={texts}>{children}</TextsContext.Provider>;
}

/** The shown texts' translate function, and the texts themselves (their `language`). */
export function useTranslation(): { t: Translate; i18n: Texts } {
  const texts = useContext(TextsContext);
  if (!texts) throw new Error('useTranslation outside TextsProvider');
  return { t: texts.t, i18n: texts };
}
