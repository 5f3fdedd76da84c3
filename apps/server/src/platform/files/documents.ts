import type { UploadedFile } from '@portal/contracts';
import { badRequest } from '../errors';
import { reencodeImage } from './images';
import { withoutImageMetadata } from './metadata';
import { fileNameFor } from './names';
import { sniffDocumentType } from './sniff';
import { withoutVideoMetadata } from './video';

/** A document as it may be stored: its bytes, the content type they showed, the name to keep. */
export type AcceptedDocument = { data: Uint8Array; contentType: string; fileName: string };

/**
 * A document upload (pdf, doc, docx, xls, xlsx, jpg, png, bmp, mov) judged by its bytes and
 * made fit to keep, for every module that stores documents (decision 0014):
 * - anything else is refused with `file_type_not_allowed`;
 * - a JPEG or PNG loses its metadata with its pixels kept byte for byte; one whose structure
 *   cannot be read for that is decoded and written again, or refused (`image_invalid`,
 *   `image_too_many_pixels`): its original bytes are never kept;
 * - an MP4 or QuickTime file has its metadata boxes blanked, or is refused (`video_invalid`)
 *   when its boxes cannot be read;
 * - the name keeps its base and gets an extension its content may carry (`Zahtjev.hta`
 *   holding a PDF is kept as `Zahtjev.pdf`).
 */
export async function acceptDocument(
  file: UploadedFile,
  options: { field: string },
): Promise<AcceptedDocument> {
  const contentType = sniffDocumentType(file.data);
  if (!contentType) throw badRequest('file_type_not_allowed', options.field);
  return {
    data: await clean(file, contentType, options.field),
    contentType,
    fileName: fileNameFor(file.fileName, contentType),
  };
}

async function clean(file: UploadedFile, contentType: string, field: string): Promise<Uint8Array> {
  switch (contentType) {
    case 'image/jpeg':
    case 'image/png': {
      const stripped = withoutImageMetadata(file.data, contentType);
      if (stripped) return stripped;
      const format = contentType === 'image/jpeg' ? 'jpeg' : 'png';
      return reencodeImage(file.data, { format, field, uploader: file.uploader });
    }
    case 'video/mp4':
    case 'video/quicktime': {
      const blanked = withoutVideoMetadata(file.data);
      if (!blanked) throw badRequest('video_invalid', field);
      return blanked;
    }
    default:
      return file.data;
  }
}
