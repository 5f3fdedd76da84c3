import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { LanguageId, startCallPaths } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../test/harness';

const HOSTILE_CAPTION = '</script><script>alert(1)</script><!-- CSP_NONCE $& $1 \u2028';

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
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(
      path.join(webDist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js' },
        '../../packages/i18n/src/catalogues/bs/web.ts': { file: 'assets/web-bs.js' },
        '../../packages/i18n/src/catalogues/sr-cyr/web.ts': { file: 'assets/web-sr.js' },
        '../../packages/i18n/src/catalogues/hr/web.ts': { file: 'assets/web-hr.js' },
      }),
    );
    ctx = await startApp({
      env: { WEB_DIST: webDist, TENANT_HOSTS: 'doboj.test=1,siroki.test=20' },
    });
    // Tuzla's own newsletter title, written to break out of the page if it were not escaped.
    await ctx.database.db.execute(
      sql`insert into caption_override (municipality_id, language_id, key, text)
          values (6, ${LanguageId.Bosnian}, 'common.footer.newsletterTitle', ${HOSTILE_CAPTION})`,
    );
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

  it('answers / to a client that accepts compression too, compressed', async () => {
    const res = await ctx.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toContain('<div id="root">');
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

  /** The answers the page carries, by address (the app's lib/api-client takes them). */
  const carried = (body: string) => {
    const found = /<script type="application\/json" id="page-answers">([^<]*)<\/script>/.exec(body);
    return JSON.parse(found?.[1] ?? 'null') as Record<string, unknown>;
  };

  it.each([
    ['localhost', LanguageId.Bosnian, 'web-bs.js'],
    ['doboj.test', LanguageId.SerbianCyrillic, 'web-sr.js'],
  ])(
    'carries for %s the answers of the app’s start calls, as the API gives them, and preloads its language’s texts',
    async (host, languageId, catalogue) => {
      const res = await plainGet(port, '/complaints/all-complaints', host);
      const answers = carried(res.body);
      const paths = startCallPaths(languageId);
      expect(Object.keys(answers).sort()).toEqual([...paths].sort());
      for (const url of paths) {
        const api = await ctx.app.inject({ url, headers: { host } });
        expect(answers[url]).toEqual(api.json());
      }
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(res.body)?.[1];
      expect(nonce).toMatch(/^[\w+/=-]{16,}$/);
      expect(res.body).toContain(
        `<link rel="modulepreload" crossorigin href="/assets/${catalogue}" nonce="${nonce}">`,
      );
    },
  );

  it('keeps a caption that would close the script element or look like the nonce inside the data', async () => {
    const res = await plainGet(port, '/home', 'localhost');
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(res.body)?.[1];
    expect(res.body.match(/<script/g)).toHaveLength(1);
    const captions = carried(res.body)[startCallPaths(LanguageId.Bosnian)[2]!] as Record<string, string>;
    expect(captions['common.footer.newsletterTitle']).toBe(HOSTILE_CAPTION);
    expect(nonce).not.toBe('CSP_NONCE');
    // The nonce in the page's meta and on the texts' preload, nowhere in the data.
    expect(res.body.split(nonce!)).toHaveLength(3);
  });
});
