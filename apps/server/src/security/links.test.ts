import { ComplaintStatus } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, outbox } from '../../test/accounts';
import { startApp, type TestContext } from '../../test/harness';
import { complaintWorld, post, report } from '../modules/complaints/complaints.fixtures';
import { systemNotificationRecipient } from '../modules/system-notifications/system-notifications.schema';

const PUBLIC_URL = 'https://e-ucesce.tuzla.ba';
const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

/** Every address in a message, in its text and in its HTML's anchors. */
function linksIn(message: { body: string; html: string | null }): string[] {
  const text = message.body.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const anchors = [...(message.html ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);
  return [...text, ...anchors];
}

/**
 * A reset link built from the request's Host header handed any account to whoever sent
 * `Host: evil.example`. For every message the portal sends today, a request with a hostile
 * Host produces a message whose links all start with the configured public address.
 */
describe('links in the messages the portal sends', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ env: { PUBLIC_URL, TRUST_PROXY: 'true' } });
  });
  afterAll(() => ctx.close());

  /** The messages written while `act` ran. */
  async function messagesOf(act: () => Promise<unknown>) {
    const before = (await outbox(ctx)).length;
    await act();
    return (await outbox(ctx)).slice(before);
  }

  function expectOnlyConfiguredLinks(messages: { body: string; html: string | null }[], paths: RegExp) {
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      const links = linksIn(message);
      expect(links.length, message.body).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.startsWith(`${PUBLIC_URL}/`), link).toBe(true);
        expect(new URL(link).pathname, link).toMatch(paths);
      }
    }
  }

  it('in the activation e-mail', async () => {
    const messages = await messagesOf(() =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Account/Register',
        headers: HOSTILE,
        payload: {
          username: 'hostile1',
          password: 'Zeleni-Brijeg-Pod-Ilincicom-4',
          confirmPassword: 'Zeleni-Brijeg-Pod-Ilincicom-4',
          firstName: 'Ena',
          lastName: 'Kovač',
          email: 'ena.kovac@example.ba',
          languageId: 1,
        },
      }),
    );
    expectOnlyConfiguredLinks(messages, /^\/register\/activate\/[\w-]+$/);
  });

  it('in the forgotten username and password e-mails, for a known and an unknown address', async () => {
    const user = await createAccount(ctx, { email: 'amra.basic@example.ba' });
    for (const action of ['ForgotUsername', 'ForgotPassword']) {
      for (const email of [user.email!, 'nobody.here@example.ba']) {
        const messages = await messagesOf(() =>
          ctx.app.inject({
            method: 'POST',
            url: `/api/Account/${action}`,
            headers: HOSTILE,
            payload: { email },
          }),
        );
        expect(messages.map((m) => m.recipient)).toEqual([email]);
        expectOnlyConfiguredLinks(messages, /^\/(login|login\/reset-password\/[\w-]+|register)$/);
      }
    }
  });

  it('in every complaint notification, for staff and the reporter, each leading to the complaint', async () => {
    const w = await complaintWorld(ctx);
    await ctx.database.db
      .insert(systemNotificationRecipient)
      .values([1, 2, 3, 4].map((kind) => ({ municipalityId: 6, kind, userId: w.all.user.id })));
    const hostile = (headers: Record<string, string>) => ({ ...headers, ...HOSTILE });
    let id = 0;
    const messages = await messagesOf(async () => {
      ({ id } = await report(ctx, hostile(w.other.headers), w.roads));
      const staff = (action: string, body: Record<string, unknown>) =>
        post(ctx, `/api/ComplaintConfiguration/${action}`, hostile(w.admin.headers), body);
      await staff('AssignComplaint', {
        complaintId: id,
        organizationalUnitId: w.unitA,
        comment: 'Nadležnost',
      });
      await staff('AddComplaintAnswer', { complaintId: id, text: 'Popravljeno je.' });
      await staff('ChangeComplaintStatus', {
        complaintId: id,
        statusId: ComplaintStatus.Resolved,
        comment: 'Da',
      });
      await staff('SendSystemNotificationEmailToAdmins', { complaintId: id });
    });
    const staffMail = messages.filter((m) => m.recipient === w.all.user.email);
    const reporterMail = messages.filter((m) => m.recipient === w.other.user.email);
    // Kinds 1–4 to staff (and once more on request), the receipt and kinds 2–4 to the reporter.
    expect(staffMail).toHaveLength(5);
    expect(reporterMail).toHaveLength(4);
    expectOnlyConfiguredLinks(
      staffMail,
      new RegExp(`^/admin/complaint-configuration/complaint-details/${id}$`),
    );
    // The reporter follows the report: each mail has its one-click unfollow link as well.
    expectOnlyConfiguredLinks(
      reporterMail,
      new RegExp(`^/complaints/(complaint-details/${id}|unfollow/[\\w-]{22,64})$`),
    );
    expect(reporterMail.slice(1).every((m) => /\/complaints\/unfollow\//.test(m.body))).toBe(true);
  });
});

describe('links on a portal that relies on its defaults', () => {
  it('never take the Host a request names, even without PUBLIC_URL (a demo portal)', async () => {
    const ctx = await startApp();
    try {
      const user = await createAccount(ctx);
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Account/ForgotPassword',
        headers: HOSTILE,
        payload: { email: user.email },
      });
      const [message] = (await outbox(ctx)).filter((m) => m.recipient === user.email);
      const links = linksIn(message!);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(/^http:\/\/localhost:3000\/login\/reset-password\//);
    } finally {
      await ctx.close();
    }
  });
});
