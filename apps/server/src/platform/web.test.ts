import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../test/harness';

/** The shape of the built page: apps/web/index.html after the build. */
const TEMPLATE = `<!doctype html>
<html lang="bs">
  <head>
    <meta charset="UTF-8" />
    <meta property="csp-nonce" nonce="CSP_NONCE" />
    <title>e-Učešće</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A GET as plain curl sends it: no Accept-Encoding, no Accept-Language, nothing but the host. */
function plainGet(port: number, pathname: string, host: string) {
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the page', () => {
  let ctx: TestContext;
  let port = 0;
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
    writeFileSync(path.join(webDist, 'index.html.gz'), 'not the page');
    writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
    ctx = await startApp({
      env: { WEB_DIST: webDist, TENANT_HOSTS: 'doboj.test=1,siroki.test=20' },
    });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(() => ctx.close());

  it.each(['/', '/home', '/complaints/all-complaints'])(
    'answers %s to a client that sends no Accept-Encoding (curl, health checks)',
    async (pathname) => {
      const res = await plainGet(port, pathname, 'localhost');
      expect(res.status).toBe(200);
      expect(res.type).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('answers / to a client that accepts compression too', async () => {
    const res = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it.each([
    ['localhost', 'bs', 'Grad Tuzla · e-Učešće'],
    ['doboj.test', 'sr-Cyrl', 'Град Добој · е-Учешће'],
    ['siroki.test', 'hr', 'Grad Široki Brijeg · e-Sudjelovanje'],
  ])(
    'is served for %s in the municipality’s primary language, with its name in the title',
    async (host, lang, title) => {
      const res = await plainGet(port, '/home', host);
      expect(res.body).toContain(`<html lang="${lang}"`);
      expect(res.body).toContain(`<title>${title}</title>`);
    },
  );
});
