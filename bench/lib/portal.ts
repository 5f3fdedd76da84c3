import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export function freePort(): Promise<number> {
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

/** Builds the portal unless its build is newer than every source (scripts/lib.mjs decides). */
export function ensureBuilt(): void {
  const result = spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "(await import('./scripts/lib.mjs')).ensureBuilt()"],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The build failed.');
}

export type Process = {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
};

async function waitFor(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Stopped with code ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within three minutes:\n${output()}`);
}

/** Starts a Node script on a free port and waits until `healthPath` answers. */
export async function startProcess(
  script: string,
  env: Record<string, string>,
  healthPath: string,
  nodeArgs: string[] = [],
): Promise<Process> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}${healthPath}`, child, () => output);
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The built portal with demo data, on a PostgreSQL URL or an embedded database folder. */
export function startPortal(
  target: { databaseUrl: string } | { dataDir: string },
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
) {
  return startProcess(
    // Another build of the server to measure (old code beside new): BENCH_SERVER_MAIN=path/to/main.js.
    process.env['BENCH_SERVER_MAIN'] ?? path.join(root, 'apps/server/dist/main.js'),
    {
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Every benchmark request comes from this one address.
      SIGN_IN_LIMIT_PER_MINUTE: '10000',
      ...('databaseUrl' in target
        ? { DATABASE_URL: target.databaseUrl, DATA_DIR: path.join(root, '.tmp/bench-files') }
        : { DATABASE_URL: '', DATA_DIR: target.dataDir }),
      ...env,
    },
    '/api/health',
    nodeArgs,
  );
}

/** The bare baseline server (bench/baseline.ts) on the same database. */
export function startBaseline(databaseUrl: string, municipalityId = 6) {
  return startProcess(
    path.join(root, 'bench/baseline.ts'),
    { DATABASE_URL: databaseUrl, MUNICIPALITY_ID: String(municipalityId) },
    '/health',
    ['--import', 'tsx'],
  );
}
