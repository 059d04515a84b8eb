export type DocumentFormat = 'pdf' | 'docx' | 'doc';

export type DocumentErrorCode =
  | 'unsupported_type'
  | 'corrupt'
  | 'encrypted'
  | 'no_text'
  | 'too_many_pages'
  | 'too_large'
  | 'timeout'
  | 'macro_enabled';

const MESSAGES: Record<DocumentErrorCode, string> = {
  unsupported_type: 'The file is not a PDF or Word document. Upload a PDF, DOCX or DOC file.',
  corrupt:
    'The file is damaged or incomplete and cannot be read. Save or export it again and upload the new copy.',
  encrypted: 'The file is password-protected. Upload a copy without a password.',
  no_text:
    'The document has no extractable text. It may be a scanned image; upload a text-based PDF or Word file.',
  too_many_pages: 'The document has too many pages. Upload a shorter document.',
  too_large: 'The file is too large. Upload a smaller file.',
  timeout:
    'The document took too long to read. It may be damaged or unusually complex; upload a simpler copy.',
  macro_enabled:
    'The file is a macro-enabled Word document (.docm). Save it as a plain .docx without macros and upload that.',
};

/** A document that cannot be read, with a message a person can act on (shown as it is in the interface). */
export class DocumentError extends Error {
  readonly code: DocumentErrorCode;

  constructor(code: DocumentErrorCode, message: string = MESSAGES[code]) {
    super(message);
    this.name = 'DocumentError';
    this.code = code;
  }
}

/** What a person may upload instead, in words: 'PDF', 'Word file' or 'PDF or Word file'. */
export function uploadableKinds(accept: readonly DocumentFormat[]): string {
  const takesPdf = accept.includes('pdf');
  const takesWord = accept.includes('docx') || accept.includes('doc');
  return takesPdf && takesWord ? 'PDF or Word file' : takesPdf ? 'PDF' : 'Word file';
}

export function tooManyPagesMessage(maxPages: number): string {
  return `The document has more than ${maxPages} pages. Upload a shorter document.`;
}

export function isDocumentErrorCode(value: unknown): value is DocumentErrorCode {
  return typeof value === 'string' && Object.hasOwn(MESSAGES, value);
}
