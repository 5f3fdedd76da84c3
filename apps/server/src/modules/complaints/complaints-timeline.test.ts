import { COMPLAINT_COMMENT_MAX, ComplaintEvent, ComplaintStatus } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../test/accounts';
import { sampleFiles } from '../../../test/files';
import { startApp, type TestContext } from '../../../test/harness';
import { complaintWorld, get, type Headers, post, report, upload } from './complaints.fixtures';
import { complaintStatusHistory } from './complaints.schema';

const STAFF = '/api/ComplaintConfiguration';
const NOTE = 'Interna bilješka: izvođač kasni, ne obećavati rok';
const INSTRUCTION = 'Uputa službi: hitno, ali bez rokova prema građaninu';

type Timeline = { kind: string; text: string; unitName: string | null; files: { fileName: string }[] }[];

describe('complaints: the public timeline and internal notes', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
  });
  afterAll(() => ctx.close());

  const call = (action: string, headers: Headers, body: Record<string, unknown>) =>
    post(ctx, `${STAFF}/${action}`, headers, body);
  const publicDetails = (id: number, headers: Headers = {}) =>
    get(ctx, `/api/Complaints/GetByID/${id}/1`, headers);
  const staffDetails = (id: number, headers: Headers = w.admin.headers) =>
    get(ctx, `${STAFF}/GetComplaintByID/${id}/1`, headers);

  it('tells the public what happened, oldest first, without internal notes or staff instructions', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    expect(
      (
        await call('AssignComplaint', w.admin.headers, {
          complaintId: id,
          organizationalUnitId: w.unitA,
          comment: INSTRUCTION,
        })
      ).statusCode,
    ).toBe(200);
    const note = await call('AddComplaintNote', w.branch.headers, { complaintId: id, text: NOTE });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json()).toMatchObject({
      comment: NOTE,
      event: ComplaintEvent.InternalNote,
      internal: true,
      statusId: ComplaintStatus.Assigned,
      organizationalUnitName: 'Služba A',
    });
    const file = (
      await upload(ctx, `${STAFF}/UploadAnswerFiles`, w.admin.headers, {
        name: 'plan.pdf',
        data: sampleFiles.pdf,
      })
    ).json();
    const answer = await call('AddComplaintAnswer', w.admin.headers, {
      complaintId: id,
      text: 'Rupa će biti sanirana do petka.',
      fileIds: [file.fileId],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const resolve = await call('ChangeComplaintStatus', w.admin.headers, {
      complaintId: id,
      statusId: ComplaintStatus.Resolved,
      comment: 'Sanirano asfaltom.',
    });
    expect(resolve.statusCode).toBe(200);

    for (const headers of [{}, w.other.headers, w.citizen.headers]) {
      const res = await publicDetails(id, headers);
      expect(res.statusCode).toBe(200);
      const timeline = res.json().timeline as Timeline;
      expect(timeline.map((e) => e.kind)).toEqual(['reported', 'assigned', 'answered', 'resolved']);
      expect(timeline[1]).toMatchObject({ unitName: 'Služba A', text: '' });
      expect(timeline[2]).toMatchObject({
        text: 'Rupa će biti sanirana do petka.',
        files: [{ fileName: 'plan.pdf' }],
      });
      expect(timeline[3]).toMatchObject({ text: 'Sanirano asfaltom.' });
      // Neither the note nor the instruction to the unit reaches anyone but staff.
      expect(res.body).not.toContain('Interna bilješka');
      expect(res.body).not.toContain('Uputa službi');
    }

    // Staff keep the whole history, the note marked internal.
    const staff = (await staffDetails(id, w.branch.headers)).json();
    expect(
      staff.history.map((h: { event: number; internal: boolean; statusId: number }) => [
        h.event,
        h.internal,
        h.statusId,
      ]),
    ).toEqual([
      [1, false, 1],
      [1, false, 3],
      [2, true, 3],
      [1, false, 4],
      [1, false, 5],
    ]);
    expect(staff.history[2]).toMatchObject({ comment: NOTE, relatedComplaint: null });
  });

  it('refuses notes to those who do not handle the complaint, and bad notes; nobody is e-mailed of one', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    await call('AssignComplaint', w.admin.headers, { complaintId: id, organizationalUnitId: w.unitA });
    const before = (await outbox(ctx)).length;

    // A citizen, its reporter included, may not call it at all; another branch does not see it.
    for (const headers of [w.citizen.headers, w.other.headers]) {
      expect((await call('AddComplaintNote', headers, { complaintId: id, text: 'x' })).statusCode).toBe(403);
    }
    expect((await call('AddComplaintNote', {}, { complaintId: id, text: 'x' })).statusCode).toBe(401);
    const outside = await call('AddComplaintNote', w.otherBranch.headers, { complaintId: id, text: 'x' });
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('Udarna');

    const empty = await call('AddComplaintNote', w.all.headers, { complaintId: id, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ text: 'validation_required' });
    const long = await call('AddComplaintNote', w.all.headers, {
      complaintId: id,
      text: 'a'.repeat(COMPLAINT_COMMENT_MAX + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({ text: 'validation_too_long' });

    const ok = await call('AddComplaintNote', w.all.headers, { complaintId: id, text: NOTE });
    expect(ok.statusCode).toBe(200);
    expect((await outbox(ctx)).length).toBe(before);
    // The note keeps the status and the unit as they were.
    expect((await publicDetails(id)).json().statusId).toBe(ComplaintStatus.Assigned);
    expect(
      (await staffDetails(id)).json().history.filter((h: { internal: boolean }) => h.internal),
    ).toHaveLength(1);
  });

  it('shows being found inappropriate and restored only to the reporter and staff', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    for (const [statusId, comment] of [
      [ComplaintStatus.Inappropriate, 'Provjera sadržaja'],
      [ComplaintStatus.Created, 'Sadržaj je u redu'],
    ] as const) {
      const res = await call('ChangeComplaintStatus', w.admin.headers, {
        complaintId: id,
        statusId,
        comment,
      });
      expect(res.statusCode).toBe(200);
    }
    const kinds = async (headers: Headers) =>
      ((await publicDetails(id, headers)).json().timeline as Timeline).map((e) => e.kind);
    expect(await kinds({})).toEqual(['reported']);
    expect(await kinds(w.other.headers)).toEqual(['reported']);
    expect(await kinds(w.citizen.headers)).toEqual(['reported', 'inappropriate', 'restored']);
    expect(await kinds(w.admin.headers)).toEqual(['reported', 'inappropriate', 'restored']);
    expect((await publicDetails(id)).body).not.toContain('Provjera sadržaja');
  });

  it('names the reporter’s "not fixed", the confirmation and both sides of a merge', async () => {
    const a = await report(ctx, w.citizen.headers, w.roads);
    const b = await report(ctx, w.other.headers, w.roads);
    const db = ctx.database.db;
    // The reporter's answers to "was it fixed?" are written by their own use case; here as rows.
    await db.insert(complaintStatusHistory).values([
      {
        complaintId: b.id,
        statusId: ComplaintStatus.Created,
        userId: w.other.user.id,
        event: ComplaintEvent.Reopened,
        comment: 'Rupa je i dalje tu.',
      },
      {
        complaintId: b.id,
        statusId: ComplaintStatus.Created,
        userId: w.other.user.id,
        event: ComplaintEvent.ConfirmedFixed,
      },
    ]);
    const merged = await call('MergeComplaint', w.admin.headers, {
      complaintId: a.id,
      intoComplaintId: b.id,
      comment: 'Isti problem.',
    });
    expect(merged.statusCode, merged.body).toBe(200);

    const timelineOf = async (id: number) => (await publicDetails(id)).json().timeline as Timeline;
    expect(await timelineOf(b.id)).toMatchObject([
      { kind: 'reported' },
      { kind: 'reopened', text: 'Rupa je i dalje tu.' },
      { kind: 'confirmedFixed' },
      { kind: 'mergedFrom', related: { id: a.id, number: a.number } },
    ]);
    const details = (await publicDetails(a.id)).json();
    expect(details.timeline.map((e: { kind: string }) => e.kind)).toEqual(['reported', 'mergedInto']);
    expect(details.timeline[1]).toMatchObject({
      text: 'Isti problem.',
      related: { id: b.id, number: b.number },
    });
    expect(details.mergedInto).toEqual({ id: b.id, number: b.number });
    expect((await publicDetails(b.id)).json().mergedInto).toBeNull();
    // Staff see the same in the history, with the other report.
    const history = (await staffDetails(b.id)).json().history;
    expect(history.at(-1)).toMatchObject({
      event: ComplaintEvent.MergedFrom,
      relatedComplaint: { id: a.id, number: a.number },
    });
  });
});
