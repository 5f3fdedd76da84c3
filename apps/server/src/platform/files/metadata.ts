/**
 * Documents are stored as uploaded (decision 0014), but a JPEG or PNG among them is often a
 * phone photo whose EXIF holds the place it was taken. These functions drop the metadata
 * without touching the compressed pixels: the picture stays exactly as uploaded.
 */

/** JPEG markers kept besides the image data: APP0 (JFIF) and APP14 (Adobe colour transform). */
const JPEG_APP0 = 0xe0;
const JPEG_APP14 = 0xee;
const JPEG_COM = 0xfe;
const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;

/** PNG chunks that hold text, EXIF, times or a colour profile; the others are needed to show the picture. */
const PNG_METADATA = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME', 'iCCP']);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The file without EXIF (and its GPS), XMP, IPTC, ICC and comments when it is a JPEG or PNG
 * whose structure can be read, and without anything appended after its end; other files,
 * and images whose structure cannot be read, as they are.
 */
export function withoutImageMetadata(data: Uint8Array, contentType: string): Uint8Array {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (contentType === 'image/jpeg') return stripJpeg(bytes) ?? data;
  if (contentType === 'image/png') return stripPng(bytes) ?? data;
  return data;
}

function stripJpeg(b: Buffer): Buffer | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  const kept: Buffer[] = [b.subarray(0, 2)];
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    while (b[i + 1] === 0xff) i++; // fill bytes
    const marker = b[i + 1];
    if (marker === undefined) return null;
    if (marker === JPEG_EOI) {
      kept.push(b.subarray(i, i + 2));
      return Buffer.concat(kept);
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      kept.push(b.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > b.length) return null;
    const end = i + 2 + b.readUInt16BE(i + 2);
    if (end > b.length) return null;
    const metadata = (marker > JPEG_APP0 && marker <= 0xef && marker !== JPEG_APP14) || marker === JPEG_COM;
    if (!metadata) kept.push(b.subarray(i, end));
    i = end;
    if (marker === JPEG_SOS) {
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      let j = i;
      while (
        j + 1 < b.length &&
        !(b[j] === 0xff && b[j + 1] !== 0 && !(b[j + 1]! >= 0xd0 && b[j + 1]! <= 0xd7))
      )
        j++;
      if (j + 1 >= b.length) return null;
      kept.push(b.subarray(i, j));
      i = j;
    }
  }
  return null;
}

function stripPng(b: Buffer): Buffer | null {
  if (b.length < 8 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [b.subarray(0, 8)];
  let i = 8;
  while (i < b.length) {
    if (i + 12 > b.length) return null;
    const end = i + 12 + b.readUInt32BE(i);
    if (end > b.length) return null;
    const type = b.toString('latin1', i + 4, i + 8);
    if (!PNG_METADATA.has(type)) kept.push(b.subarray(i, end));
    i = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(kept);
}
