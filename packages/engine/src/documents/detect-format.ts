import type { DocumentFormat } from './document-error.ts';

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
// PDF readers accept junk before the header; the specification's implementation notes allow 1024 bytes.
const PDF_HEADER_WINDOW = 1024;
const XML_SNIFF_WINDOW = 4096;

function startsWith(bytes: Uint8Array, signature: number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

function contains(bytes: Uint8Array, needle: Uint8Array, limit = bytes.length): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(limit, bytes.length)).indexOf(needle) !== -1;
}

const ascii = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const utf16 = (text: string) => new Uint8Array(Buffer.from(text, 'utf16le'));

/**
 * The document format by content alone (never the file name):
 * - `pdf`: a `%PDF-` header;
 * - `docx`: a ZIP package holding `word/` parts, or an OLE container holding `EncryptionInfo` (an encrypted OOXML
 *   file, which the reader reports as encrypted);
 * - `doc`: an OLE container holding a `WordDocument` stream (Word 97-2003), or Word 2003 XML (WordprocessingML),
 *   which Word itself saves with a `.doc` name.
 * Anything else (including other Office files) is null.
 */
export function detectDocumentFormat(bytes: Uint8Array): DocumentFormat | null {
  if (contains(bytes, ascii('%PDF-'), PDF_HEADER_WINDOW)) return 'pdf';
  if (startsWith(bytes, ZIP_SIGNATURE)) {
    return contains(bytes, ascii('[Content_Types].xml')) && contains(bytes, ascii('word/')) ? 'docx' : null;
  }
  if (startsWith(bytes, OLE_SIGNATURE)) {
    if (contains(bytes, utf16('EncryptionInfo'))) return 'docx';
    if (contains(bytes, utf16('WordDocument'))) return 'doc';
    return null;
  }
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(XML_SNIFF_WINDOW, bytes.length)).toString(
    'utf8',
  );
  if (/^\uFEFF?\s*<\?xml/.test(head) && /<w:wordDocument[\s>]|progid="Word\.Document"/.test(head))
    return 'doc';
  return null;
}

/** How many leading bytes `sniffDocumentFormat` wants: enough for the first entries of a Word ZIP package. */
export const DOCUMENT_SNIFF_BYTES = 64 * 1024;

/**
 * The format judged from a file's first bytes alone, as an upload sees them while it streams (the same
 * signatures as `detectDocumentFormat`). Two containers may keep what names them past the first bytes, and the
 * reader later says exactly what the file is:
 * - a Word 97-2003 file keeps its directory wherever it likes: an OLE container whose directory is not among them
 *   is taken for `doc`;
 * - a Word package may list `[Content_Types].xml` last (Google Docs writes it after the embedded fonts): a ZIP whose
 *   first entries are `word/` parts is taken for `docx`.
 */
export function sniffDocumentFormat(head: Uint8Array): DocumentFormat | null {
  const format = detectDocumentFormat(head);
  if (format) return format;
  if (startsWith(head, OLE_SIGNATURE)) return 'doc';
  if (startsWith(head, ZIP_SIGNATURE) && contains(head, ascii('word/'))) return 'docx';
  return null;
}
