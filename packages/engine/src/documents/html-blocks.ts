import { type Block, cleanText } from './blocks.ts';
import { looksLikeHeading, matchBullet } from './line-kinds.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
    const codePoint =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : ' ';
  });
}

type OpenBlock = {
  kind: 'heading' | 'paragraph' | 'bullet';
  level: 1 | 2 | 3;
  depth: number;
  text: string;
  boldText: string;
};

/**
 * Blocks from the small, well-formed HTML that mammoth writes (h1-h6, p, ul/ol/li, strong, em, a, table, br).
 * A Word paragraph set entirely in bold and short, or named like a section, is a heading: most CVs are formatted
 * by hand rather than with heading styles.
 */
export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  let listDepth = -1;
  let boldDepth = 0;
  let open: OpenBlock | null = null;

  const flush = () => {
    if (!open) return;
    const text = cleanText(open.text);
    const isAllBold = text !== '' && cleanText(open.boldText) === text;
    if (text) blocks.push(classify(open, text, isAllBold));
    open = null;
  };
  const start = (kind: OpenBlock['kind'], level: 1 | 2 | 3 = 2) => {
    flush();
    open = { kind, level, depth: Math.max(0, listDepth), text: '', boldText: '' };
  };

  for (const token of html.matchAll(/<(\/?)([a-zA-Z0-9]+)[^>]*>|([^<]+)/g)) {
    const [, closing, rawName, text] = token;
    if (text !== undefined) {
      const decoded = decodeEntities(text);
      open ??= { kind: 'paragraph', level: 2, depth: 0, text: '', boldText: '' };
      open.text += decoded;
      if (boldDepth > 0) open.boldText += decoded;
      continue;
    }
    const name = (rawName ?? '').toLowerCase();
    const isClosing = closing === '/';
    if (/^h[1-6]$/.test(name)) {
      if (isClosing) flush();
      else start('heading', Math.min(3, Number(name[1])) as 1 | 2 | 3);
    } else if (name === 'p' || name === 'td' || name === 'th') {
      // A list item's own paragraph stays part of the item.
      if (isClosing) {
        if (open?.kind !== 'bullet') flush();
      } else if (open?.kind !== 'bullet') start('paragraph');
    } else if (name === 'li') {
      if (isClosing) flush();
      else start('bullet');
    } else if (name === 'ul' || name === 'ol') {
      flush();
      listDepth += isClosing ? -1 : 1;
    } else if (name === 'strong' || name === 'b') {
      boldDepth = Math.max(0, boldDepth + (isClosing ? -1 : 1));
    } else if (name === 'br') {
      // A line break inside a paragraph usually separates lines of an address or a heading from its dates.
      if (open?.kind === 'bullet') open.text += ' ';
      else if (open) {
        const kind = open.kind;
        flush();
        start(kind);
      }
    } else if (name === 'tr') {
      flush();
    }
  }
  flush();
  return blocks;
}

function classify(open: OpenBlock, text: string, isAllBold: boolean): Block {
  if (open.kind === 'heading') return { kind: 'heading', level: open.level, text };
  if (open.kind === 'bullet') return { kind: 'bullet', depth: open.depth, text };
  const bullet = matchBullet(text);
  if (bullet && !bullet.marker) return { kind: 'bullet', depth: 0, text: cleanText(bullet.text) };
  const words = text.split(' ').length;
  // Bold dates ('Oct. 2021 – Current') are emphasis, not sections.
  const isBoldTitle = isAllBold && words <= 8 && !/[.;]$/.test(text) && !/\b(?:19|20)\d\d\b/.test(text);
  if (isBoldTitle || (words <= 6 && looksLikeHeading(text))) {
    return { kind: 'heading', level: 2, text: text.replace(/:$/, '') };
  }
  return { kind: 'paragraph', text };
}
