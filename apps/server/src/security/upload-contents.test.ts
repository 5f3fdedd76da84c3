import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Profile } from '@portal/contracts';
import { catalogues } from '@portal/i18n/server';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/accounts';
import { multipart, sampleFiles } from '../../test/files';
import { startApp, type TestContext } from '../../test/harness';
import { complaintCategory } from '../modules/code-lists/code-lists.schema';
import { complaintFile } from '../modules/complaints/complaints.schema';
import { stagedUpload } from '../platform/attachments/attachments.schema';
import { sniffDocumentType } from '../platform/files/sniff';
import { addDocumentType } from '../../test/documents';

/**
 * What the portal keeps of an uploaded document: an image it cannot clean is re-encoded or
 * refused, never kept with its GPS; a video keeps no location or XMP; a name follows the
 * content (decisions 0014 and 0015).
 */

const GPS_TEXT = 'WGS-84';

/** A phone photo: camera and place in EXIF. */
function photoWithGps(format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#2878c8' } }).withExif({
    IFD0: { Make: 'TestPhone', Model: 'Secret Person' },
    IFD3: {
      GPSLatitudeRef: 'N',
      GPSLatitude: '44/1 32/1 0/1',
      GPSLongitudeRef: 'E',
      GPSLongitude: '18/1 40/1 0/1',
      GPSMapDatum: GPS_TEXT,
    },
  });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** Images whose structure cannot be read to clean them losslessly, each carrying its GPS. */
async function uncleanableImages(): Promise<Record<string, Buffer>> {
  const jpeg = await photoWithGps('jpeg');
  const png = await photoWithGps('png');
  expect(jpeg.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  const app1 = jpeg.indexOf(Buffer.from([0xff, 0xe1]));
  const brokenSegment = Buffer.from(jpeg);
  brokenSegment.writeUInt16BE(0xfff0, app1 + 2); // the EXIF segment claims to run past the end
  const exif = png.indexOf('eXIf') - 4;
  const brokenChunk = Buffer.from(png);
  brokenChunk.writeUInt32BE(0x00ffffff, exif); // the eXIf chunk claims 16 MB in a 1 KB file
  const dqt = jpeg.indexOf(Buffer.from([0xff, 0xdb]));
  const idat = png.indexOf('IDAT') - 4;
  const badCrc = Buffer.from(png);
  badCrc.writeUInt32BE(0, idat + 8 + png.readUInt32BE(idat)); // the pixel chunk's CRC is wrong
  return {
    'a JPEG with an EXIF GPS block and no FFD9 marker': jpeg.subarray(0, -2),
    'a JPEG with a broken segment length': brokenSegment,
    'a PNG with a broken chunk': brokenChunk,
    'a JPEG with stray bytes between its segments': Buffer.concat([
      jpeg.subarray(0, dqt),
      Buffer.from('<script>x</script>'),
      jpeg.subarray(dqt),
    ]),
    'a PNG whose pixel chunk has a wrong CRC, and bytes after its end': Buffer.concat([
      badCrc,
      Buffer.from('<script>alert(1)</script>'),
    ]),
  };
}

const XMP_UUID = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');
const LOCATION = '+44.5384+018.6671/';

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};

/** A small MP4 or QuickTime movie as a phone writes it: the place in moov/udta/©xyz, XMP in a uuid box. */
function movieWithLocation(brand: 'isom' | 'qt  '): Buffer {
  const mvhd = box('mvhd', Buffer.alloc(100));
  const tkhd = box('tkhd', Buffer.alloc(84));
  const location = Buffer.concat([Buffer.from([0, LOCATION.length, 0x15, 0xc7]), Buffer.from(LOCATION)]);
  const xyz = box('\u00a9xyz', location);
  const keys = box(
    'meta',
    Buffer.alloc(4),
    box('hdlr', Buffer.alloc(25)),
    box('ilst', box('\u00a9too', Buffer.from('Phone 15'))),
  );
  const xmp = Buffer.from(
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF><rdf:Description exif:GPSLatitude="44,32.304N" ' +
      'dc:creator="Secret Person"/></rdf:RDF></x:xmpmeta>',
  );
  return Buffer.concat([
    box(
      'ftyp',
      Buffer.from(brand),
      Buffer.alloc(4),
      Buffer.from(brand),
      Buffer.from(brand === 'isom' ? 'mp41' : 'qt  '),
    ),
    box(
      'moov',
      mvhd,
      box('trak', tkhd, box('udta', box('name', Buffer.from('Video 1')))),
      box('udta', xyz, keys),
    ),
    box('uuid', XMP_UUID, xmp),
    box('mdat', Buffer.alloc(64, 0x42)),
  ]);
}

/** The boxes of an ISO media file, top level and inside moov and trak; throws when they do not fit. */
function boxesOf(bytes: Buffer, start = 0, end = bytes.length, depth = 0): string[] {
  const found: string[] = [];
  let i = start;
  while (i < end) {
    const size = bytes.readUInt32BE(i);
    const type = bytes.toString('latin1', i + 4, i + 8);
    if (size < 8 || i + size > end) throw new Error(`box ${type} at ${i} does not fit`);
    found.push(`${'  '.repeat(depth)}${type}`);
    if (type === 'moov' || type === 'trak') found.push(...boxesOf(bytes, i + 8, i + size, depth + 1));
    i += size;
  }
  if (i !== end) throw new Error('boxes do not end with the file');
  return found;
}

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

