import { documentFormats } from '@portal/contracts';

/**
 * The extensions a file name may keep for each content type the portal stores or serves,
 * the first being the one given when the name's own does not fit. Besides the documents'
 * formats (contracts): the photos' WebP and the names MP4 and QuickTime files usually carry.
 */
const NAME_EXTENSIONS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ...documentFormats.map((f) => [f.contentType, f.extensions] as const),
  ['image/webp', ['webp']],
  ['video/mp4', ['mp4', 'm4v', 'mov']],
  ['video/quicktime', ['mov', 'qt']],
]);

/** The last dot and what follows it, when that has a letter (so "v1.2" or "br. 5" keep their dots). */
const EXTENSION = /\.([a-z0-9]*[a-z][a-z0-9]*)$/i;

/**
 * The name a file is stored and downloaded under: without control characters, at most 255
 * characters, and with an extension its content may carry. A name whose extension does not
 * fit the content its bytes showed (`Zahtjev.hta` or `Zahtjev.html` holding a PDF), or that
 * has none, keeps its base and gets the content's extension (`Zahtjev.pdf`). A content type
 * the table does not know (reports, exports) leaves the name's extension as it is.
 */
export function fileNameFor(fileName: string, contentType: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = fileName.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const allowed = NAME_EXTENSIONS.get(contentType.split(';')[0]!.trim().toLowerCase());
  if (!allowed) return clean.slice(-255) || 'file';
  const own = EXTENSION.exec(clean)?.[1]?.toLowerCase();
  if (own && allowed.includes(own)) return clean.slice(-255);
  const base = (own ? clean.slice(0, -own.length - 1) : clean).trim() || 'file';
  const extension = `.${allowed[0]}`;
  return base.slice(-(255 - extension.length)) + extension;
}
