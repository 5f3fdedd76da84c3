import path from 'node:path';
import { type Plugin, type Rollup, runnerImport } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** What `dist/.vite/route-chunks.json` holds: the files each page's code needs, by route. */
export type RouteChunks = {
  routes: { path: string; js: string[]; css: string[] }[];
};

/**
 * The code a page needs, written down by the build for the server, which asks the browser for it
 * with the page itself (`<link rel="modulepreload">`), instead of the browser learning of it
 * only once the app's entry has loaded and run: on a slow phone that wait is most of the time
 * before the page shows (decision 0017).
 *
 * A lazy route is read off the source where it is declared, as the modules write them:
 * `{ path: complaintsPages.all.route, lazy: …(() => import('./public/AllComplaintsPage')…) }`
 * (the path a page of `@portal/contracts`, loaded here, or a literal), also through a loader
 * or helper the file declares (`lazyRoutes`). The home page also gets the blocks of its first
 * screen (`latest`, and `homeBlocks` not placed `below`). A route written another way is not
 * found and its page loads as before; a web test holds every public page to being found.
 */
export function routeChunks(): Plugin {
  const root = path.resolve(import.meta.dirname, '../..');
  const contractsEntry = path.join(root, 'packages/contracts/src/index.ts');
  let contracts: Record<string, unknown> = {};
  /** Module id of a lazy page → its route (as declared). */
  const pages = new Map<string, string>();
  /** Module ids of the home page's first-screen blocks. */
  const homeBlocks = new Set<string>();
  return {
    name: 'route-chunks',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      ({ module: contracts } = await runnerImport<Record<string, unknown>>(contractsEntry, {
        configFile: false,
        root,
        logLevel: 'error',
      }));
      pages.clear();
      homeBlocks.clear();
    },
    async transform(code, id) {
      if (!id.includes('/apps/web/src/') || !/\.tsx?$/.test(id) || /\.test\.tsx?$/.test(id)) return null;
      if (!code.includes('import(')) return null;
      for (const found of lazyRoutes(code)) {
        const route = routeOf(found.path, contracts);
        const resolved = await this.resolve(found.specifier, id);
        if (route && resolved) pages.set(resolved.id, route);
      }
      for (const specifier of firstScreenBlocks(code)) {
        const resolved = await this.resolve(specifier, id);
        if (resolved) homeBlocks.add(resolved.id);
      }
      return null;
    },
    generateBundle(_options, bundle) {
      const byModule = new Map<string, OutputChunk>();
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.facadeModuleId) byModule.set(file.facadeModuleId, file);
      }
      const routes: RouteChunks['routes'] = [];
      for (const [moduleId, route] of pages) {
        const chunk = byModule.get(moduleId);
        if (!chunk) continue;
        const roots = [chunk];
        if (route === '/home') {
          for (const block of homeBlocks) {
            const blockChunk = byModule.get(block);
            if (blockChunk) roots.push(blockChunk);
          }
        }
        routes.push({ path: route, ...closure(roots, bundle) });
      }
      if (!routes.some((r) => r.path === '/home')) {
        this.error('route-chunks: the home page was not found among the lazy routes');
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-chunks.json',
        source: JSON.stringify({ routes } satisfies RouteChunks, null, 1),
      });
    },
  };
}

/**
 * `{ path: X, lazy: … }` in a source file: X as written, and the module the lazy part imports:
 * inline (`lazy: page(() => import('Y'), 'Page')`), or through a loader or helper of the file
 * (`const pages = () => import('Y')` with `lazy: lazyPage(pages, 'Page')`; `const page = (name) =>
 * async () => … import('Y') …` with `lazy: page('Page')`).
 */
export function lazyRoutes(code: string): { path: string; specifier: string }[] {
  const found: { path: string; specifier: string }[] = [];
  const imported = (text: string) => /\bimport\(\s*'([^']+)'\s*\)/.exec(text)?.[1];
  const declaredImport = (name: string | undefined) =>
    name ? imported(new RegExp(`\\bconst ${name}\\b[^;]*`).exec(code)?.[0] ?? '') : undefined;
  const pattern = /\bpath:\s*([A-Za-z_$][\w$]*(?:\.[\w$]+)+|'[^']*'),\s*lazy:([^}]*)/g;
  for (const [, path, lazy] of code.matchAll(pattern)) {
    const [, helper, argument] = /^\s*([\w$]+)\(\s*([\w$]+)?/.exec(lazy!) ?? [];
    const specifier = imported(lazy!) ?? declaredImport(helper) ?? declaredImport(argument);
    if (specifier) found.push({ path: path!, specifier });
  }
  return found;
}

/** The home page's lazy blocks of its first screen: `Block: lazy(() => import('Y'))`, not placed `below`. */
export function firstScreenBlocks(code: string): string[] {
  const found: string[] = [];
  const pattern = /\bBlock:\s*lazy\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'\s*\)\s*\)/g;
  for (const match of code.matchAll(pattern)) {
    // The declaration it belongs to starts at its `key:`.
    const start = code.lastIndexOf('key:', match.index);
    if (!/place:\s*'below'/.test(code.slice(start, match.index))) found.push(match[1]!);
  }
  return found;
}

/** A route's path: a literal (relative to the root), or `somePages.page.route`/`.path` of the contracts. */
export function routeOf(written: string, contracts: Record<string, unknown>): string | null {
  if (written.startsWith("'")) return `/${written.slice(1, -1).replace(/^\//, '')}`;
  let value: unknown = contracts;
  for (const key of written.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return typeof value === 'string' ? `/${value.replace(/^\//, '')}` : null;
}

/** The files of chunks and what they import, without the entry (the page loads it anyway). */
function closure(roots: OutputChunk[], bundle: OutputBundle): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (chunk.isEntry || js.includes(chunk.fileName)) return;
    js.push(chunk.fileName);
    const meta = (chunk as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata;
    for (const file of meta?.importedCss ?? []) css.add(file);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  roots.forEach(visit);
  return { js, css: [...css] };
}
