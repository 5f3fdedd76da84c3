import { ComplaintStatus, Profile } from '@portal/contracts';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { rateLimit } from '../../platform/limiter.schema';
import { vote } from '../../platform/votes/votes.schema';
import { complaintWorld, get, type Headers, post, report } from './complaints.fixtures';
import { isFollowing } from './complaints-followers.repository';
import { complaint } from './complaints.schema';

describe('"this is my problem too": supports of a complaint', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
  });
  afterAll(() => ctx.close());
  // The limits on supports are tested on their own below; the other tests start afresh.
  beforeEach(() => ctx.database.db.delete(rateLimit).where(like(rateLimit.key, 'write:support:%')));

  const db = () => ctx.database.db;
  const support = (headers: Headers, complaintId: number) =>
    post(ctx, '/api/Complaints/Support', headers, { complaintId });
  const withdraw = (headers: Headers, complaintId: number) =>
    post(ctx, '/api/Complaints/WithdrawSupport', headers, { complaintId });
  const stored = async (id: number) => {
    const [row] = await db()
      .select({ n: complaint.supportCount })
      .from(complaint)
      .where(eq(complaint.id, id));
    const votes = await db()
      .select()
      .from(vote)
      .where(and(eq(vote.subjectKind, 'complaint'), eq(vote.subjectId, id)));
    return { count: row?.n, votes: votes.length };
  };
  const details = (id: number, headers: Headers = {}) => get(ctx, `/api/Complaints/GetByID/${id}/1`, headers);

  it('counts a support once, makes the supporter follow, and shows it in the details', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    expect(await isFollowing(db(), id, w.other.user.id)).toBe(false);

    const res = await support(w.other.headers, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ complaintId: id, supportCount: 1, supportedByMe: true, following: true });
    expect(await isFollowing(db(), id, w.other.user.id)).toBe(true);
    expect(await stored(id)).toEqual({ count: 1, votes: 1 });

    // Again: nothing more is counted.
    expect((await support(w.other.headers, id)).json()).toMatchObject({
      supportCount: 1,
      supportedByMe: true,
    });
    expect(await stored(id)).toEqual({ count: 1, votes: 1 });

    expect((await details(id, w.other.headers)).json()).toMatchObject({
      supportCount: 1,
      supportedByMe: true,
    });
    expect((await details(id)).json()).toMatchObject({ supportCount: 1, supportedByMe: false });
    expect((await details(id, w.citizen.headers)).json()).toMatchObject({
      supportCount: 1,
      supportedByMe: false,
    });
  });

  it('counts one support of many sent at once by one person', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    const answers = await Promise.all(Array.from({ length: 8 }, () => support(w.other.headers, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(await stored(id)).toEqual({ count: 1, votes: 1 });
  });

  it('keeps the count right when several people support and withdraw at once', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    const people = await Promise.all(
      Array.from({ length: 5 }, () => signedIn(ctx, { profileId: Profile.RegisteredCitizen })),
    );
    await Promise.all(people.map((p) => support(p.headers, id)));
    expect(await stored(id)).toEqual({ count: 5, votes: 5 });
    await Promise.all([
      withdraw(people[0]!.headers, id),
      withdraw(people[1]!.headers, id),
      withdraw(people[1]!.headers, id),
      support(people[2]!.headers, id),
    ]);
    expect(await stored(id)).toEqual({ count: 3, votes: 3 });
  });

  it('withdraws a support (once) and keeps the supporter following', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    await support(w.other.headers, id);
    const res = await withdraw(w.other.headers, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ complaintId: id, supportCount: 0, supportedByMe: false, following: true });
    expect(await stored(id)).toEqual({ count: 0, votes: 0 });
    // Withdrawing what is not there changes nothing.
    expect((await withdraw(w.other.headers, id)).json()).toMatchObject({ supportCount: 0 });
    expect(await stored(id)).toEqual({ count: 0, votes: 0 });
    expect(await isFollowing(db(), id, w.other.user.id)).toBe(true);
  });

  it('refuses the reporter their own report', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    const res = await support(w.citizen.headers, id);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ complaintId: 'complaint_support_own' });
    expect(await stored(id)).toEqual({ count: 0, votes: 0 });
  });

  it('refuses a visitor with a message to sign in, and an anonymous citizen to register', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    const visitor = await support({}, id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().errors).toEqual({ general: 'must_register_to_support' });
    expect((await withdraw({}, id)).statusCode).toBe(401);
    const anonymous = await signedIn(ctx, { profileId: Profile.AnonymousCitizen });
    const refused = await support(anonymous.headers, id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ general: 'must_register_to_support' });
    expect(await stored(id)).toEqual({ count: 0, votes: 0 });
  });

  it('says that a complaint hidden by staff does not exist and one found inappropriate is gone', async () => {
    const hidden = await report(ctx, w.citizen.headers, w.roads);
    await db().update(complaint).set({ visible: false }).where(eq(complaint.id, hidden.id));
    const notFound = await support(w.other.headers, hidden.id);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().errors).toEqual({ complaintId: 'record_not_found' });
    expect((await withdraw(w.other.headers, hidden.id)).statusCode).toBe(404);
    expect((await support(w.other.headers, 999_999)).statusCode).toBe(404);

    const inappropriate = await report(ctx, w.citizen.headers, w.roads);
    await db()
      .update(complaint)
      .set({ inappropriate: true, statusId: ComplaintStatus.Inappropriate })
      .where(eq(complaint.id, inappropriate.id));
    const gone = await support(w.other.headers, inappropriate.id);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().errors).toEqual({ complaintId: 'complaint_hidden_inappropriate' });
    expect(await stored(hidden.id)).toEqual({ count: 0, votes: 0 });
    expect(await stored(inappropriate.id)).toEqual({ count: 0, votes: 0 });
  });

  it('supports a report resolved lately, not one resolved long ago or merged into another', async () => {
    const days = (n: number) => new Date(Date.now() - n * 86_400_000);
    const lately = await report(ctx, w.citizen.headers, w.roads);
    const long = await report(ctx, w.citizen.headers, w.roads);
    const merged = await report(ctx, w.citizen.headers, w.roads);
    await db()
      .update(complaint)
      .set({ statusId: ComplaintStatus.Resolved, dateResolved: days(10) })
      .where(eq(complaint.id, lately.id));
    await db()
      .update(complaint)
      .set({ statusId: ComplaintStatus.Resolved, dateResolved: days(40) })
      .where(eq(complaint.id, long.id));
    await db().update(complaint).set({ mergedIntoId: lately.id }).where(eq(complaint.id, merged.id));

    expect((await support(w.other.headers, lately.id)).json()).toMatchObject({ supportCount: 1 });
    for (const closed of [long, merged]) {
      const res = await support(w.other.headers, closed.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ complaintId: 'complaint_support_closed' });
      expect(await stored(closed.id)).toEqual({ count: 0, votes: 0 });
    }
  });

  it('shows the supports and the caller’s own in the reports near a pin', async () => {
    const pin = { latitude: 44.601, longitude: 18.601 };
    const { id } = await report(ctx, w.citizen.headers, w.roads, pin);
    await support(w.other.headers, id);
    const near = (headers: Headers) =>
      post(ctx, '/api/Complaints/GetNearby', headers, { ...pin, categoryId: w.roads, languageId: 1 });
    expect((await near(w.other.headers)).json().items).toMatchObject([
      { id, supportCount: 1, supportedByMe: true },
    ]);
    expect((await near({})).json().items).toMatchObject([{ id, supportCount: 1, supportedByMe: false }]);
  });

  it('removes the supports of a deleted complaint', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    await support(w.other.headers, id);
    expect((await stored(id)).votes).toBe(1);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/ComplaintConfiguration/DeleteComplaintByID/${id}`,
      headers: w.admin.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(await stored(id)).toEqual({ count: undefined, votes: 0 });
  });

  it('holds a person to the limit on supports', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await (i % 2 ? withdraw : support)(w.other.headers, id));
    expect(answers.slice(0, 20).every((a) => a.statusCode === 200)).toBe(true);
    const refused = answers[20]!;
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual({ general: 'too_many_supports' });
  });
});
