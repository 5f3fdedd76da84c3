/**
 * Counts over many public complaints are made at most once a minute: at a million
 * complaints the statistics take seconds and the total of a list a large part of its
 * time, and a minute-old figure is as true to a citizen. Below `minimumTotal` every call
 * counts afresh, so a small municipality always sees exact figures.
 */
export function createCountCache<T>(options: {
  minimumTotal: number;
  ttlMs: number;
  maxEntries: number;
  totalOf: (value: T) => number;
}) {
  const entries = new Map<string, { value: T; until: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (entry && entry.until > Date.now()) return entry.value;
      entries.delete(key);
      return undefined;
    },
    keep(key: string, value: T): T {
      if (options.totalOf(value) >= options.minimumTotal) {
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, until: Date.now() + options.ttlMs });
      }
      return value;
    },
  };
}

/** The thresholds of the public counts. */
export const LARGE = { minimumTotal: 20_000, ttlMs: 60_000, maxEntries: 500 };
