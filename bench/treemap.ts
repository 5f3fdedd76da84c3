// What the home page's first load is made of, by source module: a treemap of the chunks the
// size benchmark saw the home page load, and a summary by library in kB gzip.
//   ANALYZE=1 npm run build -w apps/web && npx tsx bench/size.ts && npx tsx bench/treemap.ts
// (ANALYZE=1 also for bench/size.ts, in case it rebuilds the portal: a build without it
// drops the analysis.) The build's visualizer (apps/web/vite.config.ts) measures each
// module's minified bytes through the chunk's source map; here each chunk's gzip size (from
// bench/results/size.json) is shared among its modules in proportion to those bytes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { results, webDist } from './portal-server';

type TreeNode = { name: string; uid?: string; children?: TreeNode[] };
type Stats = {
  version: number;
  tree: TreeNode;
  nodeParts: Record<string, { renderedLength: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
  env: unknown;
  options: unknown;
};
type SizeAsset = { file: string; kind: 'js' | 'css'; gzip: number; chunk: string };
type SizePage = { key: string; title: string; path: string; total: { gzip: number }; assets: SizeAsset[] };

const statsFile = path.join(webDist, '.vite/stats.json');
const sizeDir = process.env['SIZE_RESULTS'] ?? results;
if (!existsSync(statsFile)) {
  console.error(`No ${path.relative(process.cwd(), statsFile)}: build with ANALYZE=1 first.`);
  process.exit(1);
}
const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as Stats;
const size = JSON.parse(readFileSync(path.join(sizeDir, 'size.json'), 'utf8')) as { pages: SizePage[] };

/** The group a module counts in, by its path. */
function group(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
  if (pkg) {
    if (pkg.startsWith('@mantine/')) return 'Mantine';
    if (pkg.startsWith('@floating-ui/')) return 'floating-ui (Mantine)';
    if (pkg === 'react-dom' || pkg === 'scheduler') return 'react-dom';
    if (pkg === 'react') return 'react';
    if (pkg === 'zod') return 'zod';
    if (pkg.startsWith('@tanstack/')) return 'TanStack Query';
    if (pkg === '@tabler/icons-react') return 'Tabler icons';
    return `other: ${pkg}`;
  }
  if (id.includes('/packages/i18n/src/catalogues/')) return 'catalogues (texts)';
  if (id.includes('/packages/i18n/')) return '@portal/i18n (code)';
  if (id.includes('/packages/contracts/')) return '@portal/contracts';
  if (id.includes('/apps/web/src/')) return 'app code (apps/web/src)';
  return `other: ${id}`;
}

/** apps/web/src/features/complaints/public/X.tsx → features/complaints; app/shell/… → app/shell. */
function appArea(id: string): string {
  const rest = id.split('/apps/web/src/')[1] ?? id;
  const parts = rest.split('/');
  if (parts[0] === 'features' || parts[0] === 'app' || parts[0] === 'components') {
    return parts.length > 2 ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return parts.length > 1 ? parts[0]! : rest;
}

/** The modules of a chunk with their minified bytes, from the visualizer's tree. */
function modulesOf(bundle: string): { id: string; bytes: number }[] {
  const node = stats.tree.children?.find((c) => c.name === bundle);
  if (!node) return [];
  const out: { id: string; bytes: number }[] = [];
  const walk = (n: TreeNode) => {
    if (n.uid) {
      const part = stats.nodeParts[n.uid]!;
      out.push({ id: stats.nodeMetas[part.metaUid]!.id, bytes: part.renderedLength });
    }
    n.children?.forEach(walk);
  };
  walk(node);
  return out;
}

type Share = { id: string; group: string; gzip: number; chunk: string };

/** Each JS file's gzip bytes shared among its modules; CSS files as they are. */
function shares(page: SizePage): Share[] {
  const out: Share[] = [];
  for (const asset of page.assets) {
    if (asset.kind === 'css') {
      out.push({ id: asset.file, group: 'CSS (Mantine + app)', gzip: asset.gzip, chunk: asset.file });
      continue;
    }
    const modules = modulesOf(asset.file);
    const total = modules.reduce((n, m) => n + m.bytes, 0);
    if (!total) {
      out.push({ id: asset.file, group: 'bundler runtime', gzip: asset.gzip, chunk: asset.file });
      continue;
    }
    for (const m of modules) {
      out.push({ id: m.id, group: group(m.id), gzip: (asset.gzip * m.bytes) / total, chunk: asset.file });
    }
  }
  return out;
}

const kB = (n: number) => (n / 1000).toFixed(1);

function sumBy(list: Share[], key: (s: Share) => string): [string, number][] {
  const map = new Map<string, number>();
  for (const s of list) map.set(key(s), (map.get(key(s)) ?? 0) + s.gzip);
  return [...map.entries()].sort((a, b) => b[1] - a[1]);
}

function section(page: SizePage): string[] {
  const list = shares(page);
  const entry = page.assets.find((a) => a.chunk.endsWith('(entry)') && a.kind === 'js');
  const lines = [`## ${page.title} \`${page.path}\`: ${kB(page.total.gzip)} kB gzip`, ''];
  lines.push('| Group | gzip kB | of which in the entry chunk |', '| --- | ---: | ---: |');
  const inEntry = new Map(sumBy(entry ? list.filter((s) => s.chunk === entry.file) : [], (s) => s.group));
  for (const [name, gzip] of sumBy(list, (s) => s.group)) {
    if (gzip < 300 && name.startsWith('other:')) continue;
    lines.push(`| ${name} | ${kB(gzip)} | ${kB(inEntry.get(name) ?? 0)} |`);
  }
  const app = list.filter((s) => s.group === 'app code (apps/web/src)');
  lines.push('', 'App code by area:', '', '| Area | gzip kB |', '| --- | ---: |');
  for (const [name, gzip] of sumBy(app, (s) => appArea(s.id)).slice(0, 15)) {
    lines.push(`| ${name} | ${kB(gzip)} |`);
  }
  lines.push('', 'Biggest modules:', '', '| Module | gzip kB |', '| --- | ---: |');
  for (const [name, gzip] of sumBy(list, (s) => s.id).slice(0, 25)) {
    lines.push(`| ${name.replace(/^\/node_modules\//, '')} | ${kB(gzip)} |`);
  }
  lines.push('');
  return lines;
}

/** The treemap of the home page's chunks: the visualizer's data, kept to those files. */
function treemap(page: SizePage, file: string) {
  const files = new Set(page.assets.map((a) => a.file));
  const children = stats.tree.children?.filter((c) => files.has(c.name)) ?? [];
  // Only the parts and modules of those files, so the page stays small.
  const uids = new Set<string>();
  const walk = (n: TreeNode) => {
    if (n.uid) uids.add(n.uid);
    n.children?.forEach(walk);
  };
  children.forEach(walk);
  const nodeParts = Object.fromEntries(Object.entries(stats.nodeParts).filter(([uid]) => uids.has(uid)));
  const metaUids = new Set(Object.values(nodeParts).map((p) => p.metaUid));
  type Meta = Stats['nodeMetas'][string] & { imported?: { uid: string }[]; importedBy?: { uid: string }[] };
  const nodeMetas = Object.fromEntries(
    Object.entries(stats.nodeMetas as Record<string, Meta>)
      .filter(([uid]) => metaUids.has(uid))
      .map(([uid, meta]) => [
        uid,
        {
          ...meta,
          moduleParts: Object.fromEntries(Object.entries(meta.moduleParts).filter(([f]) => files.has(f))),
          imported: meta.imported?.filter((i) => metaUids.has(i.uid)),
          importedBy: meta.importedBy?.filter((i) => metaUids.has(i.uid)),
        },
      ]),
  );
  const data = { ...stats, tree: { ...stats.tree, children }, nodeParts, nodeMetas };
  const dir = mkdtempSync(path.join(tmpdir(), 'treemap-'));
  try {
    const input = path.join(dir, 'stats.json');
    writeFileSync(input, JSON.stringify(data));
    const require = createRequire(import.meta.url);
    const cli = path.join(
      path.dirname(require.resolve('rollup-plugin-visualizer/package.json')),
      'dist/bin/cli.js',
    );
    const title = `${page.title}: chunks by source module (minified bytes)`;
    const run = spawnSync(
      process.execPath,
      [cli, '--template', 'treemap', '--title', title, '--filename', file, input],
      {
        stdio: 'inherit',
      },
    );
    if (run.status !== 0) throw new Error('The treemap could not be written.');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const home = size.pages.find((p) => p.key === 'home')!;
treemap(home, path.join(results, 'treemap-home.html'));
const lines = [
  '# What the first load is made of',
  '',
  '`npx tsx bench/treemap.ts` after `ANALYZE=1` builds and `npx tsx bench/size.ts`. Each JS file the page',
  'loads is gzipped whole (bench/size.ts); its gzip bytes are shared among its source modules in proportion to',
  'their minified bytes (through the source map), so the figures add up to the page total. CSS is counted per file.',
  'Treemap of the home page: `bench/results/treemap-home.html` (minified bytes).',
  '',
  ...size.pages.flatMap(section),
];
writeFileSync(path.join(results, 'size-treemap.md'), lines.join('\n'));
console.log(lines.join('\n'));
