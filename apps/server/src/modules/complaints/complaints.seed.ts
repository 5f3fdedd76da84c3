import { randomUUID } from 'node:crypto';
import { ComplaintStatus } from '@portal/contracts';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../platform/db/database';
import { comment } from '../../platform/discussions/discussion.schema';
import { prepareImage } from '../../platform/files/images';
import { cast } from '../../platform/votes/votes';
import type { SeedContext } from '../../platform/module';
import { appUser } from '../accounts/accounts.schema';
import { complaintCategory, organizationalUnit } from '../code-lists/code-lists.schema';
import { demoComplaints, demoComments } from './complaints.demo-data';
import { COMPLAINT_COMMENTS } from './complaints.discussion';
import { setDueAt } from './complaints-deadline.repository';
import { addFollower } from './complaints-followers.repository';
import { moveSupportCount } from './complaints-nearby.repository';
import {
  complaint,
  complaintAnswer,
  complaintAnswerFile,
  complaintCounter,
  complaintImage,
  complaintStatusHistory,
} from './complaints.schema';
import { complaintSupport } from './complaints.votes';

/** A small generator, so the demo is the same at every fresh start. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const HOUR = 3_600_000;

/** A simple picture: a coloured field with a band, re-encoded like every uploaded photo. */
async function demoPhoto(hue: number) {
  const [r, g, b] = [(hue * 53) % 256, (hue * 97 + 80) % 256, (hue * 31 + 140) % 256];
  const band = Buffer.from(
    `<svg width="640" height="480"><rect width="640" height="480" fill="rgb(${r},${g},${b})"/>` +
      `<rect y="300" width="640" height="80" fill="rgb(${255 - r},${255 - g},${255 - b})"/>` +
      `<circle cx="480" cy="140" r="70" fill="rgb(250,230,120)"/></svg>`,
  );
  const jpeg = await sharp(band).jpeg().toBuffer();
  return prepareImage(jpeg, { maxBytes: 10 * 1024 * 1024, field: 'file' });
}

/**
 * The demo municipality's complaints: about sixty in Tuzla over fourteen months, in every
 * status and several units, with comments, answers, photos, a resolved one with an
 * answer file and one found inappropriate. The demo staff's complaint rights (office 15,
 * orgunit 16) are the accounts' demo data, the recipients of kinds 1–4 the system
 * notifications'.
 */
