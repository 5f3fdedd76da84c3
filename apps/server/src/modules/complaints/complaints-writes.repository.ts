import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import {
  complaint,
  complaintAnswer,
  complaintAnswerFile,
  complaintCounter,
  complaintFile,
  complaintImage,
  complaintLink,
  complaintStatusHistory,
} from './complaints.schema';

// ---- Numbers ----

/** The next number of the municipality's year; the counter row is locked until the transaction ends. */
export async function nextSequence(tx: Db, municipalityId: number, year: number): Promise<number> {
  const [row] = await tx
    .insert(complaintCounter)
    .values({ municipalityId, year, lastValue: 1 })
    .onConflictDoUpdate({
      target: [complaintCounter.municipalityId, complaintCounter.year],
      set: { lastValue: sql`${complaintCounter.lastValue} + 1` },
    })
    .returning({ value: complaintCounter.lastValue });
  return row!.value;
}

// ---- Complaints ----

export type ComplaintValues = typeof complaint.$inferInsert;

export async function insertComplaint(tx: Db, values: ComplaintValues): Promise<number> {
  const [row] = await tx.insert(complaint).values(values).returning({ id: complaint.id });
  return row!.id;
}

export async function updateComplaint(
  tx: Db,
  id: number,
  values: Partial<Omit<ComplaintValues, 'id' | 'municipalityId'>>,
): Promise<void> {
  await tx.update(complaint).set(values).where(eq(complaint.id, id));
}

export async function insertHistory(tx: Db, values: typeof complaintStatusHistory.$inferInsert) {
  await tx.insert(complaintStatusHistory).values(values);
}

export async function insertAnswer(tx: Db, values: typeof complaintAnswer.$inferInsert) {
  const [row] = await tx.insert(complaintAnswer).values(values).returning();
  return row!;
}

export async function deleteAnswerFile(db: Db, id: number): Promise<void> {
  await db.delete(complaintAnswerFile).where(eq(complaintAnswerFile.id, id));
}

export async function insertImages(tx: Db, values: (typeof complaintImage.$inferInsert)[]) {
  if (values.length) await tx.insert(complaintImage).values(values);
}

export async function insertFiles(tx: Db, values: (typeof complaintFile.$inferInsert)[]) {
  if (!values.length) return [];
  return tx.insert(complaintFile).values(values).returning();
}

export async function insertAnswerFiles(tx: Db, values: (typeof complaintAnswerFile.$inferInsert)[]) {
  if (!values.length) return [];
  return tx.insert(complaintAnswerFile).values(values).returning();
}

/** Deletes a complaint with everything under it and the links to it; answers its stored files' keys. */
export async function deleteComplaint(tx: Db, id: number): Promise<string[]> {
  const images = await tx
    .select({ a: complaintImage.storageKey, b: complaintImage.thumbnailKey })
    .from(complaintImage)
    .where(eq(complaintImage.complaintId, id));
  const files = await tx
    .select({ key: complaintFile.storageKey })
    .from(complaintFile)
    .where(eq(complaintFile.complaintId, id));
  const answerFiles = await tx
    .select({ key: complaintAnswerFile.storageKey })
    .from(complaintAnswerFile)
    .innerJoin(complaintAnswer, eq(complaintAnswer.id, complaintAnswerFile.answerId))
    .where(eq(complaintAnswer.complaintId, id));
  await tx
    .delete(complaintLink)
    .where(and(eq(complaintLink.kind, 'complaint'), eq(complaintLink.targetId, id)));
  await tx.delete(complaint).where(eq(complaint.id, id));
  return [...images.flatMap((i) => [i.a, i.b]), ...files.map((f) => f.key), ...answerFiles.map((f) => f.key)];
}

export async function insertLink(tx: Db, values: { complaintId: number; kind: string; targetId: number }) {
  const [row] = await tx.insert(complaintLink).values(values).returning();
  return row!;
}

/** Deletes a link and, for a link between complaints, its mirror. */
export async function deleteLink(tx: Db, link: typeof complaintLink.$inferSelect): Promise<void> {
  await tx.delete(complaintLink).where(eq(complaintLink.id, link.id));
  if (link.kind === 'complaint') {
    await tx
      .delete(complaintLink)
      .where(
        and(
          eq(complaintLink.complaintId, link.targetId),
          eq(complaintLink.kind, 'complaint'),
          eq(complaintLink.targetId, link.complaintId),
        ),
      );
  }
}
