import { constants, PerformanceObserver, type PerformanceEntry } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { collectGarbage, collectGarbageSoon } from './gc';

describe('collectGarbage', () => {
  it('frees the garbage of the old generation at once, as after a large export', () => {
    // About 80 MB of objects that live long enough to be promoted, dropped when the function returns.
    const held = (() => {
      const rows: string[][] = [];
      for (let i = 0; i < 400_000; i++) rows.push([`Prijava ${i}`, `Kategorija ${i % 16}`, String(i * 1.5)]);
      return process.memoryUsage().heapUsed;
    })();
    collectGarbage();
    expect(process.memoryUsage().heapUsed).toBeLessThan(held - 40 * 2 ** 20);
    // Asked again, it collects again rather than failing.
    expect(() => collectGarbage()).not.toThrow();
  });

  it('makes one full collection of several asked for before the current work is done', async () => {
    const majors: PerformanceEntry[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
          majors.push(entry);
        }
      }
    });
    observer.observe({ entryTypes: ['gc'] });
    for (let i = 0; i < 5; i++) collectGarbageSoon();
    expect(majors).toHaveLength(0);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));
    observer.disconnect();
    expect(majors).toHaveLength(1);
  });
});
