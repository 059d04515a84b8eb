export { createStorage, LOCAL_FILES_PATH } from './create-storage.ts';
export { localFilesRoutes } from './local-files.routes.ts';
export {
  createLocalStorage,
  isLocalStorage,
  RangeNotSatisfiableError,
  type ByteRange,
  type LocalFileRead,
  type LocalStorage,
  type LocalStorageOptions,
  type SignedUrlCheck,
} from './local-storage.ts';
export { createS3Storage, type S3Storage, type S3StorageOptions } from './s3-storage.ts';
export {
  InvalidStorageKeyError,
  isValidKey,
  MissingObjectError,
  type SignedUrlOptions,
  type Storage,
} from './storage.ts';
