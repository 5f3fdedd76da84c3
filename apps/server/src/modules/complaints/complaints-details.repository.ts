import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { preparedQuery } from '../../platform/db/prepared';
import { appUser } from '../accounts/accounts.schema';
import { organizationalUnit } from '../code-lists/code-lists.schema';
import {
  complaint,
  complaintAnswer,
  complaintAnswerFile,
  complaintFile,
  complaintImage,
  complaintLink,
} from './complaints.schema';

// What hangs under one complaint: photos, documents, answers and their files, links (its history
// is read by complaints-timeline.repository.ts).

// The reads of a complaint's details are prepared once (decision 0030).
const imagesOf = preparedQuery((db) =>
  db
    .select()
    .from(complaintImage)
    .where(eq(complaintImage.complaintId, sql.placeholder('complaintId')))
    .orderBy(asc(complaintImage.sortOrder), asc(complaintImage.id))
    .prepare('complaint_images'),
);

export function listImages(db: Db, complaintId: number) {
  return imagesOf(db, { complaintId });
}

const filesOf = preparedQuery((db) =>
  db
    .select()
    .from(complaintFile)
    .where(eq(complaintFile.complaintId, sql.placeholder('complaintId')))
    .orderBy(asc(complaintFile.id))
    .prepare('complaint_files'),
);

export function listFiles(db: Db, complaintId: number) {
  return filesOf(db, { complaintId });
}

const author = alias(appUser, 'author');
const authorUnit = alias(organizationalUnit, 'author_unit');

const answersOf = preparedQuery((db) =>
  db
    .select({
      answer: complaintAnswer,
      firstName: author.firstName,
      lastName: author.lastName,
      username: author.username,
      unitName: authorUnit.name,
    })
    .from(complaintAnswer)
    .innerJoin(author, eq(author.id, complaintAnswer.userId))
    .leftJoin(authorUnit, eq(authorUnit.id, complaintAnswer.organizationalUnitId))
    .where(eq(complaintAnswer.complaintId, sql.placeholder('complaintId')))
    .orderBy(asc(complaintAnswer.dateCreated), asc(complaintAnswer.id))
    .prepare('complaint_answers'),
);

export function listAnswers(db: Db, complaintId: number) {
  return answersOf(db, { complaintId });
}

/** The files of a complaint's answers, read beside the answers rather than after them. */
const answerFilesOf = preparedQuery((db) =>
  db
    .select()
    .from(complaintAnswerFile)
    .where(
      inArray(
        complaintAnswerFile.answerId,
        db
          .select({ id: complaintAnswer.id })
          .from(complaintAnswer)
          .where(eq(complaintAnswer.complaintId, sql.placeholder('complaintId'))),
      ),
    )
    .orderBy(asc(complaintAnswerFile.id))
    .prepare('complaint_answer_files'),
);

export function listAnswerFiles(db: Db, complaintId: number) {
  return answerFilesOf(db, { complaintId });
}

/** An image with the complaint it belongs to (for the access rule). */
export async function findImage(db: Db, municipalityId: number, id: number) {
  const [row] = await db
    .select({ image: complaintImage, complaintId: complaint.id })
    .from(complaintImage)
    .innerJoin(complaint, eq(complaint.id, complaintImage.complaintId))
    .where(and(eq(complaintImage.id, id), eq(complaint.municipalityId, municipalityId)));
  return row ?? null;
}

/** A document of a report, with its complaint (for the access rule). */
export async function findFile(db: Db, municipalityId: number, id: number) {
  const [row] = await db
    .select({ file: complaintFile, complaintId: complaint.id })
    .from(complaintFile)
    .innerJoin(complaint, eq(complaint.id, complaintFile.complaintId))
    .where(and(eq(complaintFile.id, id), eq(complaint.municipalityId, municipalityId)));
  return row ?? null;
}

export async function findAnswerFile(db: Db, municipalityId: number, id: number) {
  const [row] = await db
    .select({ file: complaintAnswerFile, complaintId: complaint.id })
    .from(complaintAnswerFile)
    .innerJoin(complaintAnswer, eq(complaintAnswer.id, complaintAnswerFile.answerId))
    .innerJoin(complaint, eq(complaint.id, complaintAnswer.complaintId))
    .where(and(eq(complaintAnswerFile.id, id), eq(complaint.municipalityId, municipalityId)));
  return row ?? null;
}

// ---- Links ----

const linked = alias(complaint, 'linked');

/** A complaint's links, each with what the caller's scope decides on: the linked complaint's unit. */
export function listLinks(db: Db, complaintId: number) {
  return db
    .select({
      link: complaintLink,
      title: linked.title,
      year: linked.year,
      sequence: linked.sequence,
      organizationalUnitId: linked.organizationalUnitId,
    })
    .from(complaintLink)
    .leftJoin(linked, and(eq(complaintLink.kind, 'complaint'), eq(linked.id, complaintLink.targetId)))
    .where(eq(complaintLink.complaintId, complaintId))
    .orderBy(asc(complaintLink.id));
}

export async function findLink(db: Db, id: number) {
  const [row] = await db.select().from(complaintLink).where(eq(complaintLink.id, id));
  return row ?? null;
}
