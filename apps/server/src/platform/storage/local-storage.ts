import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  assertValidPrefix,
  isValidKey,
  MissingObjectError,
  type Storage,
} from './storage.ts';

export type SignedUrlCheck =
  | {
      status: 'valid';
      disposition: 'inline' | 'attachment';
      fileName: string | undefined;
      contentType: string | undefined;
      /** Unix seconds. */
      expiresAt: number;
    }
  | { status: 'invalid' }
  | { status: 'expired' };

export type LocalStorage = Storage & {
  readonly kind: 'local';
  /** Where localFilesRoutes serves the files, e.g. `/api/v1/files`. */
  readonly publicBasePath: string;
  /** Checks the query of a URL made by signedUrl: a valid signature for this key, not expired. */
  verifySignedUrl(key: string, query: Record<string, unknown>): SignedUrlCheck;
  /**
   * The file (or one byte range of it) with what an HTTP response needs; throws MissingObjectError, and
   * RangeNotSatisfiableError for a range that starts past the end.
   */
  read(key: string, range?: ByteRange): Promise<LocalFileRead>;
  /**
   * Removes temporary files (writes in progress) last touched before `olderThan`: a crash mid-write leaves them
   * behind. Returns how many went.
   */
  pruneTemporaryFiles(olderThan: Date): Promise<number>;
};

/** `bytes=start-end`, `bytes=start-` or `bytes=-suffixLength`, as a Range header asks. */
export type ByteRange = { start: number; end: number | undefined } | { suffixLength: number };

export type LocalFileRead = {
  stream: Readable;
  contentType: string;
  /** Size of the whole file. */
  size: number;
  /** The bytes the stream holds, inclusive; null when it holds the whole file. */
  range: { start: number; end: number } | null;
};

export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super('The requested range is not available.');
    this.name = 'RangeNotSatisfiableError';
  }
}

