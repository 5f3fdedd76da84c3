// `npm test`: every check and test of the portal, on the embedded database.
//   node scripts/test.mjs                 type check, lint, unit and integration tests, end-to-end tests, size
//   node scripts/test.mjs --postgres URL  the server suite again, on a scratch database of that server
// Each suite's counts go to .tmp/test-results; scripts/summary.mjs adds them up.
import { spawn } from 'node:child_process';
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

function vitestArgs(name, args) {
  const output = path.join(results, `${name}.vitest.json`);
  mkdirSync(results, { recursive: true });
  rmSync(output, { force: true });
  return {
    output,
    args: [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
  };
}

/** Records a vitest run's counts from its JSON report (a run that failed without a failed test counts one). */
function recordVitest(name, output, status) {
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
}

/**
 * A suite that hangs is stopped after `minutes` and counted as failed, so that a stuck
 * test shows as a failure here rather than as a CI run that never ends.
 */
function vitest(name, args, env = {}, minutes = 20) {
  console.log(`\n== ${name}`);
  const command = vitestArgs(name, args);
  const status = run(process.execPath, command.args, {
    env: { ...process.env, ...env },
    timeout: minutes * 60_000,
    killSignal: 'SIGKILL',
  });
  recordVitest(name, command.output, status);
  return status;
}

/**
 * Runs a command with its output kept, printed whole when it ends (side-by-side runs do not
 * interleave); stopped after `minutes`. Resolves to its exit status.
 */
function buffered(name, command, args, minutes) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    const timer = setTimeout(() => {
      text += `\n${name}: stopped after ${minutes} minutes\n`;
      child.kill('SIGKILL');
    }, minutes * 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      console.log(`\n== ${name}\n${text}`);
      resolve(code ?? 1);
    });
  });
}

/** Checks without test counts, side by side (each runs on one core). */
async function checksTogether(checks, minutes = 15) {
  const statuses = await Promise.all(
    checks.map(async ({ name, command, args }) => {
      const status = await buffered(name, command, args, minutes);
      record(name, status === 0 ? 1 : 0, status === 0 ? 0 : 1);
      return status;
    }),
  );
  return statuses.filter((status) => status !== 0).length;
}

/** Suites that mostly wait (a browser drawing, a server answering), side by side. */
async function vitestTogether(suites, minutes) {
  const statuses = await Promise.all(
    suites.map(async ({ name, args }) => {
      const command = vitestArgs(name, args);
      const status = await buffered(name, process.execPath, command.args, minutes);
      recordVitest(name, command.output, status);
      return status;
    }),
  );
  return statuses.filter((status) => status !== 0).length;
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
  // tsc and eslint each keep one core busy: on two cores they take the time of the longer.
  failed += await checksTogether([
    { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
    { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
  ]);
  ensureBuilt({ force: true });
  // One run a project, each with its own time limit: a suite that hangs stops only itself.
  for (const project of ['packages', 'server', 'web']) {
    // The web's files that mock a module run apart (vitest.config.ts), counted with the web's.
    const projects = project === 'web' ? ['web', 'web-mocking'] : [project];
    failed += vitest(
      project,
      projects.flatMap((name) => ['--project', name]),
    )
      ? 1
      : 0;
  }
  // The journeys at a desk and on a phone, side by side: each starts its own portal, and both
  // spend most of their time waiting for the browser.
  failed += await vitestTogether(
    ['e2e-desktop', 'e2e-phone'].map((project) => ({
      name: project,
      args: ['--config', 'e2e/vitest.config.ts', '--project', project],
    })),
    40,
  );
  // What the browser downloads, on the build made above: the home page within its budget (decision 0017).
  failed += check('size', 'npm', ['run', 'size', '-w', 'bench', '--silent'], {
    env: { ...process.env, SIZE_RESULTS: path.join(results, 'size') },
  })
    ? 1
    : 0;
}

run(process.execPath, [path.join(root, 'scripts/summary.mjs')]);
process.exit(failed ? 1 : 0);
