import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, lastMessageTo, outbox, PASSWORD, signIn, signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { appUser, UserStatus } from './accounts.schema';

const post = (ctx: TestContext, url: string, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers, payload });
const me = (ctx: TestContext, headers: Record<string, string>) =>
  ctx.app.inject({ url: '/api/Account/GetUserBasicData', headers });

describe('one’s own profile', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx.close());

  it('shows and changes one’s own data', async () => {
    const { user, headers } = await signedIn(ctx);
    const res = await post(ctx, '/api/Account/ChangeUserBasicData', headers, {
      firstName: 'Selma',
      lastName: 'Begović',
      birthYear: 1985,
      phone: '062 333 444',
      email: `nova.${user.username}@example.ba`,
      sex: 2,
      languageId: 3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Selma', phone: '+38762333444', languageId: 3 });
    expect((await me(ctx, headers)).json()).toMatchObject({ lastName: 'Begović', birthYear: 1985 });
  });

  it('keeps e-mail addresses one to an account', async () => {
    const other = await createAccount(ctx);
    const { headers } = await signedIn(ctx);
    const res = await post(ctx, '/api/Account/ChangeUserBasicData', headers, {
      firstName: 'A',
      lastName: 'B',
      email: other.email,
      languageId: 1,
    });
    expect(res.json().errors).toEqual({ email: 'email_already_exists' });
  });

  it('lets an account try only ten new addresses an hour, as each tells whether it is taken', async () => {
    const { headers } = await signedIn(ctx);
    const attempt = (n: number) =>
      post(ctx, '/api/Account/ChangeUserBasicData', headers, {
        firstName: 'A',
        lastName: 'B',
        email: `proba${n}.${Date.now()}@example.ba`,
        languageId: 1,
      });
    for (let n = 1; n <= 10; n += 1) expect((await attempt(n)).statusCode).toBe(200);
    const refused = await attempt(11);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual({ general: 'too_many_requests' });
  });

  it('changes the password only with the old one, ends the other sessions and tells the owner', async () => {
    const { user, headers } = await signedIn(ctx);
    const elsewhere = await signIn(ctx, user.username);
    const wrong = await post(ctx, '/api/Account/ChangePassword', headers, {
      oldPassword: 'nije-stara',
      password: 'Nova-Lozinka-Konjuh',
      confirmPassword: 'Nova-Lozinka-Konjuh',
    });
    expect(wrong.json().errors).toEqual({ oldPassword: 'incorrect_old_password' });
    const ok = await post(ctx, '/api/Account/ChangePassword', headers, {
      oldPassword: PASSWORD,
      password: 'Nova-Lozinka-Konjuh',
      confirmPassword: 'Nova-Lozinka-Konjuh',
    });
    expect(ok.json()).toEqual({ success: true });
    expect((await me(ctx, headers)).statusCode).toBe(200);
    expect((await me(ctx, elsewhere)).statusCode).toBe(401);
    expect((await lastMessageTo(ctx, user.email!)).subject).toBe('Lozinka je promijenjena');
  });

  it('deactivates with the password: every session ends and sign-in is refused', async () => {
    const { user, headers } = await signedIn(ctx);
    expect(
      (await post(ctx, '/api/Account/DeactivateUser', headers, { password: 'netacna' })).json().errors,
    ).toEqual({
      password: 'incorrect_password',
    });
    expect((await post(ctx, '/api/Account/DeactivateUser', headers, { password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await me(ctx, headers)).statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      payload: { username: user.username, password: PASSWORD },
    });
    expect(login.json().errors).toEqual({ general: 'account_deactivated' });
  });

  it('deletes permanently: personal data gone, the record kept anonymous, name and address free again', async () => {
    const { user, headers } = await signedIn(ctx, { phone: '+38761999000' });
    expect((await post(ctx, '/api/Account/DeleteUser', headers, { password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect((await me(ctx, headers)).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(appUser).where(eq(appUser.id, user.id));
    expect(row).toMatchObject({
      username: `deleted-${user.id}`,
      passwordHash: null,
      firstName: null,
      lastName: null,
      email: null,
      phone: null,
      birthYear: null,
      status: UserStatus.Deleted,
    });
    const again = await createAccount(ctx, {
      username: user.username,
      email: user.email,
      phone: '+38761999000',
    });
    expect(again.id).not.toBe(user.id);
  });

  it('lists one’s additional access rights', async () => {
    const { headers } = await signedIn(ctx, { profileId: 6, rights: [9, 4] });
    expect((await ctx.app.inject({ url: '/api/Account/GetAdditionalAccessRights', headers })).json()).toEqual(
      [4, 9],
    );
  });
});

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  server.close();
  await once(server, 'close');
  return port;
}

describe('delivery of codes and links', () => {
  it('sends e-mail through the configured SMTP server, in UTF-8', async () => {
    const received: { to: string; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo[0]?.address ?? '', raw });
          callback();
        });
      },
    });
    smtp.listen(0, '127.0.0.1');
    await once(smtp.server, 'listening');
    const port = (smtp.server.address() as AddressInfo).port;
    const ctx = await startApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Grad Tuzla <portal@example.ba>' },
    });
    try {
      const user = await createAccount(ctx);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Account/ForgotUsername',
        payload: { email: user.email },
      });
      expect(res.json()).toEqual({ success: true });
      // The outbox sends it at once, after the request's transaction.
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]!.to).toBe(user.email);
      expect(received[0]!.raw).toContain('Subject: =?UTF-8?');
      await expect.poll(async () => (await outbox(ctx))[0]).toMatchObject({ status: 2, attempts: 1 });
    } finally {
      await ctx.close();
      smtp.close();
    }
  });

  it('keeps a reset link the mail server could not take in the outbox, to be tried again, and the request succeeds', async () => {
    const ctx = await startApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
    try {
      const user = await createAccount(ctx);
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Account/ForgotPassword',
        payload: { email: user.email },
      });
      // No more "sending failed" for a mail server's hiccup: the message is on its way.
      expect(res.json()).toEqual({ success: true });
      await expect
        .poll(async () => (await outbox(ctx))[0], { timeout: 15_000 })
        .toMatchObject({ status: 1, attempts: 1, lastError: expect.any(String) });
      const [message] = await outbox(ctx);
      expect(message!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await ctx.close();
    }
  });

  it('texts codes through the configured SMS gateway', async () => {
    const requests: { auth?: string; body: unknown }[] = [];
    const gateway = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        requests.push({ auth: req.headers.authorization, body: JSON.parse(body) });
        res.writeHead(202).end();
      });
    });
    gateway.listen(0, '127.0.0.1');
    await once(gateway, 'listening');
    const port = (gateway.address() as AddressInfo).port;
    const ctx = await startApp({
      env: {
        SMS_GATEWAY_URL: `http://127.0.0.1:${port}/send`,
        SMS_GATEWAY_TOKEN: 'gateway-token',
        SMS_SENDER: 'Tuzla',
      },
    });
    try {
      const admin = await signedIn(ctx, { profileId: 1 });
      await ctx.app.inject({
        method: 'POST',
        url: '/api/SystemParameters/SaveConfirmationRegistrationTypeActivity',
        headers: admin.headers,
        payload: { id: 2 },
      });
      await ctx.app.inject({
        method: 'POST',
        url: '/api/SystemParameters/SaveRegistrationFields',
        headers: admin.headers,
        payload: { fields: [{ id: 1, mandatory: false }] },
      });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Account/Register',
        payload: {
          username: 'smsgradjanin',
          password: 'Tuzlanska-So-2026',
          confirmPassword: 'Tuzlanska-So-2026',
          firstName: 'Mirza',
          lastName: 'Hasić',
          phone: '+387 61 700 800',
          languageId: 1,
        },
      });
      expect(res.json()).toMatchObject({ delivered: true, confirmationType: 2 });
      await expect.poll(() => requests.length).toBe(1);
      expect(requests).toEqual([
        {
          auth: 'Bearer gateway-token',
          body: {
            to: '+38761700800',
            text: expect.stringMatching(/kod za potvrdu vašeg računa je \d{6}/),
            sender: 'Tuzla',
          },
        },
      ]);
    } finally {
      await ctx.close();
      gateway.close();
    }
  });

  it('keeps the account and offers a new code while the first is still waiting to be sent', async () => {
    const ctx = await startApp({ env: { SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` } });
    try {
      const register = await ctx.app.inject({
        method: 'POST',
        url: '/api/Account/Register',
        payload: {
          username: 'neuspjelo',
          password: 'Tuzlanska-So-2026',
          confirmPassword: 'Tuzlanska-So-2026',
          firstName: 'Ena',
          lastName: 'Kapić',
          email: 'ena@example.ba',
          languageId: 1,
        },
      });
      expect(register.json()).toMatchObject({ delivered: true, destination: expect.stringContaining('@') });
      const again = await ctx.app.inject({
        method: 'POST',
        url: '/api/Account/SendNewCode',
        payload: { userId: register.json().userId },
      });
      expect(again.json()).toMatchObject({ userId: register.json().userId, delivered: true });
      // Both wait in the outbox for the mail server, the newer one holding the valid code.
      await expect
        .poll(async () => (await outbox(ctx)).map((m) => m.recipient))
        .toEqual(['ena@example.ba', 'ena@example.ba']);
    } finally {
      await ctx.close();
    }
  });
});
