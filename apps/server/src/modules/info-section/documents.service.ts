import {
  type DocumentExtension,
  extensionsFor,
  type InfoSectionDocument,
  type InfoSectionDocumentSave,
  type LanguageId,
  languageKeyById,
  type PublicInfoDocument,
  type ServerMessageKey,
  type UploadedDocumentFile,
  type UploadedFile,
} from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Attachments, UploadOwner } from '../../platform/attachments/attachments';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { assertNoFieldErrors, badRequest, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files/storage';
import type { FileResult } from '../../platform/http';
import { saveByDataStatus } from '../../platform/records';
import {
  deleteDocument,
  deleteFile,
  type DocumentRow,
  type DocumentValues,
  documentTypeExists,
  findDocument,
  insertDocument,
  insertFile,
  listDocuments,
  listPublishedDocuments,
  updateDocument,
} from './info-section.repository';
import { infoDocumentFile } from './info-section.attachments';

type SaveInput = z.output<typeof InfoSectionDocumentSave>;

function present(row: DocumentRow): InfoSectionDocument {
  return {
    id: row.id,
    name: row.name,
    documentTypeId: row.documentTypeId,
    documentTypeCode: row.documentTypeCode,
    documentTypeName: row.documentTypeName,
    languageId: row.languageId,
    extension: row.extension,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    order: row.sortOrder,
    active: row.active,
    dateCreated: row.dateCreated.toISOString(),
    dateModified: row.dateModified.toISOString(),
    dateUploaded: row.dateUploaded.toISOString(),
  };
}

/** A file name for a download: the document's name and extension, without characters file systems refuse. */
export function downloadName(name: string, extension: string): string {
  const base =
    name
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, '-')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 150) || 'dokument';
  return base.toLowerCase().endsWith(`.${extension}`) ? base : `${base}.${extension}`;
}

/** The extensions a file may carry, the one its own name has first when it fits. */
function extensionsOf(contentType: string, fileName: string): DocumentExtension[] {
  const allowed = [...extensionsFor(contentType)];
  const own = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  const fits = allowed.find((e) => e === own);
  return fits ? [fits, ...allowed.filter((e) => e !== fits)] : allowed;
}

/**
 * The documents of the info section and their files: upload (judged by the bytes),
 * save by data status, delete, download, and the list the public page shows.
 */
