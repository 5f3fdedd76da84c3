import type { HostingConfiguration, LanguageItem, LanguageKey } from '@portal/contracts';
import { languageIdByKey } from '@portal/contracts';
import { createContext, type ReactNode, useContext } from 'react';

export type Boot = {
  hosting: HostingConfiguration;
  languages: LanguageItem[];
  language: LanguageKey;
  /** "Grad Tuzla", "Općina Ključ", in the chosen language. */
  municipalityTitle: string;
};

const BootContext = createContext<Boot | null>(null);

export function BootProvider({ value, children }: { value: Boot; children: ReactNode }) {
  return <BootContext.Provider value={value}>{children}</BootContext.Provider>;
}

/** What the portal learned at start: the hosting configuration, the languages and the chosen one. */
export function useBoot(): Boot & { languageId: (typeof languageIdByKey)[LanguageKey] } {
  const boot = useContext(BootContext);
  if (!boot) throw new Error('useBoot outside BootProvider');
  return { ...boot, languageId: languageIdByKey[boot.language] };
}

/**
 * The portal's public address (its configured origin, from the hosting configuration's API
 * address), for addresses given away: never the address this browser happened to reach.
 */
export function publicOrigin(hosting: Pick<HostingConfiguration, 'apiBaseUrl'>): string {
  return hosting.apiBaseUrl.replace(/\/api\/?$/, '');
}
