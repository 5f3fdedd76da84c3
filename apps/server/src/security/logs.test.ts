import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, lastMessageTo, signIn, uniqueName } from '../../test/accounts';
import { startApp, type TestContext } from '../../test/harness';

const CODE = /\b(\d{6})\b/;
const ACTIVATION_LINK = /\/register\/activate\/([A-Za-z0-9_-]+)/;
const RESET_LINK = /\/login\/reset-password\/([A-Za-z0-9_-]+)/;

describe('log lines at the most detailed level', () => {
  const lines: string[] = [];
  /** Every secret value that passed through a request, by what it is. */
  const secrets = new Map<string, string>();
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    // The SMS gateway cannot be reached: the failed delivery is logged too.
    ctx = await startApp({
      env: { LOG_LEVEL: 'trace', SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms' },
      logLines: lines,
    });
    admin = await signIn(ctx, (await createAccount(ctx, { profileId: 1 })).username);
    secrets.set('administrator’s token', admin.authorization!.slice(7));
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const keepToken = (name: string, res: { statusCode: number; json(): { token: string } }) => {
    expect(res.statusCode).toBe(200);
    secrets.set(name, res.json().token);
    return bearer(res.json().token);
  };
  const confirmBy = (id: 1 | 2) =>
    post('/api/SystemParameters/SaveConfirmationRegistrationTypeActivity', { id }, admin);

  /** The secrets found in the log, each with the line it is in. */
  function leaks(): string[] {
    const found: string[] = [];
    for (const line of lines) {
      for (const [name, value] of secrets) {
        if (line.includes(value)) found.push(`${name} (${value}) in ${line.slice(0, 300)}`);
      }
    }
    return found;
  }

  it('never hold the passwords, codes, link tokens, bearer tokens or telephone numbers of an account’s life', async () => {
    const username = uniqueName('log');
    const email = `${username}@example.ba`;
    const password = 'Tajna-Lozinka-Prva-1';
    const phone = '065 987 123';
    secrets.set('password at registration', password);
    secrets.set('telephone number as typed', phone);
    secrets.set('telephone number', '65987123');

    // Registration confirmed by a code sent by SMS.
    expect((await confirmBy(2)).statusCode).toBe(200);
    const registered = await post('/api/Account/Register', {
      username,
      password,
      confirmPassword: password,
      firstName: 'Log',
      lastName: 'Provjera',
      email,
      phone,
      languageId: 1,
    });
    expect(registered.statusCode).toBe(200);
    const { userId } = registered.json() as { userId: number };
    const sms = await lastMessageTo(ctx, '+38765987123');
    const code = CODE.exec(sms.body)![1]!;
    secrets.set('SMS code', code);
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await post('/api/Account/ActivateByCode', { userId, code: wrongCode })).statusCode).toBe(400);
    keepToken('token at activation', await post('/api/Account/ActivateByCode', { userId, code }));

    // Registration confirmed by an e-mailed code, after asking for a new one.
    expect((await confirmBy(1)).statusCode).toBe(200);
    const other = uniqueName('log');
    const otherPassword = 'Tajna-Lozinka-Druga-2';
    secrets.set('second person’s password', otherPassword);
    const second = await post('/api/Account/Register', {
      username: other,
      password: otherPassword,
      confirmPassword: otherPassword,
      firstName: 'Log',
      lastName: 'Drugi',
      email: `${other}@example.ba`,
      languageId: 1,
    });
    expect(second.statusCode).toBe(200);
    const firstMail = await lastMessageTo(ctx, `${other}@example.ba`);
    secrets.set('first e-mailed code', CODE.exec(firstMail.body)![1]!);
    secrets.set('first activation link', ACTIVATION_LINK.exec(firstMail.body)![1]!);
    const again = await post('/api/Account/SendNewCode', { userId: second.json().userId });
    expect(again.statusCode).toBe(200);
    const mail = await lastMessageTo(ctx, `${other}@example.ba`);
    const mailedCode = CODE.exec(mail.body)![1]!;
    secrets.set('e-mailed code', mailedCode);
    secrets.set('activation link', ACTIVATION_LINK.exec(mail.body)![1]!);
    keepToken(
      'second person’s token',
      await post('/api/Account/ActivateByCode', { userId: second.json().userId, code: mailedCode }),
    );

    // Sign-in, a wrong password, a reset by e-mail, sign-in with the new password.
    keepToken('token at sign-in', await post('/api/Account/Login', { username, password }));
    const wrongPassword = 'Pogresna-Lozinka-77';
    secrets.set('wrong password', wrongPassword);
    expect((await post('/api/Account/Login', { username, password: wrongPassword })).statusCode).toBe(400);
    expect((await post('/api/Account/ForgotPassword', { email })).statusCode).toBe(200);
    const resetToken = RESET_LINK.exec((await lastMessageTo(ctx, email)).body)![1]!;
    secrets.set('reset link', resetToken);
    const newPassword = 'Nova-Lozinka-Treca-3';
    secrets.set('new password', newPassword);
    const reset = await post('/api/Account/ResetPassword', {
      token: resetToken,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    const session = keepToken(
      'token after the reset',
      await post('/api/Account/Login', { username, password: newPassword }),
    );

    // A new telephone number and a new password on the profile, then sign-out.
    const newPhone = '+38766321654';
    secrets.set('new telephone number', '66321654');
    const changed = await post(
      '/api/Account/ChangeUserBasicData',
      { firstName: 'Log', lastName: 'Provjera', email, phone: newPhone, languageId: 1 },
      session,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().phone).toBe(newPhone);
    expect(
      (await ctx.app.inject({ url: '/api/Account/GetUserBasicData', headers: session })).statusCode,
    ).toBe(200);
    const changedPassword = 'Promijenjena-Lozinka-4';
    secrets.set('changed password', changedPassword);
    const change = await post(
      '/api/Account/ChangePassword',
      { oldPassword: newPassword, password: changedPassword, confirmPassword: changedPassword },
      session,
    );
    expect(change.statusCode).toBe(200);
    expect((await post('/api/Account/Logout', {}, session)).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/Account/GetUserBasicData', headers: session })).statusCode,
    ).toBe(401);

    const log = lines.join('\n');
    // The requests were logged (so the checks below look at something), and the failed SMS.
    expect(log).toContain('/api/Account/ActivateByCode');
    expect(log).toContain('/api/Account/ResetPassword');
    expect(log).toContain('outbox delivery failed');
    expect(secrets.size).toBeGreaterThan(15);
    expect(leaks()).toEqual([]);
  });

  it('hold request addresses without the tokens carried in their paths or query strings', async () => {
    const token = 'QueryStringToken_0123456789abcdef';
    const linkToken = 'PathToken_0123456789abcdefghij';
    const bearerToken = admin.authorization!.slice(7);
    secrets.set('token in a query string', token);
    secrets.set('token in a path', linkToken);
    const urls = [
      `/api/Account/GetUserBasicData?token=${token}`,
      `/api/Account/GetUserBasicData?access_token=${bearerToken}`,
      `/api/Account/ActivateByLink/${linkToken}`,
      `/api/Account/ActivateByLink/${linkToken}?token=${token}`,
      `/register/activate/${linkToken}`,
      `/login/reset-password/${linkToken}?next=${token}`,
      `/api/NoSuchGroup/NoSuchAction?password=${token}`,
    ];
    for (const url of urls) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const log = lines.join('\n');
    expect(log).toContain('ActivateByLink/[redacted]');
    expect(log).toContain('/api/NoSuchGroup/NoSuchAction');
    expect(leaks()).toEqual([]);
  });
});
