import { crc32, deflateSync } from 'node:zlib';
import { IMAGE_MAX_MEGAPIXELS } from '@portal/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pngChunk, sampleFiles } from '../../../test/files';
import { AppError } from '../errors';
import { IMAGE_DECODES, imageDecodes } from './decode-pool';
import { decodeBitmap, MAX_BITMAP_PIXELS, MAX_INPUT_PIXELS, prepareImage } from './images';

const LIMIT = { maxBytes: 20 * 1024 * 1024, field: 'photo' };

type Rgb = [number, number, number];
type Rgba = [number, number, number, number];

/** The refusal prepareImage answers, as the client receives it. */
async function refusal(bytes: Uint8Array, options = LIMIT) {
  const error = await prepareImage(bytes, options).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const appError = error as AppError;
  expect(appError.status).toBe(400);
  return appError.body();
}

const solid = (width: number, height: number, background: string | object, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background } });

/** Left half red, right half blue: shows which way an image was turned. */
function halves(width: number, height: number) {
  return solid(width, height, '#ff0000').composite([
    {
      input: { create: { width: width / 2, height, channels: 3, background: '#0000ff' } },
      left: width / 2,
      top: 0,
    },
  ]);
}

async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + info.channels)];
}

function expectClose(actual: number[], expected: number[], tolerance = 12) {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, i) =>
    expect(Math.abs(value - expected[i]!), `channel ${i}: ${actual}`).toBeLessThanOrEqual(tolerance),
  );
}

/** The tags of the first IFD of an EXIF block (0x8825 points to the GPS IFD). */
function exifTags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('Exif\0\0') + 6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, i) => u16(ifd + 2 + i * 12));
}

async function expectNoMetadata(image: Buffer) {
  const meta = await sharp(image).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  for (const text of ['Exif', 'GPS', 'WGS-84', 'TestCam', 'Secret Person', 'xmpmeta']) {
    expect(image.includes(text), text).toBe(false);
  }
}

const GPS = {
  IFD0: { Make: 'TestCam', Model: 'Secret Person' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '43/1 51/1 30/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '18/1 25/1 12/1',
    GPSMapDatum: 'WGS-84',
  },
};
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Secret Person</dc:creator>' +
  '</rdf:Description></rdf:RDF></x:xmpmeta>';

