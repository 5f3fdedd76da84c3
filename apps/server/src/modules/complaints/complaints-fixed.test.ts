import { randomBytes } from 'node:crypto';
import {
  ComplaintEvent,
  ComplaintParameter,
  ComplaintStatus,
  complaintTransitions,
  SystemNotificationKind,
} from '@portal/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { inTransaction } from '../../platform/db/transaction';
import { rateLimit } from '../../platform/limiter.schema';
import { systemNotificationRecipient } from '../system-notifications/system-notifications.schema';
import { complaintWorld, get, type Headers, post, report } from './complaints.fixtures';
import { claimUnasked } from './complaints-fixed.repository';
import { fixedTokenHash, FIXED_QUESTION_GRACE_DAYS } from './complaints-fixed.service';
import { complaint, complaintStatusHistory } from './complaints.schema';

const ORIGIN = 'https://prijave.tuzla.example';
const DAY = 86_400_000;
const STAFF = '/api/ComplaintConfiguration';
const onPostgres = Boolean(process.env['DATABASE_URL']);

describe('complaints: "was it fixed?"', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    ctx = await startApp({ env: { PUBLIC_URL: ORIGIN } });
    w = await complaintWorld(ctx);
    // "New complaint" goes to the administrator, "in progress" to the office (right 15).
    await ctx.database.db.insert(systemNotificationRecipient).values([
      { municipalityId: 6, kind: SystemNotificationKind.NewComplaint, userId: w.admin.user.id },
      { municipalityId: 6, kind: SystemNotificationKind.ComplaintInProgress, userId: w.all.user.id },
    ]);
  });
  afterAll(() => ctx.close());
  // The calls' per-address limit is a test of its own.
  beforeEach(async () => {
    await ctx.database.db.delete(rateLimit);
  });

  const db = () => ctx.database.db;
  const sweep = () => ctx.app.complaintsFixedQuestions.askDue();
  const row = async (id: number) => (await db().select().from(complaint).where(eq(complaint.id, id)))[0]!;
  const staff = (action: string, headers: Headers, body: Record<string, unknown>) =>
    post(ctx, `${STAFF}/${action}`, headers, body);
  const question = (token: string) => post(ctx, '/api/Complaints/GetFixedQuestion', {}, { token });
  const answer = (token: string, fixed: boolean, comment?: string) =>
    post(ctx, '/api/Complaints/AnswerFixedQuestion', {}, { token, fixed, ...(comment ? { comment } : {}) });

  /** A complaint of the citizen, resolved by staff `daysAgo` days ago (assigned to `unit` first). */
  async function resolved(options: { daysAgo: number; unit?: number; title?: string }) {
    const { id, number } = await report(ctx, w.citizen.headers, w.roads, {
      title: options.title ?? `Rupa ${Math.random().toString(36).slice(2, 8)}`,
    });
    if (options.unit) {
      const assigned = await staff('AssignComplaint', w.all.headers, {
        complaintId: id,
        organizationalUnitId: options.unit,
      });
      expect(assigned.statusCode).toBe(200);
    }
    const moved = await staff('ChangeComplaintStatus', w.all.headers, {
      complaintId: id,
      statusId: ComplaintStatus.Resolved,
      comment: 'Rupa je zakrpljena.',
    });
    expect(moved.statusCode).toBe(200);
    await db()
      .update(complaint)
      .set({ dateResolved: new Date(Date.now() - options.daysAgo * DAY) })
      .where(eq(complaint.id, id));
    return { id, number };
  }

  /** The "was it fixed?" e-mails to the citizen about a complaint, and the tokens of their links. */
  async function questionsAbout(number: string) {
    const mails = (await outbox(ctx)).filter(
      (m) =>
        m.recipient === w.citizen.user.email && m.subject?.includes(number) && m.subject.includes('zaista'),
    );
    return mails.map((m) => {
      const yes = new RegExp(`${ORIGIN}/complaints/fixed/([A-Za-z0-9_-]{43})\\?answer=yes`).exec(m.body);
      const no = new RegExp(`${ORIGIN}/complaints/fixed/([A-Za-z0-9_-]{43})\\?answer=no`).exec(m.body);
      return { mail: m, yes: yes?.[1], no: no?.[1] };
    });
  }

  async function tokenOf(number: string): Promise<string> {
    const asked = await questionsAbout(number);
    expect(asked).toHaveLength(1);
    return asked[0]!.yes!;
  }

  const lastHistory = async (id: number) =>
    (
      await db()
        .select()
        .from(complaintStatusHistory)
        .where(eq(complaintStatusHistory.complaintId, id))
        .orderBy(desc(complaintStatusHistory.id))
        .limit(1)
    )[0]!;

  it('asks the reporter once, after the configured days, with both links from configuration', async () => {
    const due = await resolved({ daysAgo: 8 });
    const recent = await resolved({ daysAgo: 3 });
    const old = await resolved({ daysAgo: 7 + FIXED_QUESTION_GRACE_DAYS + 2 });
    const duplicate = await resolved({ daysAgo: 8 });
    await db().update(complaint).set({ mergedIntoId: due.id }).where(eq(complaint.id, duplicate.id));

    await sweep();
    await sweep();
    const asked = await questionsAbout(due.number);
    expect(asked).toHaveLength(1);
    const { mail, yes, no } = asked[0]!;
    // One token, in the two links of the configured address; only its hash is kept.
    expect(yes).toBeDefined();
    expect(no).toBe(yes);
    expect(mail.html).toContain(`${ORIGIN}/complaints/fixed/${yes}?answer=no`);
    expect(mail.body).toContain('Da, riješeno je');
    expect(mail.body).toContain('Ne, nije riješeno');
    const stored = await row(due.id);
    expect(stored.fixedAskedAt).not.toBeNull();
    expect(stored.fixedTokenHash).toBe(fixedTokenHash(yes!));
    expect(stored.fixedTokenHash).not.toContain(yes!);
    for (const other of [recent, old, duplicate]) {
      expect(await questionsAbout(other.number)).toHaveLength(0);
      expect((await row(other.id)).fixedAskedAt).toBeNull();
    }

    // The municipality's parameter decides the days: at 2, the one resolved 3 days ago is due.
    const saved = await post(ctx, '/api/SystemParameters/SaveComplaintParameter', w.admin.headers, {
      id: ComplaintParameter.FixedQuestionDays,
      value: 2,
    });
    expect(saved.statusCode).toBe(200);
    await sweep();
    expect(await questionsAbout(recent.number)).toHaveLength(1);
    expect(await questionsAbout(old.number)).toHaveLength(0);
    await post(ctx, '/api/SystemParameters/SaveComplaintParameter', w.admin.headers, {
      id: ComplaintParameter.FixedQuestionDays,
      value: 7,
    });
  });

  it('asks once when several sweeps run at once', async () => {
    const one = await resolved({ daysAgo: 9 });
    const [a, b] = await Promise.all([sweep(), sweep()]);
    expect(a + b).toBe(1);
    expect(await questionsAbout(one.number)).toHaveLength(1);

    // Many sweeps at once over several due complaints: each reporter is asked once.
    const many = [];
    for (let i = 0; i < 4; i++) many.push(await resolved({ daysAgo: 10 }));
    const counts = await Promise.all([1, 2, 3].map(() => sweep()));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(4);
    for (const c of many) expect(await questionsAbout(c.number)).toHaveLength(1);
    expect(await sweep()).toBe(0);
  });

  // PGlite has one connection: a second transaction waits for the first, so only a server shows SKIP LOCKED.
  it.runIf(onPostgres)('on PostgreSQL, a claim skips the rows another open transaction holds', async () => {
    const c = await resolved({ daysAgo: 9 });
    const options = {
      now: new Date(),
      limit: 10,
      defaultDays: 7,
      bounds: { min: 1, max: 90 },
      graceDays: FIXED_QUESTION_GRACE_DAYS,
    };
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held: number[] | null = null;
    const holding = inTransaction(db(), async (tx) => {
      held = (await claimUnasked(tx, options)).map((r) => r.id);
      await released;
    });
    await expect.poll(() => held).toEqual([c.id]);
    expect(await sweep()).toBe(0);
    const meanwhile = await inTransaction(db(), (tx) => claimUnasked(tx, options));
    expect(meanwhile).toEqual([]);
    release();
    await holding;
    // The holder asked nobody: once it let go, the sweep asks.
    expect(await sweep()).toBe(1);
    expect(await questionsAbout(c.number)).toHaveLength(1);
  });

  it('shows the question without changing anything, and refuses a wrong token', async () => {
    const c = await resolved({ daysAgo: 8, title: 'Rupa kod škole' });
    await sweep();
    const token = await tokenOf(c.number);
    const shown = await question(token);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      complaintId: c.id,
      number: c.number,
      title: 'Rupa kod škole',
      resolutionNote: 'Rupa je zakrpljena.',
      answered: false,
      fixed: null,
    });
    expect((await question(token)).statusCode).toBe(200);
    expect((await row(c.id)).fixedConfirmed).toBeNull();
    expect((await row(c.id)).statusId).toBe(ComplaintStatus.Resolved);

    const unknown = randomBytes(32).toString('base64url');
    for (const res of [await question(unknown), await answer(unknown, false, 'Nije')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual({ token: 'complaint_fixed_link_not_valid' });
    }
    const malformed = await answer('abc', true);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ token: 'complaint_fixed_link_not_valid' });
    // The page's GET opens a page of the web app; the calls are POST only.
    expect(
      (await get(ctx, `/api/Complaints/AnswerFixedQuestion?token=${token}&fixed=true`)).statusCode,
    ).not.toBe(200);
    expect((await row(c.id)).fixedConfirmed).toBeNull();
  });

  it('"yes" confirms it fixed once, in the history; a second answer is refused', async () => {
    const c = await resolved({ daysAgo: 8, unit: w.unitA });
    await sweep();
    const token = await tokenOf(c.number);
    const before = (await outbox(ctx)).length;
    const res = await answer(token, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fixed: true, statusId: ComplaintStatus.Resolved });
    const stored = await row(c.id);
    expect(stored.fixedConfirmed).toBe(true);
    expect(stored.statusId).toBe(ComplaintStatus.Resolved);
    expect(stored.dateResolved).not.toBeNull();
    const entry = await lastHistory(c.id);
    expect(entry).toMatchObject({
      event: ComplaintEvent.ConfirmedFixed,
      statusId: ComplaintStatus.Resolved,
      userId: w.citizen.user.id,
    });
    // Nobody is told of a confirmation.
    expect((await outbox(ctx)).length).toBe(before);

    for (const again of [await answer(token, true), await answer(token, false, 'Ipak nije')]) {
      expect(again.statusCode).toBe(400);
      expect(again.json().errors).toEqual({ token: 'complaint_fixed_already_answered' });
    }
    expect((await row(c.id)).statusId).toBe(ComplaintStatus.Resolved);
    expect((await question(token)).json()).toMatchObject({ answered: true, fixed: true });
  });

  it('"no" reopens it to its unit with the comment, tells the unit\'s staff, and asks again next time', async () => {
    const c = await resolved({ daysAgo: 8, unit: w.unitA });
    await sweep();
    const token = await tokenOf(c.number);
    const res = await answer(token, false, 'Rupa je ponovo tu, veća nego prije.');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ fixed: false, statusId: ComplaintStatus.Assigned });
    const stored = await row(c.id);
    expect(stored).toMatchObject({
      statusId: ComplaintStatus.Assigned,
      organizationalUnitId: w.unitA,
      dateResolved: null,
      fixedAskedAt: null,
      fixedConfirmed: false,
    });
    expect(await lastHistory(c.id)).toMatchObject({
      event: ComplaintEvent.Reopened,
      statusId: ComplaintStatus.Assigned,
      organizationalUnitId: w.unitA,
      comment: 'Rupa je ponovo tu, veća nego prije.',
      userId: w.citizen.user.id,
    });
    // The "in progress" recipients are told, with the comment and the staff page's link.
    const told = (await outbox(ctx)).filter(
      (m) => m.subject?.includes(c.number) && m.subject.includes('ponovo otvorena'),
    );
    expect(told.map((m) => m.recipient)).toEqual([w.all.user.email]);
    expect(told[0]!.body).toContain('Rupa je ponovo tu, veća nego prije.');
    expect(told[0]!.body).toContain(`${ORIGIN}/admin/complaint-configuration/complaint-details/${c.id}`);

    // Once only, and the staff's table still keeps a resolved complaint resolved.
    const again = await answer(token, false, 'I dalje');
    expect(again.json().errors).toEqual({ token: 'complaint_fixed_already_answered' });
    expect(complaintTransitions[ComplaintStatus.Resolved]).toEqual([]);

    // Staff resolve it again: after the days the reporter is asked anew, with a new link.
    expect(
      (
        await staff('ChangeComplaintStatus', w.all.headers, {
          complaintId: c.id,
          statusId: ComplaintStatus.Resolved,
          comment: 'Sada je asfaltirano.',
        })
      ).statusCode,
    ).toBe(200);
    const refused = await staff('ChangeComplaintStatus', w.all.headers, {
      complaintId: c.id,
      statusId: ComplaintStatus.Assigned,
      comment: 'Nazad',
    });
    expect(refused.json().errors).toEqual({ statusId: 'resolved_complaint_status_cannot_change' });
    await db()
      .update(complaint)
      .set({ dateResolved: new Date(Date.now() - 8 * DAY) })
      .where(eq(complaint.id, c.id));
    await sweep();
    const asked = await questionsAbout(c.number);
    expect(asked).toHaveLength(2);
    const second = asked[1]!.yes!;
    expect(second).not.toBe(token);
    expect((await question(token)).statusCode).toBe(404);
    expect((await question(second)).json()).toMatchObject({
      answered: false,
      resolutionNote: 'Sada je asfaltirano.',
    });
    expect((await answer(second, true)).statusCode).toBe(200);
  });

  it('"no" on an unassigned complaint brings it back to new and tells the new-report recipients', async () => {
    const c = await resolved({ daysAgo: 8 });
    await sweep();
    const res = await answer(await tokenOf(c.number), false);
    expect(res.json()).toEqual({ fixed: false, statusId: ComplaintStatus.Created });
    expect((await row(c.id)).statusId).toBe(ComplaintStatus.Created);
    const told = (await outbox(ctx)).filter(
      (m) => m.subject?.includes(c.number) && m.subject.includes('ponovo otvorena'),
    );
    expect(told.map((m) => m.recipient)).toEqual([w.admin.user.email]);
    expect(told[0]!.body).toContain('(bez komentara)');
    const history = await db()
      .select()
      .from(complaintStatusHistory)
      .where(
        and(
          eq(complaintStatusHistory.complaintId, c.id),
          eq(complaintStatusHistory.event, ComplaintEvent.Reopened),
        ),
      );
    expect(history).toHaveLength(1);
  });

  it('limits the calls per address', async () => {
    const unknown = randomBytes(32).toString('base64url');
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) answers.push((await question(unknown)).statusCode);
    expect(answers.slice(0, 20).every((s) => s === 404)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  // Last: a stopped sweep takes nothing more in this app.
  it('runs the sweep by itself on its interval until stopped', async () => {
    const c = await resolved({ daysAgo: 8 });
    const fixed = ctx.app.complaintsFixedQuestions;
    fixed.start(50);
    try {
      await expect.poll(async () => (await questionsAbout(c.number)).length, { timeout: 5_000 }).toBe(1);
    } finally {
      await fixed.stop();
    }
    const later = await resolved({ daysAgo: 8 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await questionsAbout(later.number)).toHaveLength(0);
  });
});
