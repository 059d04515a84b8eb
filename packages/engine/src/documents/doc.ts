// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient declarations must reach packages that import the engine's sources
/// <reference path="./untyped-modules.d.ts" />
import WordExtractor from 'word-extractor';
import { type Block, cleanText } from './blocks.ts';
import { DocumentError } from './document-error.ts';
import { decodeEntities } from './html-blocks.ts';
import { looksLikeHeading, matchBullet } from './line-kinds.ts';
import type { ParsedDocument } from './parsed-document.ts';

/** Legacy Word: a Word 97-2003 OLE file, or Word 2003 XML (WordprocessingML) saved under a .doc name. */
export async function parseDoc(bytes: Uint8Array): Promise<ParsedDocument> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer[0] !== 0xd0) return { blocks: wordMlToBlocks(buffer.toString('utf8')), pages: null };
  const document = await new WordExtractor().extract(buffer).catch(() => {
    throw new DocumentError('corrupt');
  });
  return { blocks: paragraphsToBlocks(document.getBody().split(/\r?\n/)), pages: null };
}

/** Word paragraphs carry no markup once extracted: bullets and headings come from their wording. */
function paragraphsToBlocks(paragraphs: string[]): Block[] {
  const blocks: Block[] = [];
  for (const paragraph of paragraphs) {
    const text = cleanText(paragraph);
    if (!text) continue;
    const bullet = matchBullet(paragraph);
    if (bullet && !bullet.marker) blocks.push({ kind: 'bullet', depth: 0, text: cleanText(bullet.text) });
    else if (text.split(' ').length <= 6 && looksLikeHeading(text)) {
      blocks.push({ kind: 'heading', level: 2, text: text.replace(/:$/, '') });
    } else blocks.push({ kind: 'paragraph', text });
  }
  return blocks;
}

/**
 * WordprocessingML paragraphs (`w:p`) with their style (`Title`, `HeadingN`), list membership (`w:listPr`) and
 * text runs (`w:t`, tabs, breaks). Embedded pictures (`w:binData`) are skipped unread.
 */
function wordMlToBlocks(xml: string): Block[] {
  const body = /<w:body>([\s\S]*)<\/w:body>/.exec(xml)?.[1];
  if (body === undefined) throw new DocumentError('corrupt');
  const blocks: Block[] = [];
  for (const [paragraph] of body
    .replace(/<w:binData[\s\S]*?<\/w:binData>/g, '')
    .matchAll(/<w:p[\s>][\s\S]*?<\/w:p>/g)) {
    const runs = paragraph
      .replace(/<w:tab\/>/g, '<w:t> </w:t>')
      .replace(/<w:br\/>/g, '<w:t> </w:t>')
      .matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g);
    const text = cleanText(decodeEntities([...runs].map((run) => run[1]).join('')));
    if (!text) continue;
    const style = /<w:pStyle w:val="([^"]+)"/.exec(paragraph)?.[1] ?? '';
    const heading = /^Title$/i.test(style) ? 1 : /^Heading(\d)$/i.exec(style)?.[1];
    if (heading !== undefined) {
      blocks.push({ kind: 'heading', level: Math.min(3, Number(heading)) as 1 | 2 | 3, text });
    } else if (/<w:listPr>/.test(paragraph)) {
      const level = Number(/<w:ilvl w:val="(\d+)"/.exec(paragraph)?.[1] ?? 0);
      blocks.push({ kind: 'bullet', depth: level, text });
    } else {
      blocks.push(...paragraphsToBlocks([text]));
    }
  }
  return blocks;
}