/** A Windows bitmap as Paint (40-byte header, 24-bit, bottom-up) or GIMP (V5 header, 32-bit with alpha) writes it. */
function bitmap(options: {
  width: number;
  height: number;
  pixel: (x: number, y: number) => Rgb | Rgba;
  kind: 'paint-24' | 'gimp-32' | 'reserved-32';
}): Buffer {
  const { width, height, pixel, kind } = options;
  const bits = kind === 'paint-24' ? 24 : 32;
  const headerSize = kind === 'gimp-32' ? 124 : 40;
  const stride = Math.floor((bits * width + 31) / 32) * 4;
  const offset = 14 + headerSize;
  const file = Buffer.alloc(offset + stride * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(headerSize, 14);
  file.writeInt32LE(width, 18);
  // GIMP's file is stored top-down (negative height), Paint's bottom-up.
  file.writeInt32LE(kind === 'gimp-32' ? -height : height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bits, 28);
  if (kind === 'gimp-32') {
    file.writeUInt32LE(3, 30); // BI_BITFIELDS
    file.writeUInt32LE(0x00ff0000, 54);
    file.writeUInt32LE(0x0000ff00, 58);
    file.writeUInt32LE(0x000000ff, 62);
    file.writeUInt32LE(0xff000000, 66);
    file.write('BGRs', 70, 'latin1');
  }
  for (let y = 0; y < height; y++) {
    const row = kind === 'gimp-32' ? y : height - 1 - y;
    for (let x = 0; x < width; x++) {
      const [r, g, b, a = 0] = pixel(x, y);
      const at = offset + row * stride + x * (bits / 8);
      file[at] = b;
      file[at + 1] = g;
      file[at + 2] = r;
      if (bits === 32) file[at + 3] = kind === 'reserved-32' ? 0 : a;
    }
  }
  return file;
}

/** A black 8-bit greyscale PNG written by hand: tiny on disk however many pixels it has. */
function greyPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample; colour type 0 (grey), deflate, no filter, no interlace
  const rows = Buffer.alloc((width + 1) * height); // each row: filter byte 0, then black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A PNG whose header announces `width` x `height` pixels, followed by a few bytes of pixel
 * data: a decoder that believed the header would allocate them all (and then fail).
 */
function pngAnnouncing(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Takes every place of the decode pool, as `sender`'s work would, until `release` is called. */
async function fillDecodePool(sender: string) {
  const releases: (() => void)[] = [];
  const holding = Array.from({ length: IMAGE_DECODES }, () =>
    imageDecodes.run(sender, () => new Promise<void>((resolve) => releases.push(resolve))),
  );
  await until(() => releases.length === IMAGE_DECODES);
  return {
    releaseOne: () => releases.shift()!(),
    releaseAll: async () => {
      releases.splice(0).forEach((release) => release());
      await Promise.all(holding);
    },
  };
}

/** Waits until `done` holds, looking every millisecond: what is asserted is an order, not a time. */
async function until(done: () => boolean): Promise<void> {
  for (let looks = 0; !done(); looks++) {
    if (looks > 10_000) throw new Error('never happened');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

describe('a photo is re-encoded without its metadata', () => {
  it('drops EXIF with GPS, XMP and the ICC profile of a JPEG', async () => {
    const input = await halves(400, 300).withIccProfile('p3').withExif(GPS).withXmp(XMP).jpeg().toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif).toBeDefined();
    expect(exifTags(before.exif!)).toContain(0x8825);
    expect(input.includes('WGS-84')).toBe(true);
    expect(before.xmp).toBeDefined();
    expect(before.icc).toBeDefined();

    const photo = await prepareImage(input, LIMIT);

    expect(photo).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 400, height: 300 });
    await expectNoMetadata(photo.data);
    await expectNoMetadata(photo.thumbnail.data);
    const after = await sharp(photo.data).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 400, height: 300, isProgressive: true });
    expectClose(await pixelAt(photo.data, 50, 150), [255, 0, 0], 40);
    expectClose(await pixelAt(photo.data, 350, 150), [0, 0, 255], 40);
  });

  it('drops the metadata of PNG and WebP photos too', async () => {
    for (const input of [
      await solid(80, 60, { r: 0, g: 128, b: 0, alpha: 0.5 }, 4).withExif(GPS).withXmp(XMP).png().toBuffer(),
      await solid(80, 60, '#008000').withExif(GPS).withXmp(XMP).webp().toBuffer(),
    ]) {
      expect((await sharp(input).metadata()).exif).toBeDefined();
      const photo = await prepareImage(input, LIMIT);
      await expectNoMetadata(photo.data);
      await expectNoMetadata(photo.thumbnail.data);
    }
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    const input = await halves(400, 300).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const photo = await prepareImage(input, LIMIT);

    expect([photo.width, photo.height]).toEqual([300, 400]);
    expect(await sharp(photo.data).metadata()).toMatchObject({ width: 300, height: 400 });
    expect((await sharp(photo.data).metadata()).orientation).toBeUndefined();
    // Turned 90 degrees clockwise: the left (red) half is now on top.
    expectClose(await pixelAt(photo.data, 150, 50), [255, 0, 0], 40);
    expectClose(await pixelAt(photo.data, 150, 350), [0, 0, 255], 40);
    expect([photo.thumbnail.width, photo.thumbnail.height]).toEqual([180, 240]);
  });
});

describe('a photo is fitted', () => {
  it('inside 1600 x 1200, with a thumbnail inside 320 x 240', async () => {
    const photo = await prepareImage(await solid(4000, 3000, '#336699').jpeg().toBuffer(), LIMIT);

    expect([photo.width, photo.height]).toEqual([1600, 1200]);
    expect(await sharp(photo.data).metadata()).toMatchObject({ width: 1600, height: 1200 });
    expect([photo.thumbnail.width, photo.thumbnail.height]).toEqual([320, 240]);
    expect(await sharp(photo.thumbnail.data).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 240,
    });
  });

  it('keeping its aspect ratio', async () => {
    const wide = await prepareImage(await solid(4000, 1000, '#336699').png().toBuffer(), LIMIT);
    expect([wide.width, wide.height]).toEqual([1600, 400]);
    expect([wide.thumbnail.width, wide.thumbnail.height]).toEqual([320, 80]);

    const tall = await prepareImage(await solid(1000, 3000, '#336699').webp().toBuffer(), LIMIT);
    expect([tall.width, tall.height]).toEqual([400, 1200]);
    expect([tall.thumbnail.width, tall.thumbnail.height]).toEqual([80, 240]);
  });

  it('and never enlarged', async () => {
    const photo = await prepareImage(await solid(200, 100, '#336699').jpeg().toBuffer(), LIMIT);
    expect([photo.width, photo.height]).toEqual([200, 100]);
    expect([photo.thumbnail.width, photo.thumbnail.height]).toEqual([200, 100]);
  });
});

