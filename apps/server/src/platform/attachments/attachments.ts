import { randomUUID } from 'node:crypto';
import { PENDING_UPLOADS_MAX_MB, type ServerMessageKey, type UploadedFile } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { AppError, badRequest, notFound } from '../errors';
import { acceptDocument } from '../files/documents';
import { prepareImage } from '../files/images';
import { fileNameFor } from '../files/names';
import type { FileStorage } from '../files/storage';
import { MEGABYTE } from '../files/upload';
import type { FileResult } from '../http';
import {
  deleteStaged,
  deleteStagedBefore,
  findStaged,
  insertStaged,
  stagedBytes,
  type StagedUploadRow,
} from './attachments.repository';

/** An upload's id; anything else names no upload (and is not sent to the database). */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How long an uploaded file waits for the record that takes it. */
export const STAGED_TTL_MS = 24 * 60 * 60_000;

/**
 * What a module accepts as one kind of attachment (decision 0020). Declared once in the
 * module, used to stage its uploads and to take them into its records.
 */
export type AttachmentKind = {
  /** Unique over the portal: `<module>.<what>` (`complaint.image`). */
  name: string;
  /**
   * `image`: a photo, re-encoded without metadata with a thumbnail (decision 0015);
   * `document`: pdf, doc, docx, xls, xlsx, jpg, png, bmp, mov judged by its bytes and
   * cleaned (decision 0014).
   */
  content: 'image' | 'document';
  /** Where its bytes are stored: `<folder>/<municipality>/<random>`. */
  folder: string;
  /** The largest file in bytes, often a municipality's parameter; else the portal's upload limit. */
  maxBytes?: (municipalityId: number, db: Db) => Promise<number>;
  /** A further judgement of an accepted document: a refusal's message key, or null to keep it. */
  judge?: (file: { contentType: string; fileName: string }) => ServerMessageKey | null;
};

export function defineAttachmentKind<const K extends AttachmentKind>(kind: K): K {
  return kind;
}

/** Who stages and takes: the uploads of one person in one municipality. */
export type UploadOwner = { municipalityId: number; userId: number };

/** What a record keeps of a taken upload, enough to serve it again. */
export type StoredAttachment = {
  storageKey: string;
  thumbnailKey?: string | null;
  /** Offered as a download under this name; a file without one (a photo) is shown. */
  fileName?: string;
  contentType: string;
};

/** An upload waiting to be taken, or just taken. */
export type StagedUpload = {
  id: string;
  kind: string;
  storageKey: string;
  thumbnailKey: string | null;
  fileName: string;
  contentType: string;
  size: number;
  width: number | null;
  height: number | null;
};

const staged = (row: StagedUploadRow): StagedUpload => ({
  id: row.id,
  kind: row.kind,
  storageKey: row.storageKey,
  thumbnailKey: row.thumbnailKey,
  fileName: row.fileName,
  contentType: row.contentType,
  size: row.size,
  width: row.width,
  height: row.height,
});

type Prepared = {
  data: Uint8Array;
  thumbnail: Uint8Array | null;
  extension: string | null;
  contentType: string;
  fileName: string;
  width: number | null;
  height: number | null;
};

/**
 * The one way files enter the portal: judged by their bytes for the kind, stored, kept
 * waiting for the uploader's record, taken inside that record's transaction, and swept
 * when nobody takes them. A person's waiting uploads may hold PENDING_UPLOADS_MAX_MB (or
 * one file of the largest size, if the portal allows larger).
 */
