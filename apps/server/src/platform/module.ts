import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/database';
import type { FileStorage } from './files/storage';
import type { ServerTexts } from './i18n';
import type { TenantDirectory } from './tenancy';

/** What every module's routes and seeds are given. */
export type AppContext = {
  config: Config;
  db: Db;
  storage: FileStorage;
  texts: ServerTexts;
  tenants: TenantDirectory;
  /** The user manual's chapters, in the order the modules are listed. */
  manualChapters: readonly string[];
};

export type SeedContext = {
  /** A transaction: the whole seed is applied or nothing. */
  db: Db;
  config: Config;
  storage: FileStorage;
};

/**
 * A module declares here everything it brings: its routes, its seed data and the
 * chapters it adds to the user manual. `modules/index.ts` lists the modules.
 */
export type ServerModule = {
  name: string;
  routes(app: FastifyInstance, ctx: AppContext): void;
  /** Data every deployment needs (languages, municipalities); idempotent, run at each start. */
  seedReference?(ctx: SeedContext): Promise<void>;
  /** Demo content for the default municipality; only when DEMO_DATA is set. */
  seedDemo?(ctx: SeedContext): Promise<void>;
  /** Chapters this module adds to the user manual: keys under `manual.chapters`, placed by order. */
  manualChapters?: readonly { id: string; order: number }[];
};

export function defineModule(module: ServerModule): ServerModule {
  return module;
}