describe('the stored format', () => {
  it('keeps a transparent PNG a PNG with its transparency', async () => {
    const input = await solid(64, 48, { r: 0, g: 200, b: 0, alpha: 0.5 }, 4).png().toBuffer();

    const photo = await prepareImage(input, LIMIT);

    expect(photo).toMatchObject({ contentType: 'image/png', extension: 'png', width: 64, height: 48 });
    expect(await sharp(photo.data).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
    expectClose(await pixelAt(photo.data, 10, 10), [0, 200, 0, 128], 2);
    expect(await sharp(photo.thumbnail.data).metadata()).toMatchObject({ format: 'png', hasAlpha: true });
    expect(photo.thumbnail.contentType).toBe('image/png');
  });

  it('stores an opaque PNG as JPEG, alpha channel or not', async () => {
    for (const input of [
      await solid(64, 48, '#3366cc').png().toBuffer(),
      await solid(64, 48, { r: 51, g: 102, b: 204, alpha: 1 }, 4).png().toBuffer(),
    ]) {
      const photo = await prepareImage(input, LIMIT);
      expect(photo).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg' });
      expect(await sharp(photo.data).metadata()).toMatchObject({ format: 'jpeg', hasAlpha: false });
      expectClose(await pixelAt(photo.data, 30, 20), [51, 102, 204], 6);
    }
  });

  it('keeps WebP as WebP', async () => {
    const input = await solid(120, 90, { r: 200, g: 40, b: 40, alpha: 0.25 }, 4).webp().toBuffer();

    const photo = await prepareImage(input, LIMIT);

    expect(photo).toMatchObject({ contentType: 'image/webp', extension: 'webp', width: 120, height: 90 });
    expect(await sharp(photo.data).metadata()).toMatchObject({ format: 'webp', hasAlpha: true });
    expect(await sharp(photo.thumbnail.data).metadata()).toMatchObject({ format: 'webp' });
    expect(photo.thumbnail.contentType).toBe('image/webp');
  });
});

describe('a bitmap', () => {
  const top: Rgb = [200, 100, 50];
  const bottom: Rgb = [20, 60, 220];
  const twoColours = (_x: number, y: number): Rgb => (y < 20 ? top : bottom);

  it('of 24 bits, bottom-up with padded rows, becomes a JPEG of its size and colours', async () => {
    const input = bitmap({ width: 61, height: 40, pixel: twoColours, kind: 'paint-24' });
    expect(input.subarray(0, 2).toString('latin1')).toBe('BM');

    const photo = await prepareImage(input, LIMIT);

    expect(photo).toMatchObject({ contentType: 'image/jpeg', extension: 'jpg', width: 61, height: 40 });
    expect(await sharp(photo.data).metadata()).toMatchObject({ format: 'jpeg', width: 61, height: 40 });
    expectClose(await pixelAt(photo.data, 30, 5), top);
    expectClose(await pixelAt(photo.data, 30, 35), bottom);
    expectClose(await pixelAt(photo.data, 60, 35), bottom);
  });

  it('of 32 bits whose fourth byte is unused is opaque, not invisible', async () => {
    const input = bitmap({ width: 30, height: 40, pixel: twoColours, kind: 'reserved-32' });

    const photo = await prepareImage(input, LIMIT);

    expect(photo.contentType).toBe('image/jpeg');
    expectClose(await pixelAt(photo.data, 10, 5), top);
    expectClose(await pixelAt(photo.data, 10, 35), bottom);
  });

  it('with a V5 header and alpha, stored top-down, becomes a PNG with its transparency', async () => {
    const input = bitmap({
      width: 30,
      height: 40,
      pixel: (x, y) => (y < 20 ? [...top, 255] : [...bottom, x < 15 ? 0 : 128]),
      kind: 'gimp-32',
    });

    const photo = await prepareImage(input, LIMIT);

    expect(photo).toMatchObject({ contentType: 'image/png', extension: 'png', width: 30, height: 40 });
    expectClose(await pixelAt(photo.data, 10, 5), [...top, 255], 2);
    expectClose(await pixelAt(photo.data, 20, 35), [...bottom, 128], 2);
    expect((await pixelAt(photo.data, 5, 35))[3]).toBe(0);
  });

  it('run-length encoded (RLE8) is read bottom-up like the others', () => {
    // 4 x 2 pixels, palette 0 black, 1 white; bottom row first: 4 white, then 2 black + 2 white.
    const header = Buffer.alloc(54 + 8);
    header.write('BM', 0, 'latin1');
    header.writeUInt32LE(54 + 8, 10);
    header.writeUInt32LE(40, 14);
    header.writeInt32LE(4, 18);
    header.writeInt32LE(2, 22);
    header.writeUInt16LE(1, 26);
    header.writeUInt16LE(8, 28);
    header.writeUInt32LE(1, 30); // BI_RLE8
    header.writeUInt32LE(2, 46); // two palette entries
    header.set([255, 255, 255, 0], 58);
    const runs = Buffer.from([4, 1, 0, 0, 2, 0, 2, 1, 0, 0, 0, 1]);

    const decoded = decodeBitmap(Buffer.concat([header, runs]), 100);

    expect(decoded).toMatchObject({ width: 4, height: 2, channels: 3 });
    expect([...decoded.data]).toEqual([...Array(6).fill(0), ...Array(6).fill(255), ...Array(12).fill(255)]);
  });

  it('claiming more pixels than allowed is refused before anything is allocated', async () => {
    const header = bitmap({ width: 1, height: 1, pixel: () => top, kind: 'paint-24' });
    header.writeInt32LE(5000, 18);
    header.writeInt32LE(5000, 22);
    expect(5000 * 5000).toBeGreaterThan(MAX_BITMAP_PIXELS);
    expect(() => decodeBitmap(header, MAX_BITMAP_PIXELS)).toThrow('too many pixels');
    expect(await refusal(header)).toEqual({
      errors: { photo: 'image_too_many_pixels' },
      params: { photo: { maximum: 16 } },
    });
  });

  it('cut short is refused as invalid', async () => {
    const input = bitmap({ width: 61, height: 40, pixel: twoColours, kind: 'paint-24' });
    expect(await refusal(input.subarray(0, input.length - 100))).toEqual({
      errors: { photo: 'image_invalid' },
    });
  });
});

describe('what is not a photo is refused by its bytes', () => {
  const notAllowed = {
    errors: { photo: 'image_type_not_allowed' },
    params: { photo: { allowed: 'jpg, jpeg, png, bmp, webp' } },
  };

  it('an HTML document, whatever it is called', async () => {
    // prepareImage is never told the name "photo.jpg": only the bytes count.
    expect(await refusal(sampleFiles.html)).toEqual(notAllowed);
    expect(await refusal(Buffer.from('<html><img src=x onerror=alert(1)></html>'))).toEqual(notAllowed);
  });

  it('a PDF, a GIF, an SVG, a HEIC and text', async () => {
    const gif = await solid(10, 10, '#ff0000').gif().toBuffer();
    expect((await sharp(gif).metadata()).format).toBe('gif');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const bytes of [sampleFiles.pdf, gif, svg, sampleFiles.heic, sampleFiles.text, sampleFiles.bmText]) {
      expect(await refusal(bytes)).toEqual(notAllowed);
    }
  });

  it('an empty file', async () => {
    expect(await refusal(new Uint8Array())).toEqual(notAllowed);
  });
});

