import type { Config } from '../../config.ts';
import { createLocalStorage, type LocalStorage } from './local-storage.ts';
import { createS3Storage, type S3Storage } from './s3-storage.ts';

/** Where localFilesRoutes serves local files; signed URLs point here. */
export const LOCAL_FILES_PATH = '/api/v1/files';

/** The configured storage: check `kind === 'local'` to register localFilesRoutes for it. */
export function createStorage(
  config: Config['storage'],
  secret: Uint8Array | string,
): LocalStorage | S3Storage {
  if (config.kind === 's3') return createS3Storage(config);
  return createLocalStorage({ root: config.root, secret, publicBasePath: LOCAL_FILES_PATH });
}
