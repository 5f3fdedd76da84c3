import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type AnyEndpoint, endpoints, ErrorBody, isFileUpload, Profile } from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/accounts';
import { multipart, sampleFiles } from '../../test/files';
import { startApp, type TestContext } from '../../test/harness';
import { complaintCategory } from '../modules/code-lists/code-lists.schema';
import { sniffImageType } from '../platform/files/sniff';
import { addDocumentType } from '../../test/documents';

const UPLOAD_MAX_MB = 1;
const uploadEndpoints = endpoints.filter((e) => isFileUpload(e.body));
const fieldOf = (endpoint: AnyEndpoint) =>
  isFileUpload(endpoint.body) ? endpoint.body.upload.field : 'file';

/** A small photo, as a phone takes it: camera, owner and the place in EXIF and XMP. */
function photoWithGps(format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#2878c8' } })
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Secret Person' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '44/1 32/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 40/1 0/1',
        GPSMapDatum: 'WGS-84',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Secret Person</dc:creator>' +
        '</rdf:Description></rdf:RDF></x:xmpmeta>',
    );
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);

type Hostile = { name: string; data: Buffer; type?: string };

/** Files an attacker (or an unlucky citizen) sends; each must be refused or made harmless. */
async function hostileFiles(): Promise<Record<string, Hostile>> {
  const photo = await photoWithGps();
  const png = await photoWithGps('png');
  // A GIF whose end is a Java archive: a picture to one program, code to another.
  const gifar = Buffer.concat([
    Buffer.from('GIF89a'),
    Buffer.alloc(16),
    Buffer.from('PK\x03\x04'),
    Buffer.alloc(40),
  ]);
  const pdfScript = Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R /OpenAction 3 0 R>> endobj\n' +
      '2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
      '3 0 obj <</S /JavaScript /JS (app.alert\\(1\\))>> endobj\n' +
      `trailer <</Root 1 0 R>>\n%%EOF\n${SCRIPT}`,
    'latin1',
  );
  return {
    'an SVG with a script': {
      name: 'grb.svg',
      data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`),
      type: 'image/svg+xml',
    },
    'an SVG with a script named .jpg': {
      name: 'slika.jpg',
      data: Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`),
      type: 'image/jpeg',
    },
    'an HTML page named .jpg': { name: 'slika.jpg', data: sampleFiles.html, type: 'image/jpeg' },
    'an HTML page behind the first bytes of a JPEG': {
      name: 'slika.jpg',
      data: Buffer.concat([JPEG_START, Buffer.from(SCRIPT)]),
      type: 'image/jpeg',
    },
    'a file over the size limit': {
      name: 'velika.pdf',
      data: Buffer.concat([sampleFiles.pdf, Buffer.alloc(UPLOAD_MAX_MB * 1024 * 1024 + 4096, 0x20)]),
    },
    'a valid JPEG with an HTML page appended': {
      name: 'poliglot.jpg',
      data: Buffer.concat([photo, Buffer.from(SCRIPT)]),
      type: 'image/jpeg',
    },
    'a valid PNG with a script appended': {
      name: 'poliglot.png',
      data: Buffer.concat([png, Buffer.from(`<script>alert(1)</script>`)]),
      type: 'image/png',
    },
    'a GIF that is also a Java archive (GIFAR)': { name: 'slika.gif', data: gifar, type: 'image/gif' },
    'a PDF that runs JavaScript and carries an HTML page': {
      name: 'odluka.pdf',
      data: pdfScript,
      type: 'application/pdf',
    },
    'a name that climbs out of the folder': { name: '../../etc/passwd.jpg', data: photo, type: 'image/jpeg' },
    'a Windows name that climbs out of the folder': {
      name: '..\\..\\win.ini.png',
      data: photo,
      type: 'image/png',
    },
    'an absolute name': { name: '/etc/cron.d/photo.jpg', data: photo, type: 'image/jpeg' },
    'a name with NUL and control characters': {
      name: 'slika\u0000.php\r\n\u0007.jpg',
      data: photo,
      type: 'image/jpeg',
    },
    'a very long name': { name: `${'dugo-ime-'.repeat(400)}.jpg`, data: photo, type: 'image/jpeg' },
    'an empty file': { name: 'prazno.pdf', data: Buffer.alloc(0), type: 'application/pdf' },
  };
}

