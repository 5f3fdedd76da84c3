import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { seed } from '../src/db/seed/seed';
import { modules as allModules } from '../src/modules';
import type { Config } from '../src/platform/config';
import type { Database } from '../src/platform/db/database';
import { createFileStorage, type FileStorage } from '../src/platform/files/storage';
import type { ServerModule } from '../src/platform/module';
import { testConfig } from './config';
import { freshDatabase } from './database';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  storage: FileStorage;
  close(): Promise<void>;
};

/**
 * The real application on its own copy of the seeded database. `env` overrides
 * configuration; `modules` replaces the module list (for platform tests).
 */
export async function startApp(
  options: {
    env?: Record<string, string>;
    modules?: readonly ServerModule[];
    /** Collects the log lines here (at LOG_LEVEL, which the env may set). */
    logLines?: string[];
    /** Wraps the database the application is given (to make it fail on purpose). */
    wrap?: (database: Database) => Database;
  } = {},
): Promise<TestContext> {
  const fresh = await freshDatabase(inject('template'));
  const database = options.wrap ? options.wrap(fresh) : fresh;
  const config = testConfig(options.env);
  const storage = await createFileStorage(config);
  // As at every start: the reference data follows this configuration (demo menu items, say).
  await seed({ db: database.db, config, storage, modules: options.modules ?? allModules, demo: false });
  const logLines = options.logLines;
  const app = await buildApp({
    config,
    database,
    storage,
    modules: options.modules,
    ...(logLines ? { logStream: { write: (line: string) => void logLines.push(line) } } : { logger: false }),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    storage,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Seeds the demo data into a test's database, as `npm start` does. */
export function seedDemo(ctx: TestContext): Promise<void> {
  return seed({
    db: ctx.database.db,
    config: ctx.config,
    storage: ctx.storage,
    modules: allModules,
    demo: true,
  });
}
