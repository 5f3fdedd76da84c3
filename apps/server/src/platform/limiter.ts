/**
 * Counts attempts per key in fixed windows, in this process. Used where a limit is per
 * account or per destination (the rate-limit plugin limits per client address).
 */
export function createLimiter(now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  let checks = 0;
  return {
    /** Counts one attempt; false when the key has used up its allowance in the window. */
    hit(key: string, options: { max: number; windowMs: number }): boolean {
      const t = now();
      if (++checks % 1000 === 0) {
        for (const [k, w] of windows) if (t - w.start > 24 * 3_600_000) windows.delete(k);
      }
      const current = windows.get(key);
      if (!current || t - current.start >= options.windowMs) {
        windows.set(key, { start: t, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= options.max;
    },
    /** Whether the key is over its allowance, without counting. */
    blocked(key: string, options: { max: number; windowMs: number }): boolean {
      const current = windows.get(key);
      return Boolean(current && now() - current.start < options.windowMs && current.count >= options.max);
    },
    reset(key: string): void {
      windows.delete(key);
    },
  };
}

export type Limiter = ReturnType<typeof createLimiter>;
