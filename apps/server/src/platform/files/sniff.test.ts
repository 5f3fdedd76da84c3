import { describe, expect, it } from 'vitest';
import { sampleFiles } from '../../../test/files';
import { isBitmap, sniffDocumentType, sniffImageType } from './sniff';

describe('a document judged by its bytes', () => {
  it.each([
    ['pdf', 'application/pdf'],
    ['doc', 'application/msword'],
    ['xls', 'application/vnd.ms-excel'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['bmp', 'image/bmp'],
    ['mov', 'video/quicktime'],
    ['mp4', 'video/mp4'],
  ] as const)('recognises %s', (sample, type) => {
    expect(sniffDocumentType(sampleFiles[sample])).toBe(type);
  });

  it.each(['text', 'html', 'zip', 'ppt', 'heic', 'gif', 'webp', 'bmText'] as const)(
    'refuses %s, whatever its name',
    (sample) => {
      expect(sniffDocumentType(sampleFiles[sample])).toBeNull();
    },
  );

  it('refuses what is too short to tell', () => {
    expect(sniffDocumentType(Buffer.from('%PDF'))).toBeNull();
    expect(sniffDocumentType(new Uint8Array())).toBeNull();
  });

  it('finds an old QuickTime movie by its first box', () => {
    const movie = Buffer.concat([Buffer.from([0, 0, 0, 0x10]), Buffer.from('moov'), Buffer.alloc(16)]);
    expect(sniffDocumentType(movie)).toBe('video/quicktime');
    const notABox = Buffer.concat([Buffer.from([0, 0, 0, 0x02]), Buffer.from('moov'), Buffer.alloc(16)]);
    expect(sniffDocumentType(notABox)).toBeNull();
  });
});

describe('an image judged by its bytes', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('recognises %s', (sample, type) => {
    expect(sniffImageType(sampleFiles[sample])).toBe(type);
  });

  it('tells a bitmap from text that starts with "BM"', () => {
    expect(isBitmap(sampleFiles.bmp)).toBe(true);
    expect(isBitmap(sampleFiles.bmText)).toBe(false);
    expect(isBitmap(sampleFiles.bmp.subarray(0, 20))).toBe(false);
  });
});
