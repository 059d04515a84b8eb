import { PassThrough, type Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { DOCUMENT_SNIFF_BYTES, sniffDocumentFormat, type DocumentFormat } from '@viva/engine';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../storage/index.ts';
import { AppError, badRequest, payloadTooLarge, unprocessable, unsupportedMediaType } from './app-error.ts';

/** What an upload's first bytes say it is, or null to refuse it. */
export type Sniffer = {
  /** How many leading bytes it needs (fewer when the file is shorter). */
  headBytes: number;
  sniff(head: Buffer): { kind: string; contentType: string } | null;
};

const DOCUMENT_CONTENT_TYPES: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

/** Documents judged by the engine's own signatures: the upload and the reader agree on what a file is. */
export function documentSniffer(accept: readonly DocumentFormat[]): Sniffer {
  return {
    headBytes: DOCUMENT_SNIFF_BYTES,
    sniff(head) {
      const format = sniffDocumentFormat(head);
      return format && accept.includes(format) ? { kind: format, contentType: DOCUMENT_CONTENT_TYPES[format] } : null;
    },
  };
}

export type FileFieldRule = {
  /** Where the file goes in storage. */
  key: string;
  sniffer: Sniffer;
  /** Said when the content is not of an accepted kind (415). */
  wrongTypeMessage: string;
};

export type MultipartFormOptions = {
  /** The file fields this form takes, by field name; any other file is refused. */
  files: Record<string, FileFieldRule>;
  /** Largest size of each file, enforced while it streams. */
  maxFileBytes: number;
  /** Said when a file passes maxFileBytes (413). */
  tooLargeMessage: string;
  /** Largest text field (the app's default, 10,000 bytes, unless said); a longer one is refused (413). */
  maxFieldBytes?: number;
};

export type StoredFile = { key: string; kind: string; contentType: string; size: number; fileName: string };

export type MultipartForm = {
  /** Text fields by name (the last value when a name repeats). */
  fields: Record<string, string>;
  files: Record<string, StoredFile>;
};

// Room for the text fields and the part headers around the files.
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/**
 * Reads a multipart form: text fields, and files streamed straight into storage, each judged by its first
 * bytes and cut off the moment it passes the size limit. A body declared larger than the form can hold is
 * refused before any of it is read. On any problem everything this form stored is removed, so a refused upload
 * leaves nothing behind; the error handler closes a connection whose body was not read to the end.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  storage: Storage,
  options: MultipartFormOptions,
): Promise<MultipartForm> {
  const fileCount = Object.keys(options.files).length;
  const declared = Number(request.headers['content-length']);
  if (declared > fileCount * options.maxFileBytes + FORM_OVERHEAD_BYTES) throw payloadTooLarge(options.tooLargeMessage);

  const fields: Record<string, string> = {};
  const files: Record<string, StoredFile> = {};
  try {
    const limits = { fileSize: options.maxFileBytes, files: fileCount };
    const parts = request.parts({
      limits: options.maxFieldBytes ? { ...limits, fieldSize: options.maxFieldBytes } : limits,
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        // A field cut at its limit would be read as something else: refused instead.
        if (part.valueTruncated) throw payloadTooLarge(`The field '${part.fieldname}' is too long.`);
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      const rule = options.files[part.fieldname];
      if (!rule || files[part.fieldname]) {
        part.file.resume();
        throw unprocessable([{ loc: ['body', part.fieldname], msg: 'Unexpected file' }]);
      }
      files[part.fieldname] = await storeFile(part, storage, rule, options.tooLargeMessage);
    }
    return { fields, files };
  } catch (error) {
    await Promise.all(Object.values(files).map((file) => storage.delete(file.key)));
    // The parser may notice a file over its limit before this reader does: the form's own words either way.
    if ((error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(options.tooLargeMessage);
    }
    throw multipartError(error);
  }
}

/** Streams one part into storage; the part's own errors (a body cut short) and its size limit end it at once. */
async function storeFile(
  part: MultipartFile,
  storage: Storage,
  rule: FileFieldRule,
  tooLargeMessage: string,
): Promise<StoredFile> {
  const source = part.file;
  const body = new PassThrough();
  // Its failure is kept in `failure` and storage.put sees the stream end in error: no unhandled 'error' event.
  body.on('error', () => undefined);
  let failure: Error | null = null;
  const stop = (error: Error) => {
    failure ??= error;
    body.destroy(error);
  };
  source.once('limit', () => stop(payloadTooLarge(tooLargeMessage)));
  // `on`, not `once`: the parser may report one cut-short part twice (on the part, then when it tears down).
  source.on('error', (error) => stop(error));
  source.once('close', () => {
    if (!source.readableEnded) stop(source.errored ?? new Error('Unexpected end of form'));
  });

  const { head, ended } = await readHead(source, rule.sniffer.headBytes);
  const detected = rule.sniffer.sniff(head);
  if (!detected) {
    source.resume(); // drain, so the rest of the request can still be read
    throw unsupportedMediaType(rule.wrongTypeMessage);
  }
  if (ended) body.end(head);
  else {
    body.write(head);
    source.pipe(body);
  }
  try {
    const { size } = await storage.put(rule.key, body, { contentType: detected.contentType });
    if (failure) throw failure;
    return { key: rule.key, kind: detected.kind, contentType: detected.contentType, size, fileName: part.filename };
  } catch (error) {
    await storage.delete(rule.key);
    throw failure ?? error;
  }
}

/**
 * Reads at least `length` bytes (or the whole stream if shorter), leaving the stream paused after them. The parser
 * may have ended the part already (a body cut short, noticed before this ran): that is an error, not a wait.
 */
function readHead(stream: Readable, length: number): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    if (stream.destroyed) {
      reject(stream.errored ?? new Error('Unexpected end of form'));
      return;
    }
    const chunks: Buffer[] = [];
    let total = 0;
    const detach = () => stream.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    const finish = (ended: boolean) => {
      detach();
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
      detach();
      reject(error);
    };
    const onClose = () => onError(stream.errored ?? new Error('Unexpected end of form'));
    stream.on('data', onData).once('end', onEnd).once('error', onError).once('close', onClose);
  });
}

/** The multipart parser's errors, in words a person can act on; anything unknown stays a server error. */
function multipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return unsupportedMediaType('The form must be sent as multipart/form-data.');
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return unprocessable('Too many files in one request.');
  if (code === 'FST_FIELDS_LIMIT') return unprocessable('Too many fields in one request.');
  if (message === 'Multipart: Boundary not found') return badRequest('The multipart form has no boundary.');
  // busboy words it 'Unexpected end of form', 'Unexpected end of multipart data' or 'Part terminated early due to
  // unexpected end of multipart data', depending on where the body stopped.
  if (message !== undefined && /unexpected end of (form|multipart data)/i.test(message)) {
    return badRequest('The upload ended before the form was complete. Please try again.');
  }
  if (message?.startsWith('Malformed part header') || message?.startsWith('Malformed')) {
    return badRequest('The multipart form is malformed.');
  }
  return error;
}
