import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The web's test files that mock a module (`vi.mock`): a mock applies only where the module is
 * first imported, so these keep a module graph of their own (project `web-mocking`).
 */
function webFilesMockingModules(dir = 'apps/web/src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return webFilesMockingModules(file);
    return /\.test\.tsx?$/.test(entry.name) && /\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, 'utf8'))
      ? [file]
      : [];
  });
}
const mocking = webFilesMockingModules(path.join(import.meta.dirname, 'apps/web/src')).map((file) =>
  path.relative(import.meta.dirname, file),
);

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
          // The files share one import of React, Mantine and the app per worker (it cost three
          // quarters of the suite's time): the DOM is emptied, storage cleared and globals,
          // timers and spies restored after each test (src/test/setup.ts), and each render
          // makes its own texts and query client.
          isolate: false,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...mocking],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'web-mocking',
          include: mocking,
          passWithNoTests: true,
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
