import { crc32, deflateSync } from 'node:zlib';
import type { TestContext } from './harness';

const utf16 = (text: string) => Buffer.from(text, 'utf16le');
const pad = (n: number, byte = 0) => Buffer.alloc(n, byte);

/**
 * The first bytes of each format the portal accepts, and of some it refuses, as such files have
 * them. The JPEG and PNG are whole (2 x 2 pixels, no metadata): an image document is kept only
 * when its structure can be read to its end (decision 0014).
 */
export const sampleFiles = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
      'trailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  ),
  doc: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    pad(504),
    utf16('Root Entry'),
    pad(54),
    utf16('WordDocument'),
    pad(64),
  ]),
  xls: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    pad(504),
    utf16('Root Entry'),
    pad(54),
    utf16('Workbook'),
    pad(64),
  ]),
  docx: zip(['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/styles.xml']),
  xlsx: zip(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']),
  jpeg: Buffer.from(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1R' +
      'V19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2Nj' +
      'Y2NjY2NjY2NjY2NjY2P/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAA' +
      'AAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCaAoAv/9k=',
    'base64',
  ),
  png: png(2, 2),
  bmp: bmp(),
  mov: Buffer.concat([
    Buffer.from([0, 0, 0, 0x14]),
    Buffer.from('ftypqt  '),
    pad(4),
    Buffer.from('qt  '),
    pad(32),
  ]),
  mp4: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    pad(4),
    Buffer.from('isommp41'),
    pad(32),
  ]),
  // Refused:
  text: Buffer.from('Ovo je obična tekstualna datoteka, a ne PDF.\n'),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  zip: zip(['readme.txt', 'data/values.csv']),
  ppt: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    pad(504),
    utf16('PowerPoint Document'),
    pad(64),
  ]),
  heic: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic'),
    pad(4),
    Buffer.from('mif1heic'),
    pad(32),
  ]),
  gif: Buffer.concat([Buffer.from('GIF89a'), pad(32)]),
  webp: Buffer.concat([Buffer.from('RIFF'), pad(4), Buffer.from('WEBPVP8 '), pad(32)]),
  bmText: Buffer.from('BM is how this text starts, and it is not a bitmap at all.'),
};

/** The local-file headers of a ZIP with these entries (names are what tells a Word file from an Excel one). */
function zip(names: string[]): Buffer {
  return Buffer.concat(
    names.map((name) => {
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(Buffer.byteLength(name), 26);
      return Buffer.concat([header, Buffer.from(name), Buffer.from('<x/>')]);
    }),
  );
}

/** A PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

/** A grey 8-bit PNG of this size, IHDR, IDAT and IEND only. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    // Each row: filter type 0, then its grey pixels.
    pngChunk(
      'IDAT',
      deflateSync(Buffer.concat(Array.from({ length: height }, () => Buffer.from([0, ...pad(width, 0x60)])))),
    ),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function bmp(): Buffer {
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(58, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(1, 18);
  header.writeInt32LE(1, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  return Buffer.concat([header, pad(4)]);
}

/** A multipart/form-data body with one file (and any text fields), as a browser's FormData sends it. */
export function multipart(
  files: { field?: string; name: string; data: Buffer; type?: string }[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Uploads one file to the info section's Upload call. */
export function uploadDocument(
  ctx: TestContext,
  headers: Record<string, string>,
  file: { name: string; data: Buffer; type?: string; field?: string },
) {
  const body = multipart([file]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/AdminInfoSectionDocument/Upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
