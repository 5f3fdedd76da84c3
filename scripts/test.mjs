// `npm test`: every check and test of the portal, on the embedded database.
//   node scripts/test.mjs                 type check, lint, unit and integration tests, end-to-end tests, size
//   node scripts/test.mjs --postgres URL  the server suite again, on a scratch database of that server
// Each suite's counts go to .tmp/test-results; scripts/summary.mjs adds them up.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

const results = path.join(root, '.tmp/test-results');
const args = process.argv.slice(2);
const postgres = args[args.indexOf('--postgres') + 1];

function record(name, passed, failed) {
  mkdirSync(results, { recursive: true });
  writeFileSync(path.join(results, `${name}.json`), JSON.stringify({ name, passed, failed }));
}

/** A check without test counts (type check, lint) counts as one test. */
function check(name, command, commandArgs, options = {}) {
  console.log(`\n== ${name}`);
  const status = run(command, commandArgs, options);
  record(name, status === 0 ? 1 : 0, status === 0 ? 0 : 1);
  return status;
}

/**
 * A suite that hangs is stopped after `minutes` and counted as failed, so that a stuck
 * test shows as a failure here rather than as a CI run that never ends.
 */
function vitest(name, vitestArgs, env = {}, minutes = 20) {
  console.log(`\n== ${name}`);
  const output = path.join(results, `${name}.vitest.json`);
  mkdirSync(results, { recursive: true });
  rmSync(output, { force: true });
  const status = run(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...vitestArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    { env: { ...process.env, ...env }, timeout: minutes * 60_000, killSignal: 'SIGKILL' },
  );
  if (existsSync(output)) {
    const report = JSON.parse(readFileSync(output, 'utf8'));
    record(
      name,
      report.numPassedTests,
      report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0),
    );
  } else {
    record(name, 0, 1);
  }
  return status;
}

/**
 * What the suites need from Debian: Chromium (browser suites), pdftotext (the reports' PDFs
 * read back) and DejaVu Sans (the reports' charts); installed when missing and run as root.
 */
function ensureDebianPackages() {
  const needed = [
    ['chromium', process.env.CHROMIUM_PATH || '/usr/bin/chromium'],
    ['poppler-utils', '/usr/bin/pdftotext'],
    ['fonts-dejavu-core', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'],
  ].filter(([, file]) => !existsSync(file));
  if (needed.length === 0) return;
  if (process.getuid?.() === 0) {
    console.log(`Installing from Debian’s packages: ${needed.map(([name]) => name).join(', ')}…`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...needed.map(([name]) => name)]);
  }
  for (const [name, file] of needed) {
    if (!existsSync(file)) console.error(`The suites need ${file}: apt-get install -y ${name}.`);
  }
}

ensureInstalled();
let failed = 0;

if (postgres) {
  const { default: pg } = await import('pg');
  const name = `ci_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: postgres });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgres);
  url.pathname = `/${name}`;
  try {
    failed += vitest('server-postgres', ['--project', 'server'], { DATABASE_URL: url.toString() }) ? 1 : 0;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
} else {
  rmSync(results, { recursive: true, force: true });
  ensureDebianPackages();
  failed += check('typecheck', 'npm', ['run', 'typecheck', '--silent']) ? 1 : 0;
  failed += check('lint', 'npm', ['run', 'lint', '--silent']) ? 1 : 0;
  ensureBuilt({ force: true });
  // One run a project, each with its own time limit: a suite that hangs stops only itself.
  for (const project of ['packages', 'server', 'web']) {
    failed += vitest(project, ['--project', project]) ? 1 : 0;
  }
  failed += vitest('e2e', ['--config', 'e2e/vitest.config.ts'], {}, 40) ? 1 : 0;
  // What the browser downloads, on the build made above: the home page within its budget (decision 0017).
  failed += check('size', 'npm', ['run', 'size', '-w', 'bench', '--silent'], {
    env: { ...process.env, SIZE_RESULTS: path.join(results, 'size') },
  })
    ? 1
    : 0;
}

run(process.execPath, [path.join(root, 'scripts/summary.mjs')]);
process.exit(failed ? 1 : 0);
