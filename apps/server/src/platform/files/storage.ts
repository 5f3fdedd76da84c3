import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, ConfigError } from '../config';

/** Where uploaded and generated files live; the database keeps only their keys. */
export type FileStorage = {
  put(key: string, data: Buffer | Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};

const KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys are relative slash-separated names; anything that could leave the folder is refused. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/** Files in a folder on disk (DATA_DIR/files by default). */
export function diskStorage(root: string): FileStorage {
  const full = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, data) {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, data);
      await rename(temp, file);
    },
    async get(key) {
      try {
        return await readFile(full(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(full(key), { force: true });
    },
  };
}

/**
 * The storage the configuration names: a bucket (S3_BUCKET, through the AWS SDK, loaded only
 * then), else a folder (FILES_DIR, by default DATA_DIR/files). Several processes of the portal
 * need one every process sees: a bucket, or a shared folder (decision 0030).
 */
export async function createFileStorage(config: Config): Promise<FileStorage> {
  if (!config.S3_BUCKET) {
    if (config.S3_ENDPOINT) throw new ConfigError(['S3_ENDPOINT: is set without S3_BUCKET']);
    return diskStorage(
      config.FILES_DIR ? path.resolve(config.FILES_DIR) : path.join(config.dataDir, 'files'),
    );
  }
  if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give both or neither']);
  }
  const { s3Storage } = await import('./s3-storage');
  return s3Storage({
    bucket: config.S3_BUCKET,
    prefix: config.S3_PREFIX,
    client: {
      region: config.S3_REGION,
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      forcePathStyle: config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT),
      ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: config.S3_ACCESS_KEY_ID,
              secretAccessKey: config.S3_SECRET_ACCESS_KEY,
            },
          }
        : {}),
    },
  });
}
