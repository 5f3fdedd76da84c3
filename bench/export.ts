// The report export benchmark (issue 15): the report "complaints by answer time" (one row per
// complaint of the period) exported from the built server on the generated PostgreSQL database,
// 100,000 rows as Excel and CSV and 10,000 rows as PDF and Word, each timed to the last byte of
// the answer, with the server process's memory sampled, and each file checked whole.
//
//   npx tsx bench/export.ts                    # generate bench_portal first (minutes), then measure
//   npx tsx bench/export.ts --reuse --runs 5   # on the data generated before
//   npx tsx bench/export.ts --reuse --only xlsx-100k --cpu-prof
//
// Results: bench/results/export-postgres.json and .md, with the machine and the commit.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { FULL_SCALE, generate } from './generate';
import { freshDatabase, openSql } from './lib/db';
import { machine } from './lib/machine';
import { ensureBuilt, root, startPortal, type Process } from './lib/portal';
import { occurrences, zipEntries, zipRead } from './lib/zip';

const MUNICIPALITY = 6;
const PASSWORD = 'Demo2026';
const REPORT = 'ComplaintsByAnswerTime';
const MB = 2 ** 20;

type Format = 'xlsx' | 'csv' | 'pdf' | 'docx';
type Case = {
  id: string;
  format: Format;
  /** About this many rows: the widest period with at most this many. */
  about: number;
  /** Issue 15's targets; a case without one is measured for information. */
  target?: { seconds: number; megabytes?: number };
  /** The server's settings for the case, beyond the defaults. */
  env?: Record<string, string>;
};

const CASES: Case[] = [
  { id: 'xlsx-100k', format: 'xlsx', about: 100_000, target: { seconds: 10, megabytes: 300 } },
  { id: 'csv-100k', format: 'csv', about: 100_000 },
  { id: 'pdf-10k', format: 'pdf', about: 10_000, target: { seconds: 15 } },
  { id: 'docx-10k', format: 'docx', about: 10_000, target: { seconds: 15 } },
  // For information: Word at REPORT_MAX_ROWS' default, and PDF at twice REPORT_MAX_PDF_ROWS'
  // default (raised for the case), which shows why that limit is where it is.
  { id: 'docx-100k', format: 'docx', about: 100_000 },
  { id: 'pdf-20k', format: 'pdf', about: 20_000, env: { REPORT_MAX_PDF_ROWS: '20000' } },
];

const CONTENT_TYPES: Record<Format, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  csv: 'text/csv',
};

// ---------------------------------------------------------------------------------------------
// The server process, seen from /proc

/** Resident memory (all, and the anonymous part: heaps rather than mapped files), its high-water mark, CPU time. */
type ProcessSample = { rssMB: number; rssAnonMB: number; hwmMB: number; cpuSeconds: number };

const TICKS = 100; // USER_HZ: clock ticks per second in /proc/<pid>/stat on Linux

function sampleProcess(pid: number): ProcessSample {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command's name, which is in parentheses: utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    rssMB: kB('VmRSS') / 1024,
    rssAnonMB: kB('RssAnon') / 1024,
    hwmMB: kB('VmHWM') / 1024,
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS,
  };
}

/** The machine's CPU use by everything, between two readings of /proc/stat: busy share of all cores. */
function cpuTimes() {
  const [, ...numbers] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const values = numbers.map(Number);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { idle, total: values.reduce((a, b) => a + b, 0) };
}

/**
 * With --trace-gc: the V8 heap's largest size, used and committed, in the GC lines the server
 * prints ("Scavenge 150.2 (170.3) -> 140.1 (172.3) MB"), since the last reset.
 */
function heapWatcher(output: NodeJS.ReadableStream | null) {
  let used = 0;
  let committed = 0;
  let rest = '';
  output?.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const m = /([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/.exec(line);
      if (!m) continue;
      used = Math.max(used, Number(m[1]));
      committed = Math.max(committed, Number(m[2]), Number(m[4]));
    }
  });
  return {
    reset: () => ([used, committed] = [0, 0]),
    peak: () => ({ usedMB: used, committedMB: committed }),
  };
}

// ---------------------------------------------------------------------------------------------
// Calls

type Session = { url: string; token: string };

