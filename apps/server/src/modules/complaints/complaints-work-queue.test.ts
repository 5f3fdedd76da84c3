import { AccessRight, ComplaintEvent, ComplaintStatus, Profile, type WorkQueue } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { appUser } from '../accounts/accounts.schema';
import { complaintWorld, get, type Headers, post, report } from './complaints.fixtures';
import { complaint, complaintStatusHistory } from './complaints.schema';

const STAFF = '/api/ComplaintConfiguration';
const DAY = 86_400_000;

describe('complaints: the staff work queue', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  /** The complaints of the queue, by what they are. */
  const c: Record<string, number> = {};

  const call = (action: string, headers: Headers, body: Record<string, unknown>) =>
    post(ctx, `${STAFF}/${action}`, headers, body);
  const set = (id: number, values: Partial<typeof complaint.$inferInsert>) =>
    ctx.database.db.update(complaint).set(values).where(eq(complaint.id, id));
  const queue = async (headers: Headers) => {
    const res = await get(ctx, `${STAFF}/GetWorkQueue/1`, headers);
    expect(res.statusCode).toBe(200);
    return res.json() as WorkQueue;
  };
  /** Each group's count and its rows' ids. */
  const shape = (q: WorkQueue) =>
    Object.fromEntries(
      q.groups.map((g) => [g.group, { count: g.totalCount, ids: g.items.map((i) => i.id) }]),
    );
  const listed = async (headers: Headers, filter: Record<string, unknown>) =>
    (await call('SearchComplaints', headers, { languageId: 1, pageSize: 50, ...filter }))
      .json()
      .items.map((i: { id: number }) => i.id)
      .sort((a: number, b: number) => a - b);

  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
    // The branch user's unit is A (A1 under it); the other branch's is B.
    const make = async (name: string, unit: number | null) => {
      const { id } = await report(ctx, w.citizen.headers, w.roads, { title: name });
      if (unit !== null) {
        const res = await call('AssignComplaint', w.all.headers, {
          complaintId: id,
          organizationalUnitId: unit,
        });
        expect(res.statusCode).toBe(200);
      }
      c[name] = id;
    };
    await make('new', null);
    await make('newLater', null);
    await make('inA1', w.unitA1);
    await make('answeredA', w.unitA);
    await make('reopenedA', w.unitA);
    await make('resolvedA', w.unitA);
    await make('inB', w.unitB);
    await make('inappropriate', null);

    const answer = (id: number) =>
      call('AddComplaintAnswer', w.all.headers, { complaintId: id, text: 'Odgovor.' });
    expect((await answer(c['answeredA']!)).statusCode).toBe(200);
    expect((await answer(c['reopenedA']!)).statusCode).toBe(200);
    // "Not fixed" after the answer: back to the unit (a history event 3).
    await set(c['reopenedA']!, { statusId: ComplaintStatus.Assigned });
    await ctx.database.db.insert(complaintStatusHistory).values({
      complaintId: c['reopenedA']!,
      statusId: ComplaintStatus.Assigned,
      event: ComplaintEvent.Reopened,
      userId: w.citizen.user.id,
      dateCreated: new Date(Date.now() + 60_000),
    });
    expect(
      (
        await call('ChangeComplaintStatus', w.all.headers, {
          complaintId: c['resolvedA']!,
          statusId: ComplaintStatus.Resolved,
          comment: 'Riješeno.',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('ChangeComplaintStatus', w.all.headers, {
          complaintId: c['inappropriate']!,
          statusId: ComplaintStatus.Inappropriate,
          comment: 'Uvredljivo.',
        })
      ).statusCode,
    ).toBe(200);
    // Deadlines: passed for an unanswered one in A1, in B and for a new one; passed but answered,
    // resolved, inappropriate or still ahead for the others.
    const past = new Date(Date.now() - DAY);
    const ahead = new Date(Date.now() + 3 * DAY);
    for (const name of ['inA1', 'inB', 'new', 'answeredA', 'resolvedA', 'inappropriate'])
      await set(c[name]!, { dueAt: past });
    await set(c['newLater']!, { dueAt: ahead });
  });
  afterAll(() => ctx.close());

  it('gives right 15 without a unit the new and the overdue reports of the whole municipality', async () => {
    const q = shape(await queue(w.all.headers));
    expect(Object.keys(q)).toEqual(['new', 'overdue']);
    expect(q['new']).toEqual({ count: 2, ids: [c['new'], c['newLater']] });
    expect(q['overdue']).toEqual({ count: 3, ids: [c['new'], c['inA1'], c['inB']] });
  });

  it('gives right 16 its own branch only: assigned to it, overdue in it and waiting for it', async () => {
    const q = shape(await queue(w.branch.headers));
    expect(Object.keys(q)).toEqual(['mine', 'overdue', 'waiting']);
    expect(q['mine']).toEqual({ count: 3, ids: [c['inA1'], c['answeredA'], c['reopenedA']] });
    expect(q['overdue']).toEqual({ count: 1, ids: [c['inA1']] });
    // Not answered yet, or reopened since the last answer; answered and left alone is not waiting.
    expect(q['waiting']).toEqual({ count: 2, ids: [c['inA1'], c['reopenedA']] });

    const other = shape(await queue(w.otherBranch.headers));
    expect(other['mine']).toEqual({ count: 1, ids: [c['inB']] });
    expect(other['overdue']).toEqual({ count: 1, ids: [c['inB']] });
    expect(other['waiting']).toEqual({ count: 1, ids: [c['inB']] });
  });

  it('gives an administrator with a unit every group, "mine" being the unit and those under it', async () => {
    const admin = await signedIn(ctx, { profileId: Profile.Administrator });
    await ctx.database.db
      .update(appUser)
      .set({ organizationalUnitId: w.unitA })
      .where(eq(appUser.id, admin.user.id));
    const q = await queue(admin.headers);
    expect(q.groups.map((g) => g.group)).toEqual(['new', 'mine', 'overdue', 'waiting']);
    const overdue = q.groups.find((g) => g.group === 'overdue')!;
    expect(overdue.totalCount).toBe(3);
    expect(overdue.items[0]).toMatchObject({
      id: c['new'],
      title: 'new',
      categoryName: 'Putevi',
      statusId: ComplaintStatus.Created,
      organizationalUnitName: null,
      supportCount: 0,
    });
    expect(new Date(overdue.items[0]!.dueAt!).getTime()).toBeLessThan(Date.now());
    expect(q.groups.find((g) => g.group === 'mine')!.items[0]!.organizationalUnitName).toBe('Odsjek A1');
  });

  it('shows a group at most five rows, the oldest first, with the count of all', async () => {
    const extra: number[] = [];
    for (let i = 0; i < 5; i += 1) extra.push((await report(ctx, w.citizen.headers, w.lights)).id);
    const group = (await queue(w.all.headers)).groups.find((g) => g.group === 'new')!;
    expect(group.totalCount).toBe(7);
    expect(group.items.map((i) => i.id)).toEqual([c['new'], c['newLater'], ...extra.slice(0, 3)]);
    for (const id of extra) await set(id, { statusId: ComplaintStatus.Resolved });
  });

  it('filters the staff list by the same groups, within the caller’s scope', async () => {
    const sorted = (ids: (number | undefined)[]) => [...ids].sort((a, b) => a! - b!);
    expect(await listed(w.branch.headers, { queue: 'mine' })).toEqual(
      sorted([c['inA1'], c['answeredA'], c['reopenedA']]),
    );
    expect(await listed(w.branch.headers, { queue: 'waiting' })).toEqual(sorted([c['inA1'], c['reopenedA']]));
    expect(await listed(w.branch.headers, { queue: 'overdue' })).toEqual([c['inA1']]);
    // Unassigned reports are outside right 16's scope, in the list as in the queue.
    expect(await listed(w.branch.headers, { queue: 'new' })).toEqual([]);
    expect(await listed(w.all.headers, { queue: 'new' })).toEqual(sorted([c['new'], c['newLater']]));
    expect(await listed(w.all.headers, { queue: 'overdue' })).toEqual(
      sorted([c['new'], c['inA1'], c['inB']]),
    );
    // Without a unit, nothing is "mine".
    expect(await listed(w.all.headers, { queue: 'mine' })).toEqual([]);
    const refused = await call('SearchComplaints', w.all.headers, { languageId: 1, queue: 'everything' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['queue']);
  });

  it('answers the supports per row and sorts the staff list by them, most first', async () => {
    await set(c['inA1']!, { supportCount: 7 });
    await set(c['answeredA']!, { supportCount: 2 });
    await set(c['reopenedA']!, { supportCount: 12 });
    const res = await call('SearchComplaints', w.branch.headers, {
      languageId: 1,
      pageSize: 50,
      sort: 'supportCount',
      direction: 'desc',
    });
    const rows = res.json().items as { id: number; supportCount: number }[];
    expect(rows.map((r) => [r.id, r.supportCount])).toEqual([
      [c['reopenedA'], 12],
      [c['inA1'], 7],
      [c['answeredA'], 2],
      [c['resolvedA'], 0],
    ]);
    const ascending = await call('SearchComplaints', w.branch.headers, {
      languageId: 1,
      pageSize: 50,
      sort: 'supportCount',
      direction: 'asc',
    });
    expect(ascending.json().items[0].supportCount).toBe(0);
    const unknownSort = await call('SearchComplaints', w.branch.headers, { languageId: 1, sort: 'votes' });
    expect(unknownSort.statusCode).toBe(400);
  });

  it('puts the work queue first in the staff’s complaints menu, the templates for right 15 only', async () => {
    type Item = { name: string; url: string | null; childItems: Item[]; secondLevelItems: Item[] };
    const complaintsMenu = async (headers: Headers) => {
      const items = (await get(ctx, '/api/MenuItem/GetAll/1', headers)).json() as Item[];
      const admin = items.find((i) => i.name === 'Administracija');
      return admin?.secondLevelItems.find((g) => g.name === 'Prijave problema')?.childItems.map((l) => l.url);
    };
    expect(await complaintsMenu(w.branch.headers)).toEqual([
      '/admin/complaint-configuration/work-queue',
      '/admin/complaint-configuration/complaint-list',
    ]);
    expect(await complaintsMenu(w.all.headers)).toEqual([
      '/admin/complaint-configuration/work-queue',
      '/admin/complaint-configuration/complaint-list',
      '/admin/complaint-configuration/response-templates',
    ]);
    expect(await complaintsMenu(w.citizen.headers)).toBeUndefined();
  });

  it('refuses those who do not handle complaints, and a bad language', async () => {
    expect((await get(ctx, `${STAFF}/GetWorkQueue/1`, w.citizen.headers)).statusCode).toBe(403);
    expect((await get(ctx, `${STAFF}/GetWorkQueue/1`)).statusCode).toBe(401);
    expect((await get(ctx, `${STAFF}/GetWorkQueue/9`, w.all.headers)).statusCode).toBe(400);
    // Right 16 without a unit handles nothing: an empty queue, not an error.
    const unitless = await signedIn(ctx, {
      profileId: Profile.OrgUnit,
      rights: [AccessRight.ComplaintListOwnUnit],
    });
    expect((await queue(unitless.headers)).groups).toEqual([]);
  });
});
