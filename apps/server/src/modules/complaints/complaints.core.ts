import { randomUUID } from 'node:crypto';
import {
  COMPLAINT_COMMENT_MAX,
  ComplaintParameter,
  complaintParameterDefaults,
  PENDING_UPLOADS_MAX_MB,
  type ComplaintComment,
  type ComplaintFile,
  type LanguageKey,
  type UploadedComplaintFile,
  type UploadedFile,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../platform/auth/auth';
import type { Config } from '../../platform/config';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, badRequest } from '../../platform/errors';
import { acceptDocument } from '../../platform/files/documents';
import { prepareImage } from '../../platform/files/images';
import { fileNameFor } from '../../platform/files/names';
import { MEGABYTE } from '../../platform/files/upload';
import type { FileStorage } from '../../platform/files/storage';
import type { ServerTexts } from '../../platform/i18n';
import type { Outbox } from '../../platform/outbox/outbox';
import { type StaffScope, scopeOf } from './complaints.policy';
import { commentOf, fileOf } from './complaints.present';
import {
  type ComplaintRow,
  deleteUploadsBefore,
  findComplaint,
  insertComment,
  insertFiles,
  insertUpload,
  listComments,
  listFiles,
  listParameters,
  pendingUploadBytes,
  takeUploads,
  unitBranch,
  type UploadRow,
} from './complaints.repository';

/** How long an uploaded file waits for the report, comment or answer that takes it. */
const UPLOAD_TTL_MS = 24 * 60 * 60_000;

export type ComplaintsDeps = {
  db: Db;
  storage: FileStorage;
  texts: ServerTexts;
  outbox: Outbox;
  config: Config;
  log?: FastifyBaseLogger;
};

