import { Profile } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createAccount, PASSWORD, signedIn } from '../../test/accounts';
import { startApp, type TestContext } from '../../test/harness';
import { addCategory, reportBody } from '../modules/complaints/complaints.fixtures';

/** Above the five failures after which a pair waits, so the two limits can be told apart. */
const SIGN_IN_LIMIT = 8;
/** Reports a citizen may send an hour (decision 0018). */
const REPORTS_PER_HOUR = 10;

/**
 * Two server processes behind a balancer, as ARCHITECTURE section 6 has them: two apps on
 * one database. Every limit is counted in the database, so a client cannot double its
 * allowance by landing on the other process.
 */
describe('rate limits shared by every process on the database', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  beforeAll(async () => {
    ctx = await startApp({ env: { SIGN_IN_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT) } });
    other = await buildApp({
      config: ctx.config,
      database: ctx.database,
      storage: ctx.storage,
      logger: false,
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await ctx.close();
  });

  const login = (app: FastifyInstance, username: string, password: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      remoteAddress: ip,
      payload: { username, password },
    });

  it('count a route’s per-address limit together: N sign-ins on one, the next on the other is refused', async () => {
    for (let i = 0; i < SIGN_IN_LIMIT; i += 1) {
      expect((await login(ctx.app, `nema${i}`, 'bilo-sta-12', '10.80.0.1')).statusCode).toBe(400);
    }
    const refused = await login(other, 'nema-vise', 'bilo-sta-12', '10.80.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual({ general: 'too_many_requests' });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('make an (account, address) pair that failed on one wait on the other too', async () => {
    const user = await createAccount(ctx);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(ctx.app, user.username, `pogresna-${i}`, '10.80.1.1')).statusCode).toBe(400);
    }
    const refused = await login(other, user.username, PASSWORD, '10.80.1.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual({ general: 'sign_in_wait' });
    expect((await login(other, user.username, PASSWORD, '10.80.1.2')).statusCode).toBe(200);
  });

  it('count a citizen’s reports together: the allowance on one, the next on the other is refused', async () => {
    const category = await addCategory(ctx.database.db, 'Putevi');
    const { headers } = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
    const report = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/Complaints/Report',
        headers,
        remoteAddress: '10.80.2.1',
        payload: reportBody(category),
      });
    for (let i = 0; i < REPORTS_PER_HOUR; i += 1) {
      expect((await report(ctx.app)).statusCode).toBe(200);
    }
    const refused = await report(other);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual({ general: 'too_many_reports' });
  });
});
