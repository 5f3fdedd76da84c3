import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { seed } from './db/seed/seed';
import { modules } from './modules';
import { hasAdministrator } from './modules/accounts';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { missingPublicAddress } from './platform/links';
import { inboundMailProblem } from './platform/inbound-mail';
import { createFileStorage } from './platform/files/storage';

async function main(): Promise<void> {
  const config = loadConfig();
  // Links in e-mails come from configuration alone: a real portal must say where it is.
  const missing = missingPublicAddress(config);
  if (missing) throw new ConfigError([missing]);
  const inboundProblem = inboundMailProblem(config);
  if (inboundProblem) throw new ConfigError([inboundProblem]);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  await database.migrate();
  const storage = await createFileStorage(config);
  await seed({ db: database.db, config, storage, modules, demo: config.DEMO_DATA });

  const app = await buildApp({ config, database, storage, background: true });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an error');
    else app.log.info({ signal }, 'stopping');
    await app.close();
    await database.close();
  });
  await app.listen({ host: config.HOST, port: config.PORT });
  if (!(await hasAdministrator(database.db, config.MUNICIPALITY_ID))) {
    app.log.warn(
      'No administrator exists yet. Create the first one with: npm run admin:create -- --username <name> --email <address>',
    );
  }
  app.log.info(
    {
      database: database.kind,
      dataDir: config.dataDir,
      municipalityId: config.MUNICIPALITY_ID,
      demo: config.DEMO_DATA,
    },
    'portal ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The portal could not start:', error);
  }
  process.exit(1);
});
