// Size benchmark: what the browser downloads (JS and CSS) for the home page, the public
// complaint list and a complaint's details, and an administration page, each on a fresh cache. Fails when the home
// page's first load is over budget or when it loads administration code.
//   npm run build && npx tsx bench/size.ts        (or: npm run size -w bench)
// Sizes are gzip level 9 of each file's bytes, computed here, so they do not depend on
// what the browser negotiated; the server sends ready-made brotli, reported as "transfer".
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, results, runInfo, startPortal, webDist } from './portal-server';

/**
 * The home page's first load, JS and CSS, gzip bytes: the figure measured once zod, the
 * contracts' schemas and the shell's menus left it (312.7 → 227.1 kB), rounded up to the next
 * kB, so any growth of the first load is a decision; 273.4 → 265.6 kB when the phone's menu became
 * the browser's own dialog, 265.8 → 228.5 when the drop-down menus became the shell's own, 211.4
 * when the project's own translator replaced i18next, 185.3 when the app's own router replaced
 * React Router and the page began to carry its start calls' answers, 170.0 when Mantine's styles
 * began to travel with its components and the statistics' captions with their pages, 162.5 when
 * the app's own cache of answers replaced TanStack Query, 152.2 when the home page stopped loading
 * the texts only other pages draw and its latest lists the modules' sending calls, 148.4 when
 * the shell's and the home page's buttons became the project's own (LightButton), 149.3 when
 * the app began to take over the page the server drew for a visitor (hydration). See
 * docs/decisions/0017-web-size-budget.md and bench/results/size-treemap.md (what it is made of).
 */
export const HOME_BUDGET_GZIP = 149_500;

/**
 * The public pages' first loads after the complaint list's map left it (389.7 → 313.8 kB) and a
 * complaint's map moved after its text (375.5 → 358.0), the phone's menu became the browser's
 * own dialog (311.4 and 350.1), the drop-down menus the shell's own (304.9 and 335.2), i18next
 * left (287.7 and 318.0) and a complaint's map loads when near the screen (297.6 at a desk,
 * where it is in sight; 240.5 on a phone, where it is not); the list's filter fields load when
 * shown and its page size and sort are the browser's own selects (289.9 at a desk, where the
 * filters are open; 251.6 on a phone, where they are folded), the app's own router replaced
 * React Router (263.4 and 271.2 at a desk, 225.1 and 214.1 on a phone), a list's table is the
 * browser's own (261.6 at a desk, 203.0 on a phone), Mantine's styles travel with its
 * components (253.2 and 260.7 at a desk, 192.9 and 203.6 on a phone), the app's own cache of
 * answers replaced TanStack Query (245.6 and 251.0 at a desk, 185.3 and 193.9 on a phone), the
 * texts the home page does not draw became a chunk of their own (245.4 and 250.4, 183.7 and
 * 193.3), a complaint's map became a still picture of its tiles until the visitor reaches for it
 * (194.6 at a desk and on a phone), the list's choices the browser's own selects and a date
 * field's calendar code loads when a calendar is opened (188.0 at a desk, 183.6 on a phone), and
 * Mantine's Button left the entry for the pages that use it (191.6 and 187.1; details 198.2),
 * and the app took over the page the server drew (192.6 and 188.1; details 199.2).
 * Under a kB of room: they may not grow unnoticed either (issue 19's target: 200 kB).
 */
const PAGE_BUDGETS_GZIP: Record<string, number> = {
  complaints: 193_000,
  complaintsPhone: 188_500,
  details: 199_500,
  detailsPhone: 199_500,
};

/**
 * Administration code, by source file. The admin features' index.tsx files stay out of
 * this: they are the modules' declarations (lazy route tables, menu entries), which the
 * shell needs to know the routes; the pages, components and API calls are the code.
 */
