import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPhotoPosition } from './photo-position';

/** 8×8 JPEGs written by sharp: one with GPS 44°32'18.24" N, 18°40'1.56" E (Tuzla), one without. */
function fixture(name: string): File {
  const bytes = readFileSync(path.join(__dirname, 'fixtures', name));
  return new File([bytes], name, { type: 'image/jpeg' });
}

describe('readPhotoPosition', () => {
  it('reads where a photo was taken from its EXIF GPS block', async () => {
    const position = await readPhotoPosition(fixture('with-gps.jpg'));
    expect(position?.latitude).toBeCloseTo(44.5384, 6);
    expect(position?.longitude).toBeCloseTo(18.6671, 6);
  });

  it('gives null for a photo without GPS', async () => {
    await expect(readPhotoPosition(fixture('without-gps.jpg'))).resolves.toBeNull();
  });

  it('gives null for a file that is not a photo', async () => {
    await expect(
      readPhotoPosition(new Blob(['%PDF-1.7 nothing here'], { type: 'application/pdf' })),
    ).resolves.toBeNull();
    await expect(readPhotoPosition(new Blob([]))).resolves.toBeNull();
  });
});
