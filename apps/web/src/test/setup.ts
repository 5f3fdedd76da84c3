import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// After each test, nothing of it stays for the next, in this file or (the web's files share
// one module graph per worker) the next file: its DOM, storage, stubbed globals, fake timers
// and spies.
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
