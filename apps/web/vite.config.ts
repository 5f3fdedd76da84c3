import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type Plugin, type PluginOption } from 'vite';
import { endpointDescriptors } from './vite.endpoints.ts';

/**
 * Writes .br and .gz beside each text asset, so the server sends them ready-made.
 * Runs on the written files: chunks are final only after Vite's own last steps.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/** A module that only passes on other modules' exports (`export … from`, or imports and `export { … }`), such as a package's index. */
function isBarrel(code: string | null): boolean {
  if (!code) return false;
  const statements = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    statements.length > 0 &&
    statements.every((s) =>
      /^(export\s*(\*|\{[^}]*\})(\s*as\s*[\w$]+)?\s*(from|$)|import\s|['"]use client['"]$)/.test(s),
    )
  );
}

/** Whether a module declares an export itself (`export const name`, `export function name`). */
function definesHere(code: string | null, name: string): boolean {
  const declared = new RegExp(
    `\\bexport\\s+(?:const|let|var|class|(?:async\\s+)?function\\*?)\\s+${name}\\b`,
  );
  return !code || declared.test(code) || !/\bexport\s*(\*|\{[^}]*\}\s*from)/.test(code);
}

/** The names a module imports from a specifier: `import { a, b as c } from 'x'`. */
function namesImported(code: string, specifier: string): string[] {
  const names: string[] = [];
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  for (const match of code.matchAll(pattern)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .replace(/^type\s+/, '');
      if (name) names.push(name);
    }
  }
  return names;
}

/**
 * Everything the entry imports statically is loaded on every first visit, before the first
 * paint. Left to itself the bundler cuts that into some fifty chunks, one per set of lazy
 * pages that share a part of it (the router, the translator, the contracts' modules, the
 * shell's Mantine parts, …), each a request and each compressed on its own. They go into
 * one group instead, `shell`, which the bundler merges into the entry chunk: the same code,
 * one request, ~22 kB gzip less on every first load (decision 0017). The set is
 * the entry's static import graph, read once the module graph is complete (buildEnd),
 * before the chunks are made. Through a barrel (a package's index: `@mantine/core`,
 * `@portal/contracts`, the icons) only the modules that define the names imported from it
 * are followed: the rest of the library is not the shell's. (A module that is not a barrel
 * has all its imports followed, re-exports included: `@portal/i18n`'s index brings ~1 kB of
 * its helpers that the first load did not use before.)
 */
function shellChunk() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-chunk',
    apply: 'build',
    async buildEnd() {
      modules.clear();
      const info = (id: string) => this.getModuleInfo(id);
      /** The module that defines `name`, looked for through a barrel's re-exports. */
      const definer = (barrel: string, name: string, seen = new Set<string>()): string | null => {
        if (seen.has(barrel)) return null;
        seen.add(barrel);
        for (const id of info(barrel)?.importedIds ?? []) {
          const target = info(id);
          if (!target?.exports.includes(name)) continue;
          if (isBarrel(target.code)) return definer(id, name, seen);
          // A module that passes the name on from another (a contracts module's index
          // re-exporting its `pages.ts`) is not where it is defined.
          return definesHere(target.code, name) ? id : (definer(id, name, seen) ?? id);
        }
        return null;
      };
      const stack = [...this.getModuleIds()].filter((id) => info(id)?.isEntry);
      while (stack.length) {
        const id = stack.pop()!;
        if (modules.has(id)) continue;
        modules.add(id);
        const module = info(id);
        if (!module?.code) continue;
        const specifiers = [...module.code.matchAll(/\bfrom\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
        const imported = new Set(module.importedIds);
        for (const specifier of new Set(specifiers)) {
          const resolved = (await this.resolve(specifier, id))?.id;
          if (!resolved || !imported.has(resolved)) continue;
          imported.delete(resolved);
          if (!isBarrel(info(resolved)?.code ?? null)) {
            stack.push(resolved);
            continue;
          }
          modules.add(resolved);
          for (const name of namesImported(module.code, specifier)) {
            const found = definer(resolved, name);
            if (found) stack.push(found);
          }
        }
        // Imports without a `from` (`import './styles.css'`) and any not matched above.
        stack.push(...imported);
      }
    },
  };
  return { plugin, group: { name: 'shell', test: (id: string) => modules.has(id) } };
}

