import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests of every workspace. End-to-end tests in a browser have
 * their own configuration (e2e/vitest.config.ts): they need the built app.
 */
export default defineConfig({
  test: {
    // Vitest takes one worker fewer than the machine has cores: on two cores that is one,
    // and the server's files, which wait on their databases, then run one after another.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          // The files share one import of the application per worker (it costs ~1.5 s a file):
          // each file still starts its own app on its own database (test/harness.ts), and state
          // kept at a module's top level must not depend on which file came first. A module
          // mock would apply only when its file imports the module first, so there are none.
          isolate: false,
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
