import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD } from '../test/accounts';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from '../test/postgres-server';
import { startS3, type TestS3 } from '../test/s3';
import { startSmtp, type TestSmtp } from '../test/smtp';
import { addCategory, reportBody } from './modules/complaints/complaints.fixtures';
import { type Database, openPostgres } from './platform/db/database';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type Portal = { url: string; dataDir: string; child: ChildProcess; output: string[] };

/** `npm start`'s server (src/main.ts) in a process of its own, as an operator runs several. */
async function startPortal(env: Record<string, string>): Promise<Portal> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-process-'));
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  return { url: `http://127.0.0.1:${port}`, dataDir, child, output };
}

async function ready(portal: Portal): Promise<void> {
  const until = Date.now() + 150_000;
  for (;;) {
    if (portal.child.exitCode !== null) throw new Error(`The portal stopped:\n${portal.output.join('')}`);
    const health = await fetch(`${portal.url}/api/health`).catch(() => null);
    if (health?.ok) return;
    if (Date.now() > until) throw new Error(`The portal did not start:\n${portal.output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const json = async (portal: Portal, url: string, body: unknown, token?: string) => {
  const res = await fetch(`${portal.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

/**
 * Several processes behind a balancer on one PostgreSQL server and one object storage
 * (decision 0030): two real server processes, each with its own data folder, on a PostgreSQL
 * server, an S3-compatible server and an SMTP server the test starts. A citizen's photo goes in
 * through one and comes out of the other; the hourly limit on reports is reached across both;
 * and every receipt, though both processes run the outbox, is sent once.
 */
describe('two server processes on one database and one object storage', () => {
  let postgres: ThrowawayPostgres;
  let s3: TestS3;
  let smtp: TestSmtp;
  let database: Database;
  const portals: Portal[] = [];
  let citizen: { token: string; email: string };
  let categoryId: number;

  beforeAll(async () => {
    [postgres, s3, smtp] = await Promise.all([startThrowawayPostgres(), startS3(), startSmtp()]);
    const env = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: postgres.url,
      PUBLIC_URL: 'https://eucesce.tuzla.example',
      JWT_SECRET: 'one-secret-shared-by-every-process-of-the-portal',
      SMTP_URL: smtp.url,
      ...s3.env,
    };
    // Started together, as a balancer's processes are: one migrates and seeds, the other waits.
    portals.push(await startPortal(env), await startPortal(env));
    await Promise.all(portals.map(ready));

    database = openPostgres(postgres.url, 2);
    categoryId = await addCategory(database.db, 'Putevi');
    const user = await createAccount({ database });
    const login = await json(portals[1]!, '/api/Account/Login', {
      username: user.username,
      password: PASSWORD,
    });
    citizen = { token: login.body.token, email: user.email! };
  }, 240_000);

  afterAll(async () => {
    for (const portal of portals) portal.child.kill('SIGTERM');
    await Promise.all(
      portals.map((p) => (p.child.exitCode === null ? new Promise((r) => p.child.once('exit', r)) : null)),
    );
    await database?.close().catch(() => undefined);
    await Promise.all([postgres?.close(), s3?.close(), smtp?.close()]);
  });

  const report = (portal: Portal, extra: Record<string, unknown> = {}) =>
    json(portal, '/api/Complaints/Report', reportBody(categoryId, extra), citizen.token);

  it('serves through one process the photo uploaded through the other, from the bucket', async () => {
    const [a, b] = portals as [Portal, Portal];
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c03020' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'rupa.jpg');
    const uploaded = await fetch(`${a.url}/api/Complaints/UploadImage`, {
      method: 'POST',
      headers: { authorization: `Bearer ${citizen.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { fileId } = (await uploaded.json()) as { fileId: number };

    const reported = await report(b, { imageIds: [fileId] });
    expect(reported.status).toBe(200);
    const details = (await (await fetch(`${a.url}/api/Complaints/GetByID/${reported.body.id}/1`)).json()) as {
      images: { id: number }[];
    };
    expect(details.images).toHaveLength(1);
    const fromA = await fetch(`${a.url}/api/Complaints/GetImage/${details.images[0]!.id}`);
    const fromB = await fetch(`${b.url}/api/Complaints/GetImage/${details.images[0]!.id}`);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(fromB.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(100);
    expect(Buffer.from(await fromA.arrayBuffer()).equals(bytes)).toBe(true);

    // In the bucket, in neither process's own folder.
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'complaints/' }));
    expect(listed.Contents?.length).toBeGreaterThanOrEqual(1);
    for (const portal of portals) {
      const local = path.join(portal.dataDir, 'files');
      expect(existsSync(local) ? readdirSync(local, { recursive: true }) : []).toEqual([]);
    }
  });

  it('reaches a citizen’s hourly limit of reports across both processes', async () => {
    const [a, b] = portals as [Portal, Portal];
    // One report was made above; nine more, alternating, reach the limit of ten an hour.
    for (let i = 0; i < 9; i += 1) expect((await report(i % 2 ? a : b)).status).toBe(200);
    for (const portal of portals) {
      const refused = await report(portal);
      expect(refused.status).toBe(429);
      expect(refused.body.errors).toEqual({ general: 'too_many_reports' });
    }
  });

  it('sends every receipt once, though both processes run the outbox', async () => {
    const receipts = () => smtp.received.filter((m) => m.to === citizen.email);
    const until = Date.now() + 60_000;
    while (receipts().length < 10 && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
    // A little longer: a second sending of any of them would arrive now.
    await new Promise((r) => setTimeout(r, 3000));
    const subjects = receipts().map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? '');
    expect(subjects).toHaveLength(10);
    expect(new Set(subjects).size).toBe(10);
  });
});
