import type { Readable } from 'node:stream';

export type SignedUrlOptions = {
  expiresInSeconds: number;
  /** inline (the browser shows it) by default, or attachment (download). */
  disposition?: 'inline' | 'attachment';
  /** The name the browser saves the file under. */
  fileName?: string;
  /** Overrides the type the file was stored with. */
  contentType?: string;
};

/** Files by key (`cv/<id>/original.pdf`): the same operations on local disk and on S3-compatible storage. */
export type Storage = {
  readonly kind: 'local' | 's3';
  /** Streams the body in; a failed or aborted write leaves nothing under the key. */
  put(key: string, body: Readable | Uint8Array, options: { contentType: string }): Promise<{ size: number }>;
  /** Throws MissingObjectError when there is no such file. */
  getStream(key: string): Promise<Readable>;
  getBytes(key: string): Promise<Uint8Array>;
  exists(key: string): Promise<boolean>;
  /** No error when the file is already gone. */
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with the prefix (e.g. `cv/<id>/`). */
  deletePrefix(prefix: string): Promise<void>;
  /** A short-lived URL the browser can download the file from without a bearer token. */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string>;
};

export class MissingObjectError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under '${key}'`);
    this.name = 'MissingObjectError';
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string) {
    super(`Invalid storage key '${key}'`);
    this.name = 'InvalidStorageKeyError';
  }
}

// Segments of letters, digits, '.', '_' and '-', never starting with '.': no '..', no hidden files, no absolute
// paths, and the same key means the same file on every file system and object store.
const SEGMENT = '[a-zA-Z0-9_-][a-zA-Z0-9._-]*';
const KEY_PATTERN = new RegExp(`^${SEGMENT}(/${SEGMENT})*$`);
const PREFIX_PATTERN = new RegExp(`^${SEGMENT}(/${SEGMENT})*/?$`);
const MAX_KEY_LENGTH = 512;

export function isValidKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new InvalidStorageKeyError(key);
}

/** A prefix is a key or the start of one; never empty, so deletePrefix cannot wipe everything. */
export function assertValidPrefix(prefix: string): void {
  if (prefix.length > MAX_KEY_LENGTH || !PREFIX_PATTERN.test(prefix))
    throw new InvalidStorageKeyError(prefix);
}

/** `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf` (RFC 6266), safe for any file name. */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName?: string): string {
  if (!fileName) return disposition;
  const asciiName = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encodedName = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodedName}`;
}
