import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  ComplaintStatus,
  complaintTransitions,
  enumValues,
  ErrorBody,
  NotificationChannel,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../test/accounts';
import { sampleFiles } from '../../../test/files';
import { seedDemo, startApp, type TestContext } from '../../../test/harness';
import { appUser } from '../accounts/accounts.schema';
import {
  systemNotificationRecipient,
  systemNotificationSetting,
} from '../system-notifications/system-notifications.schema';
import { complaintWorld, get, type Headers, photoWithGps, post, report, upload } from './complaints.fixtures';
import { complaint, complaintStatusHistory } from './complaints.schema';

const STAFF = '/api/ComplaintConfiguration';

describe('complaints: staff handling', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
  });
  afterAll(() => ctx.close());

  const call = (action: string, headers: Headers, body: Record<string, unknown>) =>
    post(ctx, `${STAFF}/${action}`, headers, body);
  const assign = (headers: Headers, complaintId: number, organizationalUnitId: number) =>
    call('AssignComplaint', headers, { complaintId, organizationalUnitId, comment: 'Na nadležnost' });
  const move = (complaintId: number, statusId: number, headers: Headers = w.admin.headers) =>
    call('ChangeComplaintStatus', headers, { complaintId, statusId, comment: 'Promjena' });
  const statusOf = async (id: number) =>
    (await ctx.database.db.select().from(complaint).where(eq(complaint.id, id)))[0]!;
  const staffIds = async (headers: Headers) =>
    (await call('SearchComplaints', headers, { languageId: 1, pageSize: 50 }))
      .json()
      .items.map((i: { id: number }) => i.id);

  it('gives right 15 every complaint and right 16 only its branch of units (404 outside it)', async () => {
    const inA1 = await report(ctx, w.citizen.headers, w.roads);
    const inB = await report(ctx, w.citizen.headers, w.roads);
    const unassigned = await report(ctx, w.citizen.headers, w.roads);
    expect((await assign(w.all.headers, inA1.id, w.unitA1)).statusCode).toBe(200);
    expect((await assign(w.all.headers, inB.id, w.unitB)).statusCode).toBe(200);

    const all = await staffIds(w.all.headers);
    expect(all).toEqual(expect.arrayContaining([inA1.id, inB.id, unassigned.id]));
    const branch = await staffIds(w.branch.headers);
    expect(branch).toContain(inA1.id);
    expect(branch).not.toContain(inB.id);
    expect(branch).not.toContain(unassigned.id);
    const allList = (
      await call('GetAllComplaints', w.branch.headers, { languageId: 1, pageSize: 50 })
    ).json();
    expect(allList.items.map((i: { id: number }) => i.id)).toEqual(branch);

    expect((await get(ctx, `${STAFF}/GetComplaintByID/${inA1.id}/1`, w.branch.headers)).statusCode).toBe(200);
    expect((await get(ctx, `${STAFF}/GetComplaintByID/${inB.id}/1`, w.branch.headers)).statusCode).toBe(404);
    expect((await move(inB.id, ComplaintStatus.Resolved, w.branch.headers)).statusCode).toBe(404);

    // Assignment within the branch only.
    const refused = await assign(w.branch.headers, inA1.id, w.unitB);
    expect(refused.json().errors).toEqual({ organizationalUnitId: 'complaint_unit_not_allowed' });
    expect((await assign(w.branch.headers, inA1.id, w.unitA)).statusCode).toBe(200);
    const units = (await get(ctx, `${STAFF}/GetOrganizationalUnitsForAssignment/1`, w.branch.headers)).json();
    expect(units.map((u: { id: number }) => u.id).sort()).toEqual([w.unitA, w.unitA1].sort());
    const allUnits = (await get(ctx, `${STAFF}/GetOrganizationalUnitsForAssignment/1`, w.all.headers)).json();
    expect(allUnits.map((u: { id: number }) => u.id)).toEqual(
      expect.arrayContaining([w.unitA, w.unitA1, w.unitB]),
    );

    // Downloads follow the same scope.
    const doc = (
      await upload(ctx, `${STAFF}/UploadCommentFiles`, w.all.headers, {
        name: 'a.pdf',
        data: sampleFiles.pdf,
      })
    ).json();
    const saved = (
      await call('AddNewComplaintComment', w.all.headers, {
        complaintId: inB.id,
        text: 'Interno',
        fileIds: [doc.fileId],
      })
    ).json();
    expect(saved.comment.byStaff).toBe(true);
    const fileId = saved.comment.files[0].id;
    expect((await get(ctx, `${STAFF}/DownloadFile/${fileId}`, w.otherBranch.headers)).statusCode).toBe(200);
    expect((await get(ctx, `${STAFF}/DownloadFile/${fileId}`, w.branch.headers)).statusCode).toBe(404);
    // A citizen is refused by the endpoint's access, before any complaint is looked at.
    expect((await get(ctx, `${STAFF}/DownloadFile/${fileId}`, w.citizen.headers)).statusCode).toBe(403);
  });

  it('moves complaints by the transition table only; resolved is final', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    for (const to of enumValues(ComplaintStatus)) {
      if (complaintTransitions[ComplaintStatus.Created].includes(to)) continue;
      const res = await move(id, to);
      expect(res.json().errors, `1 → ${to}`).toEqual({ statusId: 'complaint_status_change_not_allowed' });
    }
    // Assigned needs a unit.
    expect((await move(id, ComplaintStatus.Assigned)).json().errors).toEqual({
      organizationalUnitId: 'validation_required',
    });
    const noComment = await call('ChangeComplaintStatus', w.admin.headers, {
      complaintId: id,
      statusId: 5,
      comment: '',
    });
    expect(noComment.json().errors).toEqual({ comment: 'validation_required' });

    expect((await move(id, ComplaintStatus.Inappropriate)).statusCode).toBe(200);
    expect(await statusOf(id)).toMatchObject({ statusId: 2, inappropriate: true });
    expect((await move(id, ComplaintStatus.Answered)).json().errors).toEqual({
      statusId: 'complaint_status_change_not_allowed',
    });
    expect((await move(id, ComplaintStatus.Created)).statusCode).toBe(200);
    expect(await statusOf(id)).toMatchObject({ statusId: 1, inappropriate: false });
    expect((await assign(w.admin.headers, id, w.unitA)).statusCode).toBe(200);
    expect((await move(id, ComplaintStatus.Resolved)).statusCode).toBe(200);
    const resolved = await statusOf(id);
    expect(resolved.dateResolved).not.toBeNull();
    for (const to of enumValues(ComplaintStatus)) {
      expect((await move(id, to)).json().errors).toEqual({
        statusId: 'resolved_complaint_status_cannot_change',
      });
    }
    const answer = await call('AddComplaintAnswer', w.admin.headers, { complaintId: id, text: 'Kasno' });
    expect(answer.json().errors).toEqual({ statusId: 'resolved_complaint_status_cannot_change' });
    const history = await ctx.database.db
      .select()
      .from(complaintStatusHistory)
      .where(eq(complaintStatusHistory.complaintId, id));
    expect(history.map((h) => h.statusId)).toEqual([1, 2, 1, 3, 5]);
    expect(history[1]).toMatchObject({ comment: 'Promjena', userId: w.admin.user.id });
    const details = (await get(ctx, `${STAFF}/GetComplaintByID/${id}/1`, w.admin.headers)).json();
    expect(details.allowedStatuses).toEqual([]);
    expect(details.history).toHaveLength(5);
  });

  it('answers with files: the complaint becomes Answered with its response time; answer files can be removed', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    await ctx.database.db
      .update(complaint)
      .set({ dateCreated: new Date(Date.now() - 10 * 3_600_000) })
      .where(eq(complaint.id, id));
    const file = (
      await upload(ctx, `${STAFF}/UploadAnswerFiles`, w.all.headers, {
        name: 'odgovor.pdf',
        data: sampleFiles.pdf,
      })
    ).json();
    const res = await call('AddComplaintAnswer', w.all.headers, {
      complaintId: id,
      text: 'Sanirano.',
      fileIds: [file.fileId],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ text: 'Sanirano.', files: [{ fileName: 'odgovor.pdf' }] });
    const details = (await get(ctx, `/api/Complaints/GetByID/${id}/1`)).json();
    expect(details.statusId).toBe(ComplaintStatus.Answered);
    expect(details.responseHours).toBeCloseTo(10, 0);
    const answerFileId = details.answers[0].files[0].id;
    expect((await get(ctx, `/api/Complaints/DownloadAnswerFile/${answerFileId}`)).statusCode).toBe(200);
    // A second answer keeps it Answered and the first answer's time.
    expect(
      (await call('AddComplaintAnswer', w.all.headers, { complaintId: id, text: 'Dopuna.' })).statusCode,
    ).toBe(200);
    expect((await get(ctx, `/api/Complaints/GetByID/${id}/1`)).json().responseHours).toBeCloseTo(10, 0);

    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `${STAFF}/DeleteAnswerFile/${answerFileId}`,
      headers: w.all.headers,
    });
    expect(del.statusCode).toBe(200);
    expect((await get(ctx, `/api/Complaints/DownloadAnswerFile/${answerFileId}`)).statusCode).toBe(404);
    expect((await get(ctx, `/api/Complaints/GetByID/${id}/1`)).json().answers[0].files).toEqual([]);
  });

  it('links complaints both ways, once; refuses session links until sessions exist', async () => {
    const a = await report(ctx, w.citizen.headers, w.roads, { title: 'Prva' });
    const b = await report(ctx, w.citizen.headers, w.roads, { title: 'Druga' });
    const link = await call('AddComplaintLink', w.admin.headers, {
      complaintId: a.id,
      kind: 'complaint',
      targetId: b.id,
    });
    expect(link.json()).toMatchObject({
      kind: 'complaint',
      targetId: b.id,
      title: 'Druga',
      number: b.number,
    });
    const twice = await call('AddComplaintLink', w.admin.headers, {
      complaintId: b.id,
      kind: 'complaint',
      targetId: a.id,
    });
    expect(twice.json().errors).toEqual({ targetId: 'complaint_link_already_exists' });
    const session = await call('AddComplaintLink', w.admin.headers, {
      complaintId: a.id,
      kind: 'session',
      targetId: 1,
    });
    expect(session.json().errors).toEqual({ targetId: 'record_not_found' });
    const ofB = (await get(ctx, `${STAFF}/GetComplaintByID/${b.id}/1`, w.admin.headers)).json();
    expect(ofB.links).toEqual([expect.objectContaining({ targetId: a.id, title: 'Prva' })]);
    await ctx.app.inject({
      method: 'DELETE',
      url: `${STAFF}/DeleteComplaintLink/${link.json().id}`,
      headers: w.admin.headers,
    });
    expect((await get(ctx, `${STAFF}/GetComplaintByID/${b.id}/1`, w.admin.headers)).json().links).toEqual([]);
  });

  it('shows right 16 a linked complaint outside its branch by number only, and unlinks only within its branch', async () => {
    const inA = await report(ctx, w.other.headers, w.roads, { title: 'Rupa kod škole' });
    const inA1 = await report(ctx, w.other.headers, w.roads, { title: 'Rupa kod pošte' });
    const inB = await report(ctx, w.other.headers, w.roads, { title: 'Naslov samo za službu B' });
    for (const [id, unit] of [
      [inA.id, w.unitA],
      [inA1.id, w.unitA1],
      [inB.id, w.unitB],
    ] as const) {
      expect((await assign(w.all.headers, id, unit)).statusCode).toBe(200);
    }
    const link = (complaintId: number, targetId: number) =>
      call('AddComplaintLink', w.all.headers, { complaintId, kind: 'complaint', targetId });
    const outside = (await link(inA.id, inB.id)).json();
    const inside = (await link(inA.id, inA1.id)).json();
    const linksOf = async (id: number, headers: Headers) =>
      (await get(ctx, `${STAFF}/GetComplaintByID/${id}/1`, headers)).json().links as {
        id: number;
        targetId: number;
        title: string;
        number: string;
      }[];
    const unlink = (id: number, headers: Headers) =>
      ctx.app.inject({ method: 'DELETE', url: `${STAFF}/DeleteComplaintLink/${id}`, headers });

    // The unit sees its complaint's links; the one to another branch by its number, not its title.
    const seen = await linksOf(inA.id, w.branch.headers);
    expect(seen).toEqual([
      expect.objectContaining({ targetId: inB.id, number: inB.number, title: '' }),
      expect.objectContaining({ targetId: inA1.id, number: inA1.number, title: 'Rupa kod pošte' }),
    ]);
    expect(JSON.stringify(seen)).not.toContain('Naslov samo za službu B');
    expect((await linksOf(inA.id, w.all.headers)).map((l) => l.title)).toEqual([
      'Naslov samo za službu B',
      'Rupa kod pošte',
    ]);

    // Removing the link would remove it from the other branch's complaint too: refused, both sides kept.
    const refused = await unlink(outside.id, w.branch.headers);
    expect(refused.statusCode).toBe(403);
    expect(ErrorBody.parse(refused.json()).errors).toEqual({ general: 'forbidden' });
    const mirror = (await linksOf(inB.id, w.all.headers)).find((l) => l.targetId === inA.id)!;
    expect(mirror).toBeDefined();
    expect((await linksOf(inA.id, w.all.headers)).map((l) => l.targetId)).toContain(inB.id);
    // From the other side the unit does not see the complaint at all.
    expect((await unlink(mirror.id, w.branch.headers)).statusCode).toBe(404);
    expect((await linksOf(inB.id, w.otherBranch.headers)).map((l) => [l.targetId, l.title])).toEqual([
      [inA.id, ''],
    ]);

    // Within its branch the unit removes a link, both ways.
    expect((await unlink(inside.id, w.branch.headers)).statusCode).toBe(200);
    expect(await linksOf(inA1.id, w.branch.headers)).toEqual([]);
    expect((await linksOf(inA.id, w.branch.headers)).map((l) => l.targetId)).toEqual([inB.id]);
    // Right 15 removes any link.
    expect((await unlink(outside.id, w.all.headers)).statusCode).toBe(200);
    expect(await linksOf(inB.id, w.all.headers)).toEqual([]);
  });

  it('deletes a complaint with its stored files (right 15 or administrators only)', async () => {
    const photo = (
      await upload(ctx, '/api/Complaints/UploadImage', w.citizen.headers, {
        name: 'p.jpg',
        data: await photoWithGps(),
      })
    ).json();
    const doc = (
      await upload(ctx, '/api/Complaints/UploadDocument', w.citizen.headers, {
        name: 'd.pdf',
        data: sampleFiles.pdf,
      })
    ).json();
    const { id } = await report(ctx, w.citizen.headers, w.roads, {
      imageIds: [photo.fileId],
      documentIds: [doc.fileId],
    });
    const root = path.join(ctx.config.dataDir, 'files', 'complaints', '6');
    const before = (await readdir(root)).length;
    const del = (headers: Headers) =>
      ctx.app.inject({ method: 'DELETE', url: `${STAFF}/DeleteComplaintByID/${id}`, headers });
    expect((await del(w.branch.headers)).statusCode).toBe(403);
    expect((await del(w.all.headers)).statusCode).toBe(200);
    expect((await readdir(root)).length).toBe(before - 3);
    expect((await get(ctx, `/api/Complaints/GetByID/${id}/1`)).statusCode).toBe(404);
  });

  it('edits a complaint and its location', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    expect(
      (
        await call('UpdateComplaintStatus', w.all.headers, {
          complaintId: id,
          title: 'Novi naslov',
          description: 'Opis',
          categoryId: w.lights,
          visible: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call('UpdateComplaintLocation', w.all.headers, {
          complaintId: id,
          latitude: 44.55,
          longitude: 18.7,
          address: 'Nova adresa 1',
        })
      ).statusCode,
    ).toBe(200);
    expect(await statusOf(id)).toMatchObject({
      title: 'Novi naslov',
      categoryId: w.lights,
      latitude: 44.55,
      address: 'Nova adresa 1',
    });
    const images = await get(ctx, `${STAFF}/GetImagesByComplaintID/${id}`, w.all.headers);
    expect(images.json()).toEqual([]);
  });

  it('writes notifications of kinds 1–4 to the configured staff and kinds 2–4 to the reporter', async () => {
    const db = ctx.database.db;
    const reporter = w.other.user;
    await db
      .update(appUser)
      .set({ languageId: 2, phone: '+38761000111' })
      .where(eq(appUser.id, w.all.user.id));
    await db
      .insert(systemNotificationRecipient)
      .values([1, 2, 3, 4].map((kind) => ({ municipalityId: 6, kind, userId: w.all.user.id })));
    // Kind 3 by SMS as well; kind 4 switched off.
    await db.insert(systemNotificationSetting).values([
      { municipalityId: 6, kind: 3, active: true, email: true, sms: true },
      { municipalityId: 6, kind: 4, active: false },
    ]);
    const start = (await outbox(ctx)).length;
    const since = async () => (await outbox(ctx)).slice(start);

    const { id, number } = await report(ctx, w.other.headers, w.roads);
    let messages = await since();
    // Staff of kind 1, and the reporter's receipt (complaints-receipt.test.ts).
    expect(messages).toEqual([
      expect.objectContaining({ channel: NotificationChannel.Email, recipient: w.all.user.email }),
      expect.objectContaining({ channel: NotificationChannel.Email, recipient: reporter.email }),
    ]);
    expect(messages[0]!.subject).toBe(`Нова пријава проблема ${number}`);
    expect(messages[1]!.subject).toBe(`Zaprimljena je vaša prijava ${number}`);

    await assign(w.admin.headers, id, w.unitA);
    await call('AddComplaintAnswer', w.admin.headers, { complaintId: id, text: 'Odgovor' });
    await move(id, ComplaintStatus.Resolved);
    messages = (await since()).slice(2);
    const to = (recipient: string | null) =>
      messages.filter((m) => m.recipient === recipient).map((m) => m.subject ?? m.body);
    expect(to(w.all.user.email)).toEqual([
      `Пријава ${number} је у обради`,
      `Пријава ${number} је одговорена`,
    ]);
    expect(to('+38761000111')).toEqual([expect.stringContaining(`пријава ${number} је одговорена`)]);
    expect(to(reporter.email)).toEqual([
      `Vaša prijava ${number} je u obradi`,
      `Odgovor na vašu prijavu ${number}`,
      `Vaša prijava ${number} je riješena`,
    ]);
    expect(messages.find((m) => m.recipient === reporter.email)!.body).toContain('Služba A');

    // Sending again: the notification of the current status (resolved), on one channel.
    const again = await call('SendSystemNotificationEmailToAdmins', w.admin.headers, { complaintId: id });
    expect(again.json()).toEqual({ recipients: 1 });
    const sms = await call('SendSystemNotificationSMSToAdmins', w.admin.headers, { complaintId: id });
    expect(sms.json()).toEqual({ recipients: 1 });
    const last = (await since()).slice(-2);
    expect(last.map((m) => m.recipient)).toEqual([w.all.user.email, '+38761000111']);
    expect(last[0]!.subject).toBe(`Пријава ${number} је ријешена`);
    await db.delete(systemNotificationRecipient);
    await db.delete(systemNotificationSetting);
  });
});

