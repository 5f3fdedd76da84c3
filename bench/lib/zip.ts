import { inflateRawSync } from 'node:zlib';

/*
 * Just enough of a zip reader to check an exported Excel or Word file is whole: the end
 * record, the central directory and the entries it names, inflated. Not Zip64: a report
 * of 100,000 rows is far below 4 GB.
 */

const END = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export type ZipEntry = { name: string; method: number; compressedSize: number; size: number; offset: number };

/** The entries of a zip file, by its central directory; throws when the file is cut short. */
export function zipEntries(zip: Buffer): ZipEntry[] {
  // The end record is the last 22 bytes, unless a comment of up to 65,535 bytes follows it.
  let end = -1;
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--) {
    if (zip.readUInt32LE(at) === END) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new Error('no zip end record: the file is cut short');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== CENTRAL) throw new Error(`central directory entry ${i} is broken`);
    const nameLength = zip.readUInt16LE(at + 28);
    const entry = {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      offset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if ([entry.compressedSize, entry.size, entry.offset].includes(0xffffffff)) throw new Error('Zip64');
    entries.push(entry);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** One entry's content, inflated. */
export function zipRead(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.offset;
  if (zip.readUInt32LE(at) !== LOCAL) throw new Error(`${entry.name}: no local header`);
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  const content = entry.method === 0 ? data : inflateRawSync(data);
  if (content.length !== entry.size)
    throw new Error(`${entry.name}: ${content.length} bytes, not ${entry.size}`);
  return content;
}

/** How many times `needle` occurs in `haystack`. */
export function occurrences(haystack: Buffer, needle: string): number {
  const bytes = Buffer.from(needle);
  let n = 0;
  for (let at = haystack.indexOf(bytes); at >= 0; at = haystack.indexOf(bytes, at + bytes.length)) n++;
  return n;
}
