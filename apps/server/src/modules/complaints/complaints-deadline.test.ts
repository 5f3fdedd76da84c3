import { ComplaintStatus, DataStatus } from '@portal/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../../test/harness';
import { queryRows } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { complaintCategory } from '../code-lists/code-lists.schema';
import { complaintWorld, get, type Headers, post, report } from './complaints.fixtures';
import { overdue } from './complaints-deadline.repository';
import { complaint } from './complaints.schema';

const DAY = 86_400_000;
const STAFF = '/api/ComplaintConfiguration';

type World = Awaited<ReturnType<typeof complaintWorld>>;

/** A category's response days through the code-list administration, as an administrator sets them. */
async function setResponseDays(ctx: TestContext, headers: Headers, id: number, responseDays: unknown) {
  const entry = (await get(ctx, `/api/Category/GetByID/${id}`, headers)).json();
  return post(ctx, '/api/Category/Save', headers, {
    id,
    dataStatus: DataStatus.Updated,
    code: entry.code,
    name: entry.name,
    description: entry.description,
    order: entry.order,
    active: entry.active,
    icon: entry.icon,
    responseDays,
  });
}

describe('complaints: response deadlines', () => {
  let ctx: TestContext;
  let w: World;
  let noDeadline: number;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
    const [other] = await ctx.database.db
      .insert(complaintCategory)
      .values({
        municipalityId: 6,
        name: { bs: 'Ostalo', hr: 'Ostalo', sr_cyr: 'Остало' },
        description: { bs: '', hr: '', sr_cyr: '' },
      })
      .returning();
    noDeadline = other!.id;
    // Each test may run alone: the deadlines the first test sets through the administration.
    await ctx.database.db
      .update(complaintCategory)
      .set({ responseDays: 15 })
      .where(eq(complaintCategory.id, w.roads));
    await ctx.database.db
      .update(complaintCategory)
      .set({ responseDays: 7 })
      .where(eq(complaintCategory.id, w.lights));
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const row = async (id: number) => (await db().select().from(complaint).where(eq(complaint.id, id)))[0]!;
  const staff = (action: string, headers: Headers, body: Record<string, unknown>) =>
    post(ctx, `${STAFF}/${action}`, headers, body);
  const edit = (id: number, categoryId: number) =>
    staff('UpdateComplaintStatus', w.admin.headers, {
      complaintId: id,
      title: 'Udarna rupa',
      description: 'Duboka rupa.',
      categoryId,
      visible: true,
    });
  /** A complaint reported `daysAgo` days ago, its deadline counted from then by its category. */
  async function reportedAgo(daysAgo: number, categoryId = w.roads) {
    const { id } = await report(ctx, w.citizen.headers, categoryId);
    await db()
      .update(complaint)
      .set({ dateCreated: new Date(Date.now() - daysAgo * DAY) })
      .where(eq(complaint.id, id));
    expect((await edit(id, categoryId)).statusCode).toBe(200);
    return id;
  }

  it('keeps a category’s response days in the code list, 1 to 365 or none', async () => {
    expect((await setResponseDays(ctx, w.admin.headers, w.roads, 15)).statusCode).toBe(200);
    expect((await get(ctx, `/api/Category/GetByID/${w.roads}`, w.admin.headers)).json().responseDays).toBe(
      15,
    );
    expect((await setResponseDays(ctx, w.admin.headers, w.lights, 7)).statusCode).toBe(200);

    for (const [value, key] of [
      [0, 'validation_too_small'],
      [366, 'validation_too_large'],
      [2.5, 'validation_invalid_type'],
    ] as const) {
      const refused = await setResponseDays(ctx, w.admin.headers, w.lights, value);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().errors)).toEqual(['responseDays']);
      if (key !== 'validation_invalid_type') expect(refused.json().errors.responseDays).toBe(key);
    }
    expect((await get(ctx, `/api/Category/GetByID/${w.lights}`, w.admin.headers)).json().responseDays).toBe(
      7,
    );
    // Empty: no deadline.
    expect((await setResponseDays(ctx, w.admin.headers, noDeadline, '')).statusCode).toBe(200);
    expect((await get(ctx, `/api/Category/GetByID/${noDeadline}`, w.admin.headers)).json().responseDays).toBe(
      null,
    );
    // Only who administers categories.
    expect((await setResponseDays(ctx, w.citizen.headers, w.roads, 3)).statusCode).toBe(403);
  });

  it('sets the deadline at the report and recomputes it from the report when the category changes', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    const reported = await row(id);
    expect(reported.dueAt!.getTime() - reported.dateCreated.getTime()).toBeGreaterThanOrEqual(
      15 * DAY - 3_600_000,
    );
    expect(reported.dueAt!.getTime() - reported.dateCreated.getTime()).toBeLessThanOrEqual(
      15 * DAY + 3_600_000,
    );

    // Calendar days in Sarajevo: the same wall-clock time, across the change to summer time.
    await db()
      .update(complaint)
      .set({ dateCreated: new Date('2026-03-20T10:00:00.000Z') })
      .where(eq(complaint.id, id));
    expect((await edit(id, w.lights)).statusCode).toBe(200);
    expect((await row(id)).dueAt?.toISOString()).toBe('2026-03-27T10:00:00.000Z');
    expect((await edit(id, w.roads)).statusCode).toBe(200);
    expect((await row(id)).dueAt?.toISOString()).toBe('2026-04-04T09:00:00.000Z');
    expect((await edit(id, noDeadline)).statusCode).toBe(200);
    expect((await row(id)).dueAt).toBeNull();

    const { id: none } = await report(ctx, w.citizen.headers, noDeadline);
    expect((await row(none)).dueAt).toBeNull();
  });

  it('flags an overdue complaint in the lists and the details until it is answered', async () => {
    const late = await reportedAgo(20);
    const onTime = await reportedAgo(2);
    const answered = await reportedAgo(20);
    expect(
      (await staff('AddComplaintAnswer', w.admin.headers, { complaintId: answered, text: 'Radimo.' }))
        .statusCode,
    ).toBe(200);
    const resolved = await reportedAgo(20);
    await staff('ChangeComplaintStatus', w.admin.headers, {
      complaintId: resolved,
      statusId: ComplaintStatus.Resolved,
      comment: 'Riješeno.',
    });
    const inappropriate = await reportedAgo(20);
    await staff('ChangeComplaintStatus', w.admin.headers, {
      complaintId: inappropriate,
      statusId: ComplaintStatus.Inappropriate,
      comment: 'Uvredljivo.',
    });
    const merged = await reportedAgo(20);
    await db().update(complaint).set({ mergedIntoId: late }).where(eq(complaint.id, merged));
    const expected: Record<number, boolean> = {
      [late]: true,
      [onTime]: false,
      [answered]: false,
      [resolved]: false,
      [merged]: false,
    };

    const publicList = (await post(ctx, '/api/Complaints/Search', {}, { languageId: 1, pageSize: 50 })).json()
      .items as { id: number; overdue: boolean }[];
    const staffList = (
      await staff('SearchComplaints', w.admin.headers, { languageId: 1, pageSize: 50 })
    ).json().items as { id: number; overdue: boolean }[];
    for (const [id, overdue] of Object.entries(expected)) {
      expect(publicList.find((i) => i.id === Number(id))?.overdue).toBe(overdue);
      expect(staffList.find((i) => i.id === Number(id))?.overdue).toBe(overdue);
    }
    expect(staffList.find((i) => i.id === inappropriate)?.overdue).toBe(false);

    const details = (await get(ctx, `/api/Complaints/GetByID/${late}/1`)).json();
    expect(details.overdue).toBe(true);
    expect(details.dueAt).toBe((await row(late)).dueAt!.toISOString());
    const staffDetails = (await get(ctx, `${STAFF}/GetComplaintByID/${late}/1`, w.admin.headers)).json();
    expect(staffDetails).toMatchObject({ overdue: true, dueAt: details.dueAt });
    expect((await get(ctx, `/api/Complaints/GetByID/${onTime}/1`)).json()).toMatchObject({ overdue: false });

    await staff('AddComplaintAnswer', w.admin.headers, { complaintId: late, text: 'Kasno, ali stiže.' });
    expect((await get(ctx, `/api/Complaints/GetByID/${late}/1`)).json().overdue).toBe(false);
  });

  it('filters the staff list to overdue complaints, in the caller’s scope, by complaint_due_idx', async () => {
    const inA = await reportedAgo(30);
    const inB = await reportedAgo(30);
    const fresh = await reportedAgo(1);
    await staff('AssignComplaint', w.admin.headers, { complaintId: inA, organizationalUnitId: w.unitA1 });
    await staff('AssignComplaint', w.admin.headers, { complaintId: inB, organizationalUnitId: w.unitB });
    await staff('AssignComplaint', w.admin.headers, { complaintId: fresh, organizationalUnitId: w.unitA1 });
    const overdueIds = async (headers: Headers) =>
      (
        (await staff('SearchComplaints', headers, { languageId: 1, pageSize: 50, overdue: true })).json()
          .items as { id: number; overdue: boolean }[]
      ).map((i) => i.id);

    const all = await overdueIds(w.admin.headers);
    expect(all).toEqual(expect.arrayContaining([inA, inB]));
    expect(all).not.toContain(fresh);
    const rows = await db().select().from(complaint).where(inArray(complaint.id, all));
    expect(rows.every((r) => r.dueAt! < new Date() && r.dateAnswered === null)).toBe(true);
    const branch = await overdueIds(w.branch.headers);
    expect(branch).toEqual([inA]);
    const unfiltered = (
      await staff('SearchComplaints', w.admin.headers, { languageId: 1, pageSize: 50, overdue: false })
    ).json().items as { id: number }[];
    expect(unfiltered.map((i) => i.id)).toContain(fresh);

    // The condition implies the partial index's, so the planner may read overdue complaints from it
    // (here the oldest deadline first, which only that index gives in order).
    const plan = await inTransaction(db(), async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select id from complaint where municipality_id = 6 and ${overdue}
          order by due_at limit 10`,
      );
    });
    expect(plan.map((p) => p['QUERY PLAN']).join('\n')).toContain('complaint_due_idx');
  });
});

describe('complaints: the public statistics of deadlines and of "was it fixed?"', () => {
  let ctx: TestContext;
  let w: World;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
  });
  afterAll(() => ctx.close());

  it('answers the share responded to in time per unit, and resolved beside confirmed fixed', async () => {
    const db = ctx.database.db;
    const ago = (days: number) => new Date(Date.now() - days * DAY);
    /** A public complaint with the given facts, as the days would have left it. */
    const complaintWith = async (values: Partial<typeof complaint.$inferInsert>) => {
      const { id } = await report(ctx, w.citizen.headers, w.roads);
      await db
        .update(complaint)
        .set({ dateCreated: ago(20), dueAt: ago(5), ...values })
        .where(eq(complaint.id, id));
    };
    const { Answered, Assigned, Resolved, Created } = ComplaintStatus;
    const unitA = { organizationalUnitId: w.unitA };
    const unitB = { organizationalUnitId: w.unitB };
    // Unit A: two answered in time, one late, one overdue, one still within its time.
    await complaintWith({ ...unitA, statusId: Answered, dateAnswered: ago(10) });
    await complaintWith({ ...unitA, statusId: Answered, dateAnswered: ago(6) });
    await complaintWith({ ...unitA, statusId: Answered, dateAnswered: ago(2) });
    await complaintWith({ ...unitA, statusId: Assigned });
    await complaintWith({ ...unitA, statusId: Assigned, dateCreated: ago(2), dueAt: ago(-13) });
    // Unit B: resolved in time, one without an answer; two asked "was it fixed?", one confirmed.
    await complaintWith({ ...unitB, statusId: Resolved, dateResolved: ago(10) });
    await complaintWith({
      ...unitB,
      statusId: Resolved,
      dateAnswered: ago(10),
      dateResolved: ago(9),
      fixedAskedAt: ago(1),
      fixedConfirmed: true,
    });
    await complaintWith({
      ...unitB,
      statusId: Resolved,
      dateAnswered: ago(19),
      dateResolved: ago(9),
      fixedAskedAt: ago(1),
    });
    // No deadline: not counted for deadlines.
    await complaintWith({ statusId: Created, dueAt: null });

    const res = await post(ctx, '/api/Complaints/GetStatistics', {}, { languageId: 1 });
    expect(res.statusCode).toBe(200);
    const stats = res.json();
    expect(stats.total).toBe(9);
    expect(stats.deadlines).toEqual({
      counted: 7,
      inTime: 5,
      share: 0.7143,
      byUnit: [
        { id: w.unitA, name: 'Služba A', counted: 4, inTime: 2, share: 0.5 },
        { id: w.unitB, name: 'Služba B', counted: 3, inTime: 3, share: 1 },
      ],
    });
    expect(stats.fixed).toEqual({
      total: 9,
      resolved: 3,
      resolvedShare: 0.3333,
      asked: 2,
      confirmed: 1,
      confirmedShare: 0.5,
    });

    // A range with nothing in it: no shares to show.
    const empty = (
      await post(
        ctx,
        '/api/Complaints/GetStatistics',
        {},
        { languageId: 1, dateFrom: '2020-01-01', dateTo: '2020-01-31' },
      )
    ).json();
    expect(empty.deadlines).toEqual({ counted: 0, inTime: 0, share: null, byUnit: [] });
    expect(empty.fixed).toMatchObject({ total: 0, resolvedShare: null, confirmedShare: null });
  });
});
