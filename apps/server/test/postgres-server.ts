import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * A PostgreSQL server of a test's own, in a temporary folder on a free port, which the
 * test may kill and start again on the same data (to take the database away from the
 * portal). It needs the server binaries (Debian: the postgresql package); without them
 * it throws, so a test that needs one fails rather than skips.
 */
export type ThrowawayPostgres = {
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  port: number;
  /** Kills the server and every backend at once (SIGKILL to its process group), as a crash would. */
  kill(): Promise<void>;
  /** Starts the server again on the same data folder and port; resolves when it answers. */
  restart(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
};

function binDir(): string {
  const candidates = [
    process.env['PG_BIN'],
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
    (() => {
      try {
        return execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
      } catch {
        return undefined;
      }
    })(),
  ];
  const found = candidates.find(
    (dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres')),
  );
  if (!found) {
    throw new Error(
      'PostgreSQL server binaries (initdb, postgres) not found: install them (apt-get install postgresql) or set PG_BIN',
    );
  }
  return found;
}

/** initdb and postgres refuse to run as root: as root they run as the `postgres` account. */
function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new Error('Running as root, a throw-away PostgreSQL server needs the `postgres` account');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** A port of 127.0.0.1 nobody listens on now, for a server a test starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = binDir();
  const user = runAs();
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-pg-'));
  if ('uid' in user) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, 'data');
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'],
    { ...user, stdio: 'pipe' },
  );
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    let output = '';
    // Its own process group, so that a kill takes the backends with the postmaster.
    const started = spawn(
      path.join(bin, 'postgres'),
      [
        ...['-D', data, '-p', String(port), '-k', dir],
        ...['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=30'],
        ...['-c', 'shared_buffers=16MB'],
      ],
      { ...user, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let exited = false;
    started.once('exit', () => (exited = true));
    child = started;
    const until = Date.now() + 30_000;
    while (!(await answers(url))) {
      if (exited || Date.now() > until) {
        throw new Error(`The throw-away PostgreSQL server did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function kill(): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    process.kill(-running.pid!, 'SIGKILL');
    await exited;
  }

  await start();
  return {
    url,
    port,
    kill,
    restart: start,
    async close() {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
