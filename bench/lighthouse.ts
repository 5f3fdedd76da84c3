// Lighthouse on the built portal (demo data): the home page, the public complaint list and
// a complaint's details, with Lighthouse's default mobile emulation and throttling.
//   npm run build && npx tsx bench/lighthouse.ts        (or: npm run lighthouse -w bench)
// Not part of CI: a run takes a minute or more. Offline, the map tiles of
// tile.openstreetmap.org cannot load; they show up as failed requests (console errors).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, results, runInfo, startPortal } from './portal-server';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
} as const;

type PageScores = {
  title: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  /** FCP, LCP and TBT in milliseconds; CLS unitless. */
  metrics: Record<keyof typeof METRICS, number | null>;
  /** Audits of the three categories that did not pass, to see what to fix. */
  failed: { id: string; category: string; title: string; score: number | null; detail?: string }[];
  warnings: string[];
};

/** A demo complaint from the public list, for the details page. */
async function demoComplaintId(origin: string): Promise<number> {
  const response = await fetch(`${origin}/api/Complaints/Search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ pageNumber: 1, pageSize: 10, languageId: 1 }),
  });
  const page = (await response.json()) as { items?: { id: number }[] };
  const id = page.items?.[0]?.id;
  if (!response.ok || id === undefined) {
    throw new Error(`No public demo complaint found: ${response.status} ${JSON.stringify(page)}`);
  }
  return id;
}

async function audit(port: number, url: string): Promise<Omit<PageScores, 'title' | 'path'>> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null]),
  ) as PageScores['scores'];
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([key, id]) => [key, lhr.audits[id]?.numericValue ?? null]),
  ) as PageScores['metrics'];
  const failed: PageScores['failed'] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (!a || (ref.weight === 0 && category !== 'performance')) continue;
      const binary = a.scoreDisplayMode === 'binary' || a.scoreDisplayMode === 'numeric';
      if (binary && a.score !== null && a.score < 0.9) {
        const items = (a.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
        const detail = items
          .map((item) => String(item['issueType'] ?? item['description'] ?? item['url'] ?? ''))
          .filter(Boolean)
          .slice(0, 5)
          .join('; ');
        failed.push({ id: a.id, category, title: a.title, score: a.score, ...(detail ? { detail } : {}) });
      }
    }
  }
  const warnings = [...lhr.runWarnings];
  if (lhr.runtimeError) warnings.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  for (const id of Object.values(METRICS)) {
    const message = lhr.audits[id]?.errorMessage;
    if (message) warnings.push(`${id}: ${message}`);
  }
  return { scores, metrics, failed, warnings };
}

/** A phone's user agent, as Lighthouse's mobile emulation sends (the server draws for the width). */
const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

const pct = (score: number | null) => (score === null ? '–' : String(Math.round(score * 100)));
const ms = (value: number | null) => (value === null ? '–' : `${(value / 1000).toFixed(2)} s`);

function markdown(info: ReturnType<typeof runInfo>, version: string, pages: PageScores[]): string {
  const lines = [
    '# Lighthouse',
    '',
    `${info.date} · commit ${info.commit} · ${info.cores} cores · Lighthouse ${version} · Chromium ${CHROMIUM_PATH} · \`npx tsx bench/lighthouse.ts\``,
    '',
    'Mobile emulation and simulated throttling (Lighthouse defaults), built portal with demo data, each page asked for once before (a server in use), offline:',
    'the map tiles of tile.openstreetmap.org fail to load, which best practices count as console errors.',
    '',
    '| Page | Performance | Accessibility | Best practices | FCP | LCP | TBT | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...pages.map(
      (p) =>
        `| ${p.title} \`${p.path}\` | ${pct(p.scores.performance)} | ${pct(p.scores.accessibility)} | ${pct(p.scores['best-practices'])} | ${ms(p.metrics.fcp)} | ${ms(p.metrics.lcp)} | ${p.metrics.tbt === null ? '–' : `${Math.round(p.metrics.tbt)} ms`} | ${p.metrics.cls === null ? '–' : p.metrics.cls.toFixed(3)} |`,
    ),
    '',
  ];
  for (const p of pages) {
    if (!p.failed.length && !p.warnings.length) continue;
    lines.push(`## ${p.title}`, '');
    for (const f of p.failed) {
      lines.push(
        `- ${f.category}: ${f.title} (\`${f.id}\`, score ${pct(f.score)})${f.detail ? `: ${f.detail}` : ''}`,
      );
    }
    for (const w of p.warnings) lines.push(`- warning: ${w}`);
    lines.push('');
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const version = (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version;
  const server = await startPortal();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS.filter((f) => f !== '--headless'), '--headless=new'],
  });
  const pages: PageScores[] = [];
  try {
    const id = await demoComplaintId(server.origin);
    const targets = [
      { title: 'Home', path: '/home' },
      { title: 'Complaint list', path: '/complaints/all-complaints' },
      { title: 'Complaint details', path: `/complaints/complaint-details/${id}` },
    ];
    // A server that has just started draws each kind of page slowly the first time (its code is
    // loaded and compiled then): measured is the page of a server in use, so each is asked for first.
    for (const target of targets) {
      for (const agent of [PHONE_AGENT, 'Mozilla/5.0']) {
        await fetch(`${server.origin}${target.path}`, { headers: { 'user-agent': agent } });
      }
    }
    for (const target of targets) {
      console.log(`Lighthouse: ${target.path}`);
      pages.push({ ...target, ...(await audit(chrome.port, `${server.origin}${target.path}`)) });
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  const info = runInfo();
  mkdirSync(results, { recursive: true });
  writeFileSync(
    path.join(results, 'lighthouse.json'),
    `${JSON.stringify({ ...info, lighthouse: version, formFactor: 'mobile', pages }, null, 2)}\n`,
  );
  writeFileSync(path.join(results, 'lighthouse.md'), markdown(info, version, pages));
  for (const p of pages) {
    console.log(
      `${p.path}: performance ${pct(p.scores.performance)}, accessibility ${pct(p.scores.accessibility)}, best practices ${pct(p.scores['best-practices'])}; FCP ${ms(p.metrics.fcp)}, LCP ${ms(p.metrics.lcp)}, TBT ${Math.round(p.metrics.tbt ?? 0)} ms, CLS ${p.metrics.cls?.toFixed(3)}`,
    );
  }
  console.log('Results in bench/results/lighthouse.{json,md}');
}

await main();
