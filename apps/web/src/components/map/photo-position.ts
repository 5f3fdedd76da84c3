import exifr from 'exifr/dist/lite.esm.mjs';
import { isPosition, type Position } from './position';

/**
 * Where a photo was taken, from its EXIF GPS block; null when it has none, it cannot
 * be read, or it holds the 0,0 a camera without a fix writes.
 */
export async function readPhotoPosition(file: File | Blob): Promise<Position | null> {
  try {
    const gps = (await exifr.gps(file)) as { latitude?: unknown; longitude?: unknown } | undefined;
    if (!isPosition(gps)) return null;
    if (gps.latitude === 0 && gps.longitude === 0) return null;
    return { latitude: gps.latitude, longitude: gps.longitude };
  } catch {
    return null;
  }
}