describe('a photo that is too large or broken', () => {
  it('is refused over the byte limit, saying the limit in KB', async () => {
    const input = await sharp({
      create: {
        width: 400,
        height: 300,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(input.length).toBeGreaterThan(200 * 1024);

    expect(await refusal(input, { maxBytes: 100 * 1024 + 500, field: 'file' })).toEqual({
      errors: { file: 'image_too_large' },
      params: { file: { maximum: 100 } },
    });
  });

  it('is accepted at exactly the byte limit', async () => {
    const input = await solid(40, 30, '#336699').jpeg().toBuffer();
    await expect(prepareImage(input, { maxBytes: input.length, field: 'photo' })).resolves.toMatchObject({
      width: 40,
    });
  });

  it('is refused as invalid when a JPEG is cut short or is garbage after its signature', async () => {
    const jpeg = await halves(400, 300).jpeg().toBuffer();
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x5a)]);
    const jfifOnly = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]),
      Buffer.from('JFIF\0'),
      Buffer.alloc(64),
    ]);
    const pngHeaderOnly = sampleFiles.png.subarray(0, 33);
    for (const bytes of [jpeg.subarray(0, jpeg.length / 2), garbage, jfifOnly, pngHeaderOnly]) {
      expect(await refusal(bytes)).toEqual({ errors: { photo: 'image_invalid' } });
    }
  });

  it('is refused, saying the limit, when it has more pixels than may be decoded (a decompression bomb)', async () => {
    // 8000 x 8000 black pixels: 64 megapixels in a file of about 70 KB, which would decode fine without the limit.
    const bomb = greyPng(8000, 8000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    expect(await sharp(bomb).metadata()).toMatchObject({ format: 'png', width: 8000, height: 8000 });
    expect(8000 * 8000).toBeGreaterThan(MAX_INPUT_PIXELS);
    expect(MAX_INPUT_PIXELS).toBe(IMAGE_MAX_MEGAPIXELS * 1_000_000);

    const tooMany = { errors: { photo: 'image_too_many_pixels' }, params: { photo: { maximum: 52 } } };
    expect(await refusal(bomb)).toEqual(tooMany);
    // What a 50-megapixel phone camera writes (8192 x 6144) passes.
    await expect(prepareImage(greyPng(8192, 6144), LIMIT)).resolves.toMatchObject({
      width: 1600,
      height: 1200,
    });
  });

  it('is refused from its header, before any decoding: a PNG announcing 10 gigapixels in 100 bytes', async () => {
    const huge = pngAnnouncing(100_000, 100_000);
    expect(huge.length).toBeLessThan(200);
    expect(await sharp(huge, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 100_000,
      height: 100_000,
    });
    // Every decode place is taken: a refusal that needed a decode would wait for one.
    const pool = await fillDecodePool('someone else');
    try {
      expect(await refusal(huge)).toEqual({
        errors: { photo: 'image_too_many_pixels' },
        params: { photo: { maximum: IMAGE_MAX_MEGAPIXELS } },
      });
      expect(imageDecodes.state()).toEqual({ running: IMAGE_DECODES, waiting: {} });
    } finally {
      await pool.releaseAll();
    }
  });

  it('prepares photos sent at once one after the other, all of them', async () => {
    const inputs = await Promise.all(
      ['#ff0000', '#00ff00', '#0000ff'].map((colour) => solid(300, 200, colour).jpeg().toBuffer()),
    );
    const cutShort = inputs[0]!.subarray(0, inputs[0]!.length / 2);
    const photos = await Promise.all([
      ...inputs.map((input) => prepareImage(input, LIMIT)),
      prepareImage(cutShort, LIMIT).catch((e: unknown) => e),
    ]);
    expect(photos.slice(0, 3).map((p) => (p as { width: number }).width)).toEqual([300, 300, 300]);
    expect(photos[3]).toBeInstanceOf(AppError);
  });
});

