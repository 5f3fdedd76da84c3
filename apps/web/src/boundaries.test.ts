import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(__dirname);
const IMPORT = /(?:import|export)[^'"]*?from\s+'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [path.join(dir, e.name)] : [],
  );
}

describe('feature boundaries', () => {
  it('features import only themselves, lib, components and the packages, never the app or each other', () => {
    const features = path.join(src, 'features');
    const wrong: string[] = [];
    for (const file of files(features)) {
      const own = path.relative(features, file).split(path.sep)[0]!;
      for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = path.relative(src, path.resolve(path.dirname(file), match[1] ?? match[2]!));
        const [top, feature] = target.split(path.sep);
        const allowed =
          top === 'lib' || top === 'components' || top === 'test' || (top === 'features' && feature === own);
        if (!allowed) wrong.push(`${path.relative(src, file)} → ${target}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