async function post(s: Session, call: string, body: unknown): Promise<Response> {
  return fetch(`${s.url}${call}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(s.token ? { authorization: `Bearer ${s.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

async function postJson<T>(s: Session, call: string, body: unknown): Promise<T> {
  const res = await post(s, call, body);
  if (!res.ok) throw new Error(`${call} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

async function signIn(url: string): Promise<Session> {
  const login = await postJson<{ token: string }>({ url, token: '' }, '/api/Account/Login', {
    username: 'admin',
    password: PASSWORD,
  });
  return { url, token: login.token };
}

type Range = { dateFrom: string; dateTo: string };
type SearchPage = { totalCount: number; items: Record<string, unknown>[] };

/** Search's smallest page (its sizes are 5, 10, 20 and 50). */
const PAGE = 5;
const search = (s: Session, range: Range, pageNumber = 1) =>
  postJson<SearchPage>(s, `/api/Reports/${REPORT}/Search`, {
    ...range,
    languageId: 1,
    pageNumber,
    pageSize: PAGE,
  });

const isoDay = (day: Date) => day.toISOString().slice(0, 10);
const daysBefore = (iso: string, days: number) => isoDay(new Date(Date.parse(iso) - days * 86_400_000));

/**
 * The widest period ending on `dateTo` with at most `rows` complaints, by bisection over its
 * length in days (Search's total).
 */
async function periodOf(s: Session, dateTo: string, rows: number): Promise<Range & { rows: number }> {
  const count = async (days: number) =>
    (await search(s, { dateFrom: daysBefore(dateTo, days), dateTo })).totalCount;
  let [low, high] = [0, 8 * 366];
  const most = await count(high);
  if (most <= rows) throw new Error(`Only ${most} complaints in eight years: generate the data first.`);
  let lowCount = await count(low);
  if (lowCount > rows) throw new Error(`More than ${rows} complaints on ${dateTo} alone.`);
  // count(low) <= rows < count(high)
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    const n = await count(middle);
    if (n <= rows) [low, lowCount] = [middle, n];
    else high = middle;
  }
  return { dateFrom: daysBefore(dateTo, low), dateTo, rows: lowCount };
}

/** The report's number ("sequence/year") of the period's first and last rows. */
async function endRows(s: Session, range: Range, total: number): Promise<[string, string]> {
  const [first, last] = await Promise.all([search(s, range, 1), search(s, range, Math.ceil(total / PAGE))]);
  return [String(first.items[0]?.['number']), String(last.items.at(-1)?.['number'])];
}

// ---------------------------------------------------------------------------------------------
// One export

type Measured = {
  seconds: number;
  /** Until the answer's headers, and until its first bytes. */
  headersSeconds: number;
  firstByteSeconds: number;
  bytes: number;
  /** Server RSS: before the call, and the most sampled every 50 ms during it. */
  rssBeforeMB: number;
  rssPeakMB: number;
  /** The anonymous part of RSS at its peak (the rest is mapped files: Node's own code, libraries). */
  rssAnonAtPeakMB: number;
  /** With --trace-gc: the V8 heap's peak during the call, used and committed. */
  v8Heap?: { usedMB: number; committedMB: number };
  /** Server CPU time (user + system) the call took, across its threads. */
  serverCpuSeconds: number;
  /** The machine's cores busy over the call, by everything: the server, PostgreSQL, this client, others. */
  machineBusyCores: number;
  file: Buffer;
};

async function exportOnce(
  s: Session,
  pid: number,
  range: Range,
  format: Format,
  heap?: ReturnType<typeof heapWatcher>,
): Promise<Measured> {
  const before = sampleProcess(pid);
  const cpuBefore = cpuTimes();
  let peak = before;
  const sample = () => {
    const now = sampleProcess(pid);
    if (now.rssMB > peak.rssMB) peak = now;
    return now;
  };
  heap?.reset();
  const timer = setInterval(sample, 50);
  const started = performance.now();
  try {
    const res = await post(s, `/api/Reports/${REPORT}/Export`, { ...range, languageId: 1, format });
    const headers = performance.now();
    if (!res.ok || !res.body) throw new Error(`Export ${format} answered ${res.status}: ${await res.text()}`);
    const type = res.headers.get('content-type') ?? '';
    if (!type.startsWith(CONTENT_TYPES[format])) throw new Error(`Export ${format}: content type ${type}`);
    const chunks: Uint8Array[] = [];
    let firstByte = 0;
    const reader = res.body.getReader();
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      firstByte ||= performance.now();
      chunks.push(next.value);
    }
    const ended = performance.now();
    const after = sample();
    const cpuAfter = cpuTimes();
    const file = Buffer.concat(chunks);
    const total = cpuAfter.total - cpuBefore.total;
    return {
      seconds: (ended - started) / 1000,
      headersSeconds: (headers - started) / 1000,
      firstByteSeconds: ((firstByte || ended) - started) / 1000,
      bytes: file.length,
      rssBeforeMB: before.rssMB,
      rssPeakMB: peak.rssMB,
      rssAnonAtPeakMB: peak.rssAnonMB,
      ...(heap ? { v8Heap: heap.peak() } : {}),
      serverCpuSeconds: after.cpuSeconds - before.cpuSeconds,
      machineBusyCores:
        total > 0 ? ((total - (cpuAfter.idle - cpuBefore.idle)) / total) * os.cpus().length : 0,
      file,
    };
  } finally {
    clearInterval(timer);
  }
}

/**
 * What the file holds, checked: a zip with its end record and the rows sheet or document whose
 * table has a row per report row plus the heading; a PDF with its trailer; a CSV with a line
 * per row. The first and last rows' numbers must be in the file (not checked in the PDF, whose
 * text is in embedded-font glyph codes).
 */
function check(format: Format, file: Buffer, rows: number, ends: [string, string]) {
  const problems: string[] = [];
  let tableRows: number | null = null;
  let pages: number | null = null;
  let content: Buffer;
  if (format === 'xlsx' || format === 'docx') {
    const entries = zipEntries(file);
    const part =
      format === 'xlsx'
        ? entries.find((e) => /^xl\/worksheets\/sheet\d+\.xml$/.test(e.name))
        : entries.find((e) => e.name === 'word/document.xml');
    if (!part) throw new Error(`${format}: no ${format === 'xlsx' ? 'sheet' : 'document'} in the zip`);
    content = zipRead(file, part);
    // Every part must inflate whole, not only the one counted.
    for (const entry of entries) if (entry !== part) zipRead(file, entry);
    tableRows =
      format === 'xlsx'
        ? occurrences(content, '<row ')
        : occurrences(content, '<w:tr>') + occurrences(content, '<w:tr ');
    // The sheet also has the title block and the row count above and below the table.
    if (tableRows < rows + 1) problems.push(`${tableRows} table rows for ${rows} report rows`);
  } else if (format === 'csv') {
    content = file;
    if (!file.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))) problems.push('no byte-order mark');
    tableRows = occurrences(file, '\r\n') + (file.subarray(-2).toString() === '\r\n' ? 0 : 1);
    if (tableRows !== rows + 1) problems.push(`${tableRows} lines for ${rows} rows and the heading`);
  } else {
    content = Buffer.alloc(0);
    const text = file.toString('latin1');
    if (!text.startsWith('%PDF-')) problems.push('no %PDF- header');
    if (!text.trimEnd().endsWith('%%EOF')) problems.push('no %%EOF trailer: cut short');
    pages = (text.match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
    if (pages < 1) problems.push('no pages');
  }
  if (format !== 'pdf') {
    for (const number of ends) if (occurrences(content, number) === 0) problems.push(`row ${number} missing`);
  }
  return { tableRows, pages, problems };
}

// ---------------------------------------------------------------------------------------------
// The cases

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

type Period = Range & { rows: number; ends: [string, string] };

type CaseResult = Case & {
  rows: number;
  range: Range;
  /** Server RSS just started (idle), and after a warm-up export of one day in the same format. */
  startedRssMB: number;
  warmRssMB: number;
  warmUp: { rows: number; seconds: number };
  runs: (Omit<Measured, 'file'> & { tableRows: number | null; pages: number | null })[];
  medianSeconds: number;
  maxSeconds: number;
  medianFirstByteSeconds: number;
  /** The most RSS sampled during any run, and the process's high-water mark (VmHWM) since it started. */
  peakRssMB: number;
  highWaterMarkMB: number;
  bytes: number;
  met: boolean | null;
  profile?: ProfileSummary;
};

async function runCase(
  c: Case,
  start: (nodeArgs: string[], env?: Record<string, string>) => Promise<Process>,
  range: Period,
  warmUp: Range & { rows: number },
  options: { runs: number; profileDir: string | null; traceGc: boolean; pauseSeconds: number },
): Promise<CaseResult> {
  const profileName = `${c.id}.cpuprofile`;
  const portal = await start(
    [
      ...(options.profileDir
        ? ['--cpu-prof', '--cpu-prof-dir', options.profileDir, '--cpu-prof-name', profileName]
        : []),
      ...(options.traceGc ? ['--trace-gc'] : []),
    ],
    c.env,
  );
  try {
    const pid = portal.child.pid!;
    const heap = options.traceGc ? heapWatcher(portal.child.stdout) : undefined;
    const session = await signIn(portal.url);
    await new Promise((r) => setTimeout(r, 1000));
    const startedRssMB = sampleProcess(pid).rssMB;
    // One small export first: the writer's modules, fonts and code warm, as on a running portal.
    const warm = await exportOnce(session, pid, warmUp, c.format);
    const warmRssMB = sampleProcess(pid).rssMB;
    const runs: CaseResult['runs'] = [];
    for (let i = 0; i < options.runs; i++) {
      // A moment between exports (--pause), as people make them; the server collects a large
      // export's garbage as soon as it is written (platform/gc.ts), so the runs may follow closely.
      await new Promise((r) => setTimeout(r, options.pauseSeconds * 1000));
      const { file, ...m } = await exportOnce(session, pid, range, c.format, heap);
      const checked = check(c.format, file, range.rows, range.ends);
      if (checked.problems.length) {
        throw new Error(`${c.id} run ${i + 1}: the file is not whole: ${checked.problems.join('; ')}`);
      }
      runs.push({ ...m, tableRows: checked.tableRows, pages: checked.pages });
      console.log(
        `${c.id.padEnd(10)} run ${i + 1}: ${m.seconds.toFixed(2)} s (first byte ${m.firstByteSeconds.toFixed(2)} s), ` +
          `${(m.bytes / MB).toFixed(1)} MB, server RSS ${m.rssBeforeMB.toFixed(0)} → peak ${m.rssPeakMB.toFixed(0)} MB, ` +
          `server CPU ${m.serverCpuSeconds.toFixed(1)} s, machine ${m.machineBusyCores.toFixed(2)} cores busy` +
          (m.v8Heap ? `, V8 heap ${m.v8Heap.usedMB} MB used / ${m.v8Heap.committedMB} MB committed` : '') +
          (checked.pages !== null ? `, ${checked.pages} pages` : `, ${checked.tableRows} table rows`),
      );
    }
    const highWaterMarkMB = sampleProcess(pid).hwmMB;
    const seconds = runs.map((r) => r.seconds);
    const peakRssMB = Math.max(...runs.map((r) => r.rssPeakMB));
    const maxSeconds = Math.max(...seconds);
    return {
      ...c,
      rows: range.rows,
      range: { dateFrom: range.dateFrom, dateTo: range.dateTo },
      startedRssMB: round(startedRssMB, 1),
      warmRssMB: round(warmRssMB, 1),
      warmUp: { rows: warmUp.rows, seconds: round(warm.seconds) },
      runs: runs.map((r) => ({
        ...r,
        seconds: round(r.seconds),
        headersSeconds: round(r.headersSeconds),
        firstByteSeconds: round(r.firstByteSeconds),
        rssBeforeMB: round(r.rssBeforeMB, 1),
        rssPeakMB: round(r.rssPeakMB, 1),
        rssAnonAtPeakMB: round(r.rssAnonAtPeakMB, 1),
        serverCpuSeconds: round(r.serverCpuSeconds),
        machineBusyCores: round(r.machineBusyCores),
      })),
      medianSeconds: round(median(seconds)),
      maxSeconds: round(maxSeconds),
      medianFirstByteSeconds: round(median(runs.map((r) => r.firstByteSeconds))),
      peakRssMB: round(peakRssMB, 1),
      highWaterMarkMB: round(highWaterMarkMB, 1),
      bytes: median(runs.map((r) => r.bytes)),
      met: c.target
        ? maxSeconds <= c.target.seconds &&
          (c.target.megabytes === undefined || highWaterMarkMB <= c.target.megabytes)
        : null,
    };
  } finally {
    await portal.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// CPU profiles (--cpu-prof): where the server's time went, by package and by function

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
type ProfileSummary = {
  file: string;
  sampledSeconds: number;
  byPackage: { name: string; seconds: number; share: number }[];
  byFunction: { name: string; seconds: number; share: number }[];
};

function packageOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  if (url.startsWith('node:')) return 'node:*';
  if (url.includes('apps/server/dist/')) return 'portal (dist/main.js)';
  return url;
}

function summarizeProfile(file: string): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as {
    nodes: ProfileNode[];
    startTime: number;
    endTime: number;
    samples: number[];
  };
  const samples = profile.samples.length || 1;
  const perSample = (profile.endTime - profile.startTime) / 1e6 / samples;
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    if (!hits) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const pkg = packageOf(url, functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
    const name = `${functionName || '(anonymous)'} ${url ? `${pkg}:${lineNumber + 1}` : ''}`.trim();
    byFunction.set(name, (byFunction.get(name) ?? 0) + hits);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, hits]) => ({ name, seconds: round(hits * perSample), share: round(hits / samples, 3) }));
  return {
    file: path.relative(root, file),
    sampledSeconds: round(samples * perSample),
    byPackage: top(byPackage, 12),
    byFunction: top(byFunction, 20),
  };
}

// ---------------------------------------------------------------------------------------------

/** Migrations and demo data by a first start of the portal, then the generated data. */
async function prepare(serverUrl: string): Promise<{ databaseUrl: string; seconds: number }> {
  const databaseUrl = await freshDatabase(serverUrl, 'bench_portal');
  console.log('PostgreSQL: preparing bench_portal…');
  await (await startPortal({ databaseUrl })).stop();
  const sql = await openSql({ databaseUrl });
  try {
    const { seconds } = await generate(sql, {
      municipalityId: MUNICIPALITY,
      scale: FULL_SCALE,
      progress: console.log,
    });
    return { databaseUrl, seconds };
  } finally {
    await sql.close();
  }
}

/**
 * Forgets the exports counted against the benchmark's account: the portal allows a person 30
 * in 10 minutes (decision 0026), and a run of every case makes more, as do runs one after
 * another.
 */
async function forgetExportLimits(databaseUrl: string): Promise<void> {
  const sql = await openSql({ databaseUrl });
  try {
    await sql.query(`delete from rate_limit where key like 'write:export:%'`);
  } finally {
    await sql.close();
  }
}

/** The people and complaints of the municipality, as generated. */
async function scaleOf(databaseUrl: string) {
  const sql = await openSql({ databaseUrl });
  try {
    const count = async (table: string) =>
      Number(
        (
          await sql.query<{ n: string }>(`select count(*) as n from ${table} where municipality_id = $1`, [
            MUNICIPALITY,
          ])
        ).rows[0]?.n,
      );
    return { users: await count('app_user'), complaints: await count('complaint') };
  } finally {
    await sql.close();
  }
}

/** The commit, the server files changed since (a build may include them), and when the server was built. */
function gitState() {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
  const builtAt = statSync(path.join(root, 'apps/server/dist/main.js')).mtime.toISOString();
  try {
    const changed = git('status', '--porcelain', '--', 'apps/server', 'packages').split('\n').filter(Boolean);
    return { commit: git('rev-parse', 'HEAD'), uncommittedServerFiles: changed.length, builtAt };
  } catch {
    return { commit: 'unknown', uncommittedServerFiles: 0, builtAt };
  }
}

const n = (value: number) => value.toLocaleString('en');

type Result = {
  command: string;
  machine: ReturnType<typeof machine>;
  git: ReturnType<typeof gitState>;
  loadAverage: { before: number[]; after: number[] };
  scale: { users: number; complaints: number };
  runsPerCase: number;
  generatedSeconds: number | null;
  cases: CaseResult[];
};

function markdown(r: Result): string {
  const m = r.machine;
  const lines = [
    '# Report export benchmark (issue 15)',
    '',
    `\`${r.command}\``,
    '',
    `${m.date.slice(0, 10)}, commit ${r.git.commit}` +
      (r.git.uncommittedServerFiles
        ? ` (${r.git.uncommittedServerFiles} files under apps/server and packages changed or new in the working tree; ` +
          `the server built from it at ${r.git.builtAt?.slice(11, 16) ?? '?'} UTC)`
        : '') +
      `, ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB, Node ${m.node}. ` +
      `Load average ${r.loadAverage.before.map((x) => x.toFixed(2)).join(' / ')} before, ` +
      `${r.loadAverage.after.map((x) => x.toFixed(2)).join(' / ')} after (1 / 5 / 15 min)` +
      // Beyond the 2 cores, something besides the benchmark (server, database, client) was running.
      (Math.max(...r.loadAverage.before, ...r.loadAverage.after) > m.cores
        ? ': other work shared the machine.'
        : '.'),
    '',
    `The built server (\`apps/server/dist/main.js\`) on PostgreSQL (\`bench_portal\`: ${n(r.scale.users)} people, ` +
      `${n(r.scale.complaints)} complaints), signed in as \`admin\`, exports the report \`${REPORT}\` ` +
      '(one row per complaint of the period, eight columns) over a period found by bisection on ' +
      "Search's total. The server is started afresh for each case and makes one warm-up export of one day's rows " +
      `first; then ${r.runsPerCase} runs, each timed from the request to the answer's last byte, read whole by a ` +
      "client on the same machine. Memory: the server process's RSS sampled every 50 ms during each run, and its " +
      "high-water mark (VmHWM, since it started). Every file is checked whole: the zip's end record and every part " +
      "inflated, a table row per report row, the first and last rows' numbers present; the PDF's trailer and pages; " +
      "the CSV's lines.",
    '',
    '| Case | Rows | Period | Median s | Max s | First byte s | File MB | Peak RSS MB (sampled / VmHWM) | Idle RSS MB (started / warm) | Server CPU s | Target | Met |',
    '|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const c of r.cases) {
    const target = c.target
      ? `≤ ${c.target.seconds} s${c.target.megabytes ? `, ≤ ${c.target.megabytes} MB` : ''}`
      : '(information)';
    lines.push(
      `| ${c.id} | ${n(c.rows)} | ${c.range.dateFrom} – ${c.range.dateTo} | ${c.medianSeconds.toFixed(2)} | ${c.maxSeconds.toFixed(2)} | ` +
        `${c.medianFirstByteSeconds.toFixed(2)} | ${(c.bytes / MB).toFixed(1)} | ${c.peakRssMB.toFixed(0)} / ${c.highWaterMarkMB.toFixed(0)} | ` +
        `${c.startedRssMB.toFixed(0)} / ${c.warmRssMB.toFixed(0)} | ${median(c.runs.map((x) => x.serverCpuSeconds)).toFixed(1)} | ${target} | ` +
        `${c.met === null ? '–' : c.met ? 'yes' : '**no**'} |`,
    );
  }
  const heap = r.cases.some((c) => c.runs.some((x) => x.v8Heap));
  lines.push(
    '',
    '## Runs',
    '',
    'RSS before the run and its peak, of which anonymous memory (heaps; the rest is mapped files: ' +
      "Node's code, libraries)" +
      (heap ? "; the V8 heap's peak used and committed size from the server's `--trace-gc` lines" : '') +
      '. Server CPU: user and system time of the server process (all its threads); machine busy: ' +
      'cores busy over the run by every process (the server, PostgreSQL, this client, other work).',
    '',
    `| Case | Run | s | First byte s | RSS before → peak MB | Anonymous at peak MB |${heap ? ' V8 heap used / committed MB |' : ''} Server CPU s | Machine busy cores | Table rows / pages |`,
    `|---|---:|---:|---:|---:|---:|${heap ? '---:|' : ''}---:|---:|---:|`,
  );
  for (const c of r.cases) {
    c.runs.forEach((x, i) =>
      lines.push(
        `| ${c.id} | ${i + 1} | ${x.seconds.toFixed(2)} | ${x.firstByteSeconds.toFixed(2)} | ` +
          `${x.rssBeforeMB.toFixed(0)} → ${x.rssPeakMB.toFixed(0)} | ${x.rssAnonAtPeakMB.toFixed(0)} |` +
          (heap
            ? ` ${x.v8Heap ? `${x.v8Heap.usedMB.toFixed(0)} / ${x.v8Heap.committedMB.toFixed(0)}` : '–'} |`
            : '') +
          ` ${x.serverCpuSeconds.toFixed(1)} | ${x.machineBusyCores.toFixed(2)} | ` +
          `${x.pages !== null ? `${x.pages} pages` : n(x.tableRows ?? 0)} |`,
      ),
    );
  }
  const profiled = r.cases.filter((c) => c.profile);
  if (profiled.length) {
    lines.push('', '## CPU profiles of the server (`--cpu-prof`)', '');
    for (const c of profiled) {
      const p = c.profile!;
      lines.push(
        `### ${c.id}: ${p.sampledSeconds} s sampled (\`${p.file}\`)`,
        '',
        '| Package | s | share |',
        '|---|---:|---:|',
        ...p.byPackage.map((x) => `| ${x.name} | ${x.seconds} | ${(x.share * 100).toFixed(1)} % |`),
        '',
        '| Function (self time) | s | share |',
        '|---|---:|---:|',
        ...p.byFunction.map((x) => `| \`${x.name}\` | ${x.seconds} | ${(x.share * 100).toFixed(1)} % |`),
        '',
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      postgres: {
        type: 'string',
        default: process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test',
      },
      reuse: { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      /** Seconds between exports (after the warm-up and between runs). */
      pause: { type: 'string', default: '2' },
      only: { type: 'string' },
      'cpu-prof': { type: 'boolean', default: false },
      'trace-gc': { type: 'boolean', default: false },
      build: { type: 'boolean', default: true },
      /** Writes the .md again from the .json, without measuring. */
      render: { type: 'string' },
    },
    allowNegative: true,
  });
  if (values.render) {
    const json = path.resolve(values.render);
    writeFileSync(json.replace(/\.json$/, '.md'), markdown(JSON.parse(readFileSync(json, 'utf8')) as Result));
    return;
  }
  const runs = Number(values.runs);
  const only = values.only?.split(',');
  const cases = CASES.filter((c) => !only || only.includes(c.id));
  if (!cases.length) throw new Error(`--only takes ${CASES.map((c) => c.id).join(', ')}`);
  if (values.build) ensureBuilt();

  const url = new URL(values.postgres);
  url.pathname = '/bench_portal';
  let databaseUrl = url.toString();
  let generatedSeconds: number | null = null;
  if (!values.reuse) ({ databaseUrl, seconds: generatedSeconds } = await prepare(values.postgres));

  const loadBefore = os.loadavg();
  const start = (nodeArgs: string[], env: Record<string, string> = {}) =>
    startPortal({ databaseUrl }, env, nodeArgs);
  const scale = await scaleOf(databaseUrl);

  // The periods, found once on a server started for that.
  const finder = await start([]);
  const periods = new Map<number, Period>();
  let warmUp: Range & { rows: number };
  try {
    const session = await signIn(finder.url);
    const today = isoDay(new Date());
    for (const about of new Set(cases.map((c) => c.about))) {
      const period = await periodOf(session, today, about);
      periods.set(about, { ...period, ends: await endRows(session, period, period.rows) });
      console.log(`About ${n(about)} rows: ${n(period.rows)} from ${period.dateFrom} to ${period.dateTo}`);
    }
    // The warm-up: the first day of the widest period.
    const widest = [...periods.values()].sort((a, b) => b.rows - a.rows)[0]!;
    const oneDay = { dateFrom: widest.dateFrom, dateTo: widest.dateFrom };
    warmUp = { ...oneDay, rows: (await search(session, oneDay)).totalCount };
  } finally {
    await finder.stop();
  }

  const profileDir = values['cpu-prof'] ? path.join(root, '.tmp/bench-export-profiles') : null;
  if (profileDir) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
  }
  const results: CaseResult[] = [];
  for (const c of cases) {
    await forgetExportLimits(databaseUrl);
    const result = await runCase(c, start, periods.get(c.about)!, warmUp, {
      runs,
      profileDir,
      traceGc: values['trace-gc'],
      pauseSeconds: Number(values.pause),
    });
    if (profileDir) result.profile = summarizeProfile(path.join(profileDir, `${c.id}.cpuprofile`));
    results.push(result);
  }

  const result: Result = {
    command: ['npx tsx bench/export.ts', ...process.argv.slice(2)].join(' '),
    machine: machine(),
    git: gitState(),
    loadAverage: { before: loadBefore.map((x) => round(x)), after: os.loadavg().map((x) => round(x)) },
    scale,
    runsPerCase: runs,
    generatedSeconds,
    cases: results,
  };
  const out = path.join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  const name = only ? 'export-postgres-partial' : 'export-postgres';
  writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(out, `${name}.md`), markdown(result));
  console.log(`\nWritten to bench/results/${name}.json and .md`);
  for (const c of results) {
    console.log(
      `${c.id.padEnd(10)} ${n(c.rows)} rows: median ${c.medianSeconds} s, max ${c.maxSeconds} s, peak RSS ${c.peakRssMB} MB (VmHWM ${c.highWaterMarkMB} MB)` +
        (c.met === null ? '' : c.met ? '  target met' : '  TARGET MISSED'),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
