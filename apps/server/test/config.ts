import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, parseEnv } from '../src/platform/config';

/** Configuration for tests: a temporary data folder, a fixed secret, the given overrides. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const parsed = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...env });
  return { ...parsed, dataDir, jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing' };
}
