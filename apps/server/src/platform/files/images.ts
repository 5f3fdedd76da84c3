import { IMAGE_MAX_MEGAPIXELS, type ImageExtension, imageExtensions } from '@portal/contracts';
import sharp, { type Channels, type Sharp } from 'sharp';
import { badRequest } from '../errors';
import { imageDecodes } from './decode-pool';
import { isBitmap, sniffImageType } from './sniff';

/**
 * Photos (complaint photos and the like) are judged by their bytes and re-encoded:
 * turned upright, fitted, and written without EXIF, GPS, XMP, IPTC or ICC data.
 * See docs/decisions/0015-image-re-encoding.md.
 */

/** A stored photo fits inside this box: the web shows 800 x 600 with a x2 magnifier. */
export const IMAGE_BOX = { width: 1600, height: 1200 } as const;
/** A thumbnail fits inside this box. */
export const THUMBNAIL_BOX = { width: 320, height: 240 } as const;
/**
 * An image whose header announces more pixels than this is refused before it is decoded
 * (decompression bombs, and the 64-megapixel PNGs that held every core for seconds): the
 * 48 and 50 megapixel photos phones take pass. sharp's `limitInputPixels` repeats it.
 */
export const MAX_INPUT_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;
/**
 * Bitmaps are decoded whole into memory before sharp sees them (3 or 4 bytes a pixel),
 * so they get a lower limit: an uncompressed 24-bit bitmap this large is a 50 MB file.
 */
export const MAX_BITMAP_PIXELS = 2 ** 24;

export type EncodedImage = { data: Buffer; contentType: string; width: number; height: number };
export type PreparedImage = EncodedImage & { extension: ImageExtension; thumbnail: EncodedImage };

type InputType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/bmp';
type OutputFormat = 'jpeg' | 'png' | 'webp';

const OUTPUTS: Record<OutputFormat, { contentType: string; extension: ImageExtension }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
};

const ENCODE: Record<OutputFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 82, progressive: true }),
  png: (image) => image.png({ compressionLevel: 8 }),
  webp: (image) => image.webp({ quality: 80 }),
};

/**
 * The photo in `bytes`, re-encoded for storage with a thumbnail. Refuses (AppError 400 on
 * `field`) anything whose bytes are not JPEG, PNG, WebP or BMP (`image_type_not_allowed`),
 * more than `maxBytes` (`image_too_large`, maximum in KB), a header announcing more pixels
 * than may be decoded (`image_too_many_pixels`, maximum in megapixels, before any decoding)
 * and what cannot be decoded (`image_invalid`). Decoding waits its turn in the fair pool,
 * queued under `uploader`. Output: WebP stays WebP; an image with transparency becomes PNG;
 * everything else JPEG.
 */
export async function prepareImage(
  bytes: Uint8Array,
  options: { maxBytes: number; field: string; uploader?: string },
): Promise<PreparedImage> {
  const type = sniffPhotoType(bytes);
  if (!type) {
    throw badRequest('image_type_not_allowed', options.field, { allowed: imageExtensions.join(', ') });
  }
  if (bytes.byteLength > options.maxBytes) {
    throw badRequest('image_too_large', options.field, { maximum: Math.floor(options.maxBytes / 1024) });
  }
  await assertPixelLimit(bytes, type, options.field);
  return imageDecodes.run(options.uploader ?? ANONYMOUS, async () => {
    const pixels = await decode(bytes, type).catch(() => {
      throw badRequest('image_invalid', options.field);
    });
    const transparent = hasTransparency(pixels.data, pixels.info.channels);
    const format: OutputFormat = type === 'image/webp' ? 'webp' : transparent ? 'png' : 'jpeg';
    const encode = (box?: { width: number; height: number }) => {
      let image = sharp(pixels.data, { raw: pixels.info });
      if (!transparent && hasAlphaChannel(pixels.info.channels)) image = image.removeAlpha();
      if (box) image = image.resize({ ...box, fit: 'inside', withoutEnlargement: true });
      return ENCODE[format](image).toBuffer({ resolveWithObject: true });
    };
    const [main, thumbnail] = await Promise.all([encode(), encode(THUMBNAIL_BOX)]);
    const { contentType, extension } = OUTPUTS[format];
    return {
      data: main.data,
      contentType,
      extension,
      width: main.info.width,
      height: main.info.height,
      thumbnail: {
        data: thumbnail.data,
        contentType,
        width: thumbnail.info.width,
        height: thumbnail.info.height,
      },
    };
  });
}

