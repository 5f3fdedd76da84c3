import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import type { FileStorage } from '../../platform/files/storage';
import type { ServerModule } from '../../platform/module';

/**
 * Applies every module's reference data, then (in demo mode) its demo data, in one
 * transaction, so a failed seed leaves the database as it was.
 */
export async function seed(options: {
  db: Db;
  config: Config;
  storage: FileStorage;
  modules: readonly ServerModule[];
  demo: boolean;
}): Promise<void> {
  await inTransaction(options.db, async (tx) => {
    const ctx = {
      db: tx,
      config: options.config,
      storage: options.storage,
      menu: options.modules.flatMap((m) => m.menu ?? []),
    };
    for (const module of options.modules) await module.seedReference?.(ctx);
    if (!options.demo) return;
    for (const module of options.modules) await module.seedDemo?.(ctx);
  });
}
