import {
  and,
  type AnyColumn,
  asc,
  Column,
  count,
  eq,
  inArray,
  is,
  type Placeholder,
  type SQL,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Db } from '../db/database';
import { jsonRows } from '../db/json-rows';
import { preparedQuery } from '../db/prepared';
import { author } from './authors';
import { comment, commentFile } from './discussion.schema';
import type { DiscussionSubject, Reader } from './discussions';

export type CommentRow = typeof comment.$inferSelect;
export type CommentFileRow = typeof commentFile.$inferSelect;

/** Which comments of a subject: of a municipality, one kind, one subject or several. */
type Where = { municipalityId: number; subjectKind: string };

/**
 * What the public is shown: active comments, appropriate ones, and inappropriate ones too
 * when the subject shows them with their text hidden.
 */
function shownToPublic(inappropriateShown: boolean): SQL | undefined {
  return inappropriateShown
    ? eq(comment.active, true)
    : sql`${comment.active} and not ${comment.inappropriate}`;
}

/** The comments of a subject the public is shown, for a module's own counts over `comment`. */
export const shownToPublicOf = (subject: Pick<DiscussionSubject, 'inappropriate'>): SQL | undefined =>
  shownToPublic(subject.inappropriate === 'hidden');

const ofKind = (where: Where) =>
  and(eq(comment.municipalityId, where.municipalityId), eq(comment.subjectKind, where.subjectKind));

export async function insertComment(tx: Db, values: typeof comment.$inferInsert): Promise<CommentRow> {
  const [row] = await tx.insert(comment).values(values).returning();
  return row!;
}

export async function insertCommentFiles(tx: Db, values: (typeof commentFile.$inferInsert)[]) {
  if (values.length) await tx.insert(commentFile).values(values);
}

const fileRows = jsonRows(commentFile);

type ReaderShape = { publicOnly: boolean; inappropriateShown: boolean };
/** A statement per reader's shape (staff read all; the public what it is shown), each prepared once. */
function perReader<T>(build: (shape: ReaderShape, name: string) => T) {
  const shapes = {
    all: build({ publicOnly: false, inappropriateShown: false }, 'all'),
    public: build({ publicOnly: true, inappropriateShown: false }, 'public'),
    publicFlagged: build({ publicOnly: true, inappropriateShown: true }, 'public_flagged'),
  };
  return (reader: ReaderShape) =>
    !reader.publicOnly ? shapes.all : reader.inappropriateShown ? shapes.publicFlagged : shapes.public;
}

/** A comment with its author's names and its files (one query for both, issue 19). */
const commentColumns = {
  comment,
  firstName: author.firstName,
  lastName: author.lastName,
  username: author.username,
  files: sql<unknown>`(select json_agg(f order by f.sort_order, f.id) from comment_file f
    where f.comment_id = ${comment}.id)`,
};

/**
 * All of a subject's comments as a reader is shown them: the details of every subject read
 * these, so each shape (public or not, inappropriate ones shown or not) is prepared once.
 */
const wholeDiscussion = perReader(({ publicOnly, inappropriateShown }, name) =>
  preparedQuery((db) =>
    db
      .select(commentColumns)
      .from(comment)
      .innerJoin(author, eq(author.id, comment.userId))
      .where(
        and(
          eq(comment.municipalityId, sql.placeholder('municipalityId')),
          eq(comment.subjectKind, sql.placeholder('subjectKind')),
          eq(comment.subjectId, sql.placeholder('subjectId')),
          publicOnly ? shownToPublic(inappropriateShown) : undefined,
        ),
      )
      .orderBy(asc(comment.dateCreated), asc(comment.id))
      .prepare(`discussion_${name}`),
  ),
);

type RawComment = {
  comment: CommentRow;
  firstName: string | null;
  lastName: string | null;
  username: string;
  files: unknown;
};
const withFiles = (rows: RawComment[]) =>
  rows.map(({ files, ...row }) => ({ ...row, files: fileRows.many(files) }));

/** A page (or all) of a subject's comments with their authors' names and files, oldest first, and the total. */
export async function listComments(
  db: Db,
  where: Where & { subjectId: number; commentId?: number },
  options: { publicOnly: boolean; inappropriateShown: boolean; page?: { number: number; size: number } },
) {
  if (!options.page && where.commentId === undefined) {
    const read = wholeDiscussion(options);
    const rows = withFiles(
      await read(db, {
        municipalityId: where.municipalityId,
        subjectKind: where.subjectKind,
        subjectId: where.subjectId,
      }),
    );
    return { rows, totalCount: rows.length };
  }
  const condition = and(
    ofKind(where),
    eq(comment.subjectId, where.subjectId),
    where.commentId !== undefined ? eq(comment.id, where.commentId) : undefined,
    options.publicOnly ? shownToPublic(options.inappropriateShown) : undefined,
  );
  const query = db
    .select(commentColumns)
    .from(comment)
    .innerJoin(author, eq(author.id, comment.userId))
    .where(condition)
    .orderBy(asc(comment.dateCreated), asc(comment.id));
  if (!options.page) {
    const rows = withFiles(await query);
    return { rows, totalCount: rows.length };
  }
  const [rows, [total]] = await Promise.all([
    query.limit(options.page.size).offset((options.page.number - 1) * options.page.size),
    db.select({ n: count() }).from(comment).where(condition),
  ]);
  return { rows: withFiles(rows), totalCount: total?.n ?? 0 };
}

