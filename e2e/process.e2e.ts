import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from './support/server';

const root = path.resolve(import.meta.dirname, '..');

describe('the server process', () => {
  it('finishes the requests under way when told to stop, then exits cleanly', async () => {
    const server = await startServer();
    const url = `http://127.0.0.1:${server.port}/api/StaticDocuments/DownloadUserManual/3`;
    const inFlight = fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'null',
    });
    await new Promise((r) => setTimeout(r, 20));
    const exited = server.stop();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${server.port}/api/health`)).rejects.toThrow();
  });

  it('refuses to start with a bad setting, naming it and what it should be', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      env: {
        ...process.env,
        PORT: 'osamdeset',
        MUNICIPALITY_ID: '0',
        DATA_DIR: path.join(root, '.tmp/never'),
      },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT: must be a number (got "osamdeset")');
    expect(result.stderr).toContain('MUNICIPALITY_ID: must be between 1 and 44 (got "0")');
  });
});
