import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageTo, uniqueName } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';

const PUBLIC_URL = 'https://e-ucesce.tuzla.ba';
const REPORT = '/complaints/report-problem';

let clients = 0;
/** Each request from its own client address, so the per-address limits stay out of the way. */
const send = (ctx: TestContext, url: string, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: `10.7.${(clients += 1) >> 8}.${clients & 255}`,
    headers: { host: 'evil.example' },
  });

function citizen(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('rt');
  return {
    username,
    password: 'Bistra-Jala-Teče',
    confirmPassword: 'Bistra-Jala-Teče',
    firstName: 'Amra',
    lastName: 'Hadžić',
    email: `${username}@example.ba`,
    languageId: 1,
    ...overrides,
  };
}

/** The confirmation link in an e-mail's text. */
const linkIn = (body: string) => /https?:\/\/\S*\/register\/activate\/\S+/.exec(body)?.[0];

describe('registering at a report’s submit: the confirmation link brings the person back', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ env: { PUBLIC_URL } });
  });
  afterAll(() => ctx.close());

  it('puts the page to return to in the e-mailed link, under the configured address', async () => {
    const body = citizen({ returnTo: REPORT });
    const res = await send(ctx, '/api/Account/Register', body);
    expect(res.statusCode).toBe(200);
    const link = new URL(linkIn((await lastMessageTo(ctx, body.email)).body)!);
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toMatch(/^\/register\/activate\/[A-Za-z0-9_-]{20,}$/);
    expect(link.searchParams.get('returnTo')).toBe(REPORT);

    // The link still confirms the account.
    const token = link.pathname.split('/').pop()!;
    const activated = await ctx.app.inject({ method: 'GET', url: `/api/Account/ActivateByLink/${token}` });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({ username: body.username, isLoggedIn: true });
  });

  it('keeps the way back in the link of a new code', async () => {
    const body = citizen();
    const { userId } = (await send(ctx, '/api/Account/Register', body)).json();
    expect(new URL(linkIn((await lastMessageTo(ctx, body.email)).body)!).search).toBe('');

    const again = await send(ctx, '/api/Account/SendNewCode', { userId, returnTo: REPORT });
    expect(again.statusCode).toBe(200);
    const link = new URL(linkIn((await lastMessageTo(ctx, body.email)).body)!);
    expect(link.searchParams.get('returnTo')).toBe(REPORT);
  });

  it('refuses a way back to another site, and registers no one for it', async () => {
    for (const returnTo of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
    ]) {
      const body = citizen({ returnTo });
      const res = await send(ctx, '/api/Account/Register', body);
      expect(res.statusCode, returnTo).toBe(400);
      expect(res.json(), returnTo).toMatchObject({ errors: { returnTo: 'validation_invalid_format' } });
      await expect(lastMessageTo(ctx, body.email)).rejects.toThrow();
    }
    const body = citizen();
    const { userId } = (await send(ctx, '/api/Account/Register', body)).json();
    const refused = await send(ctx, '/api/Account/SendNewCode', { userId, returnTo: '//evil.example' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { returnTo: 'validation_invalid_format' } });
  });
});
