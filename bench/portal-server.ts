// The built portal for the size and Lighthouse benchmarks: started as `npm start` would,
// with demo data on a fresh embedded database, on a free port (like e2e/support/server.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { machine } from './lib/machine';
import { ensureBuilt, root, startPortal as startBuiltPortal } from './lib/portal';

export { root };
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

export type PortalServer = { origin: string; stop(): Promise<void> };

/** Starts apps/server/dist/main.js with demo data in a temporary data folder. */
export async function startPortal(): Promise<PortalServer> {
  ensureBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const portal = await startBuiltPortal({ dataDir });
  return {
    origin: portal.url.replace('127.0.0.1', 'localhost'),
    async stop() {
      await portal.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Date, commit and machine, stamped on every result file. */
export function runInfo() {
  const { date, commit, cores, node } = machine();
  return { date, commit, cores, node };
}
