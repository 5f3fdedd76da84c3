/**
 * The formats a document may have (the spec's pdf, doc, docx, jpeg, jpg, mov, png, bmp,
 * xlsx, xls), each with the content type its bytes show and the extensions it may carry.
 */
export const documentFormats = [
  { contentType: 'application/pdf', extensions: ['pdf'] },
  { contentType: 'application/msword', extensions: ['doc'] },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  { contentType: 'application/vnd.ms-excel', extensions: ['xls'] },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['xlsx'],
  },
  { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  { contentType: 'image/png', extensions: ['png'] },
  { contentType: 'image/bmp', extensions: ['bmp'] },
  { contentType: 'video/quicktime', extensions: ['mov'] },
  { contentType: 'video/mp4', extensions: ['mov'] },
] as const;

export const documentExtensions = [
  'pdf',
  'doc',
  'docx',
  'jpeg',
  'jpg',
  'mov',
  'png',
  'bmp',
  'xlsx',
  'xls',
] as const;
export type DocumentExtension = (typeof documentExtensions)[number];
export const documentContentTypes = [...new Set(documentFormats.map((f) => f.contentType))];

/** The extensions a file of this content type may carry (none for a type not allowed). */
export function extensionsFor(contentType: string): readonly DocumentExtension[] {
  return documentFormats.find((f) => f.contentType === contentType)?.extensions ?? [];
}

/**
 * The formats a photo may have (complaint photos), judged by its bytes. Photos are
 * re-encoded when uploaded, so what is stored is JPEG, PNG or WebP (see decision 0015).
 */
export const imageExtensions = ['jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
export type ImageExtension = (typeof imageExtensions)[number];
export const imageContentTypes = ['image/jpeg', 'image/png', 'image/bmp', 'image/webp'] as const;

/**
 * The most one person's uploads may hold while they wait for the report, comment or answer
 * that takes them (a day at most), in MB: far above a report's five photos and a few
 * documents, far below what fills a disk (decision 0018).
 */
export const PENDING_UPLOADS_MAX_MB = 100;

/**
 * An image whose header announces more pixels than this is refused before it is decoded
 * (`image_too_many_pixels`, decision 0015). 52 megapixels admit the 48 and 50-megapixel
 * photos phones take (up to 8192 x 6144) and refuse the 64, 108 and 200-megapixel modes,
 * which cost hundreds of MB and seconds of both cores each.
 */
export const IMAGE_MAX_MEGAPIXELS = 52;
