/** The store the configuration names: the S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads. */
import { join } from 'node:path';
import { createLocalStorage, type FileStorage } from './file-storage';
import { createS3Storage, type S3Settings } from './s3-storage';

export function createStorage(config: { s3: S3Settings | null; dataDir: string }): FileStorage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(join(config.dataDir, 'uploads'));
}
