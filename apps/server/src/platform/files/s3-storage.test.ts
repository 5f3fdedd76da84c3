import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/config';
import { startS3, type TestS3 } from '../../../test/s3';
import { ConfigError } from '../config';
import { s3Storage } from './s3-storage';
import { createFileStorage } from './storage';

/** Files on S3-compatible storage through the AWS SDK, against a real S3 server the test starts. */
describe('S3 storage', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3?.close());

  const storage = (prefix?: string) =>
    s3Storage({
      bucket: s3.bucket,
      prefix,
      client: {
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      },
    });

  it('keeps, reads back and deletes a file; a missing file reads as null, its delete changes nothing', async () => {
    const files = storage();
    const data = Buffer.from([0, 1, 2, 250, 251, 252]);
    await files.put('complaints/6/photo.jpg', data);
    expect(await files.get('complaints/6/photo.jpg')).toEqual(data);
    await files.delete('complaints/6/photo.jpg');
    expect(await files.get('complaints/6/photo.jpg')).toBeNull();
    await expect(files.delete('complaints/6/photo.jpg')).resolves.toBeUndefined();
  });

  it('puts keys under the configured folder, and refuses a key that could leave it before asking S3', async () => {
    const files = storage('tuzla');
    await files.put('documents/a.pdf', Buffer.from('%PDF'));
    const listed = await files.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'tuzla/' }));
    expect(listed.Contents?.map((o) => o.Key)).toEqual(['tuzla/documents/a.pdf']);
    await expect(files.get('../other/a.pdf')).rejects.toThrow('Invalid storage key');
    await expect(files.put('documents/../../x', Buffer.from('x'))).rejects.toThrow('Invalid storage key');
  });

  it('is what the configuration names: a bucket with S3_BUCKET, else a folder', async () => {
    const onS3 = await createFileStorage(testConfig({ ...s3.env, S3_PREFIX: 'cfg' }));
    await onS3.put('x/y.txt', Buffer.from('da'));
    expect((await storage('cfg').get('x/y.txt'))?.toString()).toBe('da');
  });

  it('names a configuration that cannot work', async () => {
    await expect(createFileStorage(testConfig({ S3_ENDPOINT: s3.endpoint }))).rejects.toBeInstanceOf(
      ConfigError,
    );
    await expect(
      createFileStorage(testConfig({ S3_BUCKET: 'portal-files', S3_ACCESS_KEY_ID: 'S3RVER' })),
    ).rejects.toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    expect(() => testConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow('S3_BUCKET');
  });

  it('fails a read loudly when the storage is away (not as a missing file)', async () => {
    const away = s3Storage({
      bucket: 'portal-files',
      client: {
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:1',
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        maxAttempts: 1,
      },
    });
    await expect(away.get('a/b.txt')).rejects.toThrow();
  });
});