/** One comment of a kind in a municipality (for the module's access check). */
export async function findComment(db: Db, where: Where, id: number): Promise<CommentRow | null> {
  const [row] = await db
    .select()
    .from(comment)
    .where(and(ofKind(where), eq(comment.id, id)));
  return row ?? null;
}

export async function updateComment(
  db: Db,
  where: Where,
  id: number,
  values: { active?: boolean; inappropriate?: boolean },
): Promise<void> {
  await db
    .update(comment)
    .set(values)
    .where(and(ofKind(where), eq(comment.id, id)));
}

/** A comment's file with its comment, in a municipality and of a kind. */
export async function findCommentFile(db: Db, where: Where, id: number) {
  const [row] = await db
    .select({ file: commentFile, comment })
    .from(commentFile)
    .innerJoin(comment, eq(comment.id, commentFile.commentId))
    .where(and(ofKind(where), eq(commentFile.id, id)));
  return row ?? null;
}

/** Per subject, how many comments a reader sees; one statement per reader, prepared once (decision 0030). */
const commentCounts = perReader(({ publicOnly, inappropriateShown }, name) =>
  preparedQuery((db) =>
    db
      .select({ subjectId: comment.subjectId, n: count() })
      .from(comment)
      .where(
        and(
          eq(comment.subjectKind, sql.placeholder('subjectKind')),
          sql`${comment.subjectId} = any(${sql.placeholder('subjectIds')})`,
          eq(comment.municipalityId, sql.placeholder('municipalityId')),
          publicOnly ? shownToPublic(inappropriateShown) : undefined,
        ),
      )
      .groupBy(comment.subjectId)
      .prepare(`discussion_counts_${name}`),
  ),
);

/** Per subject, how many comments it has (as the caller may see them). */
export async function countComments(
  db: Db,
  where: Where & { subjectIds: readonly number[] },
  options: { publicOnly: boolean; inappropriateShown: boolean },
) {
  if (!where.subjectIds.length) return [];
  const read = commentCounts(options);
  return read(db, {
    subjectKind: where.subjectKind,
    subjectIds: [...new Set(where.subjectIds)],
    municipalityId: where.municipalityId,
  });
}

/** Deletes the comments of these subjects with their files; answers the files' stored keys. */
export async function deleteComments(
  tx: Db,
  where: Where & { subjectIds: readonly number[] },
): Promise<string[]> {
  if (!where.subjectIds.length) return [];
  const condition = and(ofKind(where), inArray(comment.subjectId, [...where.subjectIds]));
  const files = await tx
    .select({ key: commentFile.storageKey })
    .from(commentFile)
    .innerJoin(comment, eq(comment.id, commentFile.commentId))
    .where(condition);
  await tx.delete(comment).where(condition);
  return files.map((f) => f.key);
}

/** The number of comments of one subject, as a column of a module's own query (all of them). */
export function commentCountOf(subjectKind: string, subjectId: AnyColumn) {
  return sql<number>`(select count(*)::int from ${comment} where ${comment.subjectKind} = ${subjectKind} and ${comment.subjectId} = ${subjectId})`;
}

/**
 * The number of comments a reader sees (as `counts` answers them) on the subjects of a kind,
 * as a column of a module's own query: the subject its id column names, or the subjects a
 * select of ids answers, correlated to the query's row (a session's agenda items). The
 * module's tables stay the module's, the comments' table the platform's.
 */
export function commentCountFor(
  subject: Pick<DiscussionSubject, 'kind' | 'inappropriate'>,
  subjectIds: AnyColumn | SQLWrapper,
  /** The municipality, or its placeholder in a prepared statement. */
  options: { municipalityId: number | Placeholder; reader: Reader },
) {
  const condition = and(
    eq(comment.municipalityId, options.municipalityId),
    eq(comment.subjectKind, subject.kind),
    is(subjectIds, Column) ? eq(comment.subjectId, subjectIds) : inArray(comment.subjectId, subjectIds),
    options.reader === 'public' ? shownToPublicOf(subject) : undefined,
  );
  return sql<number>`(select count(*)::int from ${comment} where ${condition})`;
}
