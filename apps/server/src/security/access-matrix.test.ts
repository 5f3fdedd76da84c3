import { AccessRight, type AnyEndpoint, endpoints, enumValues, mayCall, Profile } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../test/harness';
import {
  type Call,
  destructiveLast,
  everyCaller,
  expectCleanAnswer,
  expectErrorBody,
  fillPath,
  inject,
  takesBody,
  type TestCaller,
} from './security-calls';

/**
 * The access matrix: every endpoint declared in contracts, called by every kind of caller,
 * answers as its `access` declaration (the policy table) says. A new module's endpoints are
 * in `endpoints`, so they are covered without editing this file.
 */

const ordered = destructiveLast(endpoints);

/** A call with placeholder values: 1 for every path parameter, an empty object as the body. */
function placeholderCall(endpoint: AnyEndpoint): Call {
  return {
    method: endpoint.method,
    url: fillPath(endpoint.path, {}),
    ...(takesBody(endpoint) ? { payload: {} } : {}),
  };
}

const knownProfiles = new Set<number>(enumValues(Profile));
const knownRights = new Set<number>(enumValues(AccessRight));

/** The API routes the server answers, read from Fastify's route tree (HEAD is GET's twin). */
function servedApiRoutes(ctx: TestContext): string[] {
  const tree = ctx.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD' && path.startsWith('/api')) routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

/**
 * Routes under /api that are not calls of the portal: the OpenAPI page and document, and the
 * mail providers' inbound webhook (its own bearer secret; tested in platform/inbound-mail).
 */
const platformRoutes = (route: string) =>
  / \/api\/docs(\/|$)/.test(route) || route === 'POST /api/InboundMail/Receive';

describe('the access matrix: every endpoint, every kind of caller', () => {
  let ctx: TestContext;
  let callers: TestCaller[];
  beforeAll(async () => {
    ctx = await startApp({ env: { SIGN_IN_LIMIT_PER_MINUTE: '10000' } });
    callers = await everyCaller(ctx);
  });
  afterAll(() => ctx.close());

  it('has a well-formed access declaration for every endpoint in contracts', () => {
    expect(endpoints.length).toBeGreaterThan(100);
    const names = endpoints.map((e) => e.name);
    expect(new Set(names).size, 'endpoint names are unique').toBe(names.length);
    const routes = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size, 'no two endpoints share a method and path').toBe(routes.length);
    for (const endpoint of endpoints) {
      const access = endpoint.access as unknown;
      expect(access, endpoint.name).toBeTypeOf('object');
      if ('public' in (access as object)) {
        expect(access, endpoint.name).toEqual({ public: true });
        continue;
      }
      const { profiles, rights = [], ...rest } = access as { profiles: number[]; rights?: number[] };
      expect(rest, `${endpoint.name} declares nothing but profiles and rights`).toEqual({});
      expect(Array.isArray(profiles), `${endpoint.name} lists profiles`).toBe(true);
      expect(profiles.length + rights.length, `${endpoint.name} admits somebody`).toBeGreaterThan(0);
      for (const p of profiles) expect(knownProfiles.has(p), `${endpoint.name}: profile ${p}`).toBe(true);
      for (const r of rights) expect(knownRights.has(r), `${endpoint.name}: right ${r}`).toBe(true);
    }
  });

  it('serves exactly the endpoints declared in contracts under /api, and nothing undeclared', () => {
    const served = servedApiRoutes(ctx).filter((r) => !platformRoutes(r));
    const declared = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(served.length).toBeGreaterThan(100);
    expect([...served].sort()).toEqual([...declared].sort());
  });

  it('has a caller of every profile and of every additional access right', () => {
    const profiles = new Set(callers.map((c) => c.policy?.profileId));
    for (const p of enumValues(Profile)) expect(profiles.has(p), `profile ${p}`).toBe(true);
    for (const r of enumValues(AccessRight))
      expect(callers.some((c) => c.policy?.rights.length === 1 && c.policy.rights[0] === r)).toBe(true);
    expect(callers.some((c) => c.policy === null)).toBe(true);
  });

  it.each(ordered.map((e) => [e.name, e] as const))(
    '%s answers each caller as the policy table says',
    async (_, endpoint) => {
      const call = placeholderCall(endpoint);
      await Promise.all(
        callers.map(async (caller) => {
          const allowed = mayCall(endpoint.access, caller.policy);
          const what = `${endpoint.name} called by ${caller.label}`;
          let res = await inject(ctx, call, caller.headers);
          if (res.statusCode === 401 && caller.policy) {
            // An earlier call ended this caller's session (sign-out, say): sign in again.
            await caller.renew();
            res = await inject(ctx, call, caller.headers);
          }
          expectCleanAnswer(res, what);
          if (allowed) {
            expect([401, 403], `${what} was refused: ${res.body}`).not.toContain(res.statusCode);
            return;
          }
          expect(res.statusCode, `${what} was not refused: ${res.body.slice(0, 300)}`).toBe(
            caller.policy ? 403 : 401,
          );
          const errors = expectErrorBody(res, what);
          expect(Object.keys(errors), `${what} tells nothing but the refusal`).toEqual(['general']);
          if (caller.policy) expect(errors).toEqual({ general: 'forbidden' });
          expect(Object.keys(res.json()).sort(), what).toEqual(['errors', 'requestId']);
        }),
      );
    },
  );
});