describe('complaints: statistics, the map and the demo', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
  });
  afterAll(() => ctx.close());

  it('counts public complaints by category, status, month and unit, with the average resolution time', async () => {
    const a = await report(ctx, w.citizen.headers, w.roads);
    const b = await report(ctx, w.citizen.headers, w.roads);
    const c = await report(ctx, w.citizen.headers, w.lights);
    const hidden = await report(ctx, w.citizen.headers, w.lights);
    await ctx.database.db.update(complaint).set({ visible: false }).where(eq(complaint.id, hidden.id));
    await post(ctx, `${STAFF}/AssignComplaint`, w.admin.headers, {
      complaintId: a.id,
      organizationalUnitId: w.unitA,
    });
    await post(ctx, `${STAFF}/ChangeComplaintStatus`, w.admin.headers, {
      complaintId: b.id,
      statusId: 5,
      comment: 'Riješeno',
    });
    await ctx.database.db
      .update(complaint)
      .set({ dateCreated: new Date(Date.now() - 48 * 3_600_000) })
      .where(eq(complaint.id, b.id));
    const res = await post(ctx, '/api/Complaints/GetStatistics', {}, { languageId: 1 });
    const s = res.json();
    expect(s.total).toBe(3);
    expect(s.byCategory).toEqual([
      { id: w.roads, name: 'Putevi', count: 2 },
      { id: w.lights, name: 'Rasvjeta', count: 1 },
    ]);
    expect(s.byStatus).toEqual([
      { id: 1, name: '', count: 1 },
      { id: 2, name: '', count: 0 },
      { id: 3, name: '', count: 1 },
      { id: 4, name: '', count: 0 },
      { id: 5, name: '', count: 1 },
    ]);
    expect(s.byMonth).toHaveLength(12);
    expect(s.byMonth.at(-1)).toEqual({
      month: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sarajevo' }).format(new Date()).slice(0, 7),
      count: 3,
    });
    expect(s.byOrganizationalUnit).toEqual(
      expect.arrayContaining([
        { id: null, name: '', count: 2 },
        { id: w.unitA, name: 'Služba A', count: 1 },
      ]),
    );
    expect(s.averageResolutionHours).toBeCloseTo(48, 0);
    expect(c.id).toBeGreaterThan(0);
    const past = (
      await post(
        ctx,
        '/api/Complaints/GetStatistics',
        {},
        { languageId: 1, dateFrom: '2020-01-01', dateTo: '2020-03-31' },
      )
    ).json();
    expect(past.total).toBe(0);
    expect(past.byMonth.map((m: { month: string }) => m.month)).toEqual(['2020-01', '2020-02', '2020-03']);
  });

  it('clusters the map on the server: close complaints together at a low zoom, single ones when zoomed in', async () => {
    const base = { languageId: 1, south: 44.0, west: 18.0, north: 45.0, east: 19.0, categoryId: w.lights };
    const near1 = await report(ctx, w.citizen.headers, w.lights, {
      latitude: 44.5301,
      longitude: 18.6601,
      title: 'Prva svjetiljka',
    });
    await report(ctx, w.citizen.headers, w.lights, { latitude: 44.5302, longitude: 18.6602 });
    const far = await report(ctx, w.citizen.headers, w.lights, {
      latitude: 44.7,
      longitude: 18.9,
      title: 'Daleko',
    });
    const lowRes = await post(ctx, '/api/Complaints/GetMapPoints', {}, { ...base, zoom: 8 });
    const low = lowRes.json();
    expect(low.totalCount).toBe(4);
    const cluster = low.points.find((p: { count: number }) => p.count >= 2);
    expect(cluster).toMatchObject({ id: null, title: null });
    expect(low.points.find((p: { id: number | null }) => p.id === far.id)).toMatchObject({
      count: 1,
      title: 'Daleko',
      statusId: 1,
    });
    const high = (await post(ctx, '/api/Complaints/GetMapPoints', {}, { ...base, zoom: 18 })).json();
    expect(high.points.every((p: { count: number }) => p.count === 1)).toBe(true);
    expect(high.points.find((p: { id: number }) => p.id === near1.id)).toMatchObject({
      latitude: 44.5301,
      longitude: 18.6601,
    });
    const box = (
      await post(ctx, '/api/Complaints/GetMapPoints', {}, { ...base, north: 44.6, zoom: 18 })
    ).json();
    expect(box.points.map((p: { id: number }) => p.id)).not.toContain(far.id);
  });

  it('seeds the demo: Tuzla complaints in every status, rights 15 and 16, and the recipients', async () => {
    const demo = await startApp({ env: { DEMO_DATA: 'true' } });
    try {
      await seedDemo(demo);
      const rows = await demo.database.db.select().from(complaint);
      expect(rows.length).toBeGreaterThanOrEqual(55);
      expect(new Set(rows.map((r) => r.statusId))).toEqual(new Set([1, 2, 3, 4, 5]));
      expect(rows.filter((r) => r.inappropriate)).toHaveLength(1);
      const office = (
        await post(demo, '/api/Account/Login', {}, { username: 'office', password: 'Demo2026' })
      ).json();
      const list = await post(
        demo,
        `${STAFF}/GetAllComplaints`,
        { authorization: `Bearer ${office.token}` },
        { languageId: 1, pageSize: 5 },
      );
      expect(list.json().totalCount).toBe(rows.length);
      const withImage = rows.find((r) => r.id && r.statusId);
      expect(withImage).toBeDefined();
      const recipients = await demo.database.db.select().from(systemNotificationRecipient);
      expect(recipients.filter((r) => r.kind <= 4)).toHaveLength(8);
    } finally {
      await demo.close();
    }
  });
});
