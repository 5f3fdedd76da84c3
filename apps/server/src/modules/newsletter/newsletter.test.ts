import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessRight, Profile } from '@portal/contracts';
import { signedIn } from '../../../test/accounts';
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

describe('newsletter administration', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await startApp({ env: { TENANT_HOSTS: 'doboj.test=1' } });
    admin = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
    const emails = ['amra@example.ba', 'bojan@example.ba', 'cvijeta@example.ba', 'dino@primjer.ba'];
    for (const [i, email] of emails.entries()) {
      await ctx.database.db.insert(newsletterSubscription).values({
        municipalityId: 6,
        email,
        active: email !== 'dino@primjer.ba',
        dateCreated: new Date(Date.UTC(2026, 0, i + 1)),
      });
    }
    await ctx.database.db
      .insert(newsletterSubscription)
      .values({ municipalityId: 1, email: 'doboj@example.ba', active: true });
  });
  afterAll(() => ctx.close());

  const search = (body: Record<string, unknown>, headers = admin) =>
    ctx.app.inject({ method: 'POST', url: '/api/Newsletter/Search', headers, payload: body });
  const deactivate = (id: unknown, headers = admin) =>
    ctx.app.inject({ method: 'POST', url: '/api/Newsletter/Deactivate', headers, payload: { id } });
  const emails = (res: { json(): { items: { email: string }[] } }) => res.json().items.map((i) => i.email);

  it('lists the municipality’s subscriptions, newest first, a page at a time', async () => {
    const first = await search({ pageNumber: 1, pageSize: 5 });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().totalCount).toBe(4);
    expect(emails(first)).toEqual([
      'dino@primjer.ba',
      'cvijeta@example.ba',
      'bojan@example.ba',
      'amra@example.ba',
    ]);
    expect(first.json().items[0]).toEqual({
      id: expect.any(Number),
      email: 'dino@primjer.ba',
      active: false,
      dateCreated: '2026-01-04T00:00:00.000Z',
    });
    const second = await search({ pageNumber: 2, pageSize: 5 });
    expect(second.json()).toEqual({ items: [], totalCount: 4 });
  });

  it('searches by address and state, and sorts by address', async () => {
    expect(emails(await search({ text: 'EXAMPLE', sort: 'email', direction: 'asc' }))).toEqual([
      'amra@example.ba',
      'bojan@example.ba',
      'cvijeta@example.ba',
    ]);
    expect(emails(await search({ active: false }))).toEqual(['dino@primjer.ba']);
    expect((await search({ text: '%' })).json().totalCount).toBe(0);
    const badSize = await search({ pageSize: 7 });
    expect(badSize.json().errors).toEqual({ pageSize: 'validation_invalid_value' });
  });

  it('deactivates a subscription, which subscribing again switches back on', async () => {
    const [bojan] = (await search({ text: 'bojan' })).json().items;
    expect((await deactivate(bojan.id)).json()).toEqual({ success: true });
    expect((await search({ text: 'bojan' })).json().items[0].active).toBe(false);
    await subscribe(ctx, 'Bojan@example.ba', '10.1.0.1');
    expect((await search({ text: 'bojan' })).json().items[0].active).toBe(true);
  });

  it('does not reach another municipality’s subscriptions', async () => {
    const doboj = (await search({ text: 'doboj' })).json();
    expect(doboj.totalCount).toBe(0);
    const [row] = await ctx.database.db
      .select()
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.email, 'doboj@example.ba'));
    const res = await deactivate(row!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual({ id: 'record_not_found' });
  });

  it('is for administrators only', async () => {
    const editor = await signedIn(ctx, {
      profileId: Profile.Office,
      rights: [AccessRight.InfoSectionModule],
    });
    const citizen = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
    for (const headers of [editor.headers, citizen.headers]) {
      expect((await search({}, headers)).statusCode).toBe(403);
      expect((await deactivate(1, headers)).statusCode).toBe(403);
    }
    expect((await search({}, {})).statusCode).toBe(401);
    expect((await deactivate(1, {})).statusCode).toBe(401);
  });
});