const ADMIN_SOURCES = [
  /\/src\/features\/(users|rest-service-users|system-parameters|outbox|code-lists|complaints\/admin|system-notifications)\/(?!(index\.tsx|routes\.ts)$)/,
  /\/src\/features\/info-section\/components\/(TextsPages|DocumentsPages|RowActions)\.tsx$/,
  /\/src\/features\/newsletter\/(components\/SubscribersPage\.tsx|api\/subscribers\.ts)$/,
];

const PAGES = [
  { key: 'home', title: 'Home (anonymous)', path: '/home', signedIn: false },
  {
    key: 'complaints',
    title: 'Complaint list (anonymous)',
    path: '/complaints/all-complaints',
    signedIn: false,
  },
  {
    key: 'complaintsPhone',
    title: 'Complaint list (anonymous, 360 px phone)',
    // On a phone the filters are folded: their fields load when opened.
    path: '/complaints/all-complaints',
    signedIn: false,
    phone: true,
  },
  {
    key: 'details',
    title: 'Complaint details (anonymous)',
    // The first complaint of the public list (demo data): `:id` is filled in when measured.
    path: '/complaints/complaint-details/:id',
    signedIn: false,
  },
  {
    key: 'detailsPhone',
    title: 'Complaint details (anonymous, 360 px phone)',
    // On a phone the location's map is below the text: it loads when scrolled to.
    path: '/complaints/complaint-details/:id',
    signedIn: false,
    phone: true,
  },
  { key: 'admin', title: 'Users list (admin)', path: '/admin/users/users-list', signedIn: true },
] as const;

