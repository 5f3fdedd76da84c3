/**
 * The footer's blocks (the newsletter sign-up) are loaded when the footer nears the screen,
 * not with the page: every page has the footer, and a form brings the form kit. A home entry
 * that leads to a block asks for it here first.
 */
const listeners = new Set<() => void>();

/** Tells the footer to load its blocks now; used by the footer itself. */
export function onFooterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the footer's blocks and answers the element with this id once it is there (at most
 * `timeoutMs` later, else null).
 */
export function revealInFooter(id: string, timeoutMs = 5_000): Promise<HTMLElement | null> {
  for (const listener of listeners) listener();
  return new Promise((resolve) => {
    const started = Date.now();
    const look = () => {
      const element = document.getElementById(id);
      if (element || Date.now() - started > timeoutMs) resolve(element);
      else requestAnimationFrame(look);
    };
    look();
  });
}
