import { type AnyEndpoint, endpoints, isFileUpload, Profile } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/accounts';
import { startApp, type TestContext } from '../../test/harness';
import {
  accountCaller,
  type Call,
  destructiveLast,
  expectCleanAnswer,
  fieldsOf,
  fillPath,
  inBatches,
  inject,
  pathParams,
  sampleBody,
  sampleParams,
  takesBody,
  type TestCaller,
} from './security-calls';

/**
 * Bad input: every endpoint declared in contracts, sent values generated from its schema
 * and hostile ones. Whatever arrives, the answer is never a 5xx, never shows the server's
 * code, and every refusal is in the error format with message keys.
 */

function nested(depth: number, leaf: () => unknown, wrap: (inner: unknown) => unknown): unknown {
  let value = leaf();
  for (let i = 0; i < depth; i += 1) value = wrap(value);
  return value;
}

/** Values no field expects, each sent in place of every field at once. */
const hostileValues: readonly (readonly [string, unknown])[] = [
  ['a string of 100k characters', 'x'.repeat(100_000)],
  ['an object', { a: 1 }],
  ['an array', [1, 'a', null]],
  ['true', true],
  ['null', null],
  ['an empty string', ''],
  ['SQL', "' OR 1=1 --"],
  ['a SQL statement', '1; drop table app_user'],
  ['HTML', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
  ['1e308', 1e308],
  ['2**63', 2 ** 63],
  ['-2**63', -(2 ** 63)],
  ['-1', -1],
  ['0', 0],
  ['1.5', 1.5],
  ['"NaN"', 'NaN'],
  ['"Infinity"', 'Infinity'],
  ['"99999999999999999999"', '99999999999999999999'],
  ['2026-02-30', '2026-02-30'],
  ['0000-00-00', '0000-00-00'],
  ['yesterday', 'yesterday'],
  ['control characters', 'a\u0000b\u202ec\u0007\r\n\u0008'],
  [
    'a deeply nested array',
    nested(
      500,
      () => [],
      (inner) => [inner],
    ),
  ],
  [
    'a deeply nested object',
    nested(
      500,
      () => ({}),
      (inner) => ({ a: inner }),
    ),
  ],
];

/** The few sent field by field, the other fields plausible. */
const perFieldValues = hostileValues.filter(([label]) =>
  ['a string of 100k characters', 'an object', 'SQL', '1e308', '2026-02-30', 'control characters'].includes(
    label,
  ),
);

/** Path segments no parameter expects. */
const hostileSegments = [
  '../../etc/passwd',
  '\u0000',
  '1e400',
  '-1',
  '99999999999999999999',
  '2147483648',
  '1.5',
  'abc',
  "' OR 1=1 --",
  '1; drop table app_user',
  '<script>alert(1)</script>',
  'x'.repeat(150),
  'NaN',
  'Infinity',
  '0x1F',
  ' 1 ',
  '\u202e1',
  '__proto__',
  'constructor',
  '2026-02-30',
];
/** Segments sent as they are, not encoded. */
const rawSegments = ['%00', '%zz', '..%2f..%2fetc%2fpasswd', '%2e%2e', '%C0%AE'];

/** Every leaf of a value replaced by `value` (objects and arrays keep their shape). */
function everyLeaf(sample: unknown, value: unknown): unknown {
  if (Array.isArray(sample)) return sample.map((item) => everyLeaf(item, value));
  if (sample && typeof sample === 'object')
    return Object.fromEntries(Object.entries(sample).map(([k, v]) => [k, everyLeaf(v, value)]));
  return value;
}

/** A JSON object text with `__proto__`, `constructor` and `prototype` keys beside the given fields. */
function withPrototypeKeys(sample: unknown): string {
  const hostile =
    '"__proto__":{"isAdmin":true,"profileId":1},"constructor":{"prototype":{"isAdmin":true}},"prototype":{"x":1}';
  const rest =
    sample && typeof sample === 'object' && !Array.isArray(sample) ? JSON.stringify(sample).slice(1, -1) : '';
  return `{${hostile}${rest ? `,${rest}` : ''}}`;
}

function bodyVariants(endpoint: AnyEndpoint, url: string): Call[] {
  const method = endpoint.method;
  const json = (payload: unknown, label: string): Call => ({ method, url, payload, label });
  const typed = (type: string, payload: string, label: string): Call => ({
    method,
    url,
    payload,
    headers: { 'content-type': type },
    label,
  });
  const calls: Call[] = [
    json([], 'a body that is an array'),
    json('a string', 'a body that is a string'),
    json(null, 'a body that is null'),
    json(42, 'a body that is a number'),
    json(
      nested(
        500,
        () => ({}),
        (inner) => ({ a: inner }),
      ),
      'a deeply nested body',
    ),
    typed('application/json', '{"title": ', 'malformed JSON'),
    typed('application/json', '', 'an empty JSON body'),
    typed('text/plain', 'hello', 'a text body'),
    typed('application/x-www-form-urlencoded', 'a=1&b=2', 'a form body'),
    typed('application/xml', '<a>1</a>', 'an XML body'),
    typed(
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      'a multipart form without a file',
    ),
  ];
  if (isFileUpload(endpoint.body)) {
    // The file itself is judged elsewhere; JSON in its place is refused cleanly.
    calls.push(json({}, 'an empty JSON object instead of a file'), json({ file: 'x' }, 'JSON naming a file'));
    return calls;
  }
  const sample = sampleBody(endpoint) ?? {};
  calls.push(json(sample, 'plausible values'));
  calls.push(
    typed('application/json', withPrototypeKeys(sample), '__proto__, constructor and prototype keys'),
  );
  for (const [label, value] of hostileValues)
    calls.push(json(everyLeaf(sample, value), `every field ${label}`));
  const fields = Object.keys(fieldsOf(endpoint.body));
  if (sample && typeof sample === 'object' && !Array.isArray(sample)) {
    for (const field of fields) {
      for (const [label, value] of perFieldValues)
        calls.push(json({ ...sample, [field]: value }, `${field} ${label}`));
      const { [field]: _, ...without } = sample as Record<string, unknown>;
      calls.push(json(without, `${field} left out`));
    }
  }
  return calls;
}

/** The few sent to each parameter alone when a path has several. */
const perParamSegments = ['../../etc/passwd', '1e400', '99999999999999999999', "' OR 1=1 --"];

/** The requests an endpoint is sent: hostile path segments, then hostile bodies. */
function variants(endpoint: AnyEndpoint): Call[] {
  const method = endpoint.method;
  const params = sampleParams(endpoint);
  const names = pathParams(endpoint);
  const url = fillPath(endpoint.path, params);
  const calls: Call[] = [{ method, url, label: 'plausible path values' }];
  const every = (segment: string) => Object.fromEntries(names.map((n) => [n, segment]));
  if (names.length > 0) {
    for (const segment of hostileSegments)
      calls.push({
        method,
        url: fillPath(endpoint.path, every(segment)),
        label: `every parameter ${JSON.stringify(segment)}`,
      });
    for (const segment of rawSegments)
      calls.push({
        method,
        url: fillPath(endpoint.path, every(segment), true),
        label: `every parameter ${segment} (raw)`,
      });
  }
  if (names.length > 1) {
    for (const name of names) {
      for (const segment of perParamSegments)
        calls.push({
          method,
          url: fillPath(endpoint.path, { ...params, [name]: segment }),
          label: `${name}=${JSON.stringify(segment)}`,
        });
      calls.push({
        method,
        url: fillPath(endpoint.path, { ...params, [name]: '%zz' }, true),
        label: `${name}=%zz (raw)`,
      });
    }
  }
  if (names.length === 0) {
    calls.push({ method, url: `${url}/../../etc/passwd`, label: 'a path walking up' });
    calls.push({
      method,
      url: `${url}?__proto__[isAdmin]=true&constructor[prototype][x]=1&id=1e400`,
      label: 'a hostile query',
    });
  }
  if (takesBody(endpoint)) calls.push(...bodyVariants(endpoint, url));
  else calls.push({ method, url, payload: { id: "' OR 1=1 --" }, label: 'a body where none is expected' });
  return calls;
}

const ordered = destructiveLast(endpoints);
const BATCH = 12;

describe('bad input to every endpoint', () => {
  let ctx: TestContext;
  let admin: TestCaller;
  let requests = 0;
  beforeAll(async () => {
    ctx = await startApp({ env: { SIGN_IN_LIMIT_PER_MINUTE: '10000' } });
    // Placeholder ids are 1: the first account is a decoy, so the administrator is not the record a call changes.
    await createAccount(ctx, { profileId: Profile.RegisteredCitizen });
    admin = await accountCaller(ctx, 'administrator', Profile.Administrator);
  });
  afterAll(async () => {
    await ctx.close();
    // eslint-disable-next-line no-console
    console.info(`bad input: ${requests} requests`);
  });

  async function send(call: Call, caller: TestCaller | null) {
    let res = await inject(ctx, call, caller?.headers ?? {});
    requests += 1;
    if (caller && res.statusCode === 401) {
      // A call ended the administrator's session (sign-out): sign in again and repeat it.
      await caller.renew();
      res = await inject(ctx, call, caller.headers);
      requests += 1;
    }
    return res;
  }

  it('refuses a NUL character in a text field as an invalid format, before the database sees it', async () => {
    const res = await send(
      { method: 'POST', url: '/api/Users/SearchUsers', payload: { text: 'a\u0000b', pageSize: 10 } },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ text: 'validation_invalid_format' });
    const login = await send(
      { method: 'POST', url: '/api/Account/Login', payload: { username: '\u0000', password: 'x' } },
      null,
    );
    expect(login.json().errors).toEqual({ username: 'validation_invalid_format' });
  });

  it('refuses a URL that cannot be decoded in the error format', async () => {
    const res = await send({ method: 'GET', url: '/api/Users/GetByID/%zz' }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: { general: 'data_invalid' }, requestId: expect.any(String) });
  });

  it.each(ordered.map((e) => [e.name, e] as const))(
    '%s answers hostile input cleanly',
    async (_, endpoint) => {
      const calls = variants(endpoint);
      const asWhom: (TestCaller | null)[] = 'public' in endpoint.access ? [admin, null] : [admin];
      for (const caller of asWhom) {
        const who = caller ? 'the administrator' : 'a caller who is not signed in';
        await inBatches(calls, BATCH, async (call) => {
          const res = await send(call, caller);
          expectCleanAnswer(res, `${endpoint.name} sent ${call.label} by ${who}`);
          // Access passed for the administrator: a refusal is about the input, never a lost session.
          if (caller) expect(res.statusCode, `${endpoint.name} sent ${call.label}`).not.toBe(401);
        });
      }
    },
    60_000,
  );
});
