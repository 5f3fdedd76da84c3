import { describe, expect, it } from 'vitest';
import { createCache } from './cache';

/** A read the test finishes when it wants, counting how often it was started. */
function slowRead<T>() {
  const pending: { resolve: (v: T) => void; reject: (e: Error) => void }[] = [];
  const fill = () => new Promise<T>((resolve, reject) => pending.push({ resolve, reject }));
  return { fill, pending };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('the platform cache', () => {
  it('reads a key once however many callers wait for it, and keeps the value', async () => {
    let clock = 0;
    const cache = createCache<number>({ ttlMs: 60_000, maxEntries: 10, now: () => clock });
    const read = slowRead<number>();
    const callers = Array.from({ length: 16 }, () => cache.read('k', read.fill));
    await tick();
    expect(read.pending).toHaveLength(1);
    read.pending[0]!.resolve(7);
    expect(await Promise.all(callers)).toEqual(Array(16).fill(7));
    clock = 30_000;
    expect(await cache.read('k', read.fill)).toBe(7);
    await tick();
    expect(read.pending).toHaveLength(1);
  });

  it('refreshes in the background near the end of the life, serving the kept value meanwhile', async () => {
    let clock = 0;
    const cache = createCache<number>({ ttlMs: 60_000, maxEntries: 10, now: () => clock });
    const read = slowRead<number>();
    const first = cache.read('k', read.fill);
    await tick();
    read.pending[0]!.resolve(1);
    await first;
    clock = 55_000; // within the last tenth
    expect(await cache.read('k', read.fill)).toBe(1);
    expect(await cache.read('k', read.fill)).toBe(1);
    await tick();
    expect(read.pending).toHaveLength(2); // one refresh, not two
    read.pending[1]!.resolve(2);
    await tick();
    expect(await cache.read('k', read.fill)).toBe(2);
    // The new value's life counts from its read (at 55 s): at 100 s it is still kept.
    clock = 100_000;
    expect(await cache.read('k', read.fill)).toBe(2);
  });

  it('never serves a value older than its life: after it, callers wait for one new read', async () => {
    let clock = 0;
    const cache = createCache<number>({ ttlMs: 60_000, maxEntries: 10, now: () => clock });
    const read = slowRead<number>();
    const first = cache.read('k', read.fill);
    await tick();
    read.pending[0]!.resolve(1);
    await first;
    clock = 60_000;
    const waiting = [cache.read('k', read.fill), cache.read('k', read.fill)];
    await tick();
    expect(read.pending).toHaveLength(2);
    read.pending[1]!.resolve(3);
    expect(await Promise.all(waiting)).toEqual([3, 3]);
  });

  it('does not keep a failed read: its waiters fail, the next caller reads again', async () => {
    const cache = createCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    const read = slowRead<number>();
    const waiting = [cache.read('k', read.fill), cache.read('k', read.fill)];
    await tick();
    read.pending[0]!.reject(new Error('database away'));
    await expect(Promise.all(waiting)).rejects.toThrow('database away');
    expect(cache.size).toBe(0);
    const again = cache.read('k', read.fill);
    await tick();
    read.pending[1]!.resolve(4);
    expect(await again).toBe(4);
  });

  it('keeps the old value when a background refresh fails, and tries again on the next call', async () => {
    let clock = 0;
    const cache = createCache<number>({ ttlMs: 60_000, maxEntries: 10, now: () => clock });
    const read = slowRead<number>();
    const first = cache.read('k', read.fill);
    await tick();
    read.pending[0]!.resolve(1);
    await first;
    clock = 58_000;
    expect(await cache.read('k', read.fill)).toBe(1);
    await tick();
    read.pending[1]!.reject(new Error('timeout'));
    await tick();
    expect(await cache.read('k', read.fill)).toBe(1);
    await tick();
    expect(read.pending).toHaveLength(3);
  });

  it('shares a read it does not keep, then reads afresh (a small municipality’s exact counts)', async () => {
    const cache = createCache<number>({ ttlMs: 60_000, maxEntries: 10, keep: (n) => n >= 100 });
    const read = slowRead<number>();
    const waiting = [cache.read('k', read.fill), cache.read('k', read.fill)];
    await tick();
    read.pending[0]!.resolve(5);
    expect(await Promise.all(waiting)).toEqual([5, 5]);
    const next = cache.read('k', read.fill);
    await tick();
    expect(read.pending).toHaveLength(2);
    read.pending[1]!.resolve(500);
    expect(await next).toBe(500);
    expect(await cache.read('k', read.fill)).toBe(500);
    expect(read.pending).toHaveLength(2);
  });

  it('holds at most its number of keys, dropping the oldest, and forgets on demand', async () => {
    const cache = createCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.read(key, async () => key);
    expect(cache.size).toBe(2);
    let reads = 0;
    expect(await cache.read('a', async () => `a${++reads}`)).toBe('a1');
    cache.forget((key) => key === 'a');
    expect(await cache.read('a', async () => `a${++reads}`)).toBe('a2');
    cache.forget();
    expect(cache.size).toBe(0);
  });

  it('does not let a forgotten read in flight come back', async () => {
    const cache = createCache<number>({ ttlMs: 60_000, maxEntries: 10 });
    const read = slowRead<number>();
    const first = cache.read('k', read.fill);
    await tick();
    cache.forget();
    read.pending[0]!.resolve(1);
    expect(await first).toBe(1);
    expect(cache.size).toBe(0);
  });
});
