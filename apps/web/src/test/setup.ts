import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/** The page's address the tests start at (happy-dom's). */
const START = window.location.href;
type HappyDom = { happyDOM?: { setURL(url: string): void } };

// After each test, nothing of it stays for the next, in this file or (the web's files share
// one module graph per worker) the next file: its DOM, its page's address (a followed download
// link leaves the page at `blob:`), storage, stubbed globals, fake timers and spies.
afterEach(() => {
  cleanup();
  if (window.location.href !== START) (window as unknown as HappyDom).happyDOM?.setURL(START);
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
