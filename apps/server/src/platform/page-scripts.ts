import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A chunk of the web build's manifest (`dist/.vite/manifest.json`), by its source's name. */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** The web build's manifest; empty when the build wrote none. */
export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {};
}

/** The built files of chunks and of all they import, added to `files`. */
function withImports(manifest: Manifest, names: readonly string[], files: Set<string>): Set<string> {
  const stack = [...names];
  while (stack.length) {
    const chunk = manifest[stack.pop()!];
    if (!chunk || files.has(chunk.file)) continue;
    files.add(chunk.file);
    stack.push(...(chunk.imports ?? []));
  }
  return files;
}

/**
 * The built code a drawn page's app will load as it starts, beside what the page's HTML asks
 * for already (the entry and its imports): the lazily loaded modules the drawing loaded
 * (`Prerendered['modules']`) and all they import (decision 0031). Named in the page's head,
 * the browser fetches them with the entry instead of once the entry has run and asked for
 * them, and the app's loader, finding them named, adds nothing more to the page (each link it
 * adds costs the main thread as the app starts).
 */
export function pageScripts(manifest: Manifest): (modules: readonly string[]) => string[] {
  const entries = Object.keys(manifest).filter((name) => manifest[name]!.isEntry);
  const linked = withImports(manifest, entries, new Set());
  return (modules) => {
    const lazy = modules.filter((name) => manifest[name]?.isDynamicEntry);
    return [...withImports(manifest, lazy, new Set())].filter((file) => !linked.has(file));
  };
}
