import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/**
 * TeX builds a letter its font lacks ('ě', 'ů', 'ő' in a font of Latin-1 letters or fewer) from two glyphs: the
 * spacing accent, raised and moved over the letter, then the letter drawn back under it (or the letter first and the
 * accent drawn back over it: a cedilla, an ogonek). pdf.js reads the two apart, and the small move before a centred
 * accent as a space: 'Zam ˇeˇrení', 'r ˚uzných'. The page's glyphs tell which accents sit over a letter and whether a
 * space stood before them: such accents are marked in the text items, and the marked pairs composed into the one
 * letter once the items are read as lines. An accent typed as a character of its own ('Jan´s', '`code`') stands where
 * it is drawn, over no letter, and is left alone.
 */
const COMBINING: Record<string, string> = {
  '\u02C7': '\u030C', // ˇ caron
  '\u02D8': '\u0306', // ˘ breve
  '\u02D9': '\u0307', // ˙ dot above
  '\u02DA': '\u030A', // ˚ ring
  '\u02DB': '\u0328', // ˛ ogonek
  '\u02DC': '\u0303', // ˜ tilde
  '\u02DD': '\u030B', // ˝ double acute
  '\u00B4': '\u0301', // ´ acute
  '\u00A8': '\u0308', // ¨ diaeresis
  '\u00B8': '\u0327', // ¸ cedilla
  '\u02C6': '\u0302', // ˆ circumflex
  '\u0060': '\u0300', // ` grave
  '\u00AF': '\u0304', // ¯ macron
};
const ACCENTS = new RegExp(`[${Object.keys(COMBINING).join('')}]`, 'gu');

// Marks set before an accent in a text item: it goes on the letter after it, the word running on across the space
// read before it; on the letter after it, that space kept (a word of its own: 'a ˇrezání'); on the letter before it.
// Noncharacters, which no text holds.
const ON_NEXT_JOINED = '\uFFFE';
const ON_NEXT = '\uFFFF';
const ON_PREVIOUS = '\u{10FFFE}';

type Placement = 'next-joined' | 'next' | 'previous' | null;

type Glyph = { unicode: string; start: number; end: number; size: number };

/**
 * The page's text items with each accent that sits over a letter marked by where it goes, read from the page's
 * glyphs in drawing order. The items as they were when they hold no accent, or the two do not count alike.
 */
export async function withTexAccentsMarked(
  items: TextItem[],
  operators: () => Promise<{ fnArray: number[]; argsArray: unknown[][] }>,
): Promise<TextItem[]> {
  const countIn = (text: string) => text.match(ACCENTS)?.length ?? 0;
  const itemAccents = items.reduce((count, item) => count + countIn(item.str), 0);
  if (itemAccents === 0) return items;
  const placements = accentPlacements(await operators());
  if (placements.length !== itemAccents || placements.every((placement) => placement === null)) return items;
  let next = 0;
  return items.map((item) => {
    if (countIn(item.str) === 0) return item;
    const str = item.str.replace(/(\s*)([^\s])/gu, (whole, space: string, character: string) => {
      if (!(character in COMBINING)) return whole;
      const placement = placements[next++];
      if (placement === 'next-joined') return `${ON_NEXT_JOINED}${character}`;
      if (placement === 'next') return `${space}${ON_NEXT}${character}`;
      if (placement === 'previous') return `${ON_PREVIOUS}${character}`;
      return whole;
    });
    return { ...item, str };
  });
}

/** The marked accents of a line composed with their letters; accents whose pair Unicode has no one letter for kept. */
export function withTexAccentsComposed(text: string): string {
  if (!/[\uFFFE\uFFFF\u{10FFFE}]/u.test(text)) return text;
  return text
    .replace(
      /(\s*)([\uFFFE\uFFFF])(.)\s*(\p{L})/gu,
      (whole, space: string, mark: string, accent: string, letter: string) => {
        const composed = composedLetter(letter, accent);
        if (!composed) return `${space}${accent}${letter}`;
        return `${mark === ON_NEXT_JOINED ? '' : space}${composed}`;
      },
    )
    .replace(/(\p{L})\s*\u{10FFFE}(.)/gu, (whole, letter: string, accent: string) => {
      return composedLetter(letter, accent) ?? `${letter}${accent}`;
    })
    .replace(/[\uFFFE\uFFFF\u{10FFFE}]/gu, '');
}

