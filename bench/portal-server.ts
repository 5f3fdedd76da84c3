// The built portal for the size and Lighthouse benchmarks: started as `npm start` would,
// with demo data on a fresh embedded database, on a free port (like e2e/support/server.ts).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const webDist = path.join(root, 'apps/web/dist');
export const results = path.join(root, 'bench/results');

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become healthy within a minute');
}

export type PortalServer = { origin: string; stop(): Promise<void> };

/** Starts apps/server/dist/main.js with demo data in a temporary data folder. */
export async function startPortal(): Promise<PortalServer> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(main) || !existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('The portal is not built: run `npm run build` at the repository root first.');
  }
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      SIGN_IN_LIMIT_PER_MINUTE: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return {
    origin: `http://localhost:${port}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Date, commit and machine, stamped on every result file. */
export function runInfo() {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  return { date: new Date().toISOString(), commit, cores: availableParallelism(), node: process.version };
}
