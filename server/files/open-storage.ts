// Picks the storage adapter from the configuration: S3 when S3_BUCKET is set, local disk otherwise.
import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local/local-storage';
import type { FileStorage } from './port';
import { createS3Storage } from './s3/s3-storage';

/** The configured FileStorage: S3 when `config.s3` is set, else local disk under DATA_DIR/uploads. */
export function openStorage(config: Config): FileStorage {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage({
    dir: path.join(config.dataDir, 'uploads'),
    publicUrl: config.publicUrl ?? '',
    secret: config.sessionSecret,
  });
}
