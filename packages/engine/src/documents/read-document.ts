import { detectDocumentFormat } from './detect-format.ts';
import { type DocumentFormat, DocumentError } from './document-error.ts';
import { parseInWorker } from './document-workers.ts';
import type { ReadDocument } from './parse-document.ts';

export type ReadDocumentOptions = {
  /** Formats the caller takes; another detected format is `unsupported_type`. Default: all. */
  accept?: DocumentFormat[];
  /** Default 10 MiB. */
  maxBytes?: number;
  /** Default 50. */
  maxPages?: number;
  /** Hard limit on parsing; the worker is terminated when it passes. Default 20 s. */
  timeoutMs?: number;
};

const MEBIBYTE = 1024 * 1024;
const FORMAT_NAMES: Record<DocumentFormat, string> = { pdf: 'PDF', docx: 'DOCX', doc: 'DOC' };

/**
 * A PDF, DOCX or DOC (by content, never by name) as plain text and Markdown. Parsing runs in a worker thread with
 * a memory cap, a time limit and a page limit; every failure is a DocumentError with a message for the person
 * who uploaded the file.
 */
export async function readDocument(
  bytes: Uint8Array,
  options: ReadDocumentOptions = {},
): Promise<ReadDocument> {
  const { accept, maxBytes = 10 * MEBIBYTE, maxPages = 50, timeoutMs = 20_000 } = options;
  const acceptedFormats = accept ?? (['pdf', 'docx', 'doc'] as DocumentFormat[]);
  if (bytes.byteLength > maxBytes) {
    const limit =
      maxBytes >= MEBIBYTE
        ? `${Math.round((maxBytes / MEBIBYTE) * 10) / 10} MB`
        : `${Math.ceil(maxBytes / 1024)} KB`;
    throw new DocumentError(
      'too_large',
      `The file is larger than the ${limit} limit. Upload a smaller file.`,
    );
  }
  const format = detectDocumentFormat(bytes);
  if (format === null || (accept !== undefined && !accept.includes(format))) {
    const formats = acceptedFormats.map((name) => FORMAT_NAMES[name]);
    throw new DocumentError(
      'unsupported_type',
      format === null
        ? `The file is not a ${formats.join(', ').replace(/, ([^,]*)$/, ' or $1')} document. Upload one of those.`
        : `${FORMAT_NAMES[format]} files are not accepted here. Upload a ${formats.join(', ').replace(/, ([^,]*)$/, ' or $1')} file.`,
    );
  }
  return parseInWorker({ bytes, format, maxPages, accept: acceptedFormats }, timeoutMs);
}
