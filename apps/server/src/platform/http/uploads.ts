import { PassThrough, type Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { Storage } from '../storage/index.ts';
import { payloadTooLarge, unsupportedMediaType } from './app-error.ts';

/** Leading bytes of each accepted kind: checked on the stream's first bytes, whatever the name says. */
const SIGNATURES = {
  pdf: [Buffer.from('%PDF-')],
  // DOCX is a ZIP; legacy DOC an OLE compound file (the parser tells their contents apart later).
  docx: [Buffer.from([0x50, 0x4b, 0x03, 0x04])],
  doc: [Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.from('<?xml')],
} as const;
export type UploadKind = keyof typeof SIGNATURES;

const CONTENT_TYPES: Record<UploadKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

export type StoredUpload = { key: string; kind: UploadKind; size: number; contentType: string };

/**
 * Streams one multipart file into storage: the type is decided by its first bytes and the size limit is
 * enforced while streaming, so a wrong or oversized file is refused without being held in memory and leaves
 * nothing behind.
 */
export async function storeUpload(
  file: MultipartFile,
  storage: Storage,
  key: string,
  options: { accept: readonly UploadKind[]; wrongTypeMessage: string; tooLargeMessage: string },
): Promise<StoredUpload> {
  const { head, ended } = await readHead(file.file, 8);
  const kind = options.accept.find((candidate) =>
    SIGNATURES[candidate].some((signature) => head.subarray(0, signature.length).equals(signature)),
  );
  if (!kind) {
    file.file.resume(); // drain, so the rest of the request can still be read
    throw unsupportedMediaType(options.wrongTypeMessage);
  }
  const body = new PassThrough();
  if (ended) body.end(head);
  else {
    body.write(head);
    file.file.pipe(body);
  }
  const contentType = CONTENT_TYPES[kind];
  const { size } = await storage.put(key, body, { contentType });
  if (file.file.truncated) {
    await storage.delete(key);
    throw payloadTooLarge(options.tooLargeMessage);
  }
  return { key, kind, size, contentType };
}

/** Reads at least `length` bytes (or the whole stream if shorter), leaving the stream paused after them. */
function readHead(stream: Readable, length: number): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const finish = (ended: boolean) => {
      stream.off('data', onData).off('end', onEnd).off('error', onError);
      if (!ended) stream.pause();
      resolve({ head: Buffer.concat(chunks), ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      total += chunk.length;
      if (total >= length) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => {
      stream.off('data', onData).off('end', onEnd);
      reject(error);
    };
    stream.on('data', onData).once('end', onEnd).once('error', onError);
  });
}
