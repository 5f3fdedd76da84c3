/**
 * Phone photos are never refused for their size: before sending, the browser draws a photo
 * that is too long (its longest side past the municipality's PhotoScalePixels) or too heavy
 * (past MaxImageSizeKb) on a canvas and encodes it as JPEG, at falling quality and then
 * smaller, until it fits. The server still judges the bytes it receives.
 */

/** The municipality's limits for a photo: its longest side in pixels, its bytes. */
export type ScaleLimits = { maxPixels: number; maxBytes: number };
type Size = { width: number; height: number };

/** JPEG qualities tried in turn at each size. */
export const QUALITIES = [0.85, 0.75, 0.65, 0.55] as const;
/** When no quality fits, the sides are cut by a fifth and the qualities tried again... */
export const SHRINK = 0.8;
/** ...but never below this longest side, where a photo stops showing the problem. */
export const MIN_SIDE = 640;

/** The size a photo is drawn at: its longest side at most `maxPixels`, its proportions kept. */
export function fittedSize({ width, height }: Size, maxPixels: number): Size {
  const longest = Math.max(width, height);
  if (longest <= maxPixels) return { width, height };
  const ratio = maxPixels / longest;
  return { width: Math.max(1, Math.round(width * ratio)), height: Math.max(1, Math.round(height * ratio)) };
}

/** Whether a photo of this size and these bytes must be drawn anew to fit the limits. */
export function needsScaling(size: Size, bytes: number, limits: ScaleLimits): boolean {
  return Math.max(size.width, size.height) > limits.maxPixels || bytes > limits.maxBytes;
}

export type Encode = (size: Size, quality: number) => Promise<Blob>;

/**
 * Encodes at `size` with each quality in turn, then at smaller sizes, until the bytes fit
 * `maxBytes`. When even the smallest size at the lowest quality does not fit, that last try
 * is answered: the server then says why it refuses it.
 */
export async function encodeToFit(
  size: Size,
  maxBytes: number,
  encode: Encode,
): Promise<{ blob: Blob; size: Size; quality: number }> {
  let current = size;
  for (;;) {
    let last: { blob: Blob; size: Size; quality: number } | null = null;
    for (const quality of QUALITIES) {
      last = { blob: await encode(current, quality), size: current, quality };
      if (last.blob.size <= maxBytes) return last;
    }
    const longest = Math.max(current.width, current.height);
    if (longest * SHRINK < MIN_SIDE) return last!;
    current = {
      width: Math.max(1, Math.round(current.width * SHRINK)),
      height: Math.max(1, Math.round(current.height * SHRINK)),
    };
  }
}

/** The photo decoded upright (EXIF orientation applied) where the browser can; null where it cannot. */
async function decode(file: Blob): Promise<ImageBitmap | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // An older browser that knows no options, or a format it cannot read (the server judges it).
    try {
      return await createImageBitmap(file);
    } catch {
      return null;
    }
  }
}

type Canvas = {
  draw: (image: CanvasImageSource, size: Size) => void;
  toJpeg: (quality: number) => Promise<Blob>;
};

/** A canvas of `size`: an OffscreenCanvas where there is one, else an element of the page. */
function canvasOf(size: Size): Canvas | null {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    return {
      draw: (image, s) => paint(context, image, s),
      toJpeg: (quality) => canvas.convertToBlob({ type: 'image/jpeg', quality }),
    };
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  return {
    draw: (image, s) => paint(context, image, s),
    toJpeg: (quality) =>
      new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no JPEG'))), 'image/jpeg', quality),
      ),
  };
}

function paint(
  context: CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D,
  image: CanvasImageSource,
  size: Size,
) {
  context.canvas.width = size.width;
  context.canvas.height = size.height;
  // JPEG has no transparency: a PNG's transparent parts become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, size.width, size.height);
}

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'fotografija'}.jpg`;

/**
 * The photo as it will be sent: the file itself when it fits the limits (or the browser
 * cannot draw it), else a JPEG of it scaled to fit, named like it with ".jpg".
 */
export async function scalePhoto(file: File, limits: ScaleLimits): Promise<File> {
  const bitmap = await decode(file);
  if (!bitmap) return file;
  try {
    const original = { width: bitmap.width, height: bitmap.height };
    if (!needsScaling(original, file.size, limits)) return file;
    const start = fittedSize(original, limits.maxPixels);
    const canvas = canvasOf(start);
    if (!canvas) return file;
    const { blob } = await encodeToFit(start, limits.maxBytes, async (size, quality) => {
      canvas.draw(bitmap, size);
      return canvas.toJpeg(quality);
    });
    // Pixels within the limit and no lighter from the canvas: the original is the lighter one.
    if (blob.size >= file.size && !needsScaling(original, file.size, { ...limits, maxBytes: Infinity }))
      return file;
    return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