/** The photo format the bytes show, or null for anything else (GIF, SVG, HEIC, PDF, HTML...). */
export function sniffPhotoType(bytes: Uint8Array): InputType | null {
  const type = sniffImageType(bytes);
  if (type === 'image/jpeg' || type === 'image/png' || type === 'image/webp') return type;
  return isBitmap(bytes) ? 'image/bmp' : null;
}

const ANONYMOUS = 'anonymous';

/**
 * Refuses an image whose header announces more pixels than may be decoded, reading the
 * header only (sharp's metadata, or the bitmap's own header): nothing is decoded or
 * allocated for the pixels, and no place in the decode pool is taken. A header that cannot
 * be read is `image_invalid`.
 */
async function assertPixelLimit(bytes: Uint8Array, type: InputType, field: string): Promise<void> {
  const size = type === 'image/bmp' ? bitmapSize(bytes) : await headerSize(bytes);
  if (!size) throw badRequest('image_invalid', field);
  const limit = type === 'image/bmp' ? MAX_BITMAP_PIXELS : MAX_INPUT_PIXELS;
  if (size.width * size.height > limit) {
    throw badRequest('image_too_many_pixels', field, { maximum: Math.floor(limit / 1_000_000) });
  }
}

async function headerSize(bytes: Uint8Array): Promise<{ width: number; height: number } | null> {
  configureSharp();
  // No pixel limit here: the header is read, not decoded, and the limit is what is checked.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) return null;
  return { width: meta.width, height: meta.pageHeight ?? meta.height };
}

function bitmapSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (!isBitmap(bytes)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const core = view.getUint32(14, true) === 12;
  const width = core ? view.getUint16(18, true) : view.getInt32(18, true);
  const height = Math.abs(core ? view.getUint16(20, true) : view.getInt32(22, true));
  return width > 0 && height > 0 ? { width, height } : null;
}

