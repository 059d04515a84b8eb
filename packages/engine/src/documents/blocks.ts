/** The structure kept from any document: what Markdown and plain text are both rendered from. */
export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  /** `marker` is the number of an ordered item ('1.', 'a)'); unordered items have none. */
  | { kind: 'bullet'; depth: number; text: string; marker?: string }
  | { kind: 'paragraph'; text: string };

// Typographic ligatures a PDF or Word font can leave in the text ('ﬁnance', 'ﬂexible'): the letters they stand for.
const LIGATURES: Record<string, string> = { ﬀ: 'ff', ﬁ: 'fi', ﬂ: 'fl', ﬃ: 'ffi', ﬄ: 'ffl', ﬅ: 'st', ﬆ: 'st' };

// pdfTeX without T1 fonts prints an accent as a glyph of its own before the letter ('P´erez', 'Dise˜no', 'Mar´ıa'
// with a dotless i) or as a combining mark after a space ('P ́erez'): the combining marks they stand for. Only a vowel,
// or an n under a tilde, takes one, so an acute used as an apostrophe ('Madero´s') stays.
const ACCENT_MARKS: Record<string, string> = { '´': '\u0301', '¨': '\u0308', ˆ: '\u0302', '˜': '\u0303' };
const SPLIT_ACCENT = /(?:([´¨ˆ˜])|(?<=\p{L}) ([\u0301\u0302\u0303\u0308]))([aeiouyınAEIOUYN])/gu;

/** Accents printed apart from their letters ('P´erez', 'c¸a' or '¸ca') joined to them ('Pérez', 'ça'). */
export function withSplitAccentsJoined(text: string): string {
  return text
    .replace(SPLIT_ACCENT, (run, glyph: string | undefined, mark: string | undefined, letter: string) => {
      const accent = glyph ? (ACCENT_MARKS[glyph] ?? '') : (mark ?? '');
      if (/n/i.test(letter) && accent !== '\u0303') return run;
      return `${letter.replace('ı', 'i')}${accent}`;
    })
    .replace(/¸([cC])|([cC])¸/g, '$1$2\u0327')
    .normalize('NFC');
}

/**
 * Whitespace collapsed, invisible and control characters removed (but a non-joiner between Arabic-script letters),
 * icon-font glyphs (private use area) dropped, ligatures spelt out, a hyphen printed as several glyphs read as one, the
 * Unicode hyphen and non-breaking hyphen (Typst and some word processors print them in dates and compounds: '2018 ‑
 * 2020', 'data‑driven') read as '-', accents printed apart joined to their letters.
 */
export function cleanText(text: string): string {
  return (
    withSplitAccentsJoined(text)
      .replace(/[\uFB00-\uFB06]/g, (ligature) => LIGATURES[ligature] ?? ligature)
      // Word-made PDFs print one hyphen as several glyphs ('on-\u00AD\u2010campus', read as 'on--‐campus'): one hyphen.
      .replace(/[-\u00AD\u2010\u2011]{2,}/g, (run) => (/[\u00AD\u2010\u2011]/.test(run) ? '-' : run))
      .replace(/[\u2010\u2011]/g, '-')
      // A zero-width non-joiner inside a Persian word ('می‌روم', 'نامه‌ها') is kept: it parts the word's pieces.
      .replace(/(?<!\p{Script=Arabic})\u200C|\u200C(?!\p{Script=Arabic})/gu, '')
      .replace(/[\u00AD\u200B\u2060\uFEFF]|\u200D/g, '')
      .replace(/[\p{Co}\p{Cc}\p{Cs}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

// Four or more single letters spaced apart ('J O H N  S M I T H', 'E X P E R I E N C E'), with an initial's stop.
const LETTER_SPACED = /(?<!\S)\p{L}(?:\s{1,3}(?:\p{L}|\.)(?!\S)){3,}/gu;

/**
 * Letter-spaced text (a name or a heading set with wide tracking) read as words: the letters of a word closed up,
 * words parted where a wider space parts them ('J O H N  S M I T H' → 'JOHN SMITH') and around an initial
 * ('J O S E P H S . D O E' → 'JOSEPH S. DOE'). Where the document keeps no wider space, the words stay together.
 */
export function withLetterSpacingClosed(text: string): string {
  return text.replace(LETTER_SPACED, (run) =>
    run
      .split(/\s{2,}/)
      .map((word) =>
        word
          .replace(/\s+/g, '')
          // 'JOSEPHS.DOE': the letter before a stop after a word is an initial of its own.
          .replace(/(\p{L}{2,})(\p{L}\.)/gu, '$1 $2')
          .replace(/\.(?=\p{L}{2})/gu, '. '),
      )
      .join(' '),
  );
}

const WORD_PATTERN = /[\p{L}\p{N}]+(?:['’\-.][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  return text.match(WORD_PATTERN)?.length ?? 0;
}

// A paragraph that starts like Markdown syntax would turn into something else when rendered.
const MARKDOWN_LOOKALIKE = /^(#{1,6}\s|[-*+]\s|\d+[.)]\s|>|```|---)/;

export function renderMarkdown(blocks: Block[]): string {
  const parts: string[] = [];
  blocks.forEach((block, index) => {
    const previous = blocks[index - 1];
    const separator = previous?.kind === 'bullet' && block.kind === 'bullet' ? '\n' : '\n\n';
    if (index > 0) parts.push(separator);
    if (block.kind === 'heading') parts.push(`${'#'.repeat(block.level)} ${block.text}`);
    else if (block.kind === 'bullet')
      parts.push(`${'  '.repeat(block.depth)}${block.marker ?? '-'} ${block.text}`);
    else parts.push(MARKDOWN_LOOKALIKE.test(block.text) ? `\\${block.text}` : block.text);
  });
  return parts.join('') + (blocks.length > 0 ? '\n' : '');
}

export function renderText(blocks: Block[]): string {
  const parts: string[] = [];
  blocks.forEach((block, index) => {
    const previous = blocks[index - 1];
    if (index > 0) parts.push(previous?.kind === 'bullet' && block.kind === 'bullet' ? '\n' : '\n\n');
    parts.push(
      block.kind === 'bullet'
        ? `${'  '.repeat(block.depth)}${block.marker ?? '•'} ${block.text}`
        : block.text,
    );
  });
  return parts.join('') + (blocks.length > 0 ? '\n' : '');
}
