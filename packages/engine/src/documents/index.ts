export { detectDocumentFormat, DOCUMENT_SNIFF_BYTES, sniffDocumentFormat } from './detect-format.ts';
export { DocumentError, type DocumentErrorCode, type DocumentFormat } from './document-error.ts';
export type { ReadDocument } from './parse-document.ts';
export { readDocument, type ReadDocumentOptions } from './read-document.ts';
