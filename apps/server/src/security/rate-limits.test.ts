import {
  activateByCode,
  activateByLink,
  type AnyEndpoint,
  endpoints,
  ErrorBody,
  forgotPassword,
  forgotUsername,
  login,
  loginAnonymous,
  register,
  resetPassword,
  sendNewCode,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, uniqueName } from '../../test/accounts';
import { startApp, type TestContext } from '../../test/harness';

/** Sign-in attempts per address and minute, lowered so the limit is reached in a few calls. */
const SIGN_IN_LIMIT = 5;
/** What the accounts module allows per client address for registering, new codes and reminders. */
const PER_ADDRESS_A_MINUTE = 10;

type Limited = {
  endpoint: AnyEndpoint;
  /** Calls one client address may make before it is refused. */
  allowed: number;
  /** The i-th call: each a different person or destination, so only the address is shared. */
  call: (i: number) => { url?: string; payload?: object };
};

const LINK_TOKEN = 'Zz0123456789abcdefghijKLMN';

/**
 * The public calls that sign in, send a code or a link, or take one: each is limited per
 * client address. A new public call of the accounts module must be listed here.
 */
const limited: Limited[] = [
  {
    endpoint: login,
    allowed: SIGN_IN_LIMIT,
    call: (i) => ({ payload: { username: `nema${i}`, password: 'bilo-sta-12' } }),
  },
  {
    endpoint: register,
    allowed: PER_ADDRESS_A_MINUTE,
    call: (i) => {
      const username = uniqueName('lim');
      return {
        payload: {
          username,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          firstName: 'Ograničeni',
          lastName: `Građanin ${i}`,
          email: `${username}@example.ba`,
          languageId: 1,
        },
      };
    },
  },
  {
    endpoint: sendNewCode,
    allowed: PER_ADDRESS_A_MINUTE,
    call: (i) => ({ payload: { userId: 900_000 + i } }),
  },
  {
    endpoint: activateByCode,
    allowed: SIGN_IN_LIMIT,
    call: (i) => ({ payload: { userId: 900_000 + i, code: '123456' } }),
  },
  {
    endpoint: activateByLink,
    allowed: SIGN_IN_LIMIT,
    call: (i) => ({ url: `/api/Account/ActivateByLink/${LINK_TOKEN}${i}` }),
  },
  {
    endpoint: loginAnonymous,
    allowed: SIGN_IN_LIMIT,
    call: () => ({ payload: { languageId: 1 } }),
  },
  {
    endpoint: forgotUsername,
    allowed: PER_ADDRESS_A_MINUTE,
    call: (i) => ({ payload: { email: `niko${i}@example.ba` } }),
  },
  {
    endpoint: forgotPassword,
    allowed: PER_ADDRESS_A_MINUTE,
    call: (i) => ({ payload: { email: `niko${i}@example.ba` } }),
  },
  {
    endpoint: resetPassword,
    allowed: SIGN_IN_LIMIT,
    call: (i) => ({
      payload: {
        token: `${LINK_TOKEN}${i}`,
        password: 'Nova-Lozinka-99',
        confirmPassword: 'Nova-Lozinka-99',
      },
    }),
  },
];

/** Public calls of the accounts module that neither sign in nor send anything. */
const unlimitedOnPurpose = new Set(['Account.GetRegistrationSettings']);

describe('rate limits', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ env: { SIGN_IN_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT) } });
  });
  afterAll(() => ctx.close());

  let address = 0;
  /** A client address no other test has used (limits are kept per address). */
  const freshAddress = () => `10.44.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

  const send = (endpoint: AnyEndpoint, i: number, headers: Record<string, string>, remoteAddress: string) => {
    const { url, payload } = limited.find((l) => l.endpoint === endpoint)!.call(i);
    return ctx.app.inject({
      method: endpoint.method,
      url: url ?? endpoint.path,
      headers,
      remoteAddress,
      ...(payload ? { payload } : {}),
    });
  };

  it('are declared for every public call of the accounts module that signs in or sends a message', () => {
    const publicAccountCalls = endpoints
      .filter((e) => e.name.startsWith('Account.') && 'public' in e.access)
      .map((e) => e.name)
      .filter((name) => !unlimitedOnPurpose.has(name));
    expect(publicAccountCalls.sort()).toEqual(limited.map((l) => l.endpoint.name).sort());
  });

  it.each(limited.map((l) => [l.endpoint.name, l] as const))(
    'hold for %s per client address, and a forged X-Forwarded-For does not change the address',
    async (_name, { endpoint, allowed }) => {
      const real = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i <= allowed; i += 1) {
        const res = await send(endpoint, i, { 'x-forwarded-for': `198.51.100.${i + 1}` }, real);
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, allowed), statuses.join(' ')).not.toContain(429);
      expect(
        statuses.every((s) => s < 500),
        statuses.join(' '),
      ).toBe(true);
      expect(statuses[allowed]).toBe(429);

      const refused = await send(endpoint, allowed + 1, { 'x-forwarded-for': '203.0.113.77' }, real);
      expect(refused.statusCode).toBe(429);
      const body = ErrorBody.parse(refused.json());
      expect(body.errors).toEqual({ general: 'too_many_requests' });

      // Another real address is still served: the limit is the address's, not everyone's.
      const other = await send(endpoint, allowed + 2, {}, freshAddress());
      expect(other.statusCode).not.toBe(429);
    },
  );

  it('send at most three new codes to one account an hour, whatever address asks', async () => {
    const username = uniqueName('kod');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Register',
      remoteAddress: freshAddress(),
      payload: {
        username,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        firstName: 'Kod',
        lastName: 'Ponovo',
        email: `${username}@example.ba`,
        languageId: 1,
      },
    });
    expect(registered.statusCode).toBe(200);
    const { userId } = registered.json() as { userId: number };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Account/SendNewCode',
        remoteAddress: freshAddress(),
        payload: { userId },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it.each(['/api/Account/ForgotUsername', '/api/Account/ForgotPassword'])(
    'send at most three messages to one address an hour through %s, whatever client asks',
    async (url) => {
      const user = await createAccount(ctx);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          remoteAddress: freshAddress(),
          payload: { email: i % 2 ? user.email!.toUpperCase() : user.email },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    },
  );
});
