import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type AnyEndpoint,
  defineEndpoint,
  endpoints,
  isFileUpload,
  Profile,
  PUBLIC,
} from '@portal/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAccount, signIn, signedIn } from '../../test/accounts';
import { multipart } from '../../test/files';
import { startApp, type TestContext } from '../../test/harness';
import { modules } from '../modules';
import { route } from '../platform/http';
import { defineModule } from '../platform/module';

const failing = defineEndpoint({
  name: 'SecurityTest.Fail',
  method: 'GET',
  path: '/api/SecurityTest/Fail',
  summary: 'fails with an internal error',
  access: PUBLIC,
  response: z.object({ ok: z.boolean() }),
});
const failingModule = defineModule({
  name: 'security-test',
  routes(app) {
    route(app, failing, async () => {
      throw new Error('an internal failure');
    });
  },
});

const placeholderUrl = (endpoint: AnyEndpoint) => endpoint.path.replace(/:[A-Za-z0-9_]+/g, '1');

/** What every answer carries, whatever it is: a policy that forbids framing, nosniff, a referrer policy. */
function securityHeaderProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const csp = String(res.headers['content-security-policy'] ?? '');
  if (!/default-src/.test(csp)) problems.push(`no Content-Security-Policy (${csp})`);
  if (!/frame-ancestors 'none'/.test(csp)) problems.push(`no frame-ancestors in the policy (${csp})`);
  if (res.headers['x-content-type-options'] !== 'nosniff')
    problems.push('no X-Content-Type-Options: nosniff');
  if (res.headers['referrer-policy'] !== 'strict-origin-when-cross-origin') {
    problems.push(`Referrer-Policy ${String(res.headers['referrer-policy'])}`);
  }
  return problems;
}

