import multipart from '@fastify/multipart';
import type { UploadedFile } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors';

export const MEGABYTE = 1024 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The largest file an upload endpoint accepts, in bytes. */
    uploadMaxBytes: number;
  }
}

/**
 * Lets endpoints declared with a file body receive one file as multipart/form-data,
 * up to `maxBytes`. Other endpoints keep their JSON bodies and their 1 MB limit.
 */
export async function installUploads(app: FastifyInstance, options: { maxBytes: number }): Promise<void> {
  await app.register(multipart, {
    limits: {
      fileSize: options.maxBytes,
      files: 1,
      fields: 10,
      parts: 12,
      fieldSize: 1024,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
  app.decorate('uploadMaxBytes', options.maxBytes);
}

const tooLarge = (field: string, maxBytes: number) =>
  badRequest('file_too_large', field, { maximum: Math.round((maxBytes / MEGABYTE) * 10) / 10 });

/** Who sent an upload, for the fair queue of image decoding: the signed-in user, else the client's address. */
function uploaderOf(request: FastifyRequest): string {
  return request.principal ? `user:${request.principal.userId}` : `address:${request.ip}`;
}

/**
 * The one file of an upload request, read into memory within the size limit. A file
 * over the limit is refused with `file_too_large` and the limit in MB; a request whose
 * declared length is already over it is refused before a byte is read.
 */
export async function readUpload(request: FastifyRequest, field: string): Promise<UploadedFile> {
  const maxBytes = request.server.uploadMaxBytes;
  if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', field);
  // The form's own boundaries and headers take a little room beside the file.
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxBytes + 64 * 1024) throw tooLarge(field, maxBytes);
  const errors = request.server.multipartErrors;
  try {
    const part = await request.file();
    if (!part || part.fieldname !== field) throw badRequest('validation_required', field);
    const data = await part.toBuffer();
    if (data.length === 0) throw badRequest('validation_required', field);
    return { data, fileName: part.filename || 'file', uploader: uploaderOf(request) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.RequestFileTooLargeError) throw tooLarge(field, maxBytes);
    if (error instanceof errors.FilesLimitError) throw badRequest('data_invalid', field);
    throw badRequest('document_upload_failed', field);
  }
}
