import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../../test/harness';
import { newsletterSubscription } from './newsletter.schema';

const subscribe = (ctx: TestContext, email: unknown, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Newsletter/Subscribe',
    remoteAddress: ip,
    payload: { id: 0, email, active: false, dateCreated: null },
  });

describe('newsletter subscription', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx.close());

  it('subscribes an address to the municipality’s newsletter', async () => {
    const res = await subscribe(ctx, '  Amra.Hodzic@Example.ba ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'amra.hodzic@example.ba', active: true });
    const rows = await ctx.database.db
      .select()
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.email, 'amra.hodzic@example.ba'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ municipalityId: 6, active: true });
  });

  it('answers a second subscription of the same address the same way and keeps one record', async () => {
    const first = await subscribe(ctx, 'dvaput@example.ba', '10.0.0.2');
    const second = await subscribe(ctx, 'DVAPUT@example.ba', '10.0.0.2');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await ctx.database.db
      .select()
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.email, 'dvaput@example.ba'));
    expect(rows).toHaveLength(1);
  });

  it('refuses an empty address as required', async () => {
    const res = await subscribe(ctx, '', '10.0.0.3');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: 'validation_required' });
  });

  it('refuses a malformed address', async () => {
    const res = await subscribe(ctx, 'ne-valja', '10.0.0.3');
    expect(res.json().errors).toEqual({ email: 'validation_invalid_email' });
  });

  it('refuses an address over 100 characters, naming the limit', async () => {
    const res = await subscribe(ctx, `${'a'.repeat(96)}@x.ba`, '10.0.0.4');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: { email: 'validation_too_long' },
      params: { email: { maximum: 100 } },
    });
    const exactly = await subscribe(ctx, `${'a'.repeat(95)}@x.ba`, '10.0.0.4');
    expect(exactly.statusCode).toBe(200);
  });

  it('refuses an address that is not text', async () => {
    const res = await subscribe(ctx, 42, '10.0.0.5');
    expect(res.json().errors).toEqual({ email: 'validation_invalid_type' });
  });

  it('limits subscriptions per address to ten a minute', async () => {
    const results = [];
    for (let i = 0; i < 11; i += 1)
      results.push((await subscribe(ctx, `limit${i}@example.ba`, '10.0.0.99')).statusCode);
    expect(results.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(results[10]).toBe(429);
    const refused = await subscribe(ctx, 'limit-x@example.ba', '10.0.0.99');
    expect(refused.json().errors).toEqual({ general: 'too_many_requests' });
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
