import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  encodeToFit,
  fittedSize,
  MIN_SIDE,
  needsScaling,
  QUALITIES,
  scalePhoto,
  SHRINK,
} from './photo-scale';

/** A stand-in for JPEG: the bytes grow with the pixels and the quality, as they do. */
const bytesFor = (size: { width: number; height: number }, quality: number) =>
  Math.round((size.width * size.height * quality) / 10);
const fakeEncode = vi.fn(
  async (size: { width: number; height: number }, quality: number) =>
    new Blob([new Uint8Array(bytesFor(size, quality))]),
);

/** The browser's canvas as the scaler uses it: what was drawn, and a JPEG of that many bytes. */
class FakeOffscreenCanvas {
  static drawn: { width: number; height: number }[] = [];
  constructor(
    public width: number,
    public height: number,
  ) {}
  getContext() {
    return {
      canvas: this,
      fillStyle: '',
      imageSmoothingEnabled: false,
      imageSmoothingQuality: 'low',
      fillRect: () => undefined,
      drawImage: (_image: unknown, _x: number, _y: number, width: number, height: number) =>
        FakeOffscreenCanvas.drawn.push({ width, height }),
    };
  }
  async convertToBlob({ type, quality }: { type: string; quality: number }) {
    return new Blob([new Uint8Array(bytesFor(this, quality))], { type });
  }
}

function photo(name: string, bytes: number, type = 'image/jpeg') {
  return new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });
}

function stubBitmap(width: number, height: number) {
  const close = vi.fn();
  const decode = vi.fn(async () => ({ width, height, close }));
  vi.stubGlobal('createImageBitmap', decode);
  return { decode, close };
}

afterEach(() => {
  vi.unstubAllGlobals();
  fakeEncode.mockClear();
  FakeOffscreenCanvas.drawn = [];
});

describe('fittedSize and needsScaling', () => {
  it('brings the longest side to the limit and keeps the proportions', () => {
    expect(fittedSize({ width: 4032, height: 3024 }, 2560)).toEqual({ width: 2560, height: 1920 });
    expect(fittedSize({ width: 3024, height: 4032 }, 2560)).toEqual({ width: 1920, height: 2560 });
    expect(fittedSize({ width: 1600, height: 1200 }, 2560)).toEqual({ width: 1600, height: 1200 });
  });

  it('scales a photo too long or too heavy, and leaves one within both limits', () => {
    const limits = { maxPixels: 2560, maxBytes: 5120 * 1024 };
    expect(needsScaling({ width: 4032, height: 3024 }, 1_000_000, limits)).toBe(true);
    expect(needsScaling({ width: 2000, height: 1500 }, 6_000_000, limits)).toBe(true);
    expect(needsScaling({ width: 2560, height: 1920 }, 5120 * 1024, limits)).toBe(false);
  });
});

describe('encodeToFit', () => {
  const size = { width: 2560, height: 1920 };

  it('takes the best quality that fits', async () => {
    const result = await encodeToFit(size, 500_000, fakeEncode);
    expect(result.quality).toBe(QUALITIES[0]);
    expect(fakeEncode).toHaveBeenCalledTimes(1);
    expect(result.blob.size).toBeLessThanOrEqual(500_000);
  });

  it('steps the quality down until the bytes fit', async () => {
    // 0.85 and 0.75 are too heavy, 0.65 fits.
    const limit = bytesFor(size, 0.7);
    const result = await encodeToFit(size, limit, fakeEncode);
    expect(fakeEncode.mock.calls.map(([, quality]) => quality)).toEqual([0.85, 0.75, 0.65]);
    expect(result).toMatchObject({ quality: 0.65, size });
  });

  it('makes the photo smaller when no quality fits, then tries the qualities again', async () => {
    const smaller = { width: Math.round(2560 * SHRINK), height: Math.round(1920 * SHRINK) };
    const limit = bytesFor(smaller, 0.8);
    const result = await encodeToFit(size, limit, fakeEncode);
    expect(fakeEncode.mock.calls.map(([s, quality]) => [s.width, quality])).toEqual([
      ...QUALITIES.map((q) => [2560, q]),
      [smaller.width, 0.85],
      [smaller.width, 0.75],
    ]);
    expect(result).toMatchObject({ size: smaller, quality: 0.75 });
    expect(result.blob.size).toBeLessThanOrEqual(limit);
  });

  it('stops at the smallest useful size and answers the lightest try for the server to judge', async () => {
    const result = await encodeToFit(size, 10, fakeEncode);
    const sides = fakeEncode.mock.calls.map(([s]) => Math.max(s.width, s.height));
    expect(Math.min(...sides)).toBeGreaterThanOrEqual(MIN_SIDE);
    expect(Math.min(...sides) * SHRINK).toBeLessThan(MIN_SIDE);
    expect(result.quality).toBe(QUALITIES[QUALITIES.length - 1]);
    expect(Math.max(result.size.width, result.size.height)).toBe(Math.min(...sides));
  });
});