/** The letter with the accent as one precomposed letter (TeX's dotless i and j take the accent as i and j). */
function composedLetter(letter: string, accent: string): string | null {
  const combining = COMBINING[accent];
  if (!combining) return null;
  const base = letter === '\u0131' ? 'i' : letter === '\u0237' ? 'j' : letter;
  const composed = `${base}${combining}`.normalize('NFC');
  return [...composed].length === 1 ? composed : null;
}

// How close, in ems, the letters either side of an accent are for one word: a kern, not a space between words.
const WORD_GAP = 0.15;

/**
 * Where each accent glyph of the page goes, in drawing order: on the letter drawn back under it (its middle over that
 * letter), the word running on when that letter starts where the glyph before the accent ended; on the letter before
 * it, when the accent is drawn back over that one; null when it sits over no letter.
 */
function accentPlacements(operators: { fnArray: number[]; argsArray: unknown[][] }): Placement[] {
  const runs = glyphRuns(operators);
  const placements: Placement[] = [];
  for (const run of runs)
    run.forEach((glyph, index) => {
      if (!(glyph.unicode in COMBINING)) return;
      const [before, after] = [run[index - 1], run[index + 1]];
      const middle = (glyph.start + glyph.end) / 2;
      const isLetter = (other: Glyph | undefined): other is Glyph => /^\p{L}$/u.test(other?.unicode ?? '');
      const slack = 0.05 * glyph.size;
      if (
        isLetter(after) &&
        after.start < glyph.end &&
        after.start - slack <= middle &&
        middle <= after.end + slack
      ) {
        const joined =
          before !== undefined &&
          before.unicode.trim() !== '' &&
          after.start - before.end < WORD_GAP * glyph.size;
        placements.push(joined ? 'next-joined' : 'next');
      } else if (
        isLetter(before) &&
        glyph.start < before.end &&
        before.start - slack <= middle &&
        middle <= before.end + slack
      )
        placements.push('previous');
      else placements.push(null);
    });
  return placements;
}

/**
 * The page's glyphs with where each starts and ends along its line (in text space), as runs of glyphs whose places
 * can be compared: a new text matrix or line starts a new run. Moves within a line (a raised accent, a kern) keep it.
 */
function glyphRuns({ fnArray, argsArray }: { fnArray: number[]; argsArray: unknown[][] }): Glyph[][] {
  const runs: Glyph[][] = [];
  let run: Glyph[] = [];
  const endRun = () => {
    if (run.length > 0) runs.push(run);
    run = [];
  };
  let [size, charSpacing, wordSpacing, scale] = [1, 0, 0, 1];
  let [lineX, x] = [0, 0];
  fnArray.forEach((fn, index) => {
    const args = argsArray[index] ?? [];
    const number = (at: number) => (typeof args[at] === 'number' ? (args[at] as number) : 0);
    switch (fn) {
      case OPS.setFont:
        size = number(1) || 1;
        return;
      case OPS.setCharSpacing:
        charSpacing = number(0);
        return;
      case OPS.setWordSpacing:
        wordSpacing = number(0);
        return;
      case OPS.setHScale:
        scale = number(0) / 100;
        return;
      case OPS.moveText:
        // A move off the line (beyond a raised accent's) starts a new one.
        if (Math.abs(number(1)) > size) endRun();
        lineX += number(0);
        x = lineX;
        return;
      case OPS.beginText:
      case OPS.setTextMatrix:
      case OPS.nextLine:
      case OPS.setLeadingMoveText:
      case OPS.nextLineShowText:
      case OPS.nextLineSetSpacingShowText:
        endRun();
        [lineX, x] = [0, 0];
        return;
      case OPS.showText:
      case OPS.showSpacedText:
        for (const glyph of (args[0] ?? []) as unknown[]) {
          if (typeof glyph === 'number') x -= (glyph / 1000) * size * scale;
          else if (typeof glyph === 'object' && glyph !== null) {
            const {
              unicode = '',
              width = 0,
              isSpace = false,
            } = glyph as {
              unicode?: string;
              width?: number;
              isSpace?: boolean;
            };
            const start = x;
            x += ((width / 1000) * size + charSpacing + (isSpace ? wordSpacing : 0)) * scale;
            run.push({ unicode, start, end: start + (width / 1000) * size * scale, size: size * scale });
          }
        }
        return;
      default:
    }
  });
  endRun();
  return runs;
}
