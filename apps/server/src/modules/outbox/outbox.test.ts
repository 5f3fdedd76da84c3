import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';

describe('outbox reader', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ env: { DEMO_DATA: 'true' } });
  });
  afterAll(() => ctx.close());

  it('shows an administrator, in demo mode, the messages held, newest first', async () => {
    const user = await createAccount(ctx);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/ForgotPassword',
      payload: { email: user.email },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/ForgotUsername',
      payload: { email: user.email },
    });
    const { headers } = await signedIn(ctx, { profileId: 1 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Outbox/Search',
      headers,
      payload: { recipient: user.email, pageNumber: 1, pageSize: 10 },
    });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.totalCount).toBe(2);
    expect(page.items.map((m: { subject: string }) => m.subject)).toEqual([
      'Podsjetnik na korisničko ime',
      'Postavljanje nove lozinke',
    ]);
    expect(page.items[0]).toMatchObject({ channel: 2, status: 4, recipient: user.email });
  });

  it('is closed outside demo mode', async () => {
    const production = await startApp({ env: { DEMO_DATA: 'false' } });
    try {
      const { headers } = await signedIn(production, { profileId: 1 });
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/Outbox/Search',
        headers,
        payload: { pageNumber: 1, pageSize: 10 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
