import {
  AccessRight,
  type AnyEndpoint,
  type Caller,
  enumValues,
  isFileUpload,
  isServerMessageKey,
  Profile,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { z } from 'zod';
import { createAccount, PASSWORD } from '../../test/accounts';
import type { TestContext } from '../../test/harness';

/**
 * What the generic security suites share: callers of every kind, requests built from an
 * endpoint's declaration, and the checks every answer must pass.
 */

export type Headers = Record<string, string>;

let address = 0;
/** A client address of its own, so that per-address limits never stand in for the answer under test. */
export function freshAddress(): string {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

/** A path with every `:param` replaced (values are encoded unless `raw`). */
export function fillPath(path: string, values: Record<string, string>, raw = false): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, key: string) => {
    const value = values[key] ?? '1';
    return raw ? value : encodeURIComponent(value);
  });
}

export function pathParams(endpoint: AnyEndpoint): string[] {
  return [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

export function takesBody(endpoint: AnyEndpoint): boolean {
  return endpoint.method === 'POST' || endpoint.method === 'PUT';
}

/** Calls that end a session or remove records run last, so they cannot spoil the calls before them. */
const endsSession = new Set(['Account.Logout', 'Account.DeactivateUser', 'Account.DeleteUser']);

/** The endpoints in the order a suite calls them: deletions, then sign-outs, last. */
export function destructiveLast(list: readonly AnyEndpoint[]): AnyEndpoint[] {
  return [
    ...list.filter((e) => e.method !== 'DELETE' && !endsSession.has(e.name)),
    ...list.filter((e) => e.method === 'DELETE'),
    ...list.filter((e) => endsSession.has(e.name)),
  ];
}

// ---- Callers ----

/** A caller of the access matrix: who it is for the policy, and how it signs in again. */
export type TestCaller = {
  label: string;
  /** null: no token at all. */
  policy: Caller | null;
  headers: Headers;
  /** Signs in again (after a call ended the session, say). */
  renew(): Promise<void>;
};

async function login(ctx: TestContext, username: string): Promise<Headers> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Account/Login',
    payload: { username, password: PASSWORD },
    remoteAddress: freshAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`Sign-in of ${username} failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().token}` };
}

async function loginAnonymous(ctx: TestContext): Promise<Headers> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Account/LoginAnonymous',
    payload: { languageId: 1 },
    remoteAddress: freshAddress(),
  });
  if (res.statusCode !== 200) throw new Error(`Anonymous sign-in failed: ${res.body}`);
  return { authorization: `Bearer ${res.json().token}` };
}

/** A signed-in account of the given profile and rights, which signs in again on demand. */
export async function accountCaller(
  ctx: TestContext,
  label: string,
  profileId: number,
  rights: number[] = [],
): Promise<TestCaller> {
  const user = await createAccount(ctx, { profileId, rights });
  const caller: TestCaller = {
    label,
    policy: { profileId, rights },
    headers: await login(ctx, user.username),
    async renew() {
      caller.headers = await login(ctx, user.username);
    },
  };
  return caller;
}

export async function anonymousCitizenCaller(ctx: TestContext): Promise<TestCaller> {
  const caller: TestCaller = {
    label: 'anonymous citizen',
    policy: { profileId: Profile.AnonymousCitizen, rights: [] },
    headers: await loginAnonymous(ctx),
    async renew() {
      caller.headers = await loginAnonymous(ctx);
    },
  };
  return caller;
}

/** Profiles other than the two citizen ones: the staff profiles and the REST service profile. */
export const staffProfiles = enumValues(Profile).filter(
  (p) => p !== Profile.AnonymousCitizen && p !== Profile.RegisteredCitizen,
);

/**
 * Every kind of caller: nobody, the anonymous citizen, a registered citizen, each staff
 * profile, and a registered citizen holding one additional access right alone.
 */
export async function everyCaller(ctx: TestContext): Promise<TestCaller[]> {
  // Placeholder ids are 1: the first account is a decoy, so no caller is the record a call deletes.
  await createAccount(ctx, { profileId: Profile.RegisteredCitizen });
  const nameOf = (e: Record<string, number>, v: number) => Object.keys(e).find((k) => e[k] === v) ?? v;
  const callers: TestCaller[] = [
    { label: 'nobody', policy: null, headers: {}, renew: async () => undefined },
    await anonymousCitizenCaller(ctx),
    await accountCaller(ctx, 'registered citizen', Profile.RegisteredCitizen),
  ];
  for (const profile of staffProfiles) {
    callers.push(await accountCaller(ctx, `profile ${nameOf(Profile, profile)}`, profile));
  }
  for (const right of enumValues(AccessRight)) {
    callers.push(
      await accountCaller(
        ctx,
        `citizen with right ${nameOf(AccessRight, right)}`,
        Profile.RegisteredCitizen,
        [right],
      ),
    );
  }
  return callers;
}

// ---- Requests ----

export type Call = {
  method: AnyEndpoint['method'];
  url: string;
  payload?: unknown;
  headers?: Headers;
  /** What the call sends, for the failure message. */
  label?: string;
};

