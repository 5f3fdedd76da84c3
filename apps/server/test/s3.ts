import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The part of s3rver (an S3-compatible server in Node, which ships no types) the tests use. */
type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverServer;

export type TestS3 = {
  endpoint: string;
  bucket: string;
  /** The portal's configuration for this storage. */
  env: Record<string, string>;
  close(): Promise<void>;
};

/**
 * A real S3-compatible server for a test (s3rver: the S3 REST API over a temporary folder) on
 * a free port of 127.0.0.1, with one bucket; the portal reaches it through the AWS SDK as it
 * would reach S3 or MinIO. s3rver checks request signatures against its key pair S3RVER/S3RVER.
 */
export async function startS3(bucket = 'portal-files'): Promise<TestS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
