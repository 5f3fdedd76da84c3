// `npm start`: installs what is missing, builds, then serves the portal with demo data
// on the embedded database. PORT and DATA_DIR are honoured; DEMO_DATA=false serves
// without demo data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();

// The demo receives e-mailed answers to questions on port 2525 (decision 0028).
const env = {
  ...process.env,
  DEMO_DATA: process.env.DEMO_DATA ?? 'true',
  INBOUND_SMTP_PORT: process.env.INBOUND_SMTP_PORT ?? '2525',
};
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
