// `npm run admin:create -- --username <name> --email <address>`: the first administrator
// of a production portal (demo data has its own). Honours DATA_DIR and DATABASE_URL.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();
const result = spawnSync(
  process.execPath,
  [path.join(root, 'apps/server/dist/cli.js'), 'create-admin', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