const translated = (key: string) =>
  (['bs', 'hr', 'sr_cyr'] as const).every((language) => {
    const messages = catalogues[language]['messages'] as Record<string, string>;
    return typeof messages[key] === 'string' && messages[key].length > 0;
  });

const attachmentName = (res: LightMyRequestResponse) =>
  decodeURIComponent(/filename\*=UTF-8''(\S+)$/.exec(String(res.headers['content-disposition']))![1]!);

describe('what an upload keeps', () => {
  let ctx: TestContext;
  let citizen: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await startApp();
    citizen = (await signedIn(ctx, { profileId: Profile.RegisteredCitizen })).headers;
    admin = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
  });
  afterAll(() => ctx.close());

  const endpoints = [
    ['a complaint document', '/api/Complaints/UploadDocument', () => citizen],
    ['an info-section document', '/api/AdminInfoSectionDocument/Upload', () => admin],
  ] as const;

  /** Uploads and answers what it stored, anywhere in the data folder. */
  async function uploadAndSee(
    url: string,
    headers: Record<string, string>,
    file: { name: string; data: Buffer },
  ) {
    const before = new Set(await filesUnder(ctx.config.dataDir));
    const body = multipart([file]);
    const res = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    const stored = (await filesUnder(ctx.config.dataDir)).filter((f) => !before.has(f));
    return { res, stored: await Promise.all(stored.map((f) => readFile(f))) };
  }

  describe('an image that cannot be cleaned without decoding is re-encoded or refused, never kept with its GPS', () => {
    let images: Record<string, Buffer>;
    beforeAll(async () => {
      images = await uncleanableImages();
    });

    const cases = endpoints.flatMap(([where, url, headers]) =>
      [
        ['a JPEG with an EXIF GPS block and no FFD9 marker', 'image_invalid'],
        ['a JPEG with a broken segment length', 'image_invalid'],
        ['a PNG with a broken chunk', 'image_invalid'],
        ['a JPEG with stray bytes between its segments', null],
        ['a PNG whose pixel chunk has a wrong CRC, and bytes after its end', null],
      ].map(([kind, refusal]) => [where, kind!, refusal, url, headers] as const),
    );

    it.each(cases)('%s: %s', async (_where, kind, refusal, url, headers) => {
      const original = images[kind]!;
      expect(original.includes(GPS_TEXT)).toBe(true);
      const { res, stored } = await uploadAndSee(url, headers(), { name: 'foto.jpg', data: original });

      for (const bytes of stored) {
        expect(bytes.includes(GPS_TEXT), 'stored with its GPS').toBe(false);
        for (const text of ['Exif\0', 'TestPhone', 'Secret Person', '<script']) {
          expect(bytes.includes(text), text).toBe(false);
        }
      }
      if (refusal) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors).toEqual({ file: refusal });
        expect(translated(refusal)).toBe(true);
        expect(stored).toEqual([]);
        return;
      }
      expect(res.statusCode, res.body).toBe(200);
      expect(stored).toHaveLength(1);
      const bytes = stored[0]!;
      // Decoded and written again: a whole picture of the same size, without metadata, ending where it ends.
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ width: 64, height: 48 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(sniffDocumentType(bytes)).toBe(res.json().contentType);
      if (meta.format === 'jpeg') expect(bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
      else expect(bytes.toString('latin1', bytes.length - 8, bytes.length - 4)).toBe('IEND');
      await expect(sharp(bytes, { failOn: 'warning' }).raw().toBuffer()).resolves.toBeDefined();
    });
  });

  describe('a video keeps no location and no XMP', () => {
    const cases = endpoints.flatMap(([where, url, headers]) =>
      (['isom', 'qt  '] as const).map((brand) => [where, brand, url, headers] as const),
    );

    it.each(cases)(
      '%s: a movie of brand "%s" with ©xyz and an XMP uuid box',
      async (_where, brand, url, headers) => {
        const original = movieWithLocation(brand);
        expect(boxesOf(original)).toEqual([
          'ftyp',
          'moov',
          '  mvhd',
          '  trak',
          '    tkhd',
          '    udta',
          '  udta',
          'uuid',
          'mdat',
        ]);
        expect(original.includes(LOCATION)).toBe(true);

        const { res, stored } = await uploadAndSee(url, headers(), { name: 'snimak.mov', data: original });

        expect(res.statusCode, res.body).toBe(200);
        expect(stored).toHaveLength(1);
        const bytes = stored[0]!;
        for (const text of [
          LOCATION,
          '+44.5384',
          '018.6671',
          'xmpmeta',
          'Secret Person',
          'Phone 15',
          '\u00a9xyz',
        ]) {
          expect(bytes.includes(Buffer.from(text, 'latin1')), text).toBe(false);
        }
        expect(bytes.includes(XMP_UUID)).toBe(false);
        // Still the same movie: every box where it was, the metadata ones now empty free space.
        expect(bytes.length).toBe(original.length);
        expect(boxesOf(bytes)).toEqual([
          'ftyp',
          'moov',
          '  mvhd',
          '  trak',
          '    tkhd',
          '    free',
          '  free',
          'free',
          'mdat',
        ]);
        const mdat = original.indexOf('mdat') + 4;
        expect(bytes.subarray(mdat)).toEqual(original.subarray(mdat));
        expect(sniffDocumentType(bytes)).toBe(brand === 'isom' ? 'video/mp4' : 'video/quicktime');
      },
    );

    it.each(endpoints)('%s: a movie whose boxes cannot be read is refused', async (_where, url, headers) => {
      const original = movieWithLocation('isom');
      const cut = original.subarray(0, original.indexOf('uuid') + 20);
      const { res, stored } = await uploadAndSee(url, headers(), { name: 'snimak.mov', data: cut });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({ file: 'video_invalid' });
      expect(translated('video_invalid')).toBe(true);
      expect(stored).toEqual([]);
    });
  });

  describe('a name that lies about the content is given the content’s extension', () => {
    const names = ['Zahtjev.hta', 'Zahtjev.html'];

    it('on a complaint’s documents: stored, listed and downloaded as Zahtjev.pdf', async () => {
      const [category] = await ctx.database.db
        .insert(complaintCategory)
        .values({
          municipalityId: 6,
          name: { bs: 'Putevi', hr: 'Putevi', sr_cyr: 'Путеви' },
          description: { bs: '', hr: '', sr_cyr: '' },
          icon: 'road',
        })
        .returning();
      const ids: string[] = [];
      for (const name of names) {
        const { res } = await uploadAndSee('/api/Complaints/UploadDocument', citizen, {
          name,
          data: sampleFiles.pdf,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ fileName: 'Zahtjev.pdf', contentType: 'application/pdf' });
        ids.push(res.json().fileId);
      }
      const reported = await ctx.app.inject({
        method: 'POST',
        url: '/api/Complaints/Report',
        headers: citizen,
        payload: {
          title: 'Zahtjev za sanaciju',
          description: 'Prilažem zahtjev.',
          categoryId: category!.id,
          latitude: 44.538,
          longitude: 18.676,
          address: 'Turalibegova bb, Tuzla',
          documentIds: ids,
        },
      });
      expect(reported.statusCode, reported.body).toBe(200);
      const id = reported.json().id as number;
      const rows = await ctx.database.db
        .select()
        .from(complaintFile)
        .where(eq(complaintFile.complaintId, id));
      expect(rows.map((r) => r.fileName)).toEqual(['Zahtjev.pdf', 'Zahtjev.pdf']);
      const details = (
        await ctx.app.inject({ url: `/api/Complaints/GetByID/${id}/1`, headers: citizen })
      ).json();
      for (const document of details.documents as { id: number; fileName: string }[]) {
        expect(document.fileName).toBe('Zahtjev.pdf');
        const download = await ctx.app.inject({ url: `/api/Complaints/DownloadFile/${document.id}` });
        expect(download.statusCode).toBe(200);
        expect(download.headers['content-type']).toBe('application/pdf');
        expect(download.headers['content-disposition']).toContain('filename="Zahtjev.pdf"');
        expect(attachmentName(download)).toBe('Zahtjev.pdf');
      }
    });

    it('on an info-section document: stored and downloaded as Zahtjev.pdf', async () => {
      const typeId = await addDocumentType(ctx.database.db, {
        code: 'ZAHTJEVI',
        name: { bs: 'Zahtjevi', hr: 'Zahtjevi', sr_cyr: 'Захтјеви' },
        sortOrder: 10,
      });
      for (const name of names) {
        const { res } = await uploadAndSee('/api/AdminInfoSectionDocument/Upload', admin, {
          name,
          data: sampleFiles.pdf,
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ fileName: 'Zahtjev.pdf', extensions: ['pdf'] });
        const fileId = res.json().fileId as string;
        const [row] = await ctx.database.db.select().from(stagedUpload).where(eq(stagedUpload.id, fileId));
        expect(row!.fileName).toBe('Zahtjev.pdf');
        const saved = await ctx.app.inject({
          method: 'POST',
          url: '/api/AdminInfoSectionDocument/Save',
          headers: admin,
          payload: {
            id: 0,
            dataStatus: 2,
            name: 'Zahtjev',
            documentTypeId: typeId,
            languageId: null,
            extension: 'pdf',
            fileId,
            order: 10,
            active: true,
          },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        expect(saved.json().fileName).toBe('Zahtjev.pdf');
        for (const url of [
          `/api/InfoSection/DownloadDocument/${saved.json().id}`,
          `/api/AdminInfoSectionDocument/Download/${saved.json().id}`,
        ]) {
          const download = await ctx.app.inject({ url, headers: admin });
          expect(download.statusCode).toBe(200);
          expect(download.headers['content-type']).toBe('application/pdf');
          expect(attachmentName(download)).toBe('Zahtjev.pdf');
        }
      }
    });
  });
});