/** The first complaint the public list shows, for the details page. */
async function firstComplaintId(origin: string): Promise<number> {
  const response = await fetch(`${origin}/api/Complaints/Search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ pageNumber: 1, pageSize: 10, languageId: 1 }),
  });
  const id = ((await response.json()) as { items?: { id: number }[] }).items?.[0]?.id;
  if (!response.ok || id === undefined) throw new Error(`No public demo complaint: ${response.status}`);
  return id;
}

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
};

type Asset = {
  file: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
  /** Bytes on the wire as the browser received them (content-encoding below). */
  transfer: number;
  encoding: string;
  /** What the chunk is: its source module for entries, else its name. */
  chunk: string;
  admin: boolean;
};

type PageResult = {
  key: string;
  title: string;
  path: string;
  files: number;
  js: { files: number; raw: number; gzip: number; transfer: number };
  css: { files: number; raw: number; gzip: number; transfer: number };
  total: { raw: number; gzip: number; transfer: number };
  assets: Asset[];
};

function readManifest(): Map<string, ManifestChunk> {
  const file = path.join(webDist, '.vite/manifest.json');
  const byFile = new Map<string, ManifestChunk>();
  if (!existsSync(file)) return byFile;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  for (const chunk of Object.values(manifest)) byFile.set(chunk.file, chunk);
  return byFile;
}

/** Whether a built JS file holds administration code, judged by its source map. */
function isAdminScript(file: string): boolean {
  const map = path.join(webDist, `${file}.map`);
  // The bundler's own helpers (its module runtime and the preloading of imported chunks, a
  // kilobyte or two shared by chunks) have no source map and no code of ours.
  if (/^assets\/(rolldown-runtime|preload-helper)-[\w-]+\.js$/.test(file)) return false;
  if (!existsSync(map)) throw new Error(`No source map for ${file}: the build must write source maps.`);
  const sources = (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  return sources.some((s) =>
    ADMIN_SOURCES.some((pattern) => pattern.test(`/${s.replace(/^(\.\.\/)+/, '')}`)),
  );
}

function describe(file: string, manifest: Map<string, ManifestChunk>): string {
  if (file.endsWith('.css')) {
    const owners = [...manifest.values()].filter((c) => c.css?.includes(file));
    return owners.length ? `css of ${owners.map((o) => describe(o.file, manifest)).join(', ')}` : 'css';
  }
  const chunk = manifest.get(file);
  if (!chunk) return '?';
  if (chunk.src) return `${chunk.src}${chunk.isEntry ? ' (entry)' : ''}`;
  return `shared: ${chunk.name ?? '?'}`;
}

function isAdminAsset(file: string, manifest: Map<string, ManifestChunk>): boolean {
  if (file.endsWith('.js')) return isAdminScript(file);
  return [...manifest.values()].some((c) => c.css?.includes(file) && isAdminScript(c.file));
}

async function signedInState(browser: Browser, origin: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.locator('main h1').first().waitFor();
  await page
    .locator('main')
    .getByLabel(/^Korisničko ime/)
    .fill('admin');
  await page
    .locator('main')
    .getByLabel(/^Lozinka/)
    .fill('Demo2026');
  await page.locator('main').getByRole('button', { name: 'Prijavi se', exact: true }).click();
  await page.getByRole('button', { name: /^Korisnički meni: / }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

async function measure(
  context: BrowserContext,
  origin: string,
  pathname: string,
  manifest: Map<string, ManifestChunk>,
): Promise<Asset[]> {
  const page: Page = await context.newPage();
  const pending: Promise<Asset | null>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const match = /^\/(assets\/[^/]+\.(js|css))$/.exec(url.pathname);
    if (url.origin !== origin || !match) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        const file = match[1]!;
        return {
          file,
          kind: match[2] as 'js' | 'css',
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          transfer: sizes.responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
          chunk: describe(file, manifest),
          admin: isAdminAsset(file, manifest),
        };
      })(),
    );
  });
  await page.goto(`${origin}${pathname}`, { waitUntil: 'networkidle' });
  await page.locator('main h1').first().waitFor();
  await page.waitForLoadState('networkidle');
  const assets = (await Promise.all(pending)).filter((a): a is Asset => a !== null);
  await page.close();
  return assets.sort((a, b) => b.gzip - a.gzip);
}

function summarise(page: (typeof PAGES)[number], pathname: string, assets: Asset[]): PageResult {
  const sum = (list: Asset[]) => ({
    files: list.length,
    raw: list.reduce((n, a) => n + a.raw, 0),
    gzip: list.reduce((n, a) => n + a.gzip, 0),
    transfer: list.reduce((n, a) => n + a.transfer, 0),
  });
  const js = sum(assets.filter((a) => a.kind === 'js'));
  const css = sum(assets.filter((a) => a.kind === 'css'));
  const all = sum(assets);
  return {
    key: page.key,
    title: page.title,
    path: pathname,
    files: all.files,
    js,
    css,
    total: { raw: all.raw, gzip: all.gzip, transfer: all.transfer },
    assets,
  };
}

const kB = (n: number) => (n / 1000).toFixed(1);

function markdown(info: ReturnType<typeof runInfo>, pages: PageResult[], problems: string[]): string {
  const lines = [
    '# Web size benchmark',
    '',
    `${info.date} · commit ${info.commit} · ${info.cores} cores · \`npx tsx bench/size.ts\``,
    '',
    'JS and CSS the browser downloads for a first visit (fresh cache), in kB (1000 bytes).',
    'gzip: each file compressed here at level 9; transfer: as sent (the server serves pre-made brotli).',
    '',
    '| Page | Files | JS raw | JS gzip | CSS raw | CSS gzip | Total gzip | Transfer |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...pages.map(
      (p) =>
        `| ${p.title} \`${p.path}\` | ${p.files} | ${kB(p.js.raw)} | ${kB(p.js.gzip)} | ${kB(p.css.raw)} | ${kB(p.css.gzip)} | ${kB(p.total.gzip)} | ${kB(p.total.transfer)} |`,
    ),
    '',
    `Budget for the home page's first load: ${kB(HOME_BUDGET_GZIP)} kB gzip (JS + CSS), no administration code; ` +
      `the complaint list ${kB(PAGE_BUDGETS_GZIP['complaints']!)} kB ` +
      `(${kB(PAGE_BUDGETS_GZIP['complaintsPhone']!)} kB on a phone), a complaint's details ${kB(PAGE_BUDGETS_GZIP['details']!)} kB ` +
      `(${kB(PAGE_BUDGETS_GZIP['detailsPhone']!)} kB on a phone).`,
    problems.length ? `**Failed:** ${problems.join('; ')}` : 'Within budget.',
    '',
  ];
  for (const p of pages) {
    lines.push(`## ${p.title}`, '', '| File | Chunk | gzip kB |', '| --- | --- | ---: |');
    for (const a of p.assets)
      lines.push(`| ${a.file}${a.admin ? ' (admin)' : ''} | ${a.chunk} | ${kB(a.gzip)} |`);
    lines.push('');
  }
  return lines.join('\n');
}

