// Helpers shared by the start and test scripts. Node built-ins only: they run before `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error?.code === 'ETIMEDOUT') {
    console.error(`\n${command} ${args.join(' ')}: stopped after ${options.timeout / 60_000} minutes`);
  }
  return result.status ?? 1;
}

export function must(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

/** Installs the npm packages from the lock file when they are missing or older than it. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing npm packages from package-lock.json…');
  must('npm', ['ci', '--no-audit', '--no-fund']);
}

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    stat.mtimeMs,
    ...readdirSync(target)
      .filter((name) => name !== 'node_modules' && name !== 'dist')
      .map((name) => newest(path.join(target, name))),
  );
}

/**
 * Builds the web app and the server unless each build is newer than its own sources and the
 * packages (each compared with its own: the server's build, made after the web's, touches
 * the server's folder, which is newer than the web's build without making it stale).
 */
export function ensureBuilt({ force = false } = {}) {
  const packages = newest(path.join(root, 'packages'));
  const stale = [
    ['apps/web', 'apps/web/dist/index.html'],
    ['apps/server', 'apps/server/dist/main.js'],
  ].some(([sources, built]) => {
    const file = path.join(root, built);
    const madeAt = existsSync(file) ? statSync(file).mtimeMs : 0;
    return madeAt <= Math.max(packages, newest(path.join(root, sources)));
  });
  if (!force && !stale) return;
  console.log('Building the portal…');
  must('npm', ['run', 'build']);
}
