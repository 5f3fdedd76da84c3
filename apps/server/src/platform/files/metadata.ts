import { crc32 } from 'node:zlib';

/**
 * Documents are stored as uploaded (decision 0014), but a JPEG or PNG among them is often a
 * phone photo whose EXIF holds the place it was taken. These functions drop the metadata
 * without touching the compressed pixels: the picture stays exactly as uploaded. They keep
 * only what they know to be picture (an allow-list, every kept segment's length checked
 * against its content), so nothing they cannot read can carry metadata through; an image
 * they cannot read whole is answered null, for the caller to re-encode or refuse.
 */

/** JPEG markers. */
const JPEG_SOI = 0xd8;
const JPEG_EOI = 0xd9;
const JPEG_SOS = 0xda;
const JPEG_DQT = 0xdb;
const JPEG_DNL = 0xdc;
const JPEG_DRI = 0xdd;
const JPEG_DHT = 0xc4;
const JPEG_DAC = 0xcc;
const JPEG_APP0 = 0xe0;
const JPEG_APP14 = 0xee;
const JPEG_COM = 0xfe;
/** Start-of-frame markers: C0 to CF but DHT (C4), JPG (C8) and DAC (CC). */
const isFrame = (m: number) => m >= 0xc0 && m <= 0xcf && m !== JPEG_DHT && m !== 0xc8 && m !== JPEG_DAC;
const isRestart = (m: number) => m >= 0xd0 && m <= 0xd7;

/**
 * PNG chunks that make up the picture (critical ones, transparency, colour and pixel size,
 * animation frames); every other chunk (eXIf, text, times, ICC profiles, private chunks) goes.
 */
const PNG_KEPT = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'sBIT',
  'bKGD',
  'hIST',
  'pHYs',
  'cICP',
  'acTL',
  'fcTL',
  'fdAT',
]);
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A JPEG or PNG without EXIF (and its GPS), XMP, IPTC, ICC, comments, private chunks and
 * anything appended after its end; null when its structure cannot be read whole (a segment
 * or chunk whose length does not fit, no end-of-image marker, a PNG chunk whose CRC is wrong).
 */
export function withoutImageMetadata(
  data: Uint8Array,
  contentType: 'image/jpeg' | 'image/png',
): Buffer | null {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return contentType === 'image/jpeg' ? stripJpeg(bytes) : stripPng(bytes);
}

function stripJpeg(b: Buffer): Buffer | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== JPEG_SOI) return null;
  const kept: Buffer[] = [b.subarray(0, 2)];
  let frame = false;
  let scans = 0;
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    while (b[i + 1] === 0xff) i++; // fill bytes
    const marker = b[i + 1];
    if (marker === undefined) return null;
    if (marker === JPEG_EOI) {
      if (!frame || scans === 0) return null;
      kept.push(b.subarray(i, i + 2));
      return Buffer.concat(kept);
    }
    if (i + 4 > b.length) return null;
    const end = i + 2 + b.readUInt16BE(i + 2);
    if (end < i + 4 || end > b.length) return null;
    const body = b.subarray(i + 4, end);
    if (marker === JPEG_APP0) {
      // JFIF's fixed header only: its optional thumbnail, or anything a longer length hides, goes.
      if (body.length >= 14 && body.toString('latin1', 0, 5) === 'JFIF\0') {
        kept.push(
          Buffer.concat([Buffer.from([0xff, JPEG_APP0, 0, 16]), body.subarray(0, 12), Buffer.from([0, 0])]),
        );
      }
    } else if (marker === JPEG_APP14) {
      // Adobe's colour transform, which CMYK and YCCK pictures need to be read; nothing beyond it.
      if (body.length >= 12 && body.toString('latin1', 0, 5) === 'Adobe') {
        kept.push(Buffer.concat([Buffer.from([0xff, JPEG_APP14, 0, 14]), body.subarray(0, 12)]));
      }
    } else if ((marker > JPEG_APP0 && marker <= 0xef) || marker === JPEG_COM) {
      // APP1-APP15 (EXIF, XMP, ICC, IPTC, maker notes...) and comments: metadata, dropped.
    } else if (jpegSegmentFits(marker, body, frame)) {
      kept.push(b.subarray(i, end));
      if (isFrame(marker)) frame = true;
    } else return null;
    i = end;
    if (marker === JPEG_SOS) {
      scans++;
      // Entropy-coded data runs to the next marker that is neither a stuffed 0xFF00 nor a restart.
      let j = i;
      while (j + 1 < b.length && !(b[j] === 0xff && b[j + 1] !== 0 && !isRestart(b[j + 1]!))) j++;
      if (j + 1 >= b.length) return null;
      kept.push(b.subarray(i, j));
      i = j;
    }
  }
  return null;
}

/** Whether a table, frame or scan segment is one the picture needs and its length is exactly its content's. */
function jpegSegmentFits(marker: number, body: Buffer, frame: boolean): boolean {
  if (isFrame(marker)) return !frame && body.length >= 9 && body.length === 6 + 3 * body[5]!;
  switch (marker) {
    case JPEG_SOS:
      return frame && body.length >= 6 && body.length === 4 + 2 * body[0]!;
    case JPEG_DQT: {
      let at = 0;
      while (at < body.length && body[at]! >> 4 <= 1) at += 1 + 64 * ((body[at]! >> 4) + 1);
      return body.length > 0 && at === body.length;
    }
    case JPEG_DHT: {
      let at = 0;
      while (at + 17 <= body.length) {
        let codes = 0;
        for (let k = 1; k <= 16; k++) codes += body[at + k]!;
        at += 17 + codes;
      }
      return body.length > 0 && at === body.length;
    }
    case JPEG_DRI:
    case JPEG_DNL:
      return body.length === 2;
    case JPEG_DAC:
      return body.length > 0 && body.length % 2 === 0;
    default:
      // Anything else (JPG extensions, hierarchical markers, restarts out of a scan) is not read.
      return false;
  }
}

function stripPng(b: Buffer): Buffer | null {
  if (b.length < 8 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  const kept: Buffer[] = [b.subarray(0, 8)];
  let pixels = false;
  let i = 8;
  while (i + 12 <= b.length) {
    const length = b.readUInt32BE(i);
    const end = i + 12 + length;
    if (length > 0x7fffffff || end > b.length) return null;
    const type = b.toString('latin1', i + 4, i + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return null;
    if ((i === 8) !== (type === 'IHDR') || (type === 'IHDR' && length !== 13)) return null;
    if (PNG_KEPT.has(type)) {
      if (crc32(b.subarray(i + 4, end - 4)) !== b.readUInt32BE(end - 4)) return null;
      kept.push(b.subarray(i, end));
      if (type === 'IDAT') pixels = true;
    } else if (type[0]! >= 'A' && type[0]! <= 'Z') {
      // A critical chunk this does not know: the picture may need it, so it cannot be dropped.
      return null;
    }
    i = end;
    // What follows IEND is not part of the picture.
    if (type === 'IEND') return pixels ? Buffer.concat(kept) : null;
  }
  return null;
}