/**
 * A JPEG or PNG document whose structure could not be read closely enough to drop its
 * metadata without decoding (see metadata.ts), decoded and written again in its own
 * format at its own size: upright, sRGB, nothing but pixels. Refused like a photo when its
 * header announces too many pixels (`image_too_many_pixels`) or it cannot be decoded whole
 * (`image_invalid`, a JPEG cut short included). Decoding waits its turn in the fair pool.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  options: { format: 'jpeg' | 'png'; field: string; uploader?: string },
): Promise<Buffer> {
  const type = options.format === 'jpeg' ? 'image/jpeg' : 'image/png';
  if (sniffImageType(bytes) !== type) throw badRequest('image_invalid', options.field);
  await assertPixelLimit(bytes, type, options.field);
  return imageDecodes.run(options.uploader ?? ANONYMOUS, async () => {
    configureSharp();
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' }).rotate();
    const encoded =
      options.format === 'jpeg' ? image.jpeg({ quality: 90 }) : image.png({ compressionLevel: 8 });
    return encoded.toBuffer().catch(() => {
      throw badRequest('image_invalid', options.field);
    });
  });
}

type RawPixels = { data: Buffer; info: { width: number; height: number; channels: Channels } };

/** Decodes, turns upright and fits into IMAGE_BOX as 8-bit sRGB pixels; the metadata stays behind. */
async function decode(bytes: Uint8Array, type: InputType): Promise<RawPixels> {
  configureSharp();
  const input =
    type === 'image/bmp'
      ? bitmapInput(bytes)
      : sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' });
  const { data, info } = await input
    .rotate()
    .resize({ ...IMAGE_BOX, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

function bitmapInput(bytes: Uint8Array): Sharp {
  const bitmap = decodeBitmap(bytes, MAX_BITMAP_PIXELS);
  return sharp(bitmap.data, {
    raw: { width: bitmap.width, height: bitmap.height, channels: bitmap.channels },
    limitInputPixels: MAX_BITMAP_PIXELS,
  });
}

const hasAlphaChannel = (channels: number) => channels === 2 || channels === 4;

/** Whether any pixel is not fully opaque (an alpha channel of 255s everywhere is no transparency). */
function hasTransparency(data: Buffer, channels: number): boolean {
  if (!hasAlphaChannel(channels)) return false;
  for (let i = channels - 1; i < data.length; i += channels) if (data[i] !== 255) return true;
  return false;
}

let configured = false;
/** libvips' operation cache keeps decoded images of past requests alive: not wanted for uploads. */
function configureSharp(): void {
  if (configured) return;
  sharp.cache(false);
  configured = true;
}

// ---------------------------------------------------------------------------------------
// Windows bitmaps. libvips as sharp ships it cannot read BMP, and bmp-js ignores the
// pixel-data offset and the V4/V5 headers (which GIMP and ImageMagick write), reads the
// unused fourth byte of 32-bit BI_RGB as alpha and decodes RLE bottom-up images upside
// down; so this small decoder reads what Windows and the browsers read.
// ---------------------------------------------------------------------------------------

export type Bitmap = { data: Buffer; width: number; height: number; channels: 3 | 4 };

const BI_RGB = 0;
const BI_RLE8 = 1;
const BI_RLE4 = 2;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;

class InvalidBitmap extends Error {}

/**
 * Decodes a BMP (1, 4, 8, 16, 24 and 32 bits per pixel; uncompressed, RLE8, RLE4 and bit
 * fields; bottom-up or top-down) into RGB or RGBA pixels, top row first. Throws on what it
 * cannot read and, before allocating anything, on more than `maxPixels` pixels.
 */
export function decodeBitmap(bytes: Uint8Array, maxPixels: number): Bitmap {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  if (!isBitmap(bytes)) throw new InvalidBitmap('not a bitmap');
  const dataOffset = u32(10);
  const headerSize = u32(14);
  const core = headerSize === 12;
  const width = core ? u16(18) : view.getInt32(18, true);
  const signedHeight = core ? u16(20) : view.getInt32(22, true);
  const bitCount = core ? u16(24) : u16(28);
  const compression = core ? BI_RGB : u32(30);
  const height = Math.abs(signedHeight);
  const topDown = signedHeight < 0;
  if (width <= 0 || height <= 0) throw new InvalidBitmap('no pixels');
  if (width * height > maxPixels) throw new InvalidBitmap('too many pixels');

  const masks = channelMasks({ view, headerSize, bitCount, compression });
  const channels = masks && masks[3] !== 0 ? 4 : 3;
  const out = Buffer.alloc(width * height * channels);
  const rowStart = (fileRow: number) => (topDown ? fileRow : height - 1 - fileRow) * width * channels;

  if (bitCount <= 8) {
    const palette = readPalette({ view, headerSize, bitCount, compression, core });
    const put = (fileRow: number, x: number, index: number) => {
      const colour = palette[index] ?? BLACK;
      out.set(colour, rowStart(fileRow) + x * 3);
    };
    if (compression === BI_RLE8 && bitCount === 8)
      decodeRle({ bytes, dataOffset, width, height, bits: 8, put });
    else if (compression === BI_RLE4 && bitCount === 4) {
      decodeRle({ bytes, dataOffset, width, height, bits: 4, put });
    } else if (compression === BI_RGB && [1, 2, 4, 8].includes(bitCount)) {
      const stride = rowBytes(bitCount, width);
      requireLength(bytes, dataOffset + stride * height);
      const perByte = 8 / bitCount;
      const mask = (1 << bitCount) - 1;
      for (let row = 0; row < height; row++) {
        const line = dataOffset + row * stride;
        for (let x = 0; x < width; x++) {
          const byte = bytes[line + Math.floor(x / perByte)]!;
          const shift = 8 - bitCount * ((x % perByte) + 1);
          put(row, x, (byte >> shift) & mask);
        }
      }
    } else throw new InvalidBitmap('unsupported compression');
    return { data: out, width, height, channels: 3 };
  }

  if (bitCount === 24 && compression === BI_RGB) {
    const stride = rowBytes(24, width);
    requireLength(bytes, dataOffset + stride * height);
    for (let row = 0; row < height; row++) {
      let from = dataOffset + row * stride;
      let to = rowStart(row);
      for (let x = 0; x < width; x++, from += 3, to += 3) {
        out[to] = bytes[from + 2]!;
        out[to + 1] = bytes[from + 1]!;
        out[to + 2] = bytes[from]!;
      }
    }
    return { data: out, width, height, channels: 3 };
  }

  if ((bitCount === 16 || bitCount === 32) && masks) {
    const stride = rowBytes(bitCount, width);
    requireLength(bytes, dataOffset + stride * height);
    const fields = masks.map(field);
    let anyAlpha = false;
    for (let row = 0; row < height; row++) {
      const line = dataOffset + row * stride;
      let to = rowStart(row);
      for (let x = 0; x < width; x++) {
        const value = bitCount === 16 ? u16(line + x * 2) : u32(line + x * 4);
        for (let c = 0; c < channels; c++) out[to + c] = fields[c]!(value);
        if (channels === 4 && out[to + 3] !== 0) anyAlpha = true;
        to += channels;
      }
    }
    // Most writers leave the fourth byte 0 ("reserved"): then the image is opaque, as browsers show it.
    if (channels === 4 && !anyAlpha) for (let i = 3; i < out.length; i += 4) out[i] = 255;
    return { data: out, width, height, channels };
  }
  throw new InvalidBitmap('unsupported format');
}

const BLACK = new Uint8Array([0, 0, 0]);

const rowBytes = (bitCount: number, width: number) => Math.floor((bitCount * width + 31) / 32) * 4;

function requireLength(bytes: Uint8Array, length: number): void {
  if (bytes.length < length) throw new InvalidBitmap('truncated');
}

/** Red, green, blue and alpha masks of a 16 or 32-bit bitmap; null for palette and 24-bit ones. */
function channelMasks(header: {
  view: DataView;
  headerSize: number;
  bitCount: number;
  compression: number;
}): [number, number, number, number] | null {
  const { view, headerSize, bitCount, compression } = header;
  if (bitCount !== 16 && bitCount !== 32) return null;
  const u32 = (at: number) => view.getUint32(at, true);
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    // Inside a V2+ header, or just after a 40-byte one: the same file offsets either way.
    const alpha = headerSize >= 56 || compression === BI_ALPHABITFIELDS ? u32(66) : 0;
    return [u32(54), u32(58), u32(62), alpha];
  }
  if (compression !== BI_RGB) throw new InvalidBitmap('unsupported compression');
  return bitCount === 16 ? [0x7c00, 0x03e0, 0x001f, 0] : [0xff0000, 0xff00, 0xff, 0xff000000];
}

/** A function reading one 8-bit channel out of a pixel value through its mask. */
function field(mask: number): (value: number) => number {
  if (mask === 0) return () => 0;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const max = mask >>> shift;
  return (value) => Math.round((((value & mask) >>> shift) * 255) / max);
}

function readPalette(header: {
  view: DataView;
  headerSize: number;
  bitCount: number;
  compression: number;
  core: boolean;
}): Uint8Array[] {
  const { view, headerSize, bitCount, compression, core } = header;
  const masksAfterHeader =
    headerSize === 40 ? (compression === BI_BITFIELDS ? 12 : compression === BI_ALPHABITFIELDS ? 16 : 0) : 0;
  const start = 14 + headerSize + masksAfterHeader;
  const entrySize = core ? 3 : 4;
  const used = core ? 0 : view.getUint32(46, true);
  const count = Math.min(used || 1 << bitCount, 1 << bitCount);
  const palette: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const at = start + i * entrySize;
    palette.push(new Uint8Array([view.getUint8(at + 2), view.getUint8(at + 1), view.getUint8(at)]));
  }
  return palette;
}

/** Run-length encoded pixels (RLE8, RLE4); pixels the runs skip stay black. */
function decodeRle(input: {
  bytes: Uint8Array;
  dataOffset: number;
  width: number;
  height: number;
  bits: 4 | 8;
  put: (fileRow: number, x: number, index: number) => void;
}): void {
  const { bytes, width, height, bits, put } = input;
  let pos = input.dataOffset;
  let x = 0;
  let row = 0;
  const nibble = (byte: number, i: number) => (bits === 8 ? byte : i % 2 === 0 ? byte >> 4 : byte & 0x0f);
  while (pos + 1 < bytes.length && row < height) {
    const count = bytes[pos]!;
    const value = bytes[pos + 1]!;
    pos += 2;
    if (count > 0) {
      // Only the pixels inside the row are drawn, so a long run costs no more than the row.
      const end = Math.min(x + count, width);
      for (let i = 0; x + i < end; i++) put(row, x + i, nibble(value, i));
      x += count;
    } else if (value === 0) {
      x = 0;
      row++;
    } else if (value === 1) {
      return;
    } else if (value === 2) {
      x += bytes[pos] ?? 0;
      row += bytes[pos + 1] ?? 0;
      pos += 2;
    } else {
      const length = bits === 8 ? value : Math.ceil(value / 2);
      requireLength(bytes, pos + length);
      const end = Math.min(x + value, width);
      for (let i = 0; x + i < end; i++) {
        put(row, x + i, bits === 8 ? bytes[pos + i]! : nibble(bytes[pos + (i >> 1)]!, i));
      }
      x += value;
      pos += length + (length % 2);
    }
  }
}
