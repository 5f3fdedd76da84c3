import { useSyncExternalStore } from 'react';

/**
 * Code the shell draws only on demand (a menu's dropdown), loaded once,
 * on first use or when asked to (`load`), instead of in the first load (decision 0017).
 * `use()` is null until it is in; a failed load (offline) is tried again on the next ask.
 */
export function lazyKit<T>(importer: () => Promise<T>) {
  let kit: T | null = null;
  let loading: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const load = (): Promise<T> =>
    (loading ??= importer().then(
      (loaded) => {
        kit = loaded;
        listeners.forEach((l) => l());
        return loaded;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return {
    load,
    /** Loads it without waiting, its failure ignored (asked again on use). */
    preload: () => void load().catch(() => undefined),
    use: (): T | null => useSyncExternalStore(subscribe, () => kit),
  };
}

/** Runs `task` once the browser is idle after the page's first work (at most 2 s later). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
