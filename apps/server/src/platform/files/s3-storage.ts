import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './storage';

export type S3StorageOptions = {
  bucket: string;
  /** A folder of the bucket the keys go under. */
  prefix?: string;
  client: S3ClientConfig;
};

/**
 * Files in a bucket of S3 or an S3-compatible storage, through the AWS SDK: every process of
 * the portal sees the same files (decision 0030). Keys are checked as on disk; the bucket must
 * exist (the portal does not create buckets, which need policies only an operator can decide).
 */
export function s3Storage(options: S3StorageOptions): FileStorage & { client: S3Client } {
  const client = new S3Client(options.client);
  const Bucket = options.bucket;
  const keyOf = (key: string) => {
    assertStorageKey(key);
    return options.prefix ? `${options.prefix}/${key}` : key;
  };
  return {
    client,
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: keyOf(key), Body: data }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success, as the disk storage does.
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },
  };
}

function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}
