import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce } from './debounce';
import { viewBounds } from './view-bounds';

const bounds = (south: number, west: number, north: number, east: number) => ({
  getSouth: () => south,
  getWest: () => west,
  getNorth: () => north,
  getEast: () => east,
});

describe('viewBounds', () => {
  it('gives the visible area as south, west, north and east', () => {
    expect(viewBounds(bounds(44.5, 18.6, 44.6, 18.7))).toEqual({
      south: 44.5,
      west: 18.6,
      north: 44.6,
      east: 18.7,
    });
  });

  it('keeps a world-wide view within the earth', () => {
    expect(viewBounds(bounds(-95, -540, 95, 540))).toEqual({ south: -90, west: -180, north: 90, east: 180 });
  });
});

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
});
