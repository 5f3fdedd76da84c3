import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageTo } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';

describe('logs', () => {
  const lines: string[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ env: { LOG_LEVEL: 'trace' }, logLines: lines });
  });
  afterAll(() => ctx.close());

  it('never hold passwords, confirmation codes, link tokens, tokens or telephone numbers', async () => {
    const password = 'Tajna-Lozinka-Za-Log-1';
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Register',
      payload: {
        username: 'logcitizen',
        password,
        confirmPassword: password,
        firstName: 'Log',
        lastName: 'Provjera',
        email: 'logcitizen@example.ba',
        phone: '+38761123987',
        languageId: 1,
      },
    });
    expect(register.statusCode).toBe(200);
    const mail = await lastMessageTo(ctx, 'logcitizen@example.ba');
    const token = /\/register\/activate\/([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
    const code = /\b(\d{6})\b/.exec(mail.body)![1]!;
    const activated = await ctx.app.inject({ url: `/api/Account/ActivateByLink/${token}` });
    const bearer = activated.json().token as string;
    await ctx.app.inject({
      url: '/api/Account/GetUserBasicData',
      headers: { authorization: `Bearer ${bearer}` },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Login',
      payload: { username: 'logcitizen', password },
    });
    const log = lines.join('\n');
    expect(log).toContain('ActivateByLink/[redacted]');
    for (const secret of [password, token, code, bearer, '38761123987']) expect(log).not.toContain(secret);
  });
});