describe('security headers', () => {
  let ctx: TestContext;
  let citizen: Record<string, string>;
  beforeAll(async () => {
    // A built web app of our own: the real one may or may not have been built.
    const webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<html><head><script type="module" nonce="CSP_NONCE" src="/assets/app.js"></script></head></html>',
    );
    writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    ctx = await startApp({
      modules: [...modules, failingModule],
      env: { WEB_DIST: webDist, UPLOAD_MAX_MB: '0.1' },
    });
    citizen = (await signedIn(ctx, { profileId: Profile.RegisteredCitizen })).headers;
  });
  afterAll(() => ctx.close());

  const kinds: Record<string, { status: number; request: () => InjectOptions }> = {
    'an API answer': { status: 200, request: () => ({ url: '/api/Hosting/GetConfiguration' }) },
    'an API refusal of bad input (400)': {
      status: 400,
      request: () => ({ method: 'POST', url: '/api/Account/Register', payload: {} }),
    },
    'an API refusal of a caller not signed in (401)': {
      status: 401,
      request: () => ({ url: '/api/Account/GetUserBasicData' }),
    },
    'an API refusal of a caller without the right (403)': {
      status: 403,
      request: () => ({ url: '/api/Users/GetAll', headers: citizen }),
    },
    'an unknown API path (404)': { status: 404, request: () => ({ url: '/api/NoSuchGroup/NoSuchAction' }) },
    'a known API path with the wrong method (405)': {
      status: 405,
      request: () => ({ method: 'DELETE', url: '/api/Newsletter/Subscribe' }),
    },
    'an API body too large (413)': {
      status: 413,
      request: () => ({
        method: 'POST',
        url: '/api/Newsletter/Subscribe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
      }),
    },
    'an API body of an unsupported media type (415)': {
      status: 415,
      request: () => ({
        method: 'POST',
        url: '/api/Newsletter/Subscribe',
        headers: { 'content-type': 'application/xml' },
        payload: '<email/>',
      }),
    },
    'a file too large for an upload': {
      status: 400,
      request: () => {
        const body = multipart([{ name: 'big.pdf', data: Buffer.alloc(300 * 1024, 0x25) }]);
        return {
          method: 'POST',
          url: '/api/Complaints/UploadDocument',
          headers: { ...citizen, ...body.headers },
          payload: body.payload,
        };
      },
    },
    'an internal failure (500)': { status: 500, request: () => ({ url: '/api/SecurityTest/Fail' }) },
    'a static asset of the web app': { status: 200, request: () => ({ url: '/assets/app.js' }) },
    'a static file at the root of the web app': { status: 200, request: () => ({ url: '/favicon.svg' }) },
    'the page of the web app': { status: 200, request: () => ({ url: '/complaints/map' }) },
    'a page address the web app does not serve (404)': {
      status: 404,
      request: () => ({ method: 'POST', url: '/complaints/map' }),
    },
    'a file download': { status: 200, request: () => ({ url: '/api/Municipality/GetCoatOfArms/6' }) },
    'a generated document download': {
      status: 200,
      request: () => ({ method: 'POST', url: '/api/StaticDocuments/DownloadPrivacyPolicy/1' }),
    },
    'the API description': { status: 200, request: () => ({ url: '/api/docs/json' }) },
  };

  it.each(Object.keys(kinds))('are on %s', async (kind) => {
    const { status, request } = kinds[kind]!;
    const res = await ctx.app.inject(request());
    expect(res.statusCode).toBe(status);
    expect(securityHeaderProblems(res)).toEqual([]);
  });

  it('are on a refusal for too many requests (429)', async () => {
    let res: LightMyRequestResponse | undefined;
    // 20 sign-in attempts a minute per address by default.
    for (let i = 0; i < 21; i += 1) {
      res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Account/Login',
        remoteAddress: '10.61.0.1',
        payload: { username: `nema${i}`, password: 'bilo-sta-12' },
      });
    }
    expect(res!.statusCode).toBe(429);
    expect(securityHeaderProblems(res!)).toEqual([]);
    expect(res!.headers['cache-control']).toBe('no-store');
  });

  it('are on the answer of every endpoint declared in contracts, to a visitor and to an administrator, none of them a failure', async () => {
    const admin = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
    const missing: string[] = [];
    for (const headers of [{}, admin]) {
      for (const endpoint of endpoints) {
        if (endpoint.name === 'Account.Logout') continue;
        const res = await ctx.app.inject({
          method: endpoint.method,
          url: placeholderUrl(endpoint),
          headers,
          ...(endpoint.body && !isFileUpload(endpoint.body) ? { payload: {} } : {}),
        });
        const problems = securityHeaderProblems(res);
        if (res.statusCode >= 500) problems.push(`an internal failure: ${res.body.slice(0, 120)}`);
        if (problems.length) missing.push(`${endpoint.name} (${res.statusCode}): ${problems.join('; ')}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('let no answer of an endpoint that carries personal data be stored, whoever calls it', async () => {
    const callers = new Map<number, Record<string, string>>();
    const callerFor = async (endpoint: AnyEndpoint) => {
      if ('public' in endpoint.access) return {};
      const profileId = endpoint.access.profiles[0]!;
      if (!callers.has(profileId)) {
        callers.set(profileId, (await signedIn(ctx, { profileId })).headers);
      }
      return callers.get(profileId)!;
    };
    const personal = endpoints.filter((e) => e.personalData);
    expect(personal.length).toBeGreaterThan(10);
    const stored: string[] = [];
    const answered = new Set<number>();
    for (const endpoint of personal) {
      if (endpoint.name === 'Account.Logout') continue;
      const res = await ctx.app.inject({
        method: endpoint.method,
        url: placeholderUrl(endpoint),
        headers: await callerFor(endpoint),
        ...(endpoint.body && !isFileUpload(endpoint.body) ? { payload: {} } : {}),
      });
      answered.add(res.statusCode);
      if (res.statusCode === 401 || res.statusCode === 403) {
        stored.push(`${endpoint.name}: its own caller was refused (${res.statusCode})`);
      }
      if (res.headers['cache-control'] !== 'no-store') {
        stored.push(
          `${endpoint.name} (${res.statusCode}): Cache-Control ${String(res.headers['cache-control'])}`,
        );
      }
    }
    expect(stored).toEqual([]);
    // Both real answers and refusals of the empty input were looked at.
    expect(answered).toContain(200);
    expect(answered).toContain(400);
  });

  it('let no sign-in answer be stored', async () => {
    const user = await createAccount(ctx);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      remoteAddress: '10.61.0.2',
      payload: { username: user.username, password: 'Planina-Konjuh-2026' },
    });
    expect(login.statusCode).toBe(200);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/LoginAnonymous',
      remoteAddress: '10.61.0.3',
      payload: { languageId: 1 },
    });
    expect(anonymous.statusCode).toBe(200);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      remoteAddress: '10.61.0.4',
      payload: { username: user.username, password: 'nije-to-lozinka' },
    });
    expect(wrong.statusCode).toBe(400);
    for (const res of [login, anonymous, wrong]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(securityHeaderProblems(res)).toEqual([]);
    }
    await expect(signIn(ctx, user.username)).resolves.toBeDefined();
  });

  it('let a downloaded file be neither sniffed nor shown as a page', async () => {
    const downloads = [
      { method: 'GET', url: '/api/Municipality/GetCoatOfArms/6' },
      { method: 'POST', url: '/api/StaticDocuments/DownloadUserManual/1' },
    ] as const;
    for (const { method, url } of downloads) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^(image\/(png|jpeg|webp|svg\+xml)|application\/pdf)/);
      expect(res.headers['content-security-policy'], url).toContain('sandbox');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const manual = await ctx.app.inject({ method: 'POST', url: '/api/StaticDocuments/DownloadUserManual/1' });
    expect(manual.headers['content-disposition']).toMatch(/^attachment; filename="[^"/\\]+"/);
  });
});
