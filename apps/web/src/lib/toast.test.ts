import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToaster, TOAST_DURATION_MS, TOAST_FADE_MS } from './toast';

describe('toast bar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a message at once and hides it after six seconds, then fades out', () => {
    const toaster = createToaster();
    toaster.show('Uspješno ste se prijavili na bilten.', { kind: 'success' });
    expect(toaster.getState()).toMatchObject({ visible: true, present: true, kind: 'success' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toaster.getState().visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toaster.getState()).toMatchObject({ visible: false, present: true });
    vi.advanceTimersByTime(TOAST_FADE_MS);
    expect(toaster.getState().present).toBe(false);
  });

  it('replaces the text of a visible message without restarting the timer', () => {
    const toaster = createToaster();
    toaster.show('Prva poruka');
    vi.advanceTimersByTime(4000);
    toaster.show('Druga poruka', { kind: 'danger' });
    expect(toaster.getState()).toMatchObject({ message: 'Druga poruka', kind: 'danger', visible: true });
    vi.advanceTimersByTime(2000);
    expect(toaster.getState().visible).toBe(false);
  });

  it('starts a new six seconds for a message that comes after the last one hid', () => {
    const toaster = createToaster();
    toaster.show('Prva');
    vi.advanceTimersByTime(TOAST_DURATION_MS + 100);
    toaster.show('Druga');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toaster.getState()).toMatchObject({ visible: true, present: true, message: 'Druga' });
  });

  it('can be closed early', () => {
    const toaster = createToaster();
    toaster.show('Poruka');
    toaster.hide();
    expect(toaster.getState().visible).toBe(false);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(toaster.getState().present).toBe(false);
  });
});
