import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, PASSWORD } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';

const MINUTE = 60_000;
/** Failures of one account from every address an hour, above which only addresses that have not failed are heard. */
const ACCOUNT_CEILING = 100;
/** The reverse proxy in front of the portal (TRUST_PROXY names it): it appends the client's address. */
const PROXY = '10.70.0.1';

describe('sign-in throttling per account and client address (decision 0018)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ env: { TRUST_PROXY: PROXY, SIGN_IN_LIMIT_PER_MINUTE: '10000' } });
  });
  afterAll(() => ctx.close());
  afterEach(() => vi.useRealTimers());

  let forgeries = 0;
  /**
   * A sign-in through the proxy from `client`. What the client itself wrote into
   * X-Forwarded-For comes first, different at every call: only the proxy's entry counts.
   */
  const login = (username: string, password: string, client: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': `198.51.100.${(forgeries++ % 250) + 1}, ${client}` },
      payload: { username, password },
    });

  it('does not let ten wrong passwords from one address stop the right password from another', async () => {
    const user = await createAccount(ctx);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push((await login(user.username, `pogresna-${i}`, '10.71.0.1')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    const elsewhere = await login(user.username, PASSWORD, '10.71.0.2');
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.json()).toMatchObject({ isLoggedIn: true, username: user.username });
  });

  it('slows the address that fails, longer each time, whatever it forges, until it signs in', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const user = await createAccount(ctx);
    const a = '10.71.1.1';
    for (let i = 0; i < 5; i += 1)
      expect((await login(user.username, `pogresna-${i}`, a)).statusCode).toBe(400);

    const waits: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const refused = await login(user.username, PASSWORD, a);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors).toEqual({ general: 'sign_in_wait' });
      const seconds = Number(refused.headers['retry-after']);
      waits.push(seconds);
      expect(refused.json().params).toEqual({ general: { minutes: Math.ceil(seconds / 60) } });
      vi.setSystemTime(Date.now() + seconds * 1000 + 1000);
      expect((await login(user.username, 'opet-pogresna', a)).statusCode).toBe(400);
    }
    // A minute after the fifth failure, doubling, at most a quarter of an hour.
    expect(waits).toEqual([60, 120, 240, 480, 900, 900]);

    vi.setSystemTime(Date.now() + 15 * MINUTE + 1000);
    expect((await login(user.username, PASSWORD, a)).statusCode).toBe(200);
    // A sign-in starts the count again: the next slip is not a wait.
    expect((await login(user.username, 'pogresna', a)).statusCode).toBe(400);
    expect((await login(user.username, PASSWORD, a)).statusCode).toBe(200);
  });

  it('judges a burst of guesses sent at once one at a time, not all before the first failure', async () => {
    const user = await createAccount(ctx);
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(user.username, `pogresna-${i}`, '10.71.3.1')),
    );
    const judged = burst.filter((r) => r.statusCode === 400).length;
    expect(judged).toBeGreaterThanOrEqual(1);
    expect(judged).toBeLessThanOrEqual(5);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(20 - judged);
    expect((await login(user.username, PASSWORD, '10.71.3.2')).statusCode).toBe(200);
  });

  it('slows a name nobody has exactly as a real account (no hint of which exist)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await login('niko-nepostojeci', `pogresna-${i}`, '10.71.2.1')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('hears an address that has not failed while a distributed guess is over the account ceiling', async () => {
    const user = await createAccount(ctx);
    const address = (i: number) => `10.72.${Math.floor(i / 250)}.${(i % 250) + 1}`;
    for (let i = 0; i < ACCOUNT_CEILING; i += 1) {
      expect((await login(user.username, `pogresna-${i}`, address(i))).statusCode).toBe(400);
    }
    // An address that took part now waits out the hour, even with the right password...
    const guesser = await login(user.username, PASSWORD, address(0));
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json().errors).toEqual({ general: 'sign_in_wait' });
    // ...one more guesser gets a single try...
    expect((await login(user.username, 'jos-jedna', '10.73.0.1')).statusCode).toBe(400);
    expect((await login(user.username, 'i-jos-jedna', '10.73.0.1')).statusCode).toBe(429);
    // ...and the owner, from an address that has not failed, signs in.
    expect((await login(user.username, PASSWORD, '10.73.0.2')).statusCode).toBe(200);
  });
});
