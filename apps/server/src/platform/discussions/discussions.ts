import type { DiscussionComment, DiscussionFile } from '@portal/contracts';
import type { AttachmentKind, Attachments, UploadOwner } from '../attachments/attachments';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';
import { notFound } from '../errors';
import type { FileResult } from '../http';
import { fullName, type NamedPerson, shortName } from '../people';
import {
  type CommentFileRow,
  type CommentRow,
  countComments,
  deleteComments,
  findComment,
  findCommentFile,
  insertComment,
  insertCommentFiles,
  listComments,
  updateComment,
} from './discussions.repository';

/**
 * What a module discusses (decision 0022): the kind of subject, the attachment kind its
 * comments' files are, the longest text, and how the public meets an inappropriate comment.
 */
export type DiscussionSubject = {
  readonly kind: string;
  readonly fileKind: AttachmentKind;
  readonly maxLength: number;
  /** `omitted`: the public does not see it (complaints); `hidden`: shown, its text and files hidden. */
  readonly inappropriate: 'omitted' | 'hidden';
};

const KIND = /^[a-z][a-z0-9-]{0,39}$/;

/** Declares a subject of comments, once, in its module. */
export function defineDiscussionSubject(declaration: {
  kind: string;
  fileKind: AttachmentKind;
  maxLength: number;
  inappropriate?: 'omitted' | 'hidden';
}): DiscussionSubject {
  const { kind, maxLength } = declaration;
  if (!KIND.test(kind)) throw new Error(`Discussion subject kind "${kind}": lower case, digits and dashes`);
  if (!Number.isInteger(maxLength) || maxLength < 1)
    throw new Error(`Discussion subject "${kind}": the longest text is a whole number of characters`);
  return Object.freeze({
    kind,
    fileKind: declaration.fileKind,
    maxLength,
    inappropriate: declaration.inappropriate ?? 'omitted',
  });
}

/**
 * Who reads, as the module's access rule decides for a subject: `staff` see every comment
 * with its moderation state and full names; `public` (citizens, the author too) only what
 * is shown to citizens, citizens named "First L.".
 */
export type Reader = 'staff' | 'public';

/** The subject a comment belongs to and the comment's moderation state. */
export type CommentOf = { subjectId: number; active: boolean; inappropriate: boolean };

const fileOf = (f: CommentFileRow): DiscussionFile => ({
  id: f.id,
  fileName: f.fileName,
  contentType: f.contentType,
  size: f.size,
});

function present(
  row: { comment: CommentRow } & NamedPerson,
  files: DiscussionFile[],
  reader: Reader,
): DiscussionComment {
  const c = row.comment;
  const hidden = reader === 'public' && c.inappropriate;
  return {
    id: c.id,
    text: hidden ? '' : c.text,
    authorName: reader === 'staff' || c.byStaff ? fullName(row) : shortName(row),
    byStaff: c.byStaff,
    dateCreated: c.dateCreated.toISOString(),
    files: hidden ? [] : files,
    active: c.active,
    inappropriate: c.inappropriate,
  };
}

/**
 * Comments with files on any subject a module declares, with moderation and the author's
 * name kept private from the public. Access to the subject is the module's: it checks it
 * before a call, or gives the check to the calls that start from a comment or a file.
 */
