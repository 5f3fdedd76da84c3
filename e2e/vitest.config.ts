import { defineConfig } from 'vitest/config';

/**
 * Journeys in Debian's Chromium against the built server (run `npm run build` first),
 * each twice: at a desktop width with a mouse, and on a 360 × 740 phone with touch
 * (`--project e2e-desktop` or `--project e2e-phone` runs one). Each project starts its
 * own portal, so that the two never meet each other's records.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    projects: [
      { extends: true, test: { name: 'e2e-desktop', provide: { device: 'desktop' } } },
      { extends: true, test: { name: 'e2e-phone', provide: { device: 'phone' } } },
    ],
  },
});