/** Every file under a folder, relative to it. */
async function filesUnder(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/**
 * What a stored image carries beyond its picture: metadata that would betray a person, or a
 * script appended to it. Empty for a clean image; files that are no image are not judged here.
 */
async function metadataOf(bytes: Buffer): Promise<string[]> {
  const found: string[] = [];
  if (!sniffImageType(bytes)) return found;
  for (const text of ['Exif\0', 'GPS', 'WGS-84', 'TestPhone', 'Secret Person', 'xmpmeta']) {
    if (bytes.includes(text)) found.push(`the text ${JSON.stringify(text)}`);
  }
  // Bytes that only start like an image are kept as documents are, and served as such (below).
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta) return found;
  if (meta.exif) found.push('EXIF');
  if (meta.xmp) found.push('XMP');
  if (meta.iptc) found.push('IPTC');
  if (meta.icc && !/srgb/i.test(meta.icc.toString('latin1'))) found.push('an ICC profile other than sRGB');
  if (bytes.includes('<script')) found.push('a script after the picture');
  return found;
}

/** A stored file's key: the module's folder, the municipality, a name the server made up. */
const SERVER_CHOSEN_KEY =
  /^[a-z-]+\/\d+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?(\.[a-z]{3,4})?$/;

describe('uploads', () => {
  let ctx: TestContext;
  let hostile: Record<string, Hostile>;
  const callers = new Map<number, Record<string, string>>();

  beforeAll(async () => {
    ctx = await startApp({ env: { UPLOAD_MAX_MB: String(UPLOAD_MAX_MB) } });
    hostile = await hostileFiles();
  });
  afterAll(() => ctx.close());

  /** A caller the endpoint's access admits: the first profile it lists. */
  async function callerFor(endpoint: AnyEndpoint): Promise<Record<string, string>> {
    if ('public' in endpoint.access) return {};
    const profileId = endpoint.access.profiles[0]!;
    if (!callers.has(profileId)) callers.set(profileId, (await signedIn(ctx, { profileId })).headers);
    return callers.get(profileId)!;
  }

  async function upload(endpoint: AnyEndpoint, file: Hostile, headers?: Record<string, string>) {
    const body = multipart([{ ...file, field: fieldOf(endpoint) }]);
    return ctx.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: { ...(headers ?? (await callerFor(endpoint))), ...body.headers },
      payload: body.payload,
    });
  }

  /** Uploads and answers what it stored, anywhere in the data folder. */
  async function uploadAndSee(endpoint: AnyEndpoint, file: Hostile, headers?: Record<string, string>) {
    const before = new Set(await filesUnder(ctx.config.dataDir));
    const res = await upload(endpoint, file, headers);
    const stored = (await filesUnder(ctx.config.dataDir)).filter((f) => !before.has(f));
    return { res, stored };
  }

  const storedBytes = (relative: string) => readFile(path.join(ctx.config.dataDir, relative));

  it('are declared by several endpoints, each with a caller that may use it', async () => {
    expect(uploadEndpoints.length).toBeGreaterThanOrEqual(5);
    for (const endpoint of uploadEndpoints) {
      const res = await upload(endpoint, { name: 'zapisnik.pdf', data: sampleFiles.pdf });
      // A PDF is not a photo, but it is refused for what it is, not for who sends it.
      expect([200, 400], `${endpoint.name}: ${res.body}`).toContain(res.statusCode);
    }
  });

  const cases = uploadEndpoints.flatMap((endpoint) =>
    [
      'an SVG with a script',
      'an SVG with a script named .jpg',
      'an HTML page named .jpg',
      'an HTML page behind the first bytes of a JPEG',
      'a file over the size limit',
      'a valid JPEG with an HTML page appended',
      'a valid PNG with a script appended',
      'a GIF that is also a Java archive (GIFAR)',
      'a PDF that runs JavaScript and carries an HTML page',
      'a name that climbs out of the folder',
      'a Windows name that climbs out of the folder',
      'an absolute name',
      'a name with NUL and control characters',
      'a very long name',
      'an empty file',
    ].map((kind) => [endpoint.name, kind, endpoint] as const),
  );

  it.each(cases)('%s: %s is refused or made harmless', async (_name, kind, endpoint) => {
    const file = hostile[kind]!;
    const { res, stored } = await uploadAndSee(endpoint, file);
    expect(res.statusCode, res.body).toBeLessThan(500);
    if (res.statusCode !== 200) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      const body = ErrorBody.parse(res.json());
      expect(Object.keys(body.errors)).toEqual([fieldOf(endpoint)]);
      expect(stored, 'a refused file is not kept').toEqual([]);
      return;
    }
    expect(stored.length).toBeGreaterThan(0);
    for (const key of stored) {
      expect(key.startsWith('files/'), key).toBe(true);
      expect(key.slice('files/'.length), 'stored under a name the server chose').toMatch(SERVER_CHOSEN_KEY);
      const bytes = await storedBytes(key);
      expect(await metadataOf(bytes), key).toEqual([]);
      // Kept as a document it may carry text, but it is still the type the server judged it to be.
      if (bytes.includes('<script')) expect(sniffImageType(bytes)).not.toBe('image/svg+xml');
    }
    const answered = res.json() as { fileName: string; contentType: string };
    expect(answered.contentType).not.toMatch(/svg|html|xml|javascript/);
    // eslint-disable-next-line no-control-regex
    expect(answered.fileName).not.toMatch(/[\u0000-\u001f\u007f]/);
    expect(answered.fileName.length).toBeLessThanOrEqual(255);
  });

  it('refuse what is not an allowed type, a file too large and an empty file on every upload endpoint', async () => {
    const accepted: string[] = [];
    for (const endpoint of uploadEndpoints) {
      for (const kind of [
        'an SVG with a script',
        'an HTML page named .jpg',
        'a file over the size limit',
        'a GIF that is also a Java archive (GIFAR)',
        'an empty file',
      ]) {
        const res = await upload(endpoint, hostile[kind]!);
        if (res.statusCode !== 400) accepted.push(`${endpoint.name}: ${kind} (${res.statusCode})`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('keep no EXIF, GPS or XMP of a photo, on every upload endpoint that takes it', async () => {
    for (const format of ['jpeg', 'png'] as const) {
      const original = await photoWithGps(format);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      expect(original.includes('Secret Person')).toBe(true);
      for (const endpoint of uploadEndpoints) {
        const { res, stored } = await uploadAndSee(endpoint, { name: `foto.${format}`, data: original });
        expect(res.statusCode, `${endpoint.name}: ${res.body}`).toBe(200);
        expect(stored.length).toBeGreaterThan(0);
        for (const key of stored) {
          const bytes = await storedBytes(key);
          expect(sniffImageType(bytes), key).toMatch(/^image\/(jpeg|png|webp)$/);
          expect(await metadataOf(bytes), `${endpoint.name} stored ${key}`).toEqual([]);
          // Still the picture it was.
          const meta = await sharp(bytes).metadata();
          expect([meta.width, meta.height]).toEqual([64, 48]);
        }
      }
    }
  });

  describe('downloads of what was stored', () => {
    let citizen: Record<string, string>;
    let admin: Record<string, string>;
    beforeAll(async () => {
      citizen = (await signedIn(ctx, { profileId: Profile.RegisteredCitizen })).headers;
      admin = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
    });

    const byName = (name: string) => uploadEndpoints.find((e) => e.name === name)!;

    function expectSafeDownload(res: LightMyRequestResponse, contentType: RegExp) {
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toMatch(contentType);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain('sandbox');
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    }

    const attachmentName = (res: LightMyRequestResponse) => {
      const disposition = String(res.headers['content-disposition'] ?? '');
      expect(disposition).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''\S+$/);
      return decodeURIComponent(/filename\*=UTF-8''(\S+)$/.exec(disposition)![1]!);
    };

    it('come back as the type judged by their bytes, as attachments, never sniffed: a complaint’s photo and documents', async () => {
      const [category] = await ctx.database.db
        .insert(complaintCategory)
        .values({
          municipalityId: 6,
          name: { bs: 'Putevi', hr: 'Putevi', sr_cyr: 'Путеви' },
          description: { bs: '', hr: '', sr_cyr: '' },
          icon: 'road',
        })
        .returning();
      const photo = await upload(
        byName('Complaints.UploadImage'),
        hostile['a valid JPEG with an HTML page appended']!,
        citizen,
      );
      const traversal = await upload(
        byName('Complaints.UploadDocument'),
        hostile['a name that climbs out of the folder']!,
        citizen,
      );
      const pdf = await upload(
        byName('Complaints.UploadDocument'),
        hostile['a PDF that runs JavaScript and carries an HTML page']!,
        citizen,
      );
      for (const res of [photo, traversal, pdf]) expect(res.statusCode, res.body).toBe(200);
      const reported = await ctx.app.inject({
        method: 'POST',
        url: '/api/Complaints/Report',
        headers: citizen,
        payload: {
          title: 'Rupa na putu',
          description: 'Duboka rupa na sredini kolovoza.',
          categoryId: category!.id,
          latitude: 44.538,
          longitude: 18.676,
          address: 'Turalibegova bb, Tuzla',
          imageIds: [photo.json().fileId],
          documentIds: [traversal.json().fileId, pdf.json().fileId],
        },
      });
      expect(reported.statusCode, reported.body).toBe(200);
      const details = (
        await ctx.app.inject({ url: `/api/Complaints/GetByID/${reported.json().id}/1`, headers: citizen })
      ).json() as { images: { id: number }[]; documents: { id: number; contentType: string }[] };

      for (const url of [
        `/api/Complaints/GetImage/${details.images[0]!.id}`,
        `/api/Complaints/GetThumbnail/${details.images[0]!.id}`,
      ]) {
        const image = await ctx.app.inject({ url });
        expectSafeDownload(image, /^image\/(jpeg|png|webp)$/);
        expect(await metadataOf(image.rawPayload)).toEqual([]);
      }
      expect(details.documents).toHaveLength(2);
      for (const document of details.documents) {
        const file = await ctx.app.inject({ url: `/api/Complaints/DownloadFile/${document.id}` });
        expectSafeDownload(file, /^(image\/jpeg|application\/pdf)$/);
        expect(file.headers['content-type']).toBe(document.contentType);
        const name = attachmentName(file);
        expect(name).not.toMatch(/[/\\]/);
        expect(await metadataOf(file.rawPayload)).toEqual([]);
      }
    });

    it('come back as the type judged by their bytes, as attachments, never sniffed: an info-section document', async () => {
      const typeId = await addDocumentType(ctx.database.db, {
        code: 'SEC',
        name: { bs: 'Odluke', hr: 'Odluke', sr_cyr: 'Одлуке' },
        sortOrder: 10,
      });
      const uploaded = await upload(
        byName('AdminInfoSectionDocument.Upload'),
        hostile['a valid JPEG with an HTML page appended']!,
        admin,
      );
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      const saved = await ctx.app.inject({
        method: 'POST',
        url: '/api/AdminInfoSectionDocument/Save',
        headers: admin,
        payload: {
          id: 0,
          dataStatus: 2,
          name: '../../<script>alert(1)</script>',
          documentTypeId: typeId,
          languageId: null,
          extension: 'jpg',
          fileId: uploaded.json().fileId,
          order: 10,
          active: true,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const file = await ctx.app.inject({ url: `/api/InfoSection/DownloadDocument/${saved.json().id}` });
      expectSafeDownload(file, /^image\/jpeg$/);
      expect(attachmentName(file)).not.toMatch(/[/\\]/);
      expect(await metadataOf(file.rawPayload)).toEqual([]);
    });
  });
});
