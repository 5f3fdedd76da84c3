import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { jsonRows } from '../../platform/db/json-rows';
import { preparedQuery } from '../../platform/db/prepared';
import type { Translated } from '../../platform/records';
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

const imageRows = jsonRows(complaintImage);
const fileRows = jsonRows(complaintFile);
const answerRows = jsonRows(complaintAnswer);
const answerFileRows = jsonRows(complaintAnswerFile);

/**
 * Everything of a complaint's own that its details show, in one round trip (issue 19): photos,
 * documents, answers with their authors and files, how many follow it and whether the reader
 * does (`userId` null: nobody signed in). Each list is read as its own query above reads it.
 */
const childrenOf = preparedQuery((db) =>
  db
    .select({
      images: sql<unknown>`(select json_agg(i order by i.sort_order, i.id) from complaint_image i
        where i.complaint_id = ${complaint}.id)`,
      documents: sql<unknown>`(select json_agg(f order by f.id) from complaint_file f
        where f.complaint_id = ${complaint}.id)`,
      answers: sql<unknown>`(select json_agg(json_build_object('answer', a, 'firstName', u.first_name,
          'lastName', u.last_name, 'username', u.username, 'unitName', ou.name) order by a.date_created, a.id)
        from complaint_answer a join app_user u on u.id = a.user_id
        left join organizational_unit ou on ou.id = a.organizational_unit_id
        where a.complaint_id = ${complaint}.id)`,
      answerFiles: sql<unknown>`(select json_agg(f order by f.id) from complaint_answer_file f
        join complaint_answer a on a.id = f.answer_id where a.complaint_id = ${complaint}.id)`,
      followerCount: sql<number>`(select count(*)::int from complaint_follower f
        where f.complaint_id = ${complaint}.id)`,
      following: sql<boolean>`exists (select 1 from complaint_follower f
        where f.complaint_id = ${complaint}.id and f.user_id = ${sql.placeholder('userId')})`,
    })
    .from(complaint)
    .where(eq(complaint.id, sql.placeholder('complaintId')))
    .prepare('complaint_children'),
);

type AnswerJson = {
  answer: unknown;
  firstName: string | null;
  lastName: string | null;
  username: string;
  unitName: Translated | null;
};

export async function readChildren(db: Db, complaintId: number, userId: number | null) {
  const [row] = await childrenOf(db, { complaintId, userId });
  return {
    images: imageRows.many(row?.images),
    documents: fileRows.many(row?.documents),
    answers: ((row?.answers ?? []) as AnswerJson[]).map((a) => ({ ...a, answer: answerRows.one(a.answer) })),
    answerFiles: answerFileRows.many(row?.answerFiles),
    followerCount: row?.followerCount ?? 0,
    following: row?.following ?? false,
  };
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