const shell = shellChunk();

/**
 * Mantine's styles travel with its components (decision 0017): each class-name module
 * (`esm/components/Tabs/Tabs.module.mjs`, `esm/utils/InlineInput/InlineInput.module.mjs`)
 * imports its stylesheet, so the stylesheet lands in whichever chunk holds the component and
 * loads with it. The first load carries the styles of the components the shell and the first
 * page draw, no more, and a page never draws a component before its styles are in. The
 * `.layer.css` files put Mantine's rules in the `mantine` cascade layer: the app's own rules
 * win over them whatever order the chunks' stylesheets arrive in.
 */
function mantineStylesWithComponents(): Plugin {
  const classModule = /\/@mantine\/core\/esm\/(?:[^/]+\/)+([A-Za-z]+)\.module\.mjs$/;
  let serve = false;
  return {
    name: 'mantine-styles-with-components',
    // Before Vite's CSS plugin, which resolves the `@import` added to styles.css below.
    enforce: 'pre',
    configResolved(config) {
      serve = config.command === 'serve';
    },
    transform(code, id) {
      const file = id.split('?', 1)[0]!;
      if (serve) {
        // The dev server bundles Mantine ahead (optimizeDeps), so no class-name module passes
        // here: there the app takes all of Mantine's styles at once.
        if (!file.endsWith('/src/app/styles.css')) return null;
        return { code: `@import '@mantine/core/styles.layer.css';\n${code}`, map: null };
      }
      const name = classModule.exec(file)?.[1];
      if (!name) return null;
      const stylesheet = `import '@mantine/core/styles/${name}.layer.css';\n`;
      // After the module's "use client" directive, which must stay its first statement.
      const directive = /^\s*(['"])use client\1;?\n?/.exec(code);
      const at = directive ? directive[0].length : 0;
      return { code: code.slice(0, at) + stylesheet + code.slice(at), map: null };
    },
  };
}

/**
 * With ANALYZE=1, what each chunk holds by source module, measured on the minified output
 * through its source map: dist/.vite/stats.json, read by bench/treemap.ts.
 */
function analyze(): PluginOption {
  if (!process.env['ANALYZE']) return null;
  return visualizer({
    template: 'raw-data',
    filename: path.join(import.meta.dirname, 'dist/.vite/stats.json'),
    sourcemap: true,
    projectRoot: path.resolve(import.meta.dirname, '../..'),
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    endpointDescriptors(),
    mantineStylesWithComponents(),
    shell.plugin,
    // The server's build of the page drawing (`prerender`, decision 0031) is read from disk, not sent.
    !isSsrBuild && precompress(),
    analyze(),
  ],
  // The server's page drawing draws a map's room alone: Leaflet needs a window (src/server-stubs).
  ...(isSsrBuild && {
    resolve: {
      alias: [
        { find: /^leaflet$/, replacement: path.resolve(import.meta.dirname, 'src/server-stubs/leaflet.ts') },
        {
          find: /^react-leaflet$/,
          replacement: path.resolve(import.meta.dirname, 'src/server-stubs/react-leaflet.tsx'),
        },
      ],
    },
  }),
  // The server replaces this with a fresh nonce for every page it serves.
  html: { cspNonce: 'CSP_NONCE' },
  // The manifest tells bench/size.ts which source each chunk comes from.
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: !isSsrBuild,
    // The entry holds the whole shell on purpose (shellChunk): ~570 kB raw, 175 kB gzip.
    chunkSizeWarningLimit: 900,
    rolldownOptions: { output: { codeSplitting: { groups: [shell.group] } } },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}));