export function createAttachments(deps: {
  db: Db;
  storage: FileStorage;
  config: Pick<Config, 'UPLOAD_MAX_MB'>;
  log?: FastifyBaseLogger;
  /** The kinds the modules' manifests declare; when given, any other kind is a programming error. */
  kinds?: readonly AttachmentKind[];
}) {
  const { db, storage } = deps;
  const declared = deps.kinds && new Set(deps.kinds.map((k) => k.name));

  function assertDeclared(kind: AttachmentKind): void {
    if (declared && !declared.has(kind.name))
      throw new Error(`The attachment kind ${kind.name} is not declared in a module's manifest`);
  }

  async function assertRoomFor(owner: UploadOwner, bytes: number): Promise<void> {
    const maximum = Math.max(PENDING_UPLOADS_MAX_MB, deps.config.UPLOAD_MAX_MB);
    const pending = await stagedBytes(db, owner.userId, new Date(Date.now() - STAGED_TTL_MS));
    if (pending + bytes > maximum * MEGABYTE) {
      throw badRequest('pending_uploads_too_large', 'file', { maximum });
    }
  }

  async function prepare(kind: AttachmentKind, owner: UploadOwner, file: UploadedFile): Promise<Prepared> {
    assertDeclared(kind);
    const maxBytes =
      (await kind.maxBytes?.(owner.municipalityId, db)) ?? deps.config.UPLOAD_MAX_MB * MEGABYTE;
    if (kind.content === 'image') {
      const image = await prepareImage(file.data, { maxBytes, field: 'file', uploader: file.uploader });
      return {
        data: image.data,
        thumbnail: image.thumbnail.data,
        extension: image.extension,
        contentType: image.contentType,
        fileName: fileNameFor(file.fileName, image.contentType),
        width: image.width,
        height: image.height,
      };
    }
    if (file.data.byteLength > maxBytes) {
      throw badRequest('file_too_large', 'file', { maximum: Math.round((maxBytes / MEGABYTE) * 10) / 10 });
    }
    const document = await acceptDocument(file, { field: 'file' });
    const refusal = kind.judge?.(document);
    if (refusal) throw badRequest(refusal, 'file');
    return { ...document, thumbnail: null, extension: null, width: null, height: null };
  }

  async function store(key: string, data: Uint8Array): Promise<void> {
    try {
      await storage.put(key, data);
    } catch (error) {
      deps.log?.error({ err: error }, 'uploaded file not stored');
      throw new AppError(500, 'document_upload_failed', 'file');
    }
  }

  const removeStored = (keys: readonly string[]) =>
    Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));

  /** Uploads nobody took within a day go, with their bytes; a failure only costs disk space. */
  async function sweep(): Promise<void> {
    try {
      const keys = await deleteStagedBefore(db, new Date(Date.now() - STAGED_TTL_MS));
      await Promise.all(keys.map((key) => storage.delete(key)));
    } catch (error) {
      deps.log?.warn({ err: error }, 'stale uploads not removed');
    }
  }

  return {
    /** Judges, stores and keeps a file for its uploader's record; refusals name the field `file`. */
    async stage(owner: UploadOwner, kind: AttachmentKind, file: UploadedFile): Promise<StagedUpload> {
      await assertRoomFor(owner, file.data.length);
      const prepared = await prepare(kind, owner, file);
      const base = `${kind.folder}/${owner.municipalityId}/${randomUUID()}`;
      const storageKey = prepared.extension ? `${base}.${prepared.extension}` : base;
      const thumbnailKey = prepared.thumbnail ? `${base}-thumb.${prepared.extension}` : null;
      await store(storageKey, prepared.data);
      if (thumbnailKey) await store(thumbnailKey, prepared.thumbnail!);
      let row: StagedUploadRow;
      try {
        row = await insertStaged(db, {
          municipalityId: owner.municipalityId,
          userId: owner.userId,
          kind: kind.name,
          storageKey,
          thumbnailKey,
          fileName: prepared.fileName,
          contentType: prepared.contentType,
          size: prepared.data.length,
          width: prepared.width,
          height: prepared.height,
        });
      } catch (error) {
        await removeStored(thumbnailKey ? [storageKey, thumbnailKey] : [storageKey]);
        throw error;
      }
      await sweep();
      return staged(row);
    },

    /** The owner's waiting upload of this kind and id, left waiting (null when not there). */
    async peek(
      owner: UploadOwner,
      kind: AttachmentKind,
      id: string,
      tx: Db = db,
    ): Promise<StagedUpload | null> {
      assertDeclared(kind);
      if (!UPLOAD_ID.test(id)) return null;
      const row = await findStaged(tx, { ...owner, kind: kind.name }, id);
      return row ? staged(row) : null;
    },

    /**
     * Takes the owner's waiting uploads of this kind and these ids inside the record's
     * transaction `tx`: the record keeps their stored keys. An id that is not (or no longer)
     * there, or not the owner's, is left out: the caller compares the counts.
     */
    async take(
      tx: Db,
      owner: UploadOwner,
      kind: AttachmentKind,
      ids: readonly string[],
    ): Promise<StagedUpload[]> {
      assertDeclared(kind);
      const wanted = [...new Set(ids)].filter((id) => UPLOAD_ID.test(id));
      const rows = await deleteStaged(tx, { ...owner, kind: kind.name }, wanted);
      const order = new Map(wanted.map((id, i) => [id, i]));
      return rows.map(staged).sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    },

    /**
     * A taken attachment's bytes, to whoever the owning module's `admit` lets through (it
     * throws its own refusal). A missing record is "not found"; a record whose bytes are
     * gone, "file not found". A file without a name (a photo) is served to be shown; `thumbnail` serves its small picture.
     */
    async download(
      file: StoredAttachment | null | undefined,
      admit: () => Promise<unknown>,
      options: { thumbnail?: boolean; notFound?: ServerMessageKey } = {},
    ): Promise<FileResult> {
      if (!file) throw notFound(options.notFound);
      await admit();
      const key = options.thumbnail && file.thumbnailKey ? file.thumbnailKey : file.storageKey;
      const data = await storage.get(key);
      if (!data) throw notFound(options.notFound ?? 'file_not_found');
      return !file.fileName
        ? { data, contentType: file.contentType }
        : { data, contentType: file.contentType, fileName: file.fileName };
    },

    sweep,
  };
}

export type Attachments = ReturnType<typeof createAttachments>;