export function createDiscussions(deps: {
  db: Db;
  attachments: Attachments;
  /** The subjects the modules' manifests declare; when given, any other is a programming error. */
  subjects?: readonly DiscussionSubject[];
}) {
  const { db, attachments } = deps;
  const declared = deps.subjects && new Set(deps.subjects.map((s) => s.kind));

  function assertDeclared(subject: DiscussionSubject): void {
    if (declared && !declared.has(subject.kind))
      throw new Error(`The discussion subject ${subject.kind} is not declared in a module's manifest`);
  }

  async function list(
    subject: DiscussionSubject,
    where: { municipalityId: number; subjectId: number; commentId?: number },
    options: { reader: Reader; page?: { pageNumber: number; pageSize: number } },
  ): Promise<{ items: DiscussionComment[]; totalCount: number }> {
    assertDeclared(subject);
    const { rows, totalCount } = await listComments(
      db,
      { ...where, subjectKind: subject.kind },
      {
        publicOnly: options.reader === 'public',
        inappropriateShown: subject.inappropriate === 'hidden',
        page: options.page && { number: options.page.pageNumber, size: options.page.pageSize },
      },
    );
    return {
      items: rows.map((r) => present(r, r.files.map(fileOf), options.reader)),
      totalCount,
    };
  }

  /** The comment, after the module's check of its subject (which throws when refused). */
  async function authorised<T>(
    subject: DiscussionSubject,
    municipalityId: number,
    commentId: number,
    check: (comment: CommentOf) => Promise<T>,
  ): Promise<{ row: CommentRow; granted: T }> {
    assertDeclared(subject);
    const row = await findComment(db, { municipalityId, subjectKind: subject.kind }, commentId);
    if (!row) throw notFound();
    return { row, granted: await check(row) };
  }

  /** Changes a comment's moderation state, after the module's check. */
  async function moderate(
    subject: DiscussionSubject,
    where: { municipalityId: number; commentId: number },
    change: { active?: boolean; inappropriate?: boolean },
    check: (comment: CommentOf) => Promise<unknown>,
  ): Promise<void> {
    assertDeclared(subject);
    await authorised(subject, where.municipalityId, where.commentId, check);
    const scope = { municipalityId: where.municipalityId, subjectKind: subject.kind };
    await updateComment(db, scope, where.commentId, change);
  }

  return {
    /**
     * Adds a comment with the author's uploaded files of the subject's file kind, in one
     * transaction; a file that is not (or no longer) there, or not the author's, is left
     * out and `fileRefused` says so. The text is cut to the subject's length.
     */
    async add(
      author: UploadOwner,
      subject: DiscussionSubject,
      subjectId: number,
      input: { text: string; fileIds: readonly string[] },
      options: { byStaff: boolean },
    ): Promise<{ comment: DiscussionComment; fileRefused: boolean }> {
      assertDeclared(subject);
      const { comment, taken } = await inTransaction(db, async (tx) => {
        const taken = await attachments.take(tx, author, subject.fileKind, input.fileIds);
        const comment = await insertComment(tx, {
          municipalityId: author.municipalityId,
          subjectKind: subject.kind,
          subjectId,
          userId: author.userId,
          text: input.text.slice(0, subject.maxLength),
          byStaff: options.byStaff,
        });
        await insertCommentFiles(
          tx,
          taken.map((u, i) => ({
            commentId: comment.id,
            storageKey: u.storageKey,
            fileName: u.fileName,
            contentType: u.contentType,
            size: u.size,
            sortOrder: i,
          })),
        );
        return { comment, taken };
      });
      // The author is answered with their own comment as staff would see it: their full name.
      const { items } = await list(
        subject,
        { municipalityId: author.municipalityId, subjectId, commentId: comment.id },
        { reader: 'staff' },
      );
      return { comment: items[0]!, fileRefused: taken.length < new Set(input.fileIds).size };
    },

    list,

    /** One comment as `check` lets the caller read it (null: not shown to this reader). */
    async comment(
      subject: DiscussionSubject,
      where: { municipalityId: number; commentId: number },
      check: (comment: CommentOf) => Promise<Reader>,
    ): Promise<DiscussionComment | null> {
      assertDeclared(subject);
      const { row, granted } = await authorised(subject, where.municipalityId, where.commentId, check);
      const { items } = await list(
        subject,
        { municipalityId: where.municipalityId, subjectId: row.subjectId, commentId: row.id },
        { reader: granted },
      );
      return items[0] ?? null;
    },

    /** Shows or hides a comment to citizens, after the module's check (which throws when refused). */
    setActive(
      subject: DiscussionSubject,
      where: { municipalityId: number; commentId: number },
      active: boolean,
      check: (comment: CommentOf) => Promise<unknown>,
    ): Promise<void> {
      assertDeclared(subject);
      return moderate(subject, where, { active }, check);
    },

    /** Marks a comment inappropriate or clears the mark, after the module's check. */
    setInappropriate(
      subject: DiscussionSubject,
      where: { municipalityId: number; commentId: number },
      inappropriate: boolean,
      check: (comment: CommentOf) => Promise<unknown>,
    ): Promise<void> {
      assertDeclared(subject);
      return moderate(subject, where, { inappropriate }, check);
    },

    /**
     * Per subject id, its comments as the reader sees them (every id is answered, 0 when none);
     * within the caller's transaction when given one.
     */
    async counts(
      subject: DiscussionSubject,
      where: { municipalityId: number; subjectIds: readonly number[] },
      options: { reader: Reader; tx?: Db },
    ): Promise<Map<number, number>> {
      assertDeclared(subject);
      const rows = await countComments(
        options.tx ?? db,
        { ...where, subjectKind: subject.kind },
        { publicOnly: options.reader === 'public', inappropriateShown: subject.inappropriate === 'hidden' },
      );
      const counts = new Map(where.subjectIds.map((id) => [id, 0]));
      for (const r of rows) counts.set(r.subjectId, r.n);
      return counts;
    },

    /**
     * A comment's file, to a reader `check` admits to its subject: staff any, the public
     * only a file of a comment shown to citizens. 404 otherwise, never revealing which.
     */
    async file(
      subject: DiscussionSubject,
      where: { municipalityId: number; fileId: number },
      check: (comment: CommentOf) => Promise<Reader>,
    ): Promise<FileResult> {
      assertDeclared(subject);
      const found = await findCommentFile(
        db,
        { municipalityId: where.municipalityId, subjectKind: subject.kind },
        where.fileId,
      );
      return attachments.download(found?.file, async () => {
        const reader = await check(found!.comment);
        if (reader === 'public' && (!found!.comment.active || found!.comment.inappropriate)) throw notFound();
      });
    },

    /**
     * Deletes the comments of subjects being deleted, inside the module's transaction `tx`;
     * answers the stored keys of their files, for the module to delete once committed.
     */
    remove(
      tx: Db,
      subject: DiscussionSubject,
      where: { municipalityId: number; subjectIds: readonly number[] },
    ): Promise<string[]> {
      assertDeclared(subject);
      return deleteComments(tx, { ...where, subjectKind: subject.kind });
    },
  };
}

export type Discussions = ReturnType<typeof createDiscussions>;