describe('photos are decoded in a fair pool', () => {
  it('serves another uploader’s single photo before one uploader’s queue of large photos drains', async () => {
    const large = await solid(3000, 2000, '#884422').png().toBuffer();
    const small = await solid(64, 48, '#224488').jpeg().toBuffer();
    // The first uploader's work holds every place; its large photos queue behind it.
    const pool = await fillDecodePool('user:1');
    const finished: string[] = [];
    /** Sends a photo and waits until it is queued (its header is read first), answering its end. */
    const send = async (name: string, bytes: Buffer, uploader: string, waiting: Record<string, number>) => {
      const done = prepareImage(bytes, { ...LIMIT, uploader }).then(() => finished.push(name));
      await until(() => JSON.stringify(imageDecodes.state().waiting) === JSON.stringify(waiting));
      return { done };
    };
    try {
      const sent = [
        await send('large 1', large, 'user:1', { 'user:1': 1 }),
        await send('large 2', large, 'user:1', { 'user:1': 2 }),
        await send('large 3', large, 'user:1', { 'user:1': 3 }),
        await send('small', small, 'user:2', { 'user:1': 3, 'user:2': 1 }),
      ];
      // One place is freed; the others stay taken, so the photos go one at a time, in turn.
      pool.releaseOne();
      await Promise.all(sent.map((s) => s.done));
      expect(finished).toEqual(['large 1', 'small', 'large 2', 'large 3']);
    } finally {
      await pool.releaseAll();
    }
  });
});
