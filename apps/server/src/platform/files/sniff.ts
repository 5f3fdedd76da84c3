/** The content type of a file judged by its first bytes, never by its name. */
export function sniffImageType(data: Uint8Array): string | null {
  const b = data;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (
    b.length >= 12 &&
    String.fromCharCode(...b.subarray(0, 4)) === 'RIFF' &&
    String.fromCharCode(...b.subarray(8, 12)) === 'WEBP'
  ) {
    return 'image/webp';
  }
  const head = new TextDecoder().decode(b.subarray(0, 256)).trimStart();
  if (head.startsWith('<?xml') || head.startsWith('<svg')) return 'image/svg+xml';
  return null;
}

const ascii = (b: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...b.subarray(from, Math.min(to, b.length)));

/** Whether the bytes hold this ASCII text anywhere (names inside ZIP and OLE2 containers). */
function holds(b: Uint8Array, text: string, encoding: 'latin1' | 'utf16le' = 'latin1'): boolean {
  return Buffer.from(b.buffer, b.byteOffset, b.byteLength).includes(Buffer.from(text, encoding));
}

/** Brands of an ISO media file ("ftyp" box) that are QuickTime or MP4 video, not HEIC or AVIF images. */
const QUICKTIME_BRANDS = new Set(['qt  ']);
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VP',
  'MSNV',
  'XAVC',
]);
/** Top-level boxes an old QuickTime movie may start with. */
const QUICKTIME_BOXES = new Set(['moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);
/** Header sizes of the bitmap formats (BITMAPCOREHEADER to BITMAPV5HEADER). */
const BMP_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/** Whether the bytes are a Windows bitmap: `BM` and a known header size (not text that starts with "BM"). */
export function isBitmap(data: Uint8Array): boolean {
  if (data.length < 26 || data[0] !== 0x42 || data[1] !== 0x4d) return false;
  return BMP_HEADER_SIZES.has(
    new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(14, true),
  );
}

/**
 * The content type of a document judged by its bytes, never by its name: PDF, Word and
 * Excel (old OLE2 and new ZIP formats), JPEG, PNG, BMP, QuickTime and MP4. Null for
 * anything else: a text file named .pdf, a ZIP that is not a Word or Excel file, an
 * OLE2 file that is not a Word document or workbook (PowerPoint, Outlook), HEIC images.
 */
export function sniffDocumentType(data: Uint8Array): string | null {
  const b = data;
  if (b.length < 8) return null;
  if (ascii(b, 0, 5) === '%PDF-') return 'application/pdf';
  if (b[0] === 0xd0 && b[1] === 0xcf && b[2] === 0x11 && b[3] === 0xe0 && b[4] === 0xa1 && b[5] === 0xb1) {
    // A compound file: its directory names the main stream in UTF-16.
    if (holds(b, 'WordDocument', 'utf16le')) return 'application/msword';
    if (holds(b, 'Workbook', 'utf16le') || holds(b, 'Book', 'utf16le')) return 'application/vnd.ms-excel';
    return null;
  }
  if (b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04) {
    if (!holds(b, '[Content_Types].xml')) return null;
    if (holds(b, 'word/document.xml') || holds(b, 'word/')) {
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    }
    if (holds(b, 'xl/workbook.xml') || holds(b, 'xl/')) {
      return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    }
    return null;
  }
  const image = sniffImageType(b);
  if (image === 'image/jpeg' || image === 'image/png') return image;
  if (isBitmap(b)) return 'image/bmp';
  // An ISO media file is a series of boxes: a 32-bit size (at least 8, or 1 for a 64-bit one), then the type.
  const size = new DataView(b.buffer, b.byteOffset, b.byteLength).getUint32(0);
  if (size !== 1 && size < 8) return null;
  const box = ascii(b, 4, 8);
  if (box === 'ftyp') {
    const brand = ascii(b, 8, 12);
    if (QUICKTIME_BRANDS.has(brand)) return 'video/quicktime';
    if (MP4_BRANDS.has(brand)) return 'video/mp4';
    return null;
  }
  if (QUICKTIME_BOXES.has(box)) return 'video/quicktime';
  return null;
}
