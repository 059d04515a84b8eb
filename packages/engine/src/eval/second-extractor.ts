import { execFile } from 'node:child_process';
import JSZip from 'jszip';
import type { DocumentFormat } from '../documents/index.ts';
import { decodeEntities } from '../documents/html-blocks.ts';

export type SecondExtraction = { tool: string; text: string } | { tool: null; reason: string };

function pdftotext(path: string): Promise<string | null> {
  return new Promise((resolve) => {
    execFile(
      'pdftotext',
      ['-q', '-enc', 'UTF-8', path, '-'],
      { timeout: 20_000, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout) => resolve(error ? null : stdout),
    );
  });
}

/**
 * The text runs (w:t) of WordprocessingML, paragraph by paragraph, with no structure: just the words Word stored.
 * Runs join without a space (Word splits words across runs); breaks, tabs and paragraphs give one.
 */
function rawRunsText(xml: string): string {
  return xml
    .replace(/<w:(?:br|cr|tab)\b[^>]*\/>/g, '<w:t> </w:t>')
    .split(/<\/w:p>/)
    .map((paragraph) =>
      [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((run) => run[1]).join(''),
    )
    .map(decodeEntities)
    .join('\n');
}

async function docxRawText(bytes: Uint8Array): Promise<string | null> {
  const zip = await JSZip.loadAsync(bytes).catch(() => null);
  const xml = await zip?.file('word/document.xml')?.async('string');
  return xml === undefined ? null : rawRunsText(xml);
}

/** The text another extractor finds in the same file, to measure our extraction's word recall against. */
export async function secondExtraction(
  path: string,
  bytes: Uint8Array,
  format: DocumentFormat,
): Promise<SecondExtraction> {
  if (format === 'pdf') {
    const text = await pdftotext(path);
    return text === null
      ? { tool: null, reason: 'pdftotext not installed or failed' }
      : { tool: 'pdftotext', text };
  }
  if (format === 'docx') {
    const text = await docxRawText(bytes);
    return text === null ? { tool: null, reason: 'no word/document.xml' } : { tool: 'raw DOCX XML', text };
  }
  if (bytes[0] === 0xd0) return { tool: null, reason: 'no second extractor for Word 97 files' };
  const xml = Buffer.from(bytes).toString('utf8');
  if (xml.includes('<w:body>')) {
    // Word 2003 XML has the same runs as DOCX; pictures (w:binData) hold no text.
    return { tool: 'raw Word XML', text: rawRunsText(xml.replace(/<w:binData[\s\S]*?<\/w:binData>/g, '')) };
  }
  return { tool: null, reason: 'no second extractor for Word 97 files' };
}
