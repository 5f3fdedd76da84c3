import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DRAWN_ANSWERS_ID, DRAWN_STYLES_ID } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../test/harness';

/** The built page, as apps/web/index.html after the build. */
const TEMPLATE = `<!doctype html>
<html lang="bs" data-mantine-color-scheme="light">
  <head>
    <meta property="csp-nonce" nonce="CSP_NONCE" />
    <title>e-Učešće</title>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

/**
 * A page drawing as apps/web builds it (`dist-ssr/prerender.js`), standing in for the app's: it
 * draws what it was given, asks the API as the app's pages do, and fails or hangs when told to.
 */
const PRERENDER = `
export const prerender = async (input) => {
  if (input.url.startsWith('/broken')) throw new Error('cannot be drawn');
  if (input.url.startsWith('/slow')) await new Promise(() => {});
  const answer = await input.send({ method: 'GET', url: '/api/Hosting/GetConfiguration', headers: { accept: 'application/json' } });
  const refused = await input.send({ method: 'GET', url: '/api/Users/GetAll', headers: {} });
  const hosting = JSON.parse(answer.body);
  return {
    html: '<main class="hero" style="width:calc(2rem * var(--s));font-family:&quot;A&quot;"><h1>' +
      input.hosting.municipality.name[input.language] + '</h1><p>' + [input.language, input.phone, input.nonce, input.url, refused.status].join(' ') + '</p></main>',
    answers: [{ key: ['hosting'], data: { municipalityId: hosting.municipalityId } }],
  };
};
`;

describe('the page the server draws for a visitor', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'portal-drawn-'));
    const webDist = path.join(root, 'dist');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, 'index.html'), TEMPLATE);
    writeFileSync(path.join(webDist, 'assets', 'index-1.css'), '.shell{margin:0}');
    writeFileSync(path.join(webDist, 'assets', 'Home-2.css'), '.hero{padding:1rem}');
    mkdirSync(path.join(root, 'dist-ssr'));
    writeFileSync(path.join(root, 'dist-ssr', 'prerender.js'), PRERENDER);
    ctx = await startApp({ env: { WEB_DIST: webDist, TENANT_HOSTS: 'doboj.test=1' } });
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ url, headers: { host: 'localhost', ...headers } });
  const nonceOf = (body: string) => /<meta property="csp-nonce" nonce="([^"]+)"/.exec(body)?.[1];

  it('comes drawn in the page, marked with its language and width, its styles in the page', async () => {
    const res = await get('/complaints/all-complaints?page=2');
    expect(res.statusCode).toBe(200);
    const nonce = nonceOf(res.body);
    expect(res.body).toContain('<html lang="bs" data-prerendered="bs" data-phone="false"');
    expect(res.body).toContain(
      `<div id="root"><main class="hero" data-drawn-style="0"><h1>Tuzla</h1><p>bs false ${nonce} /complaints/all-complaints?page=2 401</p></main></div>`,
    );
    // The class's stylesheet and the moved style attribute, in one element with the page's nonce.
    expect(res.body).toContain(`<style id="${DRAWN_STYLES_ID}" nonce="${nonce}">.hero{padding:1rem}`);
    expect(res.body).toContain('#root [data-drawn-style="0"]{width:calc(2rem * var(--s));font-family:"A"}');
    expect(res.body).not.toMatch(/\sstyle="/);
    // The stylesheet put in the page is named, without being fetched, for the app not to load it again.
    expect(res.body).toContain('<link rel="stylesheet" href="/assets/Home-2.css" disabled>');
  });

  it('carries the answers it was drawn with, for the app to start with', async () => {
    const res = await get('/home', { host: 'doboj.test' });
    const carried = new RegExp(
      `<script type="application/json" id="${DRAWN_ANSWERS_ID}">([^<]*)</script>`,
    ).exec(res.body);
    expect(JSON.parse(carried?.[1] ?? 'null')).toEqual([{ key: ['hosting'], data: { municipalityId: 1 } }]);
    expect(res.body).toContain('data-prerendered="sr_cyr"');
    expect(res.body).toContain('<h1>Добој</h1>');
  });

  it('is drawn for a phone when the browser says it is one', async () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
    const res = await get('/home', { 'user-agent': phone });
    expect(res.body).toContain('data-phone="true"');
    expect(res.body).toContain('<p>bs true ');
  });

  it.each([
    ['a staff page', '/admin/users/users-list'],
    ['a signed-in person’s page', '/user-basic-data/change-password'],
  ])('is not drawn for %s', async (_, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('data-prerendered');
  });

  it('is left out, and the page served as the browser draws it, when it cannot be drawn or takes too long', async () => {
    const broken = await get('/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(broken.body).not.toContain(DRAWN_ANSWERS_ID);
    const slow = await get('/slow');
    expect(slow.statusCode).toBe(200);
    expect(slow.body).toContain('<div id="root"></div>');
    // The server goes on answering.
    expect((await get('/home')).body).toContain('<h1>Tuzla</h1>');
  });

  it('is compressed for a browser that takes compression', async () => {
    const br = await get('/home', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toContain('accept-encoding');
    const gzip = await get('/home', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((await get('/home')).headers['content-encoding']).toBeUndefined();
  });
});