export async function seedDemoComplaints({ db, config, storage }: SeedContext): Promise<void> {
  const municipalityId = config.MUNICIPALITY_ID;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(complaint)
    .where(eq(complaint.municipalityId, municipalityId));
  if ((existing?.n ?? 0) > 0) return;
  const users = await db
    .select({ id: appUser.id, username: appUser.username, unitId: appUser.organizationalUnitId })
    .from(appUser)
    .where(
      and(
        eq(appUser.municipalityId, municipalityId),
        inArray(appUser.username, ['admin', 'office', 'orgunit', 'citizen']),
      ),
    );
  const user = (name: string) => users.find((u) => u.username === name);
  const citizen = user('citizen');
  const office = user('office');
  const orgunit = user('orgunit');
  const admin = user('admin');
  const categories = await db
    .select({ id: complaintCategory.id, code: complaintCategory.code })
    .from(complaintCategory)
    .where(eq(complaintCategory.municipalityId, municipalityId));
  const units = await db
    .select({ id: organizationalUnit.id, code: organizationalUnit.code })
    .from(organizationalUnit)
    .where(eq(organizationalUnit.municipalityId, municipalityId));
  if (!citizen || !office || !orgunit || !admin || categories.length === 0 || units.length === 0) return;

  // The reporters: the demo citizen and the citizens without passwords the accounts' demo
  // data adds; the staff's rights and the notification recipients are their modules' demo data.
  const reporters = [
    citizen.id,
    ...(
      await db
        .select({ id: appUser.id })
        .from(appUser)
        .where(and(eq(appUser.municipalityId, municipalityId), like(appUser.username, 'demo.%')))
        .orderBy(appUser.id)
    ).map((r) => r.id),
  ];

  const categoryId = (code: string) => categories.find((c) => c.code === code)?.id ?? categories[0]!.id;
  const unitId = (code: string) => units.find((u) => u.code === code)?.id ?? units[0]!.id;
  const next = random(2026);
  const now = Date.now();
  const counters = new Map<number, number>();
  const staffUnits = ['SKP', 'SKP-KP', 'SKP-SI', 'SKP-IO', 'SPU', 'SOU-CUG', 'SZS'];
  const createdAt = (i: number) =>
    new Date(now - (14 * 30 * 24 - (i * 14 * 30 * 24) / demoComplaints.length) * HOUR);
  // The demo citizen's newest resolved complaint older than two weeks was resolved eight days
  // ago: the start's "was it fixed?" sweep (parameter 4, seven days) asks them about it at once.
  const askedIndex = demoComplaints.findLastIndex(
    (item, i) =>
      item.status === ComplaintStatus.Resolved &&
      i % reporters.length === 0 &&
      createdAt(i).getTime() < now - 14 * 24 * HOUR,
  );

  for (const [i, item] of demoComplaints.entries()) {
    const created = createdAt(i);
    const year = Number(created.toISOString().slice(0, 4));
    const sequence = (counters.get(year) ?? 0) + 1;
    counters.set(year, sequence);
    const status = item.status;
    const unit =
      status === ComplaintStatus.Created || (status === ComplaintStatus.Inappropriate && i % 2 === 0)
        ? null
        : unitId(staffUnits[i % staffUnits.length]!);
    const answered = status === ComplaintStatus.Answered || status === ComplaintStatus.Resolved;
    const dateAnswered = answered ? new Date(created.getTime() + (12 + next() * 120) * HOUR) : null;
    const resolvedAfter = status === ComplaintStatus.Resolved ? (24 + next() * 200) * HOUR : null;
    const dateResolved =
      resolvedAfter === null
        ? null
        : i === askedIndex
          ? new Date(now - 8 * 24 * HOUR)
          : new Date(dateAnswered!.getTime() + resolvedAfter);
    const [row] = await db
      .insert(complaint)
      .values({
        municipalityId,
        year,
        sequence,
        title: item.title,
        description: item.description,
        categoryId: categoryId(item.category),
        statusId: status,
        organizationalUnitId: unit,
        userId: reporters[i % reporters.length]!,
        latitude: 44.5384 + (next() - 0.5) * 0.035,
        longitude: 18.6763 + (next() - 0.5) * 0.06,
        address: item.address,
        locationDescription: '',
        inappropriate: status === ComplaintStatus.Inappropriate,
        visible: i % 29 !== 28,
        dateCreated: created,
        dateAnswered,
        dateResolved,
      })
      .returning({ id: complaint.id });
    const id = row!.id;
    // Categories with response days (code lists' demo data) give deadlines: the old open ones are overdue.
    await setDueAt(db, id);
    // As the report use case does: its reporter follows it (and hears of its changes).
    await addFollower(db, id, reporters[i % reporters.length]!);
    await history(db, id, ComplaintStatus.Created, null, citizen.id, created);
    if (unit)
      await history(
        db,
        id,
        ComplaintStatus.Assigned,
        unit,
        office.id,
        new Date(created.getTime() + 6 * HOUR),
      );
    if (answered) {
      const [answer] = await db
        .insert(complaintAnswer)
        .values({
          complaintId: id,
          userId: orgunit.id,
          organizationalUnitId: unit,
          text: item.answer ?? 'Prijava je proslijeđena nadležnoj službi i problem je uvršten u plan radova.',
          dateCreated: dateAnswered!,
        })
        .returning({ id: complaintAnswer.id });
      await history(db, id, ComplaintStatus.Answered, unit, orgunit.id, dateAnswered!);
      if (item.answerFile) {
        const key = `complaints/${municipalityId}/${randomUUID()}`;
        const pdf = Buffer.from(
          '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
          'latin1',
        );
        await storage.put(key, pdf);
        await db.insert(complaintAnswerFile).values({
          answerId: answer!.id,
          storageKey: key,
          fileName: 'zapisnik-o-izvrsenim-radovima.pdf',
          contentType: 'application/pdf',
          size: pdf.length,
        });
      }
    }
    if (status === ComplaintStatus.Resolved) {
      await history(db, id, ComplaintStatus.Resolved, unit, office.id, dateResolved!);
    }
    if (status === ComplaintStatus.Inappropriate) {
      await history(
        db,
        id,
        ComplaintStatus.Inappropriate,
        unit,
        office.id,
        new Date(created.getTime() + 2 * HOUR),
      );
    }
    if (i % 5 === 0) {
      for (const [j, text] of demoComments.slice(0, 1 + (i % 3)).entries()) {
        await db.insert(comment).values({
          municipalityId,
          subjectKind: COMPLAINT_COMMENTS,
          subjectId: id,
          userId: j === 1 ? office.id : reporters[(i + j) % reporters.length]!,
          text,
          byStaff: j === 1,
          active: !(i === 10 && j === 0),
          dateCreated: new Date(created.getTime() + (j + 1) * 20 * HOUR),
        });
      }
    }
    // Neighbours' supports ("this is my problem too") on some open complaints: staff sort by them.
    const open = status === ComplaintStatus.Created || status === ComplaintStatus.Assigned;
    if (open && i % 4 === 2) {
      const supporters = reporters.filter((_, k) => k !== i % reporters.length).slice(0, 1 + (i % 5));
      for (const voterId of supporters) {
        await cast(db, complaintSupport, { municipalityId, subjectId: id, voterId, choice: 'support' });
        await addFollower(db, id, voterId);
        await moveSupportCount(db, id, 1);
      }
    }
    // Photos on every sixth, and on the five newest: the home page's latest show them.
    if ((i % 6 === 1 && i < 40) || i >= demoComplaints.length - 5) {
      const photo = await demoPhoto(i);
      const base = `complaints/${municipalityId}/${randomUUID()}`;
      await storage.put(`${base}.${photo.extension}`, photo.data);
      await storage.put(`${base}-thumb.${photo.extension}`, photo.thumbnail.data);
      await db.insert(complaintImage).values({
        complaintId: id,
        storageKey: `${base}.${photo.extension}`,
        thumbnailKey: `${base}-thumb.${photo.extension}`,
        contentType: photo.contentType,
        width: photo.width,
        height: photo.height,
        size: photo.data.length,
      });
    }
  }
  for (const [year, value] of counters) {
    await db
      .insert(complaintCounter)
      .values({ municipalityId, year, lastValue: value })
      .onConflictDoNothing();
  }
}

function history(
  db: Db,
  complaintId: number,
  statusId: number,
  unitId: number | null,
  userId: number,
  at: Date,
) {
  return db
    .insert(complaintStatusHistory)
    .values({ complaintId, statusId, organizationalUnitId: unitId, userId, dateCreated: at });
}
