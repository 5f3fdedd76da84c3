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
