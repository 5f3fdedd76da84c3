import { OutboxStatus } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { startSmtp, type TestSmtp } from '../../../test/smtp';
import { Outbox } from '../../platform/outbox/outbox';
import { outboxMessage } from '../../platform/outbox/outbox.schema';
import { CHANNEL_EMAIL, emailTransport } from '../../platform/outbox/transports';

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

  it('shows a real portal’s administrators what went out and why, but not the texts (their codes and links)', async () => {
    const production = await startApp({ env: { DEMO_DATA: 'false' } });
    try {
      const { headers } = await signedIn(production, { profileId: 1 });
      const user = await createAccount(production);
      await production.app.inject({
        method: 'POST',
        url: '/api/Account/ForgotPassword',
        payload: { email: user.email },
      });
      const res = await production.app.inject({
        method: 'POST',
        url: '/api/Outbox/Search',
        headers,
        payload: { pageNumber: 1, pageSize: 10 },
      });
      expect(res.statusCode).toBe(200);
      const [message] = res.json().items;
      expect(message).toMatchObject({
        recipient: user.email,
        subject: 'Postavljanje nove lozinke',
        body: null,
      });
      expect(res.body).not.toContain('/login/reset-password/');
    } finally {
      await production.close();
    }
  });
});

describe('sending a failed message again', () => {
  let smtp: TestSmtp;
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    smtp = await startSmtp();
    ctx = await startApp({
      env: { DEMO_DATA: 'true', SMTP_URL: smtp.url, MAIL_FROM: 'Grad Tuzla <portal@example.ba>' },
    });
    admin = (await signedIn(ctx, { profileId: 1 })).headers;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** A message to the address, delivered once by a dispatcher of the test's own. */
  async function deliveredOnce(recipient: string) {
    const outbox = new Outbox(ctx.database.db, {
      [CHANNEL_EMAIL]: emailTransport({ smtpUrl: smtp.url, from: ctx.config.MAIL_FROM }),
    });
    const id = await outbox.enqueue(ctx.database.db, {
      municipalityId: 6,
      channel: CHANNEL_EMAIL,
      recipient,
      subject: 'Obavještenje',
      body: 'Tekst',
      html: null,
    });
    await outbox.dispatchDue();
    return id;
  }
  const search = (recipient: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/Outbox/Search',
      headers: admin,
      payload: { recipient, pageNumber: 1, pageSize: 10 },
    });
  const resend = (id: number, headers = admin) =>
    ctx.app.inject({ method: 'POST', url: '/api/Outbox/Resend', headers, payload: { id } });

  it('shows an administrator why a message failed, and sends it again on request', async () => {
    smtp.refuse.set('puna.kutija@example.ba', 550);
    const id = await deliveredOnce('puna.kutija@example.ba');
    const [failed] = (await search('puna.kutija')).json().items;
    expect(failed).toMatchObject({ id, status: OutboxStatus.Failed, attempts: 1, nextAttemptAt: null });
    expect(failed.lastError).toContain('550');

    smtp.refuse.clear();
    const citizen = (await signedIn(ctx)).headers;
    expect((await resend(id, citizen)).statusCode).toBe(403);
    const res = await resend(id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    await expect
      .poll(
        async () => (await ctx.database.db.select().from(outboxMessage).where(eq(outboxMessage.id, id)))[0],
      )
      .toMatchObject({ status: OutboxStatus.Sent, attempts: 1 });
    expect(smtp.received.filter((m) => m.to === 'puna.kutija@example.ba')).toHaveLength(1);
    const [sent] = (await search('puna.kutija')).json().items;
    expect(sent).toMatchObject({ status: OutboxStatus.Sent, nextAttemptAt: null });
  });

  it('sends again only a failed message of the municipality', async () => {
    const id = await deliveredOnce('stigla@example.ba');
    const sent = await resend(id);
    expect(sent.statusCode).toBe(400);
    expect(sent.json().errors).toEqual({ id: 'outbox_message_not_failed' });
    expect((await resend(999_999)).statusCode).toBe(404);
    expect(smtp.received.filter((m) => m.to === 'stigla@example.ba')).toHaveLength(1);
  });

  it('shows a message waiting for its next try with the time of it', async () => {
    smtp.dataReplies.push(451);
    const id = await deliveredOnce('kasnije@example.ba');
    const [waiting] = (await search('kasnije')).json().items;
    expect(waiting).toMatchObject({ id, status: OutboxStatus.Pending, attempts: 1 });
    expect(waiting.lastError).toContain('451');
    expect(Date.parse(waiting.nextAttemptAt) - Date.now()).toBeGreaterThan(30_000);
  });
});
