import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'danger' | 'info' | 'warning';

export type ToastState = {
  /** Shown (fully opaque) now. */
  visible: boolean;
  /** In the page: visible, or fading out after being hidden. */
  present: boolean;
  message: string;
  /** The spec's css class: how the toast looks. */
  kind: ToastKind;
  title: string | null;
};

export const TOAST_DURATION_MS = 6000;
export const TOAST_FADE_MS = 400;

type Timers = { setTimeout: typeof setTimeout; clearTimeout: typeof clearTimeout };

/**
 * The toast bar: a message shows at once and hides by itself after six seconds,
 * fading out over 400 ms. A new message while one is showing replaces it without
 * restarting the timer.
 */
export function createToaster(timers: Timers = globalThis) {
  let state: ToastState = { visible: false, present: false, message: '', kind: 'info', title: null };
  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  let fadeTimer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: Partial<ToastState>) => {
    state = { ...state, ...next };
    listeners.forEach((l) => l());
  };
  const clear = (timer: ReturnType<typeof setTimeout> | null) => {
    if (timer) timers.clearTimeout(timer);
    return null;
  };
  const hide = () => {
    hideTimer = clear(hideTimer);
    if (!state.visible) return;
    set({ visible: false });
    fadeTimer = timers.setTimeout(() => {
      fadeTimer = null;
      set({ present: false });
    }, TOAST_FADE_MS);
  };
  return {
    show(message: string, options: { kind?: ToastKind; title?: string | null } = {}) {
      const wasVisible = state.visible;
      fadeTimer = clear(fadeTimer);
      set({
        visible: true,
        present: true,
        message,
        kind: options.kind ?? 'info',
        title: options.title ?? null,
      });
      if (!wasVisible) hideTimer = timers.setTimeout(hide, TOAST_DURATION_MS);
    },
    hide,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Toaster = ReturnType<typeof createToaster>;

export const toaster = createToaster();

export function useToast(t: Toaster = toaster): ToastState {
  return useSyncExternalStore(t.subscribe, t.getState, t.getState);
}
