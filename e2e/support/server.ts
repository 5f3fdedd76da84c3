import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    /** The portal's receiver of e-mailed answers (decision 0028). */
    smtpPort: number;
    device: 'desktop' | 'phone';
  }
}

const root = path.resolve(__dirname, '../..');

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
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The server did not become healthy within two and a half minutes');
}

export type RunningServer = {
  port: number;
  child: ChildProcess;
  dataDir: string;
  /** What the server printed so far. */
  output(): string;
  stop(): Promise<number | null>;
};

/** Starts the built server on a free port with a fresh data folder, as `npm start` does. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const main = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(main) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The portal is not built: run `npm run build` before the end-to-end tests.');
  }
  const port = await freePort();
  const dataDir = env['DATA_DIR'] ?? mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
  }
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, child);
  return {
    port,
    child,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    },
  };
}

/**
 * The portal the journeys use: demo data on a fresh embedded database.
 * doboj.localhost serves Doboj, to see a municipality of Republika Srpska.
 */
export default async function setup(project: TestProject) {
  const smtpPort = await freePort();
  const server = await startServer({
    INBOUND_SMTP_PORT: String(smtpPort),
    TENANT_HOSTS: 'doboj.localhost=1',
    CITIZEN_PORTAL_URL: 'https://gradjani.example.ba/',
    // Every journey signs in from this machine's one address.
    SIGN_IN_LIMIT_PER_MINUTE: '1000',
  });
  project.provide('port', server.port);
  project.provide('smtpPort', smtpPort);
  return async () => {
    await server.stop();
  };
}
