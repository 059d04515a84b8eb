import { countWords, renderMarkdown, renderText } from './blocks.ts';
import { parseDoc } from './doc.ts';
import { type DocumentFormat, DocumentError, tooManyPagesMessage, uploadableKinds } from './document-error.ts';
import { parseDocx } from './docx.ts';
import { parsePdf } from './pdf.ts';

export type ReadDocument = {
  format: DocumentFormat;
  text: string;
  markdown: string;
  /** Pages as the file states them (PDF; DOCX when Word recorded it); null when unknown. */
  pages: number | null;
  wordCount: number;
};

// Below this a document cannot be a CV or a job specification; most such files are scans with a stray caption,
// error pages saved as PDF, or blank forms.
const MIN_WORDS = 25;
// Without a layout there is no page count (Word 97 files, DOCX files Word did not lay out): a page holds at most
// about this many words, so more than maxPages of them is over the page limit.
const MAX_WORDS_PER_PAGE = 1000;
const PLACEHOLDER = /\[[^\]\n]{1,60}\]|click (?:or tap )?here to enter (?:text|a date)\.?|<|>/gi;

/**
 * Parses bytes already known to be `format` (runs inside the document worker). `accept` is what the caller takes:
 * advice to upload another file names only those kinds.
 */
export async function parseDocument(
  bytes: Uint8Array,
  format: DocumentFormat,
  maxPages: number,
  accept: readonly DocumentFormat[] = ['pdf', 'docx', 'doc'],
): Promise<ReadDocument> {
  const kinds = uploadableKinds(accept);
  const parsed =
    format === 'pdf'
      ? await parsePdf(bytes, maxPages)
      : format === 'docx'
        ? await parseDocx(bytes, maxPages)
        : await parseDoc(bytes);
  const text = renderText(parsed.blocks);
  const wordCount = countWords(text);
  if (wordCount === 0) {
    // A Word file cannot be a scan: with no words it is simply empty.
    throw format === 'pdf'
      ? new DocumentError(
          'no_text',
          `The document has no extractable text. It may be a scanned image; upload a text-based ${kinds}.`,
        )
      : new DocumentError('no_text', 'The Word document is empty. Upload the document with its content.');
  }
  if (parsed.pages === null && wordCount > maxPages * MAX_WORDS_PER_PAGE) {
    throw new DocumentError('too_many_pages', tooManyPagesMessage(maxPages));
  }
  const placeholders = text.match(PLACEHOLDER)?.length ?? 0;
  const ownWords = countWords(text.replace(PLACEHOLDER, ' '));
  if (placeholders >= 3 && ownWords < 150) {
    throw new DocumentError(
      'no_text',
      'The document is an unfilled template: it holds placeholders such as [Your Name] instead of real content. Fill it in and upload it again.',
    );
  }
  if (ownWords < MIN_WORDS) {
    throw new DocumentError(
      'no_text',
      `The document has almost no text (${ownWords} words). If it is a scanned image, upload a text-based ${kinds}; otherwise upload the complete document.`,
    );
  }
  return { format, text, markdown: renderMarkdown(parsed.blocks), pages: parsed.pages, wordCount };
}