/** Resolves a requested range against the file's size (RFC 9110 §14.1.2); null when it covers the whole file. */
function resolveRange(range: ByteRange | undefined, size: number): { start: number; end: number } | null {
  if (!range) return null;
  if ('suffixLength' in range) {
    if (range.suffixLength === 0 || size === 0) throw new RangeNotSatisfiableError(size);
    return { start: Math.max(0, size - range.suffixLength), end: size - 1 };
  }
  if (range.start >= size) throw new RangeNotSatisfiableError(size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

export type LocalStorageOptions = {
  /** Folder holding the files (created when missing). */
  root: string;
  /** Key for the URL signatures. */
  secret: Uint8Array | string;
  publicBasePath: string;
};

export function isLocalStorage(storage: Storage): storage is LocalStorage {
  return storage.kind === 'local' && 'verifySignedUrl' in storage;
}

const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'EISDIR');

/** Files on local disk, downloaded through URLs signed with HMAC-SHA256 and served by localFilesRoutes. */
export function createLocalStorage(options: LocalStorageOptions): LocalStorage {
  const root = path.resolve(options.root);
  // Keys never start with '.', so these folders cannot collide with a stored file.
  const temporaryRoot = path.join(root, '.tmp');
  const metadataRoot = path.join(root, '.meta');
  const publicBasePath = options.publicBasePath.replace(/\/$/, '');

  const filePath = (key: string) => {
    assertValidKey(key);
    return path.join(root, key);
  };
  const metadataPath = (key: string) => path.join(metadataRoot, `${key}.json`);

  const sign = (fields: {
    key: string;
    expires: string;
    disposition: string;
    contentType?: string;
    fileName?: string;
  }) =>
    createHmac('sha256', options.secret)
      .update(
        JSON.stringify([
          fields.key,
          fields.expires,
          fields.disposition,
          fields.contentType ?? '',
          fields.fileName ?? '',
        ]),
      )
      .digest('base64url');

  /** Writes to a temporary file and renames it into place, so readers see the whole file or nothing. */
  const writeAtomically = async (target: string, write: (temporaryPath: string) => Promise<void>) => {
    await mkdir(temporaryRoot, { recursive: true });
    const temporaryPath = path.join(temporaryRoot, randomUUID());
    try {
      await write(temporaryPath);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temporaryPath, target);
    } catch (error) {
      await rm(temporaryPath, { force: true });
      throw error;
    }
  };

  const removeFile = async (target: string) => {
    await rm(target, { force: true }).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  };

  const storedContentType = async (key: string) => {
    try {
      const metadata = JSON.parse(await readFile(metadataPath(key), 'utf8')) as { contentType?: unknown };
      return typeof metadata.contentType === 'string' ? metadata.contentType : DEFAULT_CONTENT_TYPE;
    } catch {
      return DEFAULT_CONTENT_TYPE;
    }
  };

  const read = async (key: string, requestedRange?: ByteRange): Promise<LocalFileRead> => {
    const target = filePath(key);
    const handle = await open(target, 'r').catch((error: unknown) => {
      throw isMissing(error) ? new MissingObjectError(key) : error;
    });
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw new MissingObjectError(key);
      const range = resolveRange(requestedRange, stats.size);
      const contentType = await storedContentType(key);
      // The stream owns the handle from here and closes it when done.
      return { stream: handle.createReadStream(range ?? {}), size: stats.size, range, contentType };
    } catch (error) {
      await handle.close();
      throw error;
    }
  };

  return {
    kind: 'local',
    publicBasePath,

    put: async (key, body, { contentType }) => {
      const target = filePath(key);
      let size = 0;
      await writeAtomically(target, async (temporaryPath) => {
        if (body instanceof Uint8Array) {
          await writeFile(temporaryPath, body);
          size = body.byteLength;
          return;
        }
        // Opened before piping: createWriteStream opens lazily, and a body that fails first would let the file
        // appear after the cleanup below had already run.
        const file = await open(temporaryPath, 'w');
        await pipeline(
          body,
          async function* (source: AsyncIterable<Buffer>) {
            for await (const chunk of source) {
              size += chunk.length;
              yield chunk;
            }
          },
          file.createWriteStream(),
        );
      });
      await writeAtomically(metadataPath(key), (temporaryPath) =>
        writeFile(temporaryPath, JSON.stringify({ contentType })),
      );
      return { size };
    },

    read,

    getStream: async (key) => (await read(key)).stream,

    getBytes: async (key) => {
      try {
        return new Uint8Array(await readFile(filePath(key)));
      } catch (error) {
        throw isMissing(error) ? new MissingObjectError(key) : error;
      }
    },

    exists: async (key) => {
      const stats = await stat(filePath(key)).catch(() => null);
      return stats?.isFile() ?? false;
    },

    delete: async (key) => {
      await removeFile(filePath(key));
      await removeFile(metadataPath(key));
    },

    deletePrefix: async (prefix) => {
      assertValidPrefix(prefix);
      for (const base of [root, metadataRoot]) {
        if (prefix.endsWith('/')) {
          await rm(path.join(base, prefix), { recursive: true, force: true });
          continue;
        }
        // A partial name ('cv/12' matches 'cv/123.pdf' and 'cv/12/a.pdf'): every entry whose name starts with it.
        const folder = path.join(base, path.dirname(prefix));
        const start = path.basename(prefix);
        const entries = await readdir(folder).catch((error: unknown) => {
          if (isMissing(error) || (error as { code?: string }).code === 'ENOTDIR') return [];
          throw error;
        });
        for (const entry of entries.filter((name) => name.startsWith(start))) {
          await rm(path.join(folder, entry), { recursive: true, force: true });
        }
      }
    },

    pruneTemporaryFiles: async (olderThan) => {
      const entries = await readdir(temporaryRoot, { withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      let removed = 0;
      for (const entry of entries) {
        const entryPath = path.join(temporaryRoot, entry.name);
        const stats = await stat(entryPath).catch(() => null);
        if (!stats || stats.mtime >= olderThan) continue;
        await rm(entryPath, { recursive: true, force: true });
        removed += 1;
      }
      return removed;
    },

    signedUrl: async (key, { expiresInSeconds, disposition = 'inline', fileName, contentType }) => {
      assertValidKey(key);
      const expires = String(Math.floor(Date.now() / 1000) + expiresInSeconds);
      const query = new URLSearchParams({ expires, disposition });
      if (fileName) query.set('filename', fileName);
      if (contentType) query.set('type', contentType);
      query.set('sig', sign({ key, expires, disposition, contentType, fileName }));
      return `${publicBasePath}/${key}?${query.toString()}`;
    },

    verifySignedUrl: (key, query) => {
      const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
      const [expires, disposition, signature] = [text('expires'), text('disposition'), text('sig')];
      const [fileName, contentType] = [text('filename'), text('type')];
      if (!isValidKey(key) || !expires || !/^\d{1,12}$/.test(expires) || !signature)
        return { status: 'invalid' };
      if (disposition !== 'inline' && disposition !== 'attachment') return { status: 'invalid' };
      const expected = Buffer.from(sign({ key, expires, disposition, contentType, fileName }));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { status: 'invalid' };
      const expiresAt = Number(expires);
      if (expiresAt < Date.now() / 1000) return { status: 'expired' };
      return { status: 'valid', disposition, fileName, contentType, expiresAt };
    },
  };
}
