// Adds up the counts every suite wrote to .tmp/test-results and prints one line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const dir = path.join(root, '.tmp/test-results');
const suites = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.json') && !f.endsWith('.vitest.json'))
      .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')))
  : [];
for (const s of suites) console.log(`  ${s.name}: ${s.passed} passed, ${s.failed} failed`);
const passed = suites.reduce((n, s) => n + s.passed, 0);
const failed = suites.reduce((n, s) => n + s.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
