import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from './config';

function problems(env: Record<string, string>): string[] {
  try {
    parseEnv(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('configuration', () => {
  it('has a default for everything needed to start', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: 'data',
      MUNICIPALITY_ID: 6,
      DEMO_DATA: false,
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names each bad value with what it should be', () => {
    expect(
      problems({
        PORT: 'eighty',
        MUNICIPALITY_ID: '45',
        DATABASE_URL: 'mysql://x',
        DEMO_DATA: 'maybe',
        JWT_SECRET: 'short',
        TENANT_HOSTS: 'tuzla.ba=6,doboj.ba',
        MAP_TILE_URL: 'https://tiles.example/{z}.png',
      }),
    ).toEqual([
      'PORT: must be a number (got "eighty")',
      'DATABASE_URL: must be a URL starting with postgres:// or postgresql:// (got "mysql://x")',
      'MUNICIPALITY_ID: must be between 1 and 44 (got "45")',
      'TENANT_HOSTS: "doboj.ba" is not host=municipalityId or https://host=municipalityId (1 to 44) (got "tuzla.ba=6,doboj.ba")',
      'MAP_TILE_URL: must be a tile URL template with {z}, {x} and {y} (got "https://tiles.example/{z}.png")',
      'JWT_SECRET: must be at least 32 characters (got "short")',
      'DEMO_DATA: must be true or false (got "maybe")',
    ]);
  });

  it('limits uploads to 20 MB unless told otherwise', () => {
    expect(parseEnv({}).UPLOAD_MAX_MB).toBe(20);
    expect(parseEnv({ UPLOAD_MAX_MB: '2.5' }).UPLOAD_MAX_MB).toBe(2.5);
    expect(problems({ UPLOAD_MAX_MB: '0' })).toEqual([
      'UPLOAD_MAX_MB: must be between 0.1 and 1024 (got "0")',
    ]);
    expect(problems({ UPLOAD_MAX_MB: 'twenty' })).toEqual(['UPLOAD_MAX_MB: must be a number (got "twenty")']);
  });

  it('limits report exports to 100,000 rows, PDF to 20,000, and keeps report jobs a day', () => {
    const env = parseEnv({});
    expect([env.REPORT_MAX_ROWS, env.REPORT_MAX_PDF_ROWS, env.REPORT_JOB_KEEP_HOURS]).toEqual([
      100_000, 10_000, 24,
    ]);
    expect(parseEnv({ REPORT_MAX_PDF_ROWS: '5000', REPORT_JOB_KEEP_HOURS: '2' })).toMatchObject({
      REPORT_MAX_PDF_ROWS: 5000,
      REPORT_JOB_KEEP_HOURS: 2,
    });
    expect(problems({ REPORT_MAX_PDF_ROWS: '0', REPORT_JOB_KEEP_HOURS: 'a day' })).toEqual([
      'REPORT_MAX_PDF_ROWS: must be between 1 and 1000000 (got "0")',
      'REPORT_JOB_KEEP_HOURS: must be a number (got "a day")',
    ]);
  });

  it('trusts a proxy by its addresses, never by a hop count a client could forge', () => {
    expect(parseEnv({ TRUST_PROXY: '10.0.0.5,10.0.0.6' }).TRUST_PROXY).toBe('10.0.0.5,10.0.0.6');
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(problems({ TRUST_PROXY: '1' })).toEqual([
      'TRUST_PROXY: must be true, false or the addresses of the trusted proxies (10.0.0.5,10.0.0.6), not a hop count (got "1")',
    ]);
  });

  it('reads the host mapping, with a municipality’s public address where an entry gives one', () => {
    const env = parseEnv({ TENANT_HOSTS: 'E-Ucesce.Tuzla.ba=6, https://portal.doboj.org=1' });
    expect([...env.TENANT_HOSTS]).toEqual([
      ['e-ucesce.tuzla.ba', { municipalityId: 6, origin: null }],
      ['portal.doboj.org', { municipalityId: 1, origin: 'https://portal.doboj.org' }],
    ]);
  });

  it('generates the signing secret once, keeps it private in DATA_DIR, and reuses it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portal-config-'));
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'secret.key');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).jwtSecret).toBe('x'.repeat(40));
  });
});
