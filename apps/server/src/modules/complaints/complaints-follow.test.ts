import { ComplaintStatus } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { complaintWorld, get, type Headers, post, report } from './complaints.fixtures';
import { complaint, complaintFollower } from './complaints.schema';

const PUBLIC_URL = 'https://e-ucesce.tuzla.example';
const STAFF = '/api/ComplaintConfiguration';
/** The one-click unfollow link of a message, as configuration builds it. */
const UNFOLLOW = new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/complaints/unfollow/([A-Za-z0-9_-]+)`);

describe('complaints: following, follower e-mails and the one-click unfollow', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    // A request's Host never makes a link: the hostile one below must not appear in any message.
    ctx = await startApp({ env: { PUBLIC_URL } });
    w = await complaintWorld(ctx);
  });
  afterAll(() => ctx.close());

  const hostile = (headers: Headers) => ({ ...headers, host: 'evil.example' });
  const call = (action: string, headers: Headers, body: Record<string, unknown>) =>
    post(ctx, `${STAFF}/${action}`, hostile(headers), body);
  const follow = (headers: Headers, complaintId: number) =>
    post(ctx, '/api/Complaints/Follow', headers, { complaintId });
  const unfollow = (headers: Headers, complaintId: number) =>
    post(ctx, '/api/Complaints/Unfollow', headers, { complaintId });
  const byToken = (token: unknown) => post(ctx, '/api/Complaints/UnfollowByToken', {}, { token });
  const details = (id: number, headers: Headers = {}) => get(ctx, `/api/Complaints/GetByID/${id}/1`, headers);
  /** The messages written since `start`, per recipient. */
  const since = async (start: number) => (await outbox(ctx)).slice(start);
  const mark = async () => (await outbox(ctx)).length;

  it('lets anyone signed in follow a complaint they may see; the reporter follows from the report', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    expect((await details(id, w.citizen.headers)).json()).toMatchObject({
      following: true,
      followerCount: 1,
    });
    expect((await details(id)).json()).toMatchObject({ following: false, followerCount: 1 });

    expect((await follow(w.other.headers, id)).json()).toEqual({ following: true, followerCount: 2 });
    // Following twice changes nothing.
    expect((await follow(w.other.headers, id)).json()).toEqual({ following: true, followerCount: 2 });
    expect((await details(id, w.other.headers)).json()).toMatchObject({ following: true, followerCount: 2 });
    expect((await unfollow(w.other.headers, id)).json()).toEqual({ following: false, followerCount: 1 });
    // The reporter may stop following too.
    expect((await unfollow(w.citizen.headers, id)).json()).toEqual({ following: false, followerCount: 0 });

    expect((await follow({}, id)).statusCode).toBe(401);
    expect((await follow(w.other.headers, 999_999)).statusCode).toBe(404);
  });

  it('refuses to follow a complaint the caller may not see, without saying what it is', async () => {
    const hidden = await report(ctx, w.citizen.headers, w.roads, { title: 'Skrivena prijava' });
    await ctx.database.db.update(complaint).set({ visible: false }).where(eq(complaint.id, hidden.id));
    const inappropriate = await report(ctx, w.citizen.headers, w.roads, { title: 'Neprimjerena prijava' });
    await call('ChangeComplaintStatus', w.admin.headers, {
      complaintId: inappropriate.id,
      statusId: ComplaintStatus.Inappropriate,
      comment: 'Uvrede',
    });
    for (const act of [follow, unfollow]) {
      const res = await act(w.other.headers, hidden.id);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Skrivena');
      const gone = await act(w.other.headers, inappropriate.id);
      expect(gone.statusCode).toBe(410);
      expect(gone.body).not.toContain('Neprimjerena');
    }
    const rows = await ctx.database.db
      .select()
      .from(complaintFollower)
      .where(eq(complaintFollower.userId, w.other.user.id));
    expect(rows.map((r) => r.complaintId)).not.toContain(hidden.id);
    // Its reporter still may.
    expect((await follow(w.citizen.headers, hidden.id)).statusCode).toBe(200);
  });

  it('e-mails every follower but the one who made the change, once each, with the text quoted and an unfollow link', async () => {
    const { id, number } = await report(ctx, w.citizen.headers, w.roads);
    await follow(w.other.headers, id);
    // The member of staff who acts follows it too, and is not told of their own change.
    await follow(w.admin.headers, id);

    let start = await mark();
    await call('AssignComplaint', w.admin.headers, { complaintId: id, organizationalUnitId: w.unitA });
    let messages = await since(start);
    const to = (email: string | null) => messages.filter((m) => m.recipient === email);
    expect(to(w.admin.user.email)).toEqual([]);
    expect(to(w.citizen.user.email).map((m) => m.subject)).toEqual([`Vaša prijava ${number} je u obradi`]);
    expect(to(w.other.user.email).map((m) => m.subject)).toEqual([
      `Prijava ${number} koju pratite je u obradi`,
    ]);
    const assigned = to(w.other.user.email)[0]!;
    expect(assigned.body).toContain('Služba A');
    expect(assigned.body).toContain(`${PUBLIC_URL}/complaints/complaint-details/${id}`);
    expect(assigned.body).toMatch(UNFOLLOW);
    expect(assigned.html).toMatch(new RegExp(`href="${PUBLIC_URL}/complaints/unfollow/`));
    expect(assigned.body + assigned.html).not.toContain('evil.example');
    // Each follower has their own link.
    const tokenOf = (body: string) => UNFOLLOW.exec(body)![1]!;
    expect(tokenOf(to(w.citizen.user.email)[0]!.body)).not.toBe(tokenOf(assigned.body));

    start = await mark();
    await call('AddComplaintAnswer', w.all.headers, { complaintId: id, text: 'Sanacija je u petak.' });
    messages = await since(start);
    expect(to(w.citizen.user.email)).toHaveLength(1);
    expect(to(w.other.user.email)).toHaveLength(1);
    expect(to(w.admin.user.email)).toHaveLength(1);
    for (const m of [...to(w.other.user.email), ...to(w.citizen.user.email)]) {
      expect(m.body).toContain('„Sanacija je u petak.”');
    }
    expect(to(w.citizen.user.email)[0]!.subject).toBe(`Odgovor na vašu prijavu ${number}`);

    start = await mark();
    await call('ChangeComplaintStatus', w.admin.headers, {
      complaintId: id,
      statusId: ComplaintStatus.Resolved,
      comment: 'Asfaltirano.',
    });
    messages = await since(start);
    expect(to(w.other.user.email).map((m) => m.subject)).toEqual([
      `Prijava ${number} koju pratite je riješena`,
    ]);
    expect(to(w.other.user.email)[0]!.body).toContain('„Asfaltirano.”');
    expect(to(w.citizen.user.email)).toHaveLength(1);
    expect(to(w.admin.user.email)).toEqual([]);
  });

  it('unfollows by the link once; a used, wrong or malformed token is refused alike', async () => {
    const { id, number } = await report(ctx, w.citizen.headers, w.roads);
    await follow(w.other.headers, id);
    let start = await mark();
    await call('AssignComplaint', w.admin.headers, { complaintId: id, organizationalUnitId: w.unitA });
    const mail = (await since(start)).find((m) => m.recipient === w.other.user.email)!;
    const token = UNFOLLOW.exec(mail.body)![1]!;
    expect(token.length).toBeGreaterThanOrEqual(22); // at least 128 bits

    const first = await byToken(token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ complaintId: id, number });
    expect((await details(id, w.other.headers)).json().following).toBe(false);

    const again = await byToken(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ token: 'unfollow_link_not_valid' });
    const wrong = await byToken(`${token.slice(0, -4)}AAAA`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ token: 'unfollow_link_not_valid' });
    expect(wrong.body).not.toContain(number);
    for (const bad of ['', 'kratko', '../../etc/passwd', 'a'.repeat(200), 42]) {
      const res = await byToken(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ token: 'unfollow_link_not_valid' });
    }
    // A GET changes nothing (mail scanners open links).
    expect((await get(ctx, `/api/Complaints/UnfollowByToken?token=${token}`)).statusCode).not.toBe(200);

    // No more mail after unfollowing; the reporter still hears.
    start = await mark();
    await call('AddComplaintAnswer', w.admin.headers, { complaintId: id, text: 'Odgovor.' });
    const after = await since(start);
    expect(after.filter((m) => m.recipient === w.other.user.email)).toEqual([]);
    expect(after.filter((m) => m.recipient === w.citizen.user.email)).toHaveLength(1);
  });

  it('unfollows on the mail app’s one-click POST to the List-Unsubscribe address (RFC 8058), of either form encoding', async () => {
    const oneClick = new RegExp(
      `^${PUBLIC_URL.replace(/\./g, '\\.')}/api/Complaints/UnfollowOneClick/([A-Za-z0-9_-]+)$`,
    );
    const { id, number } = await report(ctx, w.citizen.headers, w.roads);
    await follow(w.other.headers, id);
    const start = await mark();
    await call('AssignComplaint', w.admin.headers, { complaintId: id, organizationalUnitId: w.unitA });
    const messages = await since(start);
    const mail = messages.find((m) => m.recipient === w.other.user.email)!;
    const reporterMail = messages.find((m) => m.recipient === w.citizen.user.email)!;
    // Each follower's own address, the same secret as the page's link; from configuration only.
    const [address, token] = oneClick.exec(mail.listUnsubscribe ?? '')!;
    expect(token).toBe(UNFOLLOW.exec(mail.body)![1]);
    expect(oneClick.exec(reporterMail.listUnsubscribe ?? '')![1]).not.toBe(token);
    const path = new URL(address!).pathname;

    const form = (payload: string, contentType = 'application/x-www-form-urlencoded') =>
      ctx.app.inject({ method: 'POST', url: path, headers: { 'content-type': contentType }, payload });
    // A link checker's GET, or a POST without the RFC's body, changes nothing.
    expect((await get(ctx, path)).statusCode).not.toBe(200);
    const empty = await form('');
    expect(empty.statusCode).toBe(400);
    const other = await form('List-Unsubscribe=Later');
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ 'List-Unsubscribe': 'data_invalid' });
    expect((await details(id, w.other.headers)).json().following).toBe(true);

    const done = await form('List-Unsubscribe=One-Click');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ complaintId: id, number });
    expect((await details(id, w.other.headers)).json().following).toBe(false);
    expect((await form('List-Unsubscribe=One-Click')).json().errors).toEqual({
      token: 'unfollow_link_not_valid',
    });

    // A mail app that posts multipart/form-data unfollows the same way.
    const reporterPath = new URL(reporterMail.listUnsubscribe!).pathname;
    const boundary = '----portal1234';
    const multipart = await ctx.app.inject({
      method: 'POST',
      url: reporterPath,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n` +
        `--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect((await details(id, w.citizen.headers)).json().following).toBe(false);
    // The portal's own calls stay JSON: a form elsewhere is not read.
    const elsewhere = await form('complaintId=' + id);
    expect(elsewhere.statusCode).toBe(400);
    const unfollowForm = await ctx.app.inject({
      method: 'POST',
      url: '/api/Complaints/UnfollowByToken',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(unfollowForm.statusCode).toBe(415);
  });

  it('tells the followers, not the reporter who said so, that a complaint was reopened as not fixed', async () => {
    const { id, number } = await report(ctx, w.citizen.headers, w.roads);
    await follow(w.other.headers, id);
    await call('ChangeComplaintStatus', w.admin.headers, {
      complaintId: id,
      statusId: ComplaintStatus.Resolved,
      comment: 'Zakrpljeno.',
    });
    // Resolved eight days ago: the reporter is asked "was it fixed?" (the default is after 7 days).
    await ctx.database.db
      .update(complaint)
      .set({ dateResolved: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(complaint.id, id));
    let start = await mark();
    await ctx.app.complaintsFixedQuestions.askDue();
    const asked = (await since(start)).find((m) => m.recipient === w.citizen.user.email)!;
    const token = /\/complaints\/fixed\/([A-Za-z0-9_-]{43})\?answer=no/.exec(asked.body)![1]!;

    start = await mark();
    const no = await post(
      ctx,
      '/api/Complaints/AnswerFixedQuestion',
      {},
      {
        token,
        fixed: false,
        comment: 'Rupa je opet tu.',
      },
    );
    expect(no.statusCode, no.body).toBe(200);
    const messages = await since(start);
    const toFollower = messages.filter((m) => m.recipient === w.other.user.email);
    expect(toFollower.map((m) => m.subject)).toEqual([`Prijava ${number} koju pratite ponovo je otvorena`]);
    expect(toFollower[0]!.body).toContain('„Rupa je opet tu.”');
    expect(toFollower[0]!.body).toMatch(UNFOLLOW);
    expect(messages.filter((m) => m.recipient === w.citizen.user.email)).toEqual([]);
  });

  it('tells nobody but the reporter of a complaint the public cannot see, and no reporter who unfollowed', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    await follow(w.other.headers, id);
    await ctx.database.db.update(complaint).set({ visible: false }).where(eq(complaint.id, id));
    let start = await mark();
    await call('AssignComplaint', w.admin.headers, { complaintId: id, organizationalUnitId: w.unitA });
    let messages = await since(start);
    expect(messages.filter((m) => m.recipient === w.other.user.email)).toEqual([]);
    expect(messages.filter((m) => m.recipient === w.citizen.user.email)).toHaveLength(1);

    await unfollow(w.citizen.headers, id);
    start = await mark();
    await call('AddComplaintAnswer', w.admin.headers, { complaintId: id, text: 'Odgovor.' });
    messages = await since(start);
    expect(messages.filter((m) => m.recipient === w.citizen.user.email)).toEqual([]);
  });
});
