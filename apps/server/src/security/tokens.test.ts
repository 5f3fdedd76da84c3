import { type AnyEndpoint, endpoints, ErrorBody, isFileUpload, Profile } from '@portal/contracts';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn } from '../../test/accounts';
import { startApp, type TestContext } from '../../test/harness';

/**
 * Every endpoint that is not public refuses a bad token with 401 in the error format,
 * whatever the endpoint: the list comes from contracts, so new modules are covered.
 */
const guarded = endpoints.filter((e) => !('public' in e.access));

/** The endpoint's path with every parameter set to '1'. */
const placeholderUrl = (endpoint: AnyEndpoint) => endpoint.path.replace(/:[A-Za-z0-9_]+/g, '1');

const SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');
const DOBOJ = 'doboj.test';

type Claims = { sub: string; sid: string; mid: number; prf: number };

/** A token with these claims, signed as the caller says (the server signs HS256 with SECRET). */
function forge(
  claims: Claims,
  options: { alg?: string; key?: Parameters<SignJWT['sign']>[0]; exp?: number; iat?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid, mid: claims.mid, prf: claims.prf })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer('e-ucesce')
    .setIssuedAt(options.iat ?? now)
    .setExpirationTime(options.exp ?? now + 3600)
    .sign(options.key ?? SECRET);
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('bearer tokens on every endpoint for signed-in callers', () => {
  let ctx: TestContext;
  /** A live administrator session of the default municipality (6): its claims are real. */
  let live: Record<string, string>;
  let adminName: string;
  let claims: Claims;
  const tokens: Record<string, { token: string; host?: string }> = {};

  beforeAll(async () => {
    ctx = await startApp({ env: { TENANT_HOSTS: `${DOBOJ}=1` } });
    const admin = await createAccount(ctx, { profileId: Profile.Administrator });
    adminName = admin.username;
    live = await signIn(ctx, admin.username);
    const liveToken = live.authorization!.slice('Bearer '.length);
    const payload = decodeJwt(liveToken);
    claims = { sub: payload.sub!, sid: String(payload['sid']), mid: 6, prf: Profile.Administrator };

    const [header, body, signature] = liveToken.split('.') as [string, string, string];
    tokens['with no algorithm (alg none)'] = { token: `${b64({ alg: 'none', typ: 'JWT' })}.${body}.` };
    tokens['with alg none and the genuine signature kept'] = {
      token: `${b64({ alg: 'none', typ: 'JWT' })}.${body}.${signature}`,
    };
    tokens['signed HS512 with the server’s own secret'] = { token: await forge(claims, { alg: 'HS512' }) };
    const rsa = await generateKeyPair('RS256');
    tokens['signed RS256 with a key of the caller’s choosing'] = {
      token: await forge(claims, { alg: 'RS256', key: rsa.privateKey }),
    };
    tokens['signed HS256 with another secret'] = {
      token: await forge(claims, { key: new TextEncoder().encode('another-secret-that-is-long-enough-too') }),
    };
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    tokens['with a genuine header and claims but a wrong signature'] = {
      token: `${header}.${body}.${flipped}`,
    };
    const other = await createAccount(ctx, { profileId: Profile.Administrator });
    tokens['with claims changed after signing (another user id)'] = {
      token: `${header}.${b64({ ...decodeJwt(liveToken), sub: String(other.id) })}.${signature}`,
    };
    const past = Math.floor(Date.now() / 1000) - 3600;
    tokens['expired, though genuine and of a live session'] = {
      token: await forge(claims, { iat: past - 3600, exp: past }),
    };
    // Another municipality: the live token of Tuzla at Doboj's address, and one of Doboj at Tuzla's.
    tokens['of another municipality (issued at the default address, used at Doboj)'] = {
      token: liveToken,
      host: DOBOJ,
    };
    const dobojAdmin = await createAccount(ctx, { profileId: Profile.Administrator, municipalityId: 1 });
    const doboj = await signIn(ctx, dobojAdmin.username, undefined, { host: DOBOJ });
    tokens['of another municipality (issued at Doboj, used at the default address)'] = {
      token: doboj.authorization!.slice('Bearer '.length),
    };
    tokens['of another municipality (genuine, but claiming Doboj for a Tuzla session)'] = {
      token: await forge({ ...claims, mid: 1 }),
      host: DOBOJ,
    };
    const ended = await signIn(ctx, admin.username);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: ended });
    expect(logout.statusCode).toBe(200);
    tokens['revoked at logout'] = { token: ended.authorization!.slice('Bearer '.length) };
  });
  afterAll(() => ctx.close());

  const call = (endpoint: AnyEndpoint, headers: Record<string, string>) =>
    ctx.app.inject({
      method: endpoint.method,
      url: placeholderUrl(endpoint),
      headers,
      ...(endpoint.body && !isFileUpload(endpoint.body) ? { payload: {} } : {}),
    });

  /** The endpoints that did not answer 401 with the error format, with what they answered. */
  async function notRefused(headers: Record<string, string>): Promise<string[]> {
    const wrong: string[] = [];
    for (const endpoint of guarded) {
      const res = await call(endpoint, headers);
      const body = ErrorBody.safeParse(res.json());
      if (res.statusCode !== 401 || !body.success || Object.keys(body.data.errors).length === 0) {
        wrong.push(`${endpoint.name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    return wrong;
  }

  it('cover a good number of endpoints', () => {
    expect(guarded.length).toBeGreaterThan(100);
  });

  it('are required: a call without one, or with a malformed one, is refused', async () => {
    expect(await notRefused({})).toEqual([]);
    expect(await notRefused({ authorization: 'Bearer not.a.token' })).toEqual([]);
    expect(
      await notRefused({ authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` }),
    ).toEqual([]);
  });

  it.each([
    'with no algorithm (alg none)',
    'with alg none and the genuine signature kept',
    'signed HS512 with the server’s own secret',
    'signed RS256 with a key of the caller’s choosing',
    'signed HS256 with another secret',
    'with a genuine header and claims but a wrong signature',
    'with claims changed after signing (another user id)',
    'expired, though genuine and of a live session',
    'of another municipality (issued at the default address, used at Doboj)',
    'of another municipality (issued at Doboj, used at the default address)',
    'of another municipality (genuine, but claiming Doboj for a Tuzla session)',
    'revoked at logout',
  ])('are refused everywhere when %s', async (kind) => {
    const { token, host } = tokens[kind]!;
    expect(await notRefused({ authorization: `Bearer ${token}`, ...(host ? { host } : {}) })).toEqual([]);
  });

  it('are accepted when genuine, so the refusals above are the tokens’ doing', async () => {
    const genuine = await signIn(ctx, adminName);
    const refused: string[] = [];
    for (const endpoint of guarded) {
      if (endpoint.name === 'Account.Logout') continue;
      const res = await call(endpoint, genuine);
      if (res.statusCode === 401) refused.push(`${endpoint.name}: ${res.body.slice(0, 120)}`);
    }
    expect(refused).toEqual([]);
  });
});
