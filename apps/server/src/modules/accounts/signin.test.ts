import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, lastMessageTo, PASSWORD, signIn, signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { appUser, UserStatus, userSession } from './accounts.schema';

const login = (ctx: TestContext, username: string, password: string, ip = '10.2.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/Account/Login',
    payload: { username, password },
    remoteAddress: ip,
  });

const me = (ctx: TestContext, headers: Record<string, string>) =>
  ctx.app.inject({ url: '/api/Account/GetUserBasicData', headers });

describe('sign-in', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ env: { TENANT_HOSTS: 'doboj.test=1' } });
  });
  afterAll(() => ctx.close());

  it('answers the signed-in record of the spec', async () => {
    const user = await createAccount(ctx, { profileId: 8 });
    const unit = await ctx.app.inject({
      method: 'POST',
      url: '/api/OrganizationalUnit/Save',
      headers: (await signedIn(ctx, { profileId: 1 })).headers,
      payload: {
        id: 0,
        dataStatus: 2,
        name: { bs: 'Služba za komunalne poslove', hr: '', sr_cyr: '' },
        description: { bs: '', hr: '', sr_cyr: '' },
        order: 10,
        active: true,
      },
    });
    const unitId = unit.json().id as number;
    await ctx.database.db
      .update(appUser)
      .set({ organizationalUnitId: unitId })
      .where(eq(appUser.id, user.id));
    const res = await login(ctx, user.username, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^ey/),
      isLoggedIn: true,
      username: user.username,
      id: user.id,
      organizationId: unitId,
      profileId: 8,
      roleName: 'OrgUnit',
      expiresAt: expect.any(String),
    });
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(11 * 3_600_000);
  });

  it('matches the username in any letter case', async () => {
    const user = await createAccount(ctx);
    expect((await login(ctx, user.username.toUpperCase(), PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown username alike', async () => {
    const user = await createAccount(ctx);
    const wrongPassword = await login(ctx, user.username, 'nije-to-lozinka');
    const unknownUser = await login(ctx, 'nepostojeci', PASSWORD);
    for (const res of [wrongPassword, unknownUser]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ general: 'incorrect_username_or_password' });
    }
  });

  it('makes the address that failed five times wait, even with the right password, and no other', async () => {
    const user = await createAccount(ctx);
    for (let i = 0; i < 5; i += 1)
      expect((await login(ctx, user.username, `pogresna-${i}`)).statusCode).toBe(400);
    const blocked = await login(ctx, user.username, PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      errors: { general: 'sign_in_wait' },
      params: { general: { minutes: 1 } },
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(ctx, user.username, PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('limits sign-in attempts per client address, which a forged X-Forwarded-For does not change', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Account/Login',
        remoteAddress: '10.2.9.9',
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
        payload: { username: `nema${i}`, password: 'bilo-sta-12' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('gives a fresh token at each sign-in, each with its own session', async () => {
    const user = await createAccount(ctx);
    const first = await signIn(ctx, user.username);
    const second = await signIn(ctx, user.username);
    expect(first.authorization).not.toBe(second.authorization);
    expect((await me(ctx, first)).statusCode).toBe(200);
    expect((await me(ctx, second)).statusCode).toBe(200);
  });

  it('refuses a deactivated account', async () => {
    const user = await createAccount(ctx, { status: UserStatus.Deactivated });
    expect((await login(ctx, user.username, PASSWORD)).json().errors).toEqual({
      general: 'account_deactivated',
    });
  });
});

describe('tokens', () => {
  let ctx: TestContext;
  let valid: Record<string, string>;
  let user: Awaited<ReturnType<typeof createAccount>>;
  beforeAll(async () => {
    ctx = await startApp({ env: { TENANT_HOSTS: 'doboj.test=1' } });
    user = await createAccount(ctx);
    valid = await signIn(ctx, user.username);
  });
  afterAll(() => ctx.close());

  const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');
  const claims = () => ({ sid: '00000000-0000-4000-8000-000000000000', mid: 6, prf: 3 });

  it('are required on calls for signed-in people', async () => {
    expect((await me(ctx, {})).statusCode).toBe(401);
    expect((await me(ctx, { authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
    expect((await me(ctx, { authorization: 'Basic dXNlcjpwYXNz' })).statusCode).toBe(401);
  });

  it('are refused when signed with another secret, with no algorithm, or with another algorithm', async () => {
    const [, payload] = valid.authorization!.slice(7).split('.');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const forged = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('e-ucesce')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-too'));
    const hs512 = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(String(user.id))
      .setIssuer('e-ucesce')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secret);
    for (const token of [none, forged, hs512]) {
      expect((await me(ctx, { authorization: `Bearer ${token}` })).statusCode).toBe(401);
    }
  });

  it('are refused once expired', async () => {
    const [session] = await ctx.database.db.select().from(userSession).where(eq(userSession.userId, user.id));
    const expired = await new SignJWT({ sid: session!.id, mid: 6, prf: 3 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('e-ucesce')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    expect((await me(ctx, { authorization: `Bearer ${expired}` })).statusCode).toBe(401);
  });

  it('of one municipality do not work at another', async () => {
    expect((await me(ctx, { ...valid, host: 'doboj.test' })).statusCode).toBe(401);
    expect((await me(ctx, valid)).statusCode).toBe(200);
  });

  it('stop working at logout, and the other sessions go on', async () => {
    const other = await signIn(ctx, user.username);
    const mine = await signIn(ctx, user.username);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: mine });
    expect(res.json()).toEqual({ success: true });
    expect((await me(ctx, mine)).statusCode).toBe(401);
    expect((await me(ctx, other)).statusCode).toBe(200);
  });
});

describe('anonymous citizens', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx.close());

  it('sign in without personal data, with the anonymous-citizen profile', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/LoginAnonymous',
      payload: { languageId: 2 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ profileId: 2, roleName: 'AnonymousCitizen', organizationId: null });
    const headers = { authorization: `Bearer ${body.token}` };
    expect((await me(ctx, headers)).json()).toMatchObject({ firstName: null, email: null, languageId: 2 });
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/ChangePassword',
      headers,
      payload: { oldPassword: 'x', password: 'Nova-lozinka-2026', confirmPassword: 'Nova-lozinka-2026' },
    });
    expect(change.statusCode).toBe(403);
  });

  it('cannot sign in when the municipality closes that sign-in', async () => {
    const admin = await signedIn(ctx, { profileId: 1 });
    const close = await ctx.app.inject({
      method: 'POST',
      url: '/api/SystemParameters/SaveLoginTypeActivity',
      headers: admin.headers,
      payload: { id: 2, active: false },
    });
    expect(close.statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/LoginAnonymous',
      payload: { languageId: 1 },
    });
    expect(res.json().errors).toEqual({ general: 'login_type_not_active' });
  });
});

describe('forgotten username and password', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object, ip = '10.3.0.1') =>
    ctx.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  it('e-mails the username to a known address', async () => {
    const user = await createAccount(ctx);
    const res = await post('/api/Account/ForgotUsername', { email: user.email!.toUpperCase() });
    expect(res.json()).toEqual({ success: true });
    const mail = await lastMessageTo(ctx, user.email!);
    expect(mail.subject).toBe('Podsjetnik na korisničko ime');
    expect(mail.body).toContain(user.username);
  });

  it('answers a known and an unknown address alike, and tells the unknown one so by e-mail', async () => {
    const known = await createAccount(ctx);
    for (const url of ['/api/Account/ForgotUsername', '/api/Account/ForgotPassword']) {
      const unknown = await post(url, { email: `niko${url.length}@example.ba` });
      const answered = await post(url, { email: known.email });
      expect(unknown.statusCode).toBe(answered.statusCode);
      expect(unknown.json()).toEqual(answered.json());
      expect(unknown.json()).toEqual({ success: true });
      const mail = await lastMessageTo(ctx, `niko${url.length}@example.ba`);
      expect(mail.subject).toBe('Nijedan korisnički račun ne koristi ovu adresu');
      expect(mail.body).toMatch(/^Poštovani\/a,\n\n/);
      expect(mail.body).toContain('/register');
    }
  });

  it('e-mails a reset link that sets a new password once, and ends every session', async () => {
    const user = await createAccount(ctx);
    const before = await signIn(ctx, user.username);
    await post('/api/Account/ForgotPassword', { email: user.email });
    const mail = await lastMessageTo(ctx, user.email!);
    const token = /\/login\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    expect(token).toBeDefined();
    const reset = (password: string) =>
      post('/api/Account/ResetPassword', { token, password, confirmPassword: password });
    expect((await reset('12345678')).json().errors).toEqual({ password: 'password_too_common' });
    expect((await reset('Nova-Lozinka-Za-Tuzlu')).json()).toEqual({ success: true });
    expect((await me(ctx, before)).statusCode).toBe(401);
    await expect(signIn(ctx, user.username, 'Nova-Lozinka-Za-Tuzlu')).resolves.toBeDefined();
    await expect(signIn(ctx, user.username, PASSWORD)).rejects.toThrow();
    expect((await reset('Jos-Jedna-Lozinka-99')).json().errors).toEqual({ token: 'reset_link_not_valid' });
  });

  it('sends at most three reminders to one address an hour', async () => {
    const user = await createAccount(ctx);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await post('/api/Account/ForgotPassword', { email: user.email }, `10.3.1.${i}`)).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