export function inject(ctx: TestContext, call: Call, headers: Headers = {}) {
  const payload = call.payload;
  const json = payload !== undefined && typeof payload !== 'string' && !Buffer.isBuffer(payload);
  return ctx.app.inject({
    method: call.method,
    url: call.url,
    remoteAddress: freshAddress(),
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...headers, ...call.headers },
    ...(payload === undefined ? {} : { payload: json ? JSON.stringify(payload) : (payload as string) }),
  });
}

/** Runs the tasks `size` at a time, keeping their order in the result. */
export async function inBatches<T, R>(items: readonly T[], size: number, task: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map(task))));
  }
  return results;
}

// ---- Checks ----

const STACK_FRAME = /\n\s+at |\.(?:ts|js|mjs|cjs):\d+|\bError:/;

/** Never a 5xx, never a trace of the server's code; every refusal in the error format. */
export function expectCleanAnswer(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what} answered ${res.statusCode}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const text = isBinary(res) ? '' : res.body;
  expect(STACK_FRAME.test(text), `${what} shows a stack trace: ${text.slice(0, 300)}`).toBe(false);
  if (res.statusCode >= 400) expectErrorBody(res, what);
}

function isBinary(res: LightMyRequestResponse): boolean {
  const type = String(res.headers['content-type'] ?? '');
  return res.statusCode < 300 && !type.startsWith('application/json') && !type.startsWith('text/');
}

/** `{ errors: { field: messageKey } }`, with at most `params` and `requestId` beside it. */
export function expectErrorBody(res: LightMyRequestResponse, what: string): Record<string, string> {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    throw new Error(
      `${what} answered ${res.statusCode} with a body that is not JSON: ${res.body.slice(0, 200)}`,
    );
  }
  const context = `${what} answered ${res.statusCode} outside the error format: ${res.body.slice(0, 300)}`;
  expect(body, context).toBeTypeOf('object');
  const { errors, ...rest } = body as { errors?: unknown };
  expect(
    Object.keys(rest).filter((k) => k !== 'params' && k !== 'requestId'),
    context,
  ).toEqual([]);
  expect(errors, context).toBeTypeOf('object');
  const entries = Object.entries(errors as Record<string, unknown>);
  expect(entries.length, context).toBeGreaterThan(0);
  for (const [, key] of entries)
    expect(isServerMessageKey(key), `${context} (unknown key ${String(key)})`).toBe(true);
  return errors as Record<string, string>;
}

// ---- Schemas ----

type Def = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  format?: string;
  getter?: () => z.ZodType;
};

/** A zod schema, as opposed to an upload declaration or nothing. */
export function isSchema(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

export function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/** The schema under optional, nullable, default and pipes (the side a client sends). */
export function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 20; i += 1) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out)
      current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else return current;
  }
  return current;
}

/** The fields of an object schema (after unwrapping); empty for anything else. */
export function fieldsOf(schema: unknown): Record<string, z.ZodType> {
  if (!isSchema(schema)) return {};
  const def = defOf(unwrap(schema));
  if (def.type === 'object' && def.shape) return def.shape;
  if (def.type === 'intersection' && def.left) return fieldsOf(def.left);
  return {};
}

/** A plausible value for a schema: what a client fills in, not necessarily what the server accepts. */
export function sampleOf(schema: z.ZodType, name = '', depth = 0): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (depth > 6) return null;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, sampleOf(field, key, depth + 1)]),
      );
    case 'array':
      return def.element ? [sampleOf(def.element, name, depth + 1)] : [];
    case 'string':
      if (def.format === 'uuid' || def.format === 'guid') return '00000000-0000-4000-8000-000000000000';
      if (def.format === 'email') return 'sigurnost@example.ba';
      if (def.format === 'date') return '2026-01-15';
      if (def.format === 'datetime') return '2026-01-15T10:00:00.000Z';
      if (def.format === 'url') return 'https://example.ba/';
      return /password/i.test(name) ? 'Pogresna-Lozinka-2026' : 'Tekst';
    case 'number':
    case 'int':
    case 'bigint':
      return name === 'pageSize' ? 10 : 1;
    case 'boolean':
      return true;
    case 'date':
      return '2026-01-15T10:00:00.000Z';
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return def.options?.[0] ? sampleOf(def.options[0], name, depth + 1) : null;
    case 'record':
      return {};
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/** The path parameters as a client would fill them in. */
export function sampleParams(endpoint: AnyEndpoint): Record<string, string> {
  const fields = fieldsOf(endpoint.params);
  return Object.fromEntries(
    pathParams(endpoint).map((name) => {
      const field = fields[name];
      const value = field ? sampleOf(field, name) : '1';
      const def = field ? defOf(unwrap(field)) : undefined;
      // A boolean segment (stringbool) is written true/false.
      return [name, def?.type === 'string' && /only|active/i.test(name) ? 'true' : String(value)];
    }),
  );
}

/** The JSON body a client would send; undefined for a file upload or no body. */
export function sampleBody(endpoint: AnyEndpoint): unknown {
  if (!takesBody(endpoint) || isFileUpload(endpoint.body)) return undefined;
  return isSchema(endpoint.body) ? sampleOf(endpoint.body) : undefined;
}