async function main(): Promise<number> {
  const manifest = readManifest();
  if (manifest.size === 0)
    console.warn('No Vite manifest (apps/web/dist/.vite/manifest.json): chunks are named by file only.');
  const server = await startPortal();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const pages: PageResult[] = [];
  try {
    const admin = await signedInState(browser, server.origin);
    const id = await firstComplaintId(server.origin);
    for (const page of PAGES) {
      // A new context for each page: an empty cache, as on a first visit.
      const context = await browser.newContext({
        ...(page.signedIn ? { storageState: admin } : {}),
        ...('phone' in page ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : {}),
      });
      const pathname = page.path.replace(':id', String(id));
      pages.push(summarise(page, pathname, await measure(context, server.origin, pathname, manifest)));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const home = pages.find((p) => p.key === 'home')!;
  const adminPage = pages.find((p) => p.key === 'admin')!;
  const problems: string[] = [];
  if (home.total.gzip > HOME_BUDGET_GZIP) {
    problems.push(
      `the home page loads ${kB(home.total.gzip)} kB gzip, over the budget of ${kB(HOME_BUDGET_GZIP)} kB`,
    );
  }
  for (const page of pages) {
    const budget = PAGE_BUDGETS_GZIP[page.key];
    if (budget !== undefined && page.total.gzip > budget) {
      problems.push(
        `${page.title} loads ${kB(page.total.gzip)} kB gzip, over its budget of ${kB(budget)} kB`,
      );
    }
  }
  const adminOnHome = home.assets.filter((a) => a.admin);
  if (adminOnHome.length) {
    problems.push(`the home page loads administration code: ${adminOnHome.map((a) => a.file).join(', ')}`);
  }
  // The check above means something only if administration chunks are recognised at all.
  if (!adminPage.assets.some((a) => a.admin)) {
    problems.push('no administration chunk recognised on the admin page: ADMIN_SOURCES is out of date');
  }

  const info = runInfo();
  // The test run checks the budget and keeps its figures aside; the committed results come
  // from a deliberate `npm run size -w bench`.
  const out = process.env['SIZE_RESULTS'] ?? results;
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'size.json'),
    `${JSON.stringify({ ...info, budget: { homeGzip: HOME_BUDGET_GZIP, pagesGzip: PAGE_BUDGETS_GZIP }, passed: problems.length === 0, problems, pages }, null, 2)}\n`,
  );
  writeFileSync(path.join(out, 'size.md'), markdown(info, pages, problems));

  for (const p of pages) {
    console.log(`\n${p.title} ${p.path}: ${p.files} files`);
    console.log(`  JS  ${p.js.files} files, ${kB(p.js.raw)} kB raw, ${kB(p.js.gzip)} kB gzip`);
    console.log(`  CSS ${p.css.files} files, ${kB(p.css.raw)} kB raw, ${kB(p.css.gzip)} kB gzip`);
    console.log(`  total ${kB(p.total.gzip)} kB gzip, ${kB(p.total.transfer)} kB transferred`);
    for (const a of p.assets) {
      console.log(`    ${kB(a.gzip).padStart(6)}  ${a.file}  ${a.chunk}${a.admin ? '  [admin]' : ''}`);
    }
  }
  console.log(
    `\nHome budget ${kB(HOME_BUDGET_GZIP)} kB gzip; results in ${path.relative(process.cwd(), out)}/size.{json,md}`,
  );
  for (const problem of problems) console.error(`FAIL: ${problem}`);
  return problems.length ? 1 : 0;
}

process.exit(await main());
