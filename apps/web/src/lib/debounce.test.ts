import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce, useDebouncedCallback } from './debounce';

describe('debounce', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls once, with the last arguments, after calls have stopped', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, 250);
    debounced(1);
    vi.advanceTimersByTime(200);
    debounced(2);
    vi.advanceTimersByTime(249);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledOnce();
    expect(fn).toHaveBeenCalledWith(2);
  });

  it('drops a pending call when cancelled', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, 250);
    debounced();
    debounced.cancel();
    vi.advanceTimersByTime(1000);
    expect(fn).not.toHaveBeenCalled();
  });

  it('makes a pending call at once when flushed, and nothing when none is pending', () => {
    vi.useFakeTimers();
    const fn = vi.fn();
    const debounced = debounce(fn, 250);
    debounced.flush();
    expect(fn).not.toHaveBeenCalled();
    debounced('Trg');
    debounced.flush();
    expect(fn).toHaveBeenCalledWith('Trg');
    vi.advanceTimersByTime(1000);
    expect(fn).toHaveBeenCalledOnce();
  });
});

describe('useDebouncedCallback', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls the latest function given, and drops a pending call when the component goes', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender, unmount } = renderHook(({ fn }) => useDebouncedCallback(fn, 300), {
      initialProps: { fn: first },
    });
    const debounced = result.current;
    result.current('a');
    rerender({ fn: second });
    expect(result.current).toBe(debounced);
    vi.advanceTimersByTime(300);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('a');
    result.current('b');
    unmount();
    vi.advanceTimersByTime(1000);
    expect(second).toHaveBeenCalledOnce();
  });
});
