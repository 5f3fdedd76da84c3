import { useSyncExternalStore } from 'react';

/**
 * The global spinner: each call shows it and hides it once, and it stays visible
 * while any call is pending (a counter). Route loading can force it on, and force
 * it off, which also forgets calls whose hide was lost.
 */
export function createSpinner() {
  let counter = 0;
  let forced = false;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    show() {
      counter += 1;
      emit();
    },
    hide() {
      counter = Math.max(0, counter - 1);
      emit();
    },
    forceShow() {
      forced = true;
      emit();
    },
    forceHide() {
      forced = false;
      counter = 0;
      emit();
    },
    /** Ends a forced show without touching pending calls. */
    release() {
      forced = false;
      emit();
    },
    isVisible: () => forced || counter > 0,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Spinner = ReturnType<typeof createSpinner>;

export const spinner = createSpinner();

export function useSpinnerVisible(s: Spinner = spinner): boolean {
  return useSyncExternalStore(s.subscribe, s.isVisible, s.isVisible);
}
