import { DRAWN_STYLES_ID } from '@portal/contracts';
import type { Router } from './router';

/**
 * The page the server drew (decision 0031): `data-prerendered` on the root element names its
 * language, or says 'stale' when it is not what the app draws here (index.html's check).
 */
const html = () => document.documentElement;

/** Whether the server drew the page the app is about to draw: the app then takes it over (hydrates it). */
export function isDrawnPageOurs(): boolean {
  const drawn = html().dataset['prerendered'];
  return drawn !== undefined && drawn !== 'stale';
}

/** The app has drawn (or taken over) the page: nothing is hidden or waits any longer. */
export function drawnPageTaken(): void {
  delete html().dataset['prerendered'];
}

const DRAWN_STYLE = /\[data-drawn-style="(\d+)"\]/;

/**
 * Puts back the style attributes the server moved into its style element (the page's policy
 * allows no style attribute in markup; one set through the CSSOM it does), so that the
 * elements are as the app's components draw them.
 */
export function restoreDrawnStyles(): void {
  const declarations = new Map<string, string>();
  const sheet = (document.getElementById(DRAWN_STYLES_ID) as HTMLStyleElement | null)?.sheet;
  for (const rule of sheet?.cssRules ?? []) {
    const number = rule instanceof CSSStyleRule ? DRAWN_STYLE.exec(rule.selectorText)?.[1] : undefined;
    if (number !== undefined) declarations.set(number, (rule as CSSStyleRule).style.cssText);
  }
  for (const element of document.querySelectorAll<HTMLElement>('[data-drawn-style]')) {
    element.style.cssText = declarations.get(element.dataset['drawnStyle']!) ?? '';
    element.removeAttribute('data-drawn-style');
  }
}

/** Resolves once the router has the first page's code (and texts), as the drawn page had them. */
export function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });
}
