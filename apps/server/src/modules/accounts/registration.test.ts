import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, lastMessageTo, PASSWORD, signIn, uniqueName } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { appUser, UserStatus, verification } from './accounts.schema';

let clients = 0;
/** Each registration from its own client address, so the per-address limits stay out of the way. */
const register = (
  ctx: TestContext,
  body: Record<string, unknown>,
  ip = `10.1.${(clients += 1) >> 8}.${clients & 255}`,
) => ctx.app.inject({ method: 'POST', url: '/api/Account/Register', payload: body, remoteAddress: ip });

function citizen(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('gr');
  return {
    username,
    password: 'Bistra-Jala-Teče',
    confirmPassword: 'Bistra-Jala-Teče',
    firstName: 'Amra',
    lastName: 'Hadžić',
    email: `${username}@example.ba`,
    phone: null,
    birthYear: 1990,
    sex: 2,
    languageId: 1,
    ...overrides,
  };
}

/** The link token and the code in a confirmation e-mail. */
function linkAndCode(body: string) {
  const token = /\/register\/activate\/([A-Za-z0-9_-]+)/.exec(body)?.[1];
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!token || !code) throw new Error(`No link or code in: ${body}`);
  return { token, code };
}

describe('registration confirmed by e-mail (the default)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx.close());

  it('creates an account waiting for confirmation and e-mails a link and a code', async () => {
    const body = citizen();
    const res = await register(ctx, body);
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ confirmationType: 1, delivered: true });
    expect(result.destination).toMatch(/^\w{1,2}\*\*\*@example\.ba$/);
    const [row] = await ctx.database.db.select().from(appUser).where(eq(appUser.id, result.userId));
    expect(row).toMatchObject({ status: UserStatus.Pending, profileId: 3, email: body.email });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await lastMessageTo(ctx, body.email);
    expect(mail.subject).toBe('Potvrda korisničkog računa');
    expect(mail.body).toContain('Poštovani/a Amra Hadžić,');
    expect(mail.body).toContain('Grad Tuzla');
    expect(linkAndCode(mail.body).code).toHaveLength(6);
  });

  it('will not sign in before confirmation, saying so and naming the account to confirm', async () => {
    const body = citizen();
    const { userId } = (await register(ctx, body)).json();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      payload: { username: body.username, password: body.password },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: { general: 'account_not_confirmed' },
      params: { general: { userId } },
    });
  });

  it('confirms by the link, signs the person in, and the link works once', async () => {
    const body = citizen();
    await register(ctx, body);
    const { token } = linkAndCode((await lastMessageTo(ctx, body.email)).body);
    const res = await ctx.app.inject({ url: `/api/Account/ActivateByLink/${token}` });
    expect(res.statusCode).toBe(200);
    const signedIn = res.json();
    expect(signedIn).toMatchObject({
      isLoggedIn: true,
      username: body.username,
      profileId: 3,
      roleName: 'RegisteredCitizen',
    });
    const me = await ctx.app.inject({
      url: '/api/Account/GetUserBasicData',
      headers: { authorization: `Bearer ${signedIn.token}` },
    });
    expect(me.json()).toMatchObject({ username: body.username, firstName: 'Amra', birthYear: 1990 });
    const again = await ctx.app.inject({ url: `/api/Account/ActivateByLink/${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ token: 'activation_link_not_valid' });
  });

  it('confirms by the code from the e-mail, once', async () => {
    const body = citizen();
    const { userId } = (await register(ctx, body)).json();
    const { code } = linkAndCode((await lastMessageTo(ctx, body.email)).body);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/ActivateByCode',
      payload: { userId, code },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toBeTruthy();
    const twice = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/ActivateByCode',
      payload: { userId, code },
    });
    expect(twice.json().errors).toEqual({ code: 'varification_code_not_valid' });
  });

  it('refuses a wrong code, and after five wrong tries the right one too', async () => {
    const body = citizen();
    const { userId } = (await register(ctx, body)).json();
    const { code } = linkAndCode((await lastMessageTo(ctx, body.email)).body);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Account/ActivateByCode',
        payload: { userId, code: wrong },
      });
      expect(res.json().errors).toEqual({ code: 'varification_code_not_valid' });
    }
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/ActivateByCode',
      payload: { userId, code },
    });
    expect(right.statusCode).toBe(400);
  });

  it('refuses a code after its 15 minutes', async () => {
    const body = citizen();
    const { userId } = (await register(ctx, body)).json();
    const { code } = linkAndCode((await lastMessageTo(ctx, body.email)).body);
    await ctx.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.userId, userId));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/ActivateByCode',
      payload: { userId, code },
    });
    expect(res.json().errors).toEqual({ code: 'varification_code_not_valid' });
  });

  it('sends a new code on request, and the old one stops working; three an hour at most', async () => {
    const body = citizen();
    const { userId } = (await register(ctx, body, '10.9.0.7')).json();
    const first = linkAndCode((await lastMessageTo(ctx, body.email)).body);
    const resend = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Account/SendNewCode',
        payload: { userId },
        remoteAddress: '10.9.0.7',
      });
    expect((await resend()).statusCode).toBe(200);
    const second = linkAndCode((await lastMessageTo(ctx, body.email)).body);
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/ActivateByCode',
      payload: { userId, code: first.code },
    });
    expect(old.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: `/api/Account/ActivateByLink/${first.token}` })).statusCode).toBe(
      400,
    );
    expect((await resend()).statusCode).toBe(200);
    expect((await resend()).statusCode).toBe(200);
    const fourth = await resend();
    expect(fourth.statusCode).toBe(429);
    const replaced = await ctx.app.inject({ url: `/api/Account/ActivateByLink/${second.token}` });
    expect(replaced.statusCode).toBe(400);
  });

  it('refuses a taken username (in any letter case), e-mail and telephone number', async () => {
    const existing = await createAccount(ctx, { phone: '+38761555111' });
    const res = await register(
      ctx,
      citizen({ username: existing.username.toUpperCase(), email: existing.email, phone: '061 555-111' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      username: 'user_already_exists',
      email: 'email_already_exists',
      phone: 'telephone_number_already_exists',
    });
  });

  it('applies the username rules: 4 to 15 letters, digits, dot, dash or underscore', async () => {
    const errors = async (username: string) =>
      (await register(ctx, citizen({ username }))).json().errors?.username;
    expect(await errors('ana')).toBe('validation_too_short');
    expect(await errors('a'.repeat(16))).toBe('validation_too_long');
    expect(await errors('ana marija')).toBe('validation_invalid_username');
    expect(await errors('šćepan.đurić')).toBeUndefined();
  });

  it('applies the password rules: 8 characters or more, long passphrases welcome, common ones refused', async () => {
    const errors = async (password: string, confirmPassword = password, username?: string) =>
      (await register(ctx, citizen({ password, confirmPassword, ...(username ? { username } : {}) }))).json()
        .errors;
    expect((await errors('kratko7'))?.password).toBe('validation_too_short');
    expect((await errors('x'.repeat(129)))?.password).toBe('validation_too_long');
    expect((await errors('password123'))?.password).toBe('password_too_common');
    expect((await errors('lozinka123'))?.password).toBe('password_too_common');
    expect((await errors('mirsad2026', 'mirsad2026', 'mirsad'))?.password).toBe('password_too_common');
    expect((await errors('Dugačka-lozinka-ali-ne-ista', 'Drugačija-lozinka-sasvim'))?.confirmPassword).toBe(
      'validation_must_match',
    );
    const passphrase = 'kad mi dodje jesen u tuzlu zovem sve prijatelje na kafu i burek';
    expect(passphrase.length).toBeGreaterThan(60);
    expect(await errors(passphrase)).toBeUndefined();
  });

  it('applies the birth year rule: four digits, not in the future', async () => {
    const errors = async (birthYear: number) =>
      (await register(ctx, citizen({ birthYear }))).json().errors?.birthYear;
    expect(await errors(new Date().getFullYear() + 1)).toBe('validation_birth_year_in_future');
    expect(await errors(123)).toBe('validation_too_small');
  });

  it('requires the e-mail the link goes to', async () => {
    const res = await register(ctx, citizen({ email: '' }));
    expect(res.json().errors).toEqual({ email: 'validation_required' });
  });

  it('signs in with the password once confirmed', async () => {
    const body = citizen();
    await register(ctx, body);
    const { token } = linkAndCode((await lastMessageTo(ctx, body.email)).body);
    await ctx.app.inject({ url: `/api/Account/ActivateByLink/${token}` });
    await expect(signIn(ctx, body.username, body.password)).resolves.toHaveProperty('authorization');
    await expect(signIn(ctx, body.username, PASSWORD)).rejects.toThrow();
  });
});

describe('registration confirmed by SMS, with the fields the municipality requires', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await startApp();
    const user = await createAccount(ctx, { profileId: 1 });
    admin = await signIn(ctx, user.username);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/SystemParameters/SaveConfirmationRegistrationTypeActivity',
      headers: admin,
      payload: { id: 2 },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/SystemParameters/SaveRegistrationFields',
      headers: admin,
      payload: {
        fields: [
          { id: 1, mandatory: false },
          { id: 3, mandatory: true },
        ],
      },
    });
  });
  afterAll(() => ctx.close());

  it('tells the registration form what it needs', async () => {
    const res = await ctx.app.inject({ url: '/api/Account/GetRegistrationSettings' });
    expect(res.json()).toEqual({
      mandatoryFields: [3],
      confirmationType: 2,
      registeredLoginActive: true,
      anonymousLoginActive: true,
    });
  });

  it('requires the telephone number the code goes to, and the birth year the municipality asks for', async () => {
    const res = await register(ctx, citizen({ email: null, phone: '', birthYear: null }));
    expect(res.json().errors).toEqual({ phone: 'validation_required', birthYear: 'validation_required' });
  });

  it('refuses a telephone number that is not one', async () => {
    const res = await register(ctx, citizen({ email: null, phone: '06-12' }));
    expect(res.json().errors).toEqual({ phone: 'validation_invalid_phone' });
  });

  it('texts a six-digit code to the number, written as people write it, which confirms the account', async () => {
    const body = citizen({ email: null, phone: '061 234-567' });
    const res = await register(ctx, body);
    expect(res.json()).toMatchObject({ confirmationType: 2, destination: '+38761****67', delivered: true });
    const sms = await lastMessageTo(ctx, '+38761234567');
    expect(sms.channel).toBe(1);
    const code = /\b(\d{6})\b/.exec(sms.body)?.[1];
    expect(sms.body).toBe(`e-Učešće: kod za potvrdu vašeg računa je ${code}. Vrijedi 15 minuta.`);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/ActivateByCode',
      payload: { userId: res.json().userId, code },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('writes the SMS in the language the person registered in', async () => {
    const body = citizen({ email: null, phone: '+387 65 111 222', languageId: 2 });
    await register(ctx, body);
    expect((await lastMessageTo(ctx, '+38765111222')).body).toMatch(
      /^е-Учешће: код за потврду вашег налога је \d{6}\. Важи 15 минута\.$/,
    );
  });
});
