/**
 * MP4 and QuickTime documents (decision 0014) keep their pictures and sound but not their
 * metadata: phones write the place a video was taken (`©xyz`, `loci`, the QuickTime keys of
 * moov/meta), the device and sometimes the owner (XMP in a `uuid` box) into boxes of their
 * own. Those boxes become `free` boxes of the same size with nothing in them, so every
 * other box, and every chunk offset pointing into `mdat`, stays where it was.
 */

/** Boxes that hold other boxes and may hold metadata boxes; everything else is left unread. */
const CONTAINERS = new Set([
  'moov',
  'trak',
  'mdia',
  'minf',
  'dinf',
  'stbl',
  'edts',
  'mvex',
  'moof',
  'traf',
  'mfra',
]);

/**
 * Boxes whose content is metadata: user data, metadata (iTunes and QuickTime keys), vendor
 * `uuid` boxes (XMP, Sony and GoPro data), Adobe's XMP atom, Windows' Xtra, ID3 tags, the
 * location atoms; any `©` atom found outside user data too.
 */
const METADATA = new Set(['udta', 'meta', 'uuid', 'XMP_', 'Xtra', 'ID32', 'loci', 'cprt']);
const isMetadata = (type: string) => METADATA.has(type) || type.startsWith('\u00a9');

/**
 * A copy of an ISO media file (MP4, QuickTime) with its metadata boxes blanked, or null
 * when its box structure cannot be read to the end: a box running past its parent, a size
 * smaller than its header, bytes left over, a compressed movie header (`cmov`).
 */
export function withoutVideoMetadata(data: Uint8Array): Buffer | null {
  const copy = Buffer.from(data);
  return blankMetadata(copy, 0, copy.length, true) ? copy : null;
}

function blankMetadata(b: Buffer, start: number, end: number, top: boolean): boolean {
  let i = start;
  while (i < end) {
    if (i + 8 > end) return false;
    let size = b.readUInt32BE(i);
    let header = 8;
    const type = b.toString('latin1', i + 4, i + 8);
    if (size === 1) {
      if (i + 16 > end) return false;
      const large = b.readBigUInt64BE(i + 8);
      if (large > BigInt(end - i)) return false;
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      // "To the end of the file": only the last box at the top may say so.
      if (!top) return false;
      size = end - i;
    }
    if (size < header || i + size > end) return false;
    if (type === 'cmov') return false;
    if (isMetadata(type)) {
      b.write('free', i + 4, 'latin1');
      b.fill(0, i + header, i + size);
    } else if (CONTAINERS.has(type) && !blankMetadata(b, i + header, i + size, false)) {
      return false;
    }
    i += size;
  }
  return i === end;
}