export function createInfoDocuments(options: {
  db: Db;
  storage: FileStorage;
  attachments: Attachments;
  log?: FastifyBaseLogger;
}) {
  const { db, storage, attachments } = options;

  async function row(municipalityId: number, id: number): Promise<DocumentRow> {
    const found = await findDocument(db, municipalityId, id);
    if (!found) throw notFound();
    return found;
  }

  /** Checks what a save refers to: the type, and a new file with an extension its content may carry. */
  async function checkReferences(owner: UploadOwner, input: SaveInput, current: DocumentRow | null) {
    const errors: Record<string, ServerMessageKey> = {};
    if (!(await documentTypeExists(db, owner.municipalityId, input.documentTypeId))) {
      errors['documentTypeId'] = 'record_not_found';
    }
    let contentType = current?.contentType ?? null;
    let fileId = current?.fileId ?? null;
    if (input.fileId && input.fileId !== current?.fileId) {
      const file = await attachments.peek(owner, infoDocumentFile, input.fileId);
      if (file) {
        contentType = file.contentType;
        fileId = file.id;
      } else {
        errors['fileId'] = 'document_not_found_or_invalid';
      }
    }
    if (!errors['fileId'] && contentType && !extensionsFor(contentType).some((e) => e === input.extension)) {
      errors['extension'] = 'file_type_not_allowed';
    }
    assertNoFieldErrors(errors);
    return fileId!;
  }

  /**
   * Takes the uploader's waiting file into the document's files inside `tx`; a file taken
   * meanwhile (two saves racing for it) is "not found or invalid".
   */
  async function takeFile(tx: Db, owner: UploadOwner, fileId: string): Promise<void> {
    const [file] = await attachments.take(tx, owner, infoDocumentFile, [fileId]);
    if (!file) throw badRequest('document_not_found_or_invalid', 'fileId');
    await insertFile(tx, {
      id: file.id,
      municipalityId: owner.municipalityId,
      storageKey: file.storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
    });
  }

  const valuesOf = (input: SaveInput, fileId: string): DocumentValues => ({
    name: input.name,
    documentTypeId: input.documentTypeId,
    languageId: input.languageId ?? null,
    extension: input.extension,
    fileId,
    sortOrder: input.order,
    active: input.active,
  });

  /** Deletes a document and its file; the stored bytes go once the rows are gone. */
  async function removeRow(municipalityId: number, found: DocumentRow): Promise<void> {
    await inTransaction(db, async (tx) => {
      await deleteDocument(tx, municipalityId, found.id);
      await deleteFile(tx, found.fileId);
    });
    await storage.delete(found.storageKey);
  }

  return {
    async list(municipalityId: number): Promise<InfoSectionDocument[]> {
      return (await listDocuments(db, municipalityId)).map(present);
    },

    async get(municipalityId: number, id: number): Promise<InfoSectionDocument> {
      return present(await row(municipalityId, id));
    },

    /** Active documents for the language or for every language, each type's name in that language. */
    async published(municipalityId: number, languageId: LanguageId): Promise<PublicInfoDocument[]> {
      const language = languageKeyById[languageId];
      return (await listPublishedDocuments(db, municipalityId, languageId)).map((r) => ({
        id: r.id,
        name: r.name,
        documentTypeId: r.documentTypeId,
        documentTypeName: r.documentTypeName[language] || r.documentTypeName.bs,
        extension: r.extension,
        contentType: r.contentType,
        size: r.size,
        dateModified: r.dateModified.toISOString(),
      }));
    },

    /**
     * Keeps an uploaded file for a document to take. What the bytes are decides: a file
     * that is none of the allowed formats is refused, and nothing is stored; an image or
     * video loses its metadata, and the name gets an extension its content may carry.
     */
    async upload(owner: UploadOwner, file: UploadedFile): Promise<UploadedDocumentFile> {
      const staged = await attachments.stage(owner, infoDocumentFile, file);
      return {
        fileId: staged.id,
        fileName: staged.fileName,
        contentType: staged.contentType,
        extensions: extensionsOf(staged.contentType, staged.fileName),
        size: staged.size,
      };
    },

    /** Saves by the record's data status; an unknown status saves nothing. */
    async save(owner: UploadOwner, input: SaveInput): Promise<InfoSectionDocument> {
      const { municipalityId } = owner;
      return saveByDataStatus(input, {
        created: async () => {
          const fileId = await checkReferences(owner, input, null);
          const id = await inTransaction(db, async (tx) => {
            await takeFile(tx, owner, fileId);
            return insertDocument(tx, municipalityId, valuesOf(input, fileId));
          });
          return present(await row(municipalityId, id));
        },
        updated: async () => {
          const current = await row(municipalityId, input.id);
          const fileId = await checkReferences(owner, input, current);
          await inTransaction(db, async (tx) => {
            if (fileId !== current.fileId) await takeFile(tx, owner, fileId);
            await updateDocument(tx, municipalityId, current.id, valuesOf(input, fileId));
            if (fileId !== current.fileId) await deleteFile(tx, current.fileId);
          });
          if (fileId !== current.fileId) await storage.delete(current.storageKey);
          return present(await row(municipalityId, current.id));
        },
        get: async (id) => present(await row(municipalityId, id)),
        remove: async (id) => removeRow(municipalityId, await row(municipalityId, id)),
      });
    },

    async remove(municipalityId: number, id: number): Promise<void> {
      await removeRow(municipalityId, await row(municipalityId, id));
    },

    /**
     * A document's file under its name, with the content type its bytes showed. The
     * public may have only active documents; to them a missing one is "not found or invalid".
     */
    async download(municipalityId: number, id: number, options: { public: boolean }): Promise<FileResult> {
      const found = await findDocument(db, municipalityId, id, { onlyActive: options.public });
      const file = found && { ...found, fileName: downloadName(found.name, found.extension) };
      return attachments.download(file, async () => undefined, {
        notFound: options.public ? 'document_not_found_or_invalid' : 'file_not_found',
      });
    },
  };
}

export type InfoDocuments = ReturnType<typeof createInfoDocuments>;
