import { useMediaQuery } from '@mantine/hooks';
import { createContext, useContext } from 'react';

/** Below this width the portal lays itself out for a phone (Mantine's `sm` breakpoint, 768 px). */
export const PHONE_QUERY = '(max-width: 47.99em)';

/**
 * Whether the page the server draws (`prerender`) is for a phone, as the browser's user agent
 * says; in a browser the window's own width decides.
 */
export const PhoneGuess = createContext(false);

/** True on a phone-sized window, known from the first render on (no flash of the desk layout). */
export function usePhone(): boolean {
  const guess = useContext(PhoneGuess);
  // Read at once from the window; where there is none (the server), the guess stands.
  return useMediaQuery(PHONE_QUERY, guess, { getInitialValueInEffect: typeof window === 'undefined' });
}

/**
 * Loads a page's part at once on a wide screen, where it is shown with the page (a list's
 * filter fields), so that it does not wait for the page to draw first; on a phone, where it
 * is folded, it is left to load when shown.
 */
export function preloadUnlessPhone(load: () => Promise<unknown>): void {
  if (typeof window === 'undefined' || window.matchMedia?.(PHONE_QUERY).matches) return;
  void load().catch(() => undefined);
}
