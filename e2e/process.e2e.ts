import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { onPhone } from './support/browser';
import { startServer } from './support/server';

const root = path.resolve(import.meta.dirname, '..');

// The process has no screen: once, in the desktop project, is enough.
describe.skipIf(onPhone)('the server process', () => {
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

  it('starts without demo data with no account at all, and says how to create the first administrator', async () => {
    const server = await startServer({
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'https://e-ucesce.grad.example.ba',
    });
    try {
      const url = `http://127.0.0.1:${server.port}/api/Account/Login`;
      const signIn = (username: string, password: string) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
        });
      expect((await signIn('admin', 'Demo2026')).status).toBe(400);
      await expect.poll(() => server.output()).toContain('npm run admin:create');
    } finally {
      await server.stop();
    }
  });

  it('creates the first administrator from the command line, who can then sign in', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-admin-'));
    const created = spawnSync(
      process.execPath,
      [
        path.join(root, 'apps/server/dist/cli.js'),
        'create-admin',
        '--username',
        'prva.admin',
        '--email',
        'prva@grad.example.ba',
      ],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          ADMIN_PASSWORD: 'Prvi-Administrator-Grada',
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(created.stderr).toContain('Administrator prva.admin created');
    expect(created.status).toBe(0);
    const weak = spawnSync(
      process.execPath,
      [
        path.join(root, 'apps/server/dist/cli.js'),
        'create-admin',
        '--username',
        'druga.admin',
        '--email',
        'druga@grad.example.ba',
      ],
      {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'password1' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain('most common');
    const server = await startServer({
      DEMO_DATA: 'false',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://e-ucesce.grad.example.ba',
    });
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/Account/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'prva.admin', password: 'Prvi-Administrator-Grada' }),
      });
      expect(res.status).toBe(200);
      expect((await res.json()).roleName).toBe('Administrator');
    } finally {
      await server.stop();
    }
  });

  it('refuses to start for real without the public address its e-mail links are built from', () => {
    const result = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DEMO_DATA: 'false',
        PUBLIC_URL: '',
        DATABASE_URL: '',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'portal-no-address-')),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PUBLIC_URL: must be set to the portal’s public address');
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
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PORT: must be a number (got "osamdeset")');
    expect(result.stderr).toContain('MUNICIPALITY_ID: must be between 1 and 44 (got "0")');
  });
});
