import { ComplaintEvent, ComplaintStatus, Profile } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { vote } from '../../platform/votes/votes.schema';
import { complaintWorld, get, type Headers, post, report } from './complaints.fixtures';
import { complaint, complaintFollower, complaintStatusHistory } from './complaints.schema';

const PUBLIC_URL = 'https://e-ucesce.tuzla.example';
const STAFF = '/api/ComplaintConfiguration';

describe('complaints: merging a duplicate into another report', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    ctx = await startApp({ env: { PUBLIC_URL } });
    w = await complaintWorld(ctx);
  });
  afterAll(() => ctx.close());

  const merge = (headers: Headers, complaintId: number, intoComplaintId: number, comment = 'Isti problem.') =>
    post(ctx, `${STAFF}/MergeComplaint`, headers, { complaintId, intoComplaintId, comment });
  const row = async (id: number) =>
    (await ctx.database.db.select().from(complaint).where(eq(complaint.id, id)))[0]!;
  const followers = async (id: number) =>
    (
      await ctx.database.db
        .select({ userId: complaintFollower.userId })
        .from(complaintFollower)
        .where(eq(complaintFollower.complaintId, id))
    )
      .map((r) => r.userId)
      .sort((a, b) => a - b);
  const supporters = async (id: number) =>
    (
      await ctx.database.db
        .select({ voterId: vote.voterId })
        .from(vote)
        .where(and(eq(vote.subjectKind, 'complaint'), eq(vote.subjectId, id)))
    )
      .map((r) => r.voterId)
      .sort((a, b) => a - b);
  const support = async (headers: Headers, complaintId: number) => {
    const res = await post(ctx, '/api/Complaints/Support', headers, { complaintId });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('merges: the duplicate is resolved as merged, its people follow the survivor, supports move, all told once', async () => {
    const duplicate = await report(ctx, w.citizen.headers, w.roads, { title: 'Duplikat' });
    const survivor = await report(ctx, w.other.headers, w.roads, { title: 'Prva prijava' });
    const follower = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
    const onlyHere = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
    const onBoth = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
    expect(
      (await post(ctx, '/api/Complaints/Follow', follower.headers, { complaintId: duplicate.id })).statusCode,
    ).toBe(200);
    await support(onlyHere.headers, duplicate.id);
    await support(onBoth.headers, duplicate.id);
    await support(onBoth.headers, survivor.id);
    // The supporters' own follows go; they must follow the survivor by the merge itself.
    await ctx.database.db.delete(complaintFollower).where(eq(complaintFollower.userId, onlyHere.user.id));

    const start = (await outbox(ctx)).length;
    const res = await merge(w.admin.headers, duplicate.id, survivor.id, 'Ista rupa, prijavljena ranije.');
    expect(res.statusCode, res.body).toBe(200);

    expect(await row(duplicate.id)).toMatchObject({
      statusId: ComplaintStatus.Resolved,
      mergedIntoId: survivor.id,
      supportCount: 0,
    });
    expect((await row(duplicate.id)).dateResolved).not.toBeNull();
    expect(await row(survivor.id)).toMatchObject({ statusId: ComplaintStatus.Created, supportCount: 2 });
    expect(await supporters(duplicate.id)).toEqual([]);
    expect(await supporters(survivor.id)).toEqual([onlyHere.user.id, onBoth.user.id].sort((a, b) => a - b));
    const people = [w.citizen.user.id, follower.user.id, onlyHere.user.id, onBoth.user.id];
    for (const id of people) expect(await followers(survivor.id)).toContain(id);

    const history = await ctx.database.db
      .select()
      .from(complaintStatusHistory)
      .where(eq(complaintStatusHistory.event, ComplaintEvent.MergedInto));
    expect(history.find((h) => h.complaintId === duplicate.id)).toMatchObject({
      relatedComplaintId: survivor.id,
      statusId: ComplaintStatus.Resolved,
      comment: 'Ista rupa, prijavljena ranije.',
      userId: w.admin.user.id,
    });
    const from = await ctx.database.db
      .select()
      .from(complaintStatusHistory)
      .where(eq(complaintStatusHistory.complaintId, survivor.id));
    expect(from.at(-1)).toMatchObject({ event: ComplaintEvent.MergedFrom, relatedComplaintId: duplicate.id });

    // Its public page says where it went.
    const details = (await get(ctx, `/api/Complaints/GetByID/${duplicate.id}/1`)).json();
    expect(details.mergedInto).toEqual({ id: survivor.id, number: survivor.number });
    expect((await get(ctx, `/api/Complaints/GetByID/${survivor.id}/1`)).json().supportCount).toBe(2);

    // One message each for the duplicate's people, with a link to the survivor and their own
    // unfollow link of it; the survivor's reporter and the admin are not told.
    const messages = (await outbox(ctx)).slice(start);
    const emails = [w.citizen, follower, onlyHere, onBoth].map((p) => p.user.email);
    for (const email of emails) {
      const mine = messages.filter((m) => m.recipient === email);
      expect(mine, email ?? '').toHaveLength(1);
      expect(mine[0]!.body).toContain(`${PUBLIC_URL}/complaints/complaint-details/${survivor.id}`);
      expect(mine[0]!.body).toContain('„Ista rupa, prijavljena ranije.”');
      const token = /\/complaints\/unfollow\/([A-Za-z0-9_-]+)/.exec(mine[0]!.body)![1]!;
      const [own] = await ctx.database.db
        .select()
        .from(complaintFollower)
        .where(eq(complaintFollower.token, token));
      expect(own).toMatchObject({ complaintId: survivor.id });
    }
    expect(messages.find((m) => m.recipient === w.citizen.user.email)!.subject).toBe(
      `Vaša prijava ${duplicate.number} spojena je s prijavom ${survivor.number}`,
    );
    expect(messages.find((m) => m.recipient === follower.user.email)!.subject).toBe(
      `Prijava ${duplicate.number} koju pratite spojena je s prijavom ${survivor.number}`,
    );
    expect(messages.filter((m) => m.recipient === w.other.user.email)).toEqual([]);
    expect(messages.filter((m) => m.recipient === w.admin.user.email)).toEqual([]);
  });

  it('refuses merging into itself, into a merged, resolved or inappropriate report, and a report merged already', async () => {
    const a = await report(ctx, w.citizen.headers, w.roads);
    const b = await report(ctx, w.citizen.headers, w.roads);
    const refusal = async (complaintId: number, intoComplaintId: number) => {
      const res = await merge(w.admin.headers, complaintId, intoComplaintId);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors;
    };
    expect(await refusal(a.id, a.id)).toEqual({ intoComplaintId: 'complaint_merge_into_itself' });
    expect((await merge(w.admin.headers, a.id, b.id)).statusCode).toBe(200);
    expect(await refusal(a.id, b.id)).toEqual({ complaintId: 'complaint_already_merged' });
    const c = await report(ctx, w.citizen.headers, w.roads);
    expect(await refusal(c.id, a.id)).toEqual({ intoComplaintId: 'complaint_merge_target_merged' });

    const resolved = await report(ctx, w.citizen.headers, w.roads);
    await post(ctx, `${STAFF}/ChangeComplaintStatus`, w.admin.headers, {
      complaintId: resolved.id,
      statusId: ComplaintStatus.Resolved,
      comment: 'Riješeno.',
    });
    expect(await refusal(c.id, resolved.id)).toEqual({ intoComplaintId: 'complaint_merge_target_closed' });
    expect(await refusal(resolved.id, c.id)).toEqual({
      complaintId: 'resolved_complaint_status_cannot_change',
    });
    const inappropriate = await report(ctx, w.citizen.headers, w.roads);
    await post(ctx, `${STAFF}/ChangeComplaintStatus`, w.admin.headers, {
      complaintId: inappropriate.id,
      statusId: ComplaintStatus.Inappropriate,
      comment: 'Uvrede.',
    });
    expect(await refusal(c.id, inappropriate.id)).toEqual({
      intoComplaintId: 'complaint_merge_target_closed',
    });
    expect(await refusal(c.id, 999_999)).toEqual({ intoComplaintId: 'record_not_found' });

    const noComment = await merge(w.admin.headers, c.id, b.id, '');
    expect(noComment.json().errors).toEqual({ comment: 'validation_required' });
    // Nothing of a refused merge was written.
    expect(await row(c.id)).toMatchObject({ statusId: ComplaintStatus.Created, mergedIntoId: null });
  });

  it('lets only staff who handle both reports merge them', async () => {
    const inA = await report(ctx, w.citizen.headers, w.roads);
    const inA1 = await report(ctx, w.citizen.headers, w.roads);
    const inB = await report(ctx, w.citizen.headers, w.roads);
    for (const [id, unit] of [
      [inA.id, w.unitA],
      [inA1.id, w.unitA1],
      [inB.id, w.unitB],
    ] as const) {
      await post(ctx, `${STAFF}/AssignComplaint`, w.admin.headers, {
        complaintId: id,
        organizationalUnitId: unit,
      });
    }
    // Citizens may not call it at all, the reporter included.
    for (const headers of [w.citizen.headers, w.other.headers])
      expect((await merge(headers, inA.id, inA1.id)).statusCode).toBe(403);
    expect((await merge({}, inA.id, inA1.id)).statusCode).toBe(401);
    // Right 16: the other branch's report is not there to merge into, nor to merge.
    const outside = await merge(w.branch.headers, inA.id, inB.id);
    expect(outside.statusCode).toBe(400);
    expect(outside.json().errors).toEqual({ intoComplaintId: 'record_not_found' });
    expect((await merge(w.branch.headers, inB.id, inA.id)).statusCode).toBe(404);
    expect(await row(inA.id)).toMatchObject({ mergedIntoId: null });
    expect(await row(inB.id)).toMatchObject({ mergedIntoId: null });
    // Within its branch it may; right 15 anywhere.
    expect((await merge(w.branch.headers, inA1.id, inA.id)).statusCode).toBe(200);
    expect((await merge(w.all.headers, inB.id, inA.id)).statusCode).toBe(200);
    expect(await row(inB.id)).toMatchObject({ mergedIntoId: inA.id });
  });
});