/** The parts every complaint use case shares: parameters, scope, loading, uploads, comments. */
export function createComplaintsCore(deps: ComplaintsDeps) {
  const { db, storage } = deps;

  async function parameters(municipalityId: number): Promise<Record<number, number>> {
    const rows = await listParameters(db, municipalityId);
    const values: Record<number, number> = { ...complaintParameterDefaults };
    for (const row of rows) values[row.id] = row.value;
    return values;
  }

  function scope(principal: Principal | null): Promise<StaffScope> {
    return scopeOf(principal, (unitId) => unitBranch(db, unitId));
  }

  async function load(municipalityId: number, id: number, tx: Db = db): Promise<ComplaintRow | null> {
    return findComplaint(tx, municipalityId, id);
  }

  /** Uploads nobody took within a day go, with their bytes; a failure only costs disk space. */
  async function sweepUploads(): Promise<void> {
    try {
      const keys = await deleteUploadsBefore(db, new Date(Date.now() - UPLOAD_TTL_MS));
      await Promise.all(keys.map((key) => storage.delete(key)));
    } catch (error) {
      deps.log?.warn({ err: error }, 'stale complaint uploads not removed');
    }
  }

  async function store(key: string, data: Uint8Array): Promise<void> {
    try {
      await storage.put(key, data);
    } catch (error) {
      deps.log?.error({ err: error }, 'uploaded complaint file not stored');
      throw new AppError(500, 'document_upload_failed', 'file');
    }
  }

  function uploaded(row: UploadRow): UploadedComplaintFile {
    return {
      fileId: row.id,
      fileName: row.fileName,
      contentType: row.contentType,
      size: row.size,
      width: row.width,
      height: row.height,
    };
  }

  /**
   * A person's uploads waiting for a record may hold PENDING_UPLOADS_MAX_MB (or one file of
   * the largest size, if the portal allows larger): checked before the file is worked on.
   */
  async function assertRoomFor(principal: Principal, bytes: number): Promise<void> {
    const maximum = Math.max(PENDING_UPLOADS_MAX_MB, deps.config.UPLOAD_MAX_MB);
    const pending = await pendingUploadBytes(db, principal.userId, new Date(Date.now() - UPLOAD_TTL_MS));
    if (pending + bytes > maximum * MEGABYTE) {
      throw badRequest('pending_uploads_too_large', 'file', { maximum });
    }
  }

  async function keep(values: Parameters<typeof insertUpload>[1], keys: string[]) {
    try {
      return await insertUpload(db, values);
    } catch (error) {
      await Promise.all(keys.map((k) => storage.delete(k).catch(() => undefined)));
      throw error;
    }
  }

  return {
    parameters,
    scope,
    load,

    /** A photo, judged by its bytes within the size parameter and stored re-encoded with a thumbnail. */
    async uploadImage(principal: Principal, file: UploadedFile): Promise<UploadedComplaintFile> {
      await assertRoomFor(principal, file.data.length);
      const params = await parameters(principal.municipalityId);
      const image = await prepareImage(file.data, {
        maxBytes: params[ComplaintParameter.MaxImageSizeKb]! * 1024,
        field: 'file',
        uploader: file.uploader,
      });
      const base = `complaints/${principal.municipalityId}/${randomUUID()}`;
      const storageKey = `${base}.${image.extension}`;
      const thumbnailKey = `${base}-thumb.${image.extension}`;
      await store(storageKey, image.data);
      await store(thumbnailKey, image.thumbnail.data);
      const row = await keep(
        {
          municipalityId: principal.municipalityId,
          userId: principal.userId,
          kind: 'image',
          storageKey,
          thumbnailKey,
          fileName: fileNameFor(file.fileName, image.contentType),
          contentType: image.contentType,
          size: image.data.length,
          width: image.width,
          height: image.height,
        },
        [storageKey, thumbnailKey],
      );
      await sweepUploads();
      return uploaded(row);
    },

    /**
     * A document (pdf, doc, docx, xls, xlsx, jpg, png, bmp, mov), judged by its bytes, kept
     * without metadata and under a name whose extension fits its content (acceptDocument).
     */
    async uploadFile(principal: Principal, file: UploadedFile): Promise<UploadedComplaintFile> {
      await assertRoomFor(principal, file.data.length);
      const { data, contentType, fileName } = await acceptDocument(file, { field: 'file' });
      const storageKey = `complaints/${principal.municipalityId}/${randomUUID()}`;
      await store(storageKey, data);
      const row = await keep(
        {
          municipalityId: principal.municipalityId,
          userId: principal.userId,
          kind: 'file',
          storageKey,
          fileName,
          contentType,
          size: data.length,
        },
        [storageKey],
      );
      await sweepUploads();
      return uploaded(row);
    },

    /** The caller's pending uploads of these ids, taken from the waiting list inside `tx`. */
    take(tx: Db, principal: Principal, kind: 'image' | 'file', ids: readonly string[]) {
      return takeUploads(tx, {
        municipalityId: principal.municipalityId,
        userId: principal.userId,
        kind,
        ids,
      });
    },

    /** Comments as the caller may see them: all for staff in scope, else active and appropriate only. */
    async comments(complaintId: number, options: { staff: boolean; commentId?: number }) {
      const [rows, files] = await Promise.all([
        listComments(db, complaintId, options.commentId),
        listFiles(db, complaintId),
      ]);
      const byComment = new Map<number, ComplaintFile[]>();
      for (const f of files) {
        if (f.commentId !== null)
          byComment.set(f.commentId, [...(byComment.get(f.commentId) ?? []), fileOf(f)]);
      }
      return rows
        .filter((r) => options.staff || (r.comment.active && !r.comment.inappropriate))
        .map((r) => commentOf(r, byComment.get(r.comment.id) ?? [], { fullNames: options.staff }));
    },

    /** The complaint's own documents (not the comments' files). */
    async documents(complaintId: number): Promise<ComplaintFile[]> {
      return (await listFiles(db, complaintId)).filter((f) => f.commentId === null).map(fileOf);
    },

    /**
     * Adds a comment with the caller's uploaded files; a file that is not (or no longer)
     * there is left out and `fileRefused` says so.
     */
    async addComment(
      principal: Principal,
      complaint: ComplaintRow,
      input: { text: string; fileIds: string[] },
      options: { byStaff: boolean },
    ): Promise<{ comment: ComplaintComment; fileRefused: boolean }> {
      const text = input.text.slice(0, COMPLAINT_COMMENT_MAX);
      const { comment, taken } = await inTransaction(db, async (tx) => {
        const taken = await takeUploads(tx, {
          municipalityId: principal.municipalityId,
          userId: principal.userId,
          kind: 'file',
          ids: [...new Set(input.fileIds)],
        });
        const comment = await insertComment(tx, {
          complaintId: complaint.id,
          userId: principal.userId,
          text,
          byStaff: options.byStaff,
        });
        await insertFiles(
          tx,
          taken.map((u) => ({
            complaintId: complaint.id,
            commentId: comment.id,
            storageKey: u.storageKey,
            fileName: u.fileName,
            contentType: u.contentType,
            size: u.size,
          })),
        );
        return { comment, taken };
      });
      const [saved] = await this.comments(complaint.id, { staff: true, commentId: comment.id });
      return { comment: saved!, fileRefused: taken.length < new Set(input.fileIds).size };
    },

    languageOf: (key: LanguageKey) => key,
  };
}

export type ComplaintsCore = ReturnType<typeof createComplaintsCore>;