describe('scalePhoto', () => {
  const limits = { maxPixels: 2560, maxBytes: 500 * 1024 };

  it('draws a large phone photo upright at the configured size as a JPEG that fits', async () => {
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    const { decode, close } = stubBitmap(4032, 3024);
    const original = photo('IMG_2041.HEIC.png', 900_000, 'image/png');

    const scaled = await scalePhoto(original, limits);

    expect(decode).toHaveBeenCalledWith(original, { imageOrientation: 'from-image' });
    expect(FakeOffscreenCanvas.drawn[0]).toEqual({ width: 2560, height: 1920 });
    expect(scaled).not.toBe(original);
    expect(scaled.name).toBe('IMG_2041.HEIC.jpg');
    expect(scaled.type).toBe('image/jpeg');
    expect(scaled.size).toBeLessThanOrEqual(limits.maxBytes);
    expect(scaled.lastModified).toBe(original.lastModified);
    expect(close).toHaveBeenCalled();
  });

  it('makes a photo of few pixels but many bytes lighter', async () => {
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    stubBitmap(1600, 1200);
    const scaled = await scalePhoto(photo('sken.jpg', 2_000_000), limits);
    expect(FakeOffscreenCanvas.drawn[0]).toEqual({ width: 1600, height: 1200 });
    expect(scaled.size).toBeLessThan(2_000_000);
    expect(scaled.size).toBeLessThanOrEqual(limits.maxBytes);
  });

  it('sends a photo within both limits as it is', async () => {
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    const { close } = stubBitmap(1200, 900);
    const original = photo('rupa.jpg', 300 * 1024);
    await expect(scalePhoto(original, limits)).resolves.toBe(original);
    expect(FakeOffscreenCanvas.drawn).toEqual([]);
    expect(close).toHaveBeenCalled();
  });

  it('sends the file as it is where the browser cannot draw it (the server judges it)', async () => {
    const original = photo('rupa.jpg', 900_000);
    // No createImageBitmap at all.
    vi.stubGlobal('createImageBitmap', undefined);
    await expect(scalePhoto(original, limits)).resolves.toBe(original);
    // A format the browser cannot read.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    await expect(scalePhoto(original, limits)).resolves.toBe(original);
  });

  it('tries again without options in a browser that does not know them', async () => {
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
    const close = vi.fn();
    const decode = vi.fn(async (_file: Blob, options?: object) => {
      if (options) throw new TypeError('unknown option');
      return { width: 3000, height: 2000, close };
    });
    vi.stubGlobal('createImageBitmap', decode);
    const scaled = await scalePhoto(photo('rupa.jpg', 900_000), limits);
    expect(decode).toHaveBeenCalledTimes(2);
    expect(scaled.type).toBe('image/jpeg');
    expect(FakeOffscreenCanvas.drawn[0]).toEqual({ width: 2560, height: 1707 });
  });
});
