import { describe, expect, it, vi } from 'vitest';
import { createCountCache } from './complaints.service';

const counts = (total: number) => ({
  byCategory: [],
  byStatus: [{ id: 1, count: total }],
  byUnit: [],
  byMonth: [],
  averageHours: null,
});

const totalOf = (c: ReturnType<typeof counts>) => c.byStatus.reduce((sum, r) => sum + r.count, 0);

describe('count cache', () => {
  it('keeps the counts of a large municipality for a while, never those of a small one', () => {
    vi.useFakeTimers();
    try {
      const cache = createCountCache({ minimumTotal: 100, ttlMs: 60_000, maxEntries: 2, totalOf });
      cache.keep('small', counts(99));
      expect(cache.get('small')).toBeUndefined();
      const large = counts(100);
      expect(cache.keep('large', large)).toBe(large);
      expect(cache.get('large')).toBe(large);
      vi.advanceTimersByTime(60_001);
      expect(cache.get('large')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets the oldest entry when full', () => {
    const cache = createCountCache({ minimumTotal: 1, ttlMs: 60_000, maxEntries: 2, totalOf });
    cache.keep('a', counts(5));
    cache.keep('b', counts(5));
    cache.keep('c', counts(5));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });
});
