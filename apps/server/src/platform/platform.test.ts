import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineEndpoint, endpoints, PUBLIC } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startApp, type TestContext } from '../../test/harness';
import { modules } from '../modules';
import { AppError } from './errors';
import { route } from './http';
import { defineModule } from './module';

const boom = defineEndpoint({
  name: 'Test.Boom',
  method: 'GET',
  path: '/api/Test/Boom',
  summary: 'fails with an internal error',
  access: PUBLIC,
  response: z.object({ ok: z.boolean() }),
});
const wrongShape = defineEndpoint({
  name: 'Test.WrongShape',
  method: 'GET',
  path: '/api/Test/WrongShape',
  summary: 'answers something its declaration does not allow',
  access: PUBLIC,
  response: z.object({ ok: z.boolean() }),
});
const signedIn = defineEndpoint({
  name: 'Test.SignedIn',
  method: 'GET',
  path: '/api/Test/SignedIn',
  summary: 'for signed-in callers only',
  access: { profiles: [1] },
  response: z.object({ ok: z.boolean() }),
});
const echo = defineEndpoint({
  name: 'Test.Echo',
  method: 'POST',
  path: '/api/Test/Echo',
  summary: 'echoes a strict body',
  access: PUBLIC,
  body: z.strictObject({ name: z.string().min(2).max(5), count: z.number().int().max(10) }),
  response: z.object({ name: z.string() }),
});
const domain = defineEndpoint({
  name: 'Test.Domain',
  method: 'POST',
  path: '/api/Test/Domain',
  summary: 'refuses with a domain message',
  access: PUBLIC,
  response: z.object({ ok: z.boolean() }),
});

const testModule = defineModule({
  name: 'test',
  routes(app) {
    route(app, boom, async () => {
      throw new Error('connection string postgres://secret@db leaked?');
    });
    route(app, wrongShape, async () => ({ ok: 'yes' }) as unknown as { ok: boolean });
    route(app, signedIn, async () => ({ ok: true }));
    route(app, echo, async ({ body }) => ({ name: body.name }));
    route(app, domain, async () => {
      throw new AppError(400, 'vote_already_added', 'agendaItemId');
    });
  },
});

describe('error answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ modules: [...modules, testModule] });
  });
  afterAll(() => ctx.close());

  it('hides an internal failure behind a 500 with a request id', async () => {
    const res = await ctx.app.inject({ url: '/api/Test/Boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.errors).toEqual({ general: 'web_service_request_error' });
    expect(body.requestId).toBe(res.headers['x-request-id']);
    expect(res.body).not.toContain('postgres');
    expect(res.body).not.toContain('at ');
  });

  it('treats an answer its declaration forbids as an internal failure, not a leak', async () => {
    const res = await ctx.app.inject({ url: '/api/Test/WrongShape' });
    expect(res.statusCode).toBe(500);
    expect(res.json().errors).toEqual({ general: 'web_service_request_error' });
  });

  it('refuses an endpoint for signed-in callers with 401 and the session-expired key', async () => {
    const res = await ctx.app.inject({ url: '/api/Test/SignedIn' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toEqual({ general: 'session_expired' });
  });

  it('answers bad input with 400 and a message key per field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Test/Echo',
      payload: { name: 'a', count: 11, extra: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: {
        name: 'validation_too_short',
        count: 'validation_too_large',
        extra: 'validation_unknown_field',
      },
      params: { name: { minimum: 2 }, count: { maximum: 10 } },
    });
  });

  it('answers a missing body as required', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/Test/Echo', payload: {} });
    expect(res.json().errors).toEqual({ name: 'validation_required', count: 'validation_required' });
  });

  it('answers a domain refusal with its message key on its field', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/Test/Domain' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ agendaItemId: 'vote_already_added' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Test/Echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ body: 'data_invalid' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Test/Echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual({ body: 'request_too_large' });
  });

  it('answers an unsupported media type with 415', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Test/Echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toEqual({ body: 'unsupported_media_type' });
  });

  it('answers a known path called with the wrong method with 405 and Allow', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/Newsletter/Subscribe' });
    expect(res.statusCode).toBe(405);
    expect(res.headers['allow']).toBe('POST');
    expect(res.json().errors).toEqual({ general: 'method_not_allowed' });
  });

  it('answers an unknown API path with 404 in the error format', async () => {
    const res = await ctx.app.inject({ url: '/api/NoSuchGroup/NoSuchAction' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual({ general: 'not_found' });
  });

  it('keeps a caller’s well-formed request id and replaces a malformed one', async () => {
    const kept = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-12345-trace' } });
    expect(kept.headers['x-request-id']).toBe('abc-12345-trace');
    const replaced = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id\n' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<html><head><meta property="csp-nonce" nonce="CSP_NONCE"><script type="module" nonce="CSP_NONCE" src="/assets/app.js"></script></head></html>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
    ctx = await startApp({ modules: [...modules, testModule], env: { WEB_DIST: webDist } });
  });
  afterAll(() => ctx.close());

  const kinds = {
    api: '/api/Hosting/GetConfiguration',
    error: '/api/Test/Boom',
    apiNotFound: '/api/Nope',
    asset: '/assets/app.js',
    page: '/home',
    docs: '/api/docs',
    file: '/api/Municipality/GetCoatOfArms/6',
  };

  it.each(Object.entries(kinds))('are on every kind of answer: %s', async (_kind, url) => {
    const res = await ctx.app.inject({ url });
    expect(res.headers['content-security-policy']).toMatch(/default-src/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'|sandbox/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('serve the page with a fresh nonce that the policy names', async () => {
    const first = await ctx.app.inject({ url: '/some/client/route' });
    const second = await ctx.app.inject({ url: '/some/client/route' });
    expect(first.statusCode).toBe(200);
    const nonce = /nonce="([^"]+)"/.exec(first.body)?.[1];
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe('CSP_NONCE');
    expect(first.body).not.toContain('CSP_NONCE');
    expect(first.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    expect(first.headers['content-security-policy']).toContain('https://tile.openstreetmap.org');
    expect(second.body).not.toContain(nonce!);
  });

  it('never let API answers be stored, and let hashed assets be cached for a year', async () => {
    expect((await ctx.app.inject({ url: kinds.api })).headers['cache-control']).toBe('no-store');
    expect((await ctx.app.inject({ url: kinds.asset })).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('do not serve the raw page template', async () => {
    const res = await ctx.app.inject({ url: '/index.html' });
    expect(res.body).not.toContain('CSP_NONCE');
  });
});

describe('API description', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx.close());

  it('lists every endpoint declared in contracts, with its method', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const endpoint of endpoints) {
      const openApiPath = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      expect(doc.paths[openApiPath]?.[endpoint.method.toLowerCase()]?.operationId, endpoint.name).toBe(
        endpoint.name,
      );
    }
  });

  it('is browsable at /api/docs', async () => {
    const res = await ctx.app.inject({ url: '/api/docs' });
    const page = res.statusCode === 302 ? await ctx.app.inject({ url: res.headers.location! }) : res;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('health', () => {
  it('answers when the server and the database are up', async () => {
    const ctx = await startApp();
    try {
      const res = await ctx.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      await ctx.close();
    }
  });
});
