import { describe, expect, it } from 'vitest';
import { createCountCache, LARGE_COUNT } from './cache';

describe('the count cache', () => {
  it('keeps the counts of a large municipality, never those of a small one', async () => {
    const cache = createCountCache<number>((total) => total);
    let reads = 0;
    const count = (total: number) => async () => {
      reads += 1;
      return total;
    };
    expect(await cache.read('small', count(LARGE_COUNT - 1))).toBe(LARGE_COUNT - 1);
    expect(await cache.read('small', count(LARGE_COUNT - 1))).toBe(LARGE_COUNT - 1);
    expect(reads).toBe(2);
    expect(await cache.read('large', count(LARGE_COUNT))).toBe(LARGE_COUNT);
    expect(await cache.read('large', count(0))).toBe(LARGE_COUNT);
    expect(reads).toBe(3);
  });
});
