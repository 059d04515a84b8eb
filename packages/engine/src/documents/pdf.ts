// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- ambient declarations must reach packages that import the engine's sources
/// <reference path="./untyped-modules.d.ts" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { type Block, cleanText, countWords, withLetterSpacingClosed } from './blocks.ts';
import { DocumentError, tooManyPagesMessage } from './document-error.ts';
import { DANGLING, looksLikeHeading, matchBullet } from './line-kinds.ts';
import type { ParsedDocument } from './parsed-document.ts';
import { decodeEntities } from './html-blocks.ts';
import {
  glyphTextOf,
  hasUnmeasuredGlyphs,
  looksFragmented,
  withGlyphSpacesAdded,
  withGlyphWordBreaks,
} from './pdf-spaced-words.ts';
import { withLostGlyphsKeyed, withLostLigaturesRestored } from './pdf-lost-ligatures.ts';
import { withTexAccentsComposed, withTexAccentsMarked } from './pdf-tex-accents.ts';
import { opensOnIcon, withIconGlyphsMarked, withIconsRead, withLostIconColonRead } from './pdf-icon-fonts.ts';
import { breaksInsideCjkSentence, joinsWithoutSpace, withCjkLettersUnified } from './pdf-cjk-text.ts';
import {
  hasRtlLetter,
  isDrawnInVisualOrder,
  type LinePiece,
  logicalLineOf,
  withRunBracketsMirrored,
  withYearRangesInOrder,
} from './pdf-visual-rtl.ts';
import { withArabicFormsRead, withLigaturesInOrder, withPdfjsNormalization } from './pdf-arabic-text.ts';
import { withThaiMarksRead } from './pdf-thai-text.ts';
import { detectLanguage } from '../text/stopwords.ts';

// pdf.js runs its parser in-thread (a "fake worker") when it finds this global, instead of importing the bundle
// again for every document; we are already inside a worker thread.
(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= pdfWorker;

const packageRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
// Paths, not file: URLs: pdf.js reads them with fs.readFile in Node, and the trailing slash is required.
const STANDARD_FONTS = join(packageRoot, 'standard_fonts') + '/';
const CMAPS = join(packageRoot, 'cmaps') + '/';

/**
 * One line of text on a page, in the page's coordinates (points, origin bottom left). `font` is pdf.js's key of the
 * font the line is set in, null when it mixes fonts: pdf.js gives no font names or weights without rendering, but
 * a short line wholly in a font other than the body's is how bold (or otherwise set-off) titles look.
 */
type Line = {
  text: string;
  x: number;
  y: number;
  endX: number;
  size: number;
  page: number;
  font: string | null;
  /** Part of the line stands apart after a gap wider than any space between words (a right-aligned date or place). */
  hasField: boolean;
  /** Gaps of an em or more between two of the line's pieces: where the next piece starts, and the space's index. */
  wideGaps: { x: number; at: number }[];
  /**
   * The line ends on a hyphen that a typesetter's hyphenation drew, not one typed: U+2010 (how browsers print the
   * hyphen they add at a line's end) or a soft hyphen, alone after a letter.
   */
  endsInBreakHyphen: boolean;
  /** The line opens on an icon (a sidebar's or a contact block's row): a row of its own, never a wrapped line's rest. */
  opensOnIcon?: boolean;
  /** Some of the line's pieces were drawn left of the ones before: a right-to-left paragraph's line, as Word draws it. */
  isDrawnLeftward?: boolean;
};

export async function parsePdf(bytes: Uint8Array, maxPages: number): Promise<ParsedDocument> {
  const task = getDocument({
    // pdf.js transfers (detaches) the buffer it is given: hand it a copy of its own (not Buffer#slice, a view).
    data: new Uint8Array(bytes),
    // Never run code from the document: no eval'd font programs, no XFA, no scripting (only the viewer's sandbox
    // runs document JavaScript, and it is not loaded here).
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    isOffscreenCanvasSupported: false,
    standardFontDataUrl: STANDARD_FONTS,
    cMapUrl: CMAPS,
    cMapPacked: true,
    stopAtErrors: false,
    verbosity: 0,
    // Only text is read: images are left out of a page's operators (the glyphs read for word breaks), not decoded.
    maxImageSize: 1,
  });
  try {
    const document = await task.promise.catch((error: unknown) => {
      throw classifyPdfError(error);
    });
    if (document.numPages > maxPages)
      throw new DocumentError('too_many_pages', tooManyPagesMessage(maxPages));
    if (document.numPages < 1) throw new DocumentError('corrupt');
    const lines: Line[] = [];
    const lostGlyphKeys = new Map<string, string>();
    const glyphUnicodes = new Map<string, string>();
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
      const page = await document.getPage(pageNumber);
      const operators = () => page.getOperatorList();
      // pdf.js's normalisation (which turns a ligature into its letters before its bidi pass reverses them) comes
      // after a multi-character glyph's letters are put back in order.
      const read = await withLigaturesInOrder(
        (await page.getTextContent({ disableNormalization: true })).items.filter(isTextItem),
        operators,
      );
      const keyed = await withLostGlyphsKeyed(
        read.map((item) => ({ ...item, str: withPdfjsNormalization(item.str) })),
        operators,
        lostGlyphKeys,
        glyphUnicodes,
      );
      // An icon is a glyph or two of its own font: only then are the page's fonts loaded to read their names.
      const items = await withTexAccentsMarked(
        keyed.some((item) => /^\S{1,2}$/u.test(item.str.trim()))
          ? await withIconGlyphsMarked(keyed, async (loadedName) => {
              await operators();
              const font: unknown = page.commonObjs.has(loadedName) ? page.commonObjs.get(loadedName) : null;
              return typeof font === 'object' && font !== null && 'name' in font ? String(font.name) : null;
            })
          : keyed,
        operators,
      );
      // Tracked capitals read in pieces, and glyphs without widths read with their words run together: their own
      // glyphs tell where the words break.
      const wordsRunTogether = hasUnmeasuredGlyphs(items);
      const glyphText =
        wordsRunTogether || items.some((item) => looksFragmented(item.str))
          ? glyphTextOf(await page.getOperatorList())
          : null;
      const repaired = glyphText
        ? items.map((item) =>
            looksFragmented(item.str) ? { ...item, str: withGlyphWordBreaks(item.str, glyphText) } : item,
          )
        : items;
      const pageLines = buildLines(repaired, pageNumber);
      lines.push(
        ...(glyphText && wordsRunTogether
          ? pageLines.map((line) => ({ ...line, text: withGlyphSpacesAdded(line.text, glyphText) }))
          : pageLines),
      );
      page.cleanup();
    }
    const restored = withLostLigaturesRestored(lines.map((line) => line.text));
    // A web page printed with its HTML escaped twice shows the entities ('R&amp;D'): read as the characters.
    const blocks = linesToBlocks(
      lines.map((line, index) => ({ ...line, text: restored[index] ?? line.text })),
    ).map((block) => ({ ...block, text: decodeEntities(block.text) }));
    return { blocks, pages: document.numPages };
  } finally {
    await task.destroy();
  }
}

function classifyPdfError(error: unknown): DocumentError {
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') return new DocumentError('encrypted');
  return new DocumentError('corrupt');
}

function isTextItem(item: unknown): item is TextItem {
  return typeof item === 'object' && item !== null && 'str' in item;
}

// Wider than any space between words (justified text stretches a space to about one em), in ems of the text size.
const COLUMN_GAP = 3;
// Wider than a space between words in all but justified text, in ems: where a grid's sub-columns part.
const SUB_COLUMN_GAP = 1;
// How far apart (in points) two rows' pieces start and still stand in one column.
const SUB_COLUMN_ALIGNMENT = 0.5;
// Less than any space: pdf.js reads a space glyph as a space even when the next glyph is drawn back over it.
const NO_GAP = 0.03;

function buildLines(items: TextItem[], page: number): Line[] {
  const lines: Line[] = [];
  let current: Line | null = null;
  let hasPendingSpace = false;
  let longestItem = 0;
  // Each line's items as drawn, for a line of right-to-left text drawn in visual order.
  const pieces = new Map<Line, LinePiece[]>();
  const drawsLeftward = drawsRightToLeftLines(items);
  // On a page that draws lines from their right end, each line's pieces in the order drawn.
  const drawnLeftward = new Map<Line, DrawnPiece[]>();
  for (const item of items) {
    const [, , skewX = 0, scaleY = 0, x = 0, y = 0] = item.transform as number[];
    const size = Math.hypot(skewX, scaleY) || 1;
    // pdf.js ends a line where the next piece is drawn left of the last: a page that draws lines from their right end
    // ends them where the next piece is drawn below.
    const endsLine = item.hasEOL && !drawsLeftward;
    if (item.str.trim() === '') {
      hasPendingSpace = true;
      if (endsLine) current = null;
      continue;
    }
    const isOnLine = current !== null && Math.abs(current.y - y) < 0.5 * Math.min(size, current.size);
    // A page that draws a right-to-left line's pieces from its right end (Word): a piece drawn left of the ones before
    // on the line, or right of them, clear of each, is the line's.
    const drawnPieces = current ? drawnLeftward.get(current) : undefined;
    if (current && drawnPieces && isOnLine && isClearOf(drawnPieces, x, x + item.width, size)) {
      if (x + item.width < current.x + size) current.isDrawnLeftward = true;
      drawnPieces.push({
        x,
        endX: x + item.width,
        text: item.str,
        isRtl: item.dir === 'rtl',
        hasSpaceBefore: hasPendingSpace,
      });
      current.x = Math.min(current.x, x);
      current.endX = Math.max(current.endX, x + item.width);
      if (item.str.length > longestItem) [current.size, longestItem] = [size, item.str.length];
      if (current.font !== item.fontName) current.font = null;
      hasPendingSpace = false;
      continue;
    }
    const isSameLine = isOnLine && current !== null && x > current.endX - size;
    if (current && isSameLine) {
      const gap = x - current.endX;
      // A wide gap on one line parts fields a layout sets apart (a right-aligned date or place: 'Cruise' ...
      // 'San Francisco, CA'): a separator keeps them apart once the gap is gone.
      const isField = gap > COLUMN_GAP * size && /[\p{L}\p{N}]/u.test(item.str);
      const joint = isField ? ' · ' : hasPendingSpace || gap > 0.15 * size ? ' ' : '';
      // A browser that prints a word in pieces (where it may hyphenate it: 'Re' 'alizar') draws a space after each
      // piece and the next piece back over it; pdf.js reads that space ('Re alizar'): no room, no space.
      const isOverdrawnSpace = !hasPendingSpace && Math.abs(gap) < NO_GAP * size && /^\s\S/u.test(item.str);
      if (!isField && gap > SUB_COLUMN_GAP * size) current.wideGaps.push({ x, at: current.text.length });
      const text = isOverdrawnSpace ? item.str.trimStart() : item.str;
      current.text += `${joint}${text}`;
      pieces.get(current)?.push({ joint, text, isRtl: item.dir === 'rtl' });
      if (isField) current.hasField = true;
      current.endX = Math.max(current.endX, x + item.width);
      // The line's size is the size of most of its text, not of an icon or a drop capital.
      if (item.str.length > longestItem) [current.size, longestItem] = [size, item.str.length];
      if (current.font !== item.fontName) current.font = null;
    } else {
      const line: Line = {
        text: item.str,
        x,
        y,
        endX: x + item.width,
        size,
        page,
        font: item.fontName,
        hasField: false,
        wideGaps: [],
        endsInBreakHyphen: false,
      };
      longestItem = item.str.length;
      pieces.set(line, [{ joint: '', text: item.str, isRtl: item.dir === 'rtl' }]);
      if (drawsLeftward)
        drawnLeftward.set(line, [
          { x, endX: x + item.width, text: item.str, isRtl: item.dir === 'rtl', hasSpaceBefore: false },
        ]);
      lines.push(line);
      current = line;
    }
    hasPendingSpace = false;
    if (endsLine) current = null;
  }
  for (const [line, drawn] of drawnLeftward) {
    const composed = composedLine(drawn, line.size);
    Object.assign(line, { text: composed.text, wideGaps: composed.wideGaps, hasField: composed.hasField });
    pieces.set(line, composed.pieces);
  }
  for (const [line, linePieces] of pieces) {
    const read = withLostIconColonRead([...linePieces]);
    if (read[0] === linePieces[0]) continue;
    pieces.set(line, read);
    line.text = line.text.replace(/^\s*:/u, read[0]?.text ?? '');
  }
  withVisualRtlRead(lines, pieces);
  withRtlRowsRead(lines, pieces);
  return (
    withSubColumnsParted(lines)
      // TeX fonts map the printed hyphen to U+00AD; in a PDF it is a visible character, not a soft hyphen.
      .map((line) => ({
        ...line,
        endsInBreakHyphen: /\p{L}[\u00AD\u2010]\s*$/u.test(line.text),
        opensOnIcon: opensOnIcon(line.text),
        // Tracking set wide prints every letter apart: the words are read as words.
        // CJK letters a font maps to radicals, and vertical punctuation, read as the letters and marks printed.
        // Arabic presentation forms read as their letters, Thai marks' positioned variants as the marks.
        text: withLetterSpacingClosed(
          withIconsRead(
            withTexAccentsComposed(withCjkLettersUnified(withThaiMarksRead(withArabicFormsRead(line.text)))),
          ),
        )
          .replace(/\u00AD/g, '-')
          .replace(/\s+/g, ' ')
          .trim(),
      }))
      .filter((line) => line.text !== '' && !isPageNumber(line.text))
      .filter((line, index, all) => !isOverdrawnOpening(line, all[index + 1]))
  );
}

/** A piece of a line on a page that draws lines from their right end, and whether a space item came before it. */
type DrawnPiece = { x: number; endX: number; text: string; isRtl: boolean; hasSpaceBefore: boolean };

/** Whether a piece between two places overlaps none of a line's pieces by as much as half an em. */
function isClearOf(pieces: readonly DrawnPiece[], x: number, endX: number, size: number): boolean {
  return pieces.every((piece) => Math.min(endX, piece.endX) - Math.max(x, piece.x) < 0.5 * size);
}

// A sentence's closing punctuation set alone.
const CLOSING_PUNCTUATION = /^[.,:;!?]+$/u;

/**
 * A line's pieces drawn in any order, read from its left end, as a line drawn left to right reads its items: a space
 * where they stand apart or a space item came between two drawn one after the other, a separator after a wide gap.
 * Word draws a sentence's closing point typed in a left-to-right run with the space after it ('. '), at its right:
 * in a right-to-left line the space seen between the point and the sentence's last word is the one after the point.
 */
function composedLine(
  drawn: readonly DrawnPiece[],
  size: number,
): { text: string; wideGaps: Line['wideGaps']; hasField: boolean; pieces: LinePiece[] } {
  const sorted = [...drawn].sort((left, right) => left.x - right.x);
  const joints = sorted.map((piece, index) => {
    const before = sorted[index - 1];
    if (!before) return '';
    const gap = piece.x - before.endX;
    if (gap > COLUMN_GAP * size && /[\p{L}\p{N}]/u.test(piece.text) && /[\p{L}\p{N}]/u.test(before.text))
      return ' · ';
    const drawnNext = (first: DrawnPiece, second: DrawnPiece) =>
      drawn.indexOf(second) === drawn.indexOf(first) + 1 && second.hasSpaceBefore;
    return gap > 0.15 * size || drawnNext(before, piece) || drawnNext(piece, before) ? ' ' : '';
  });
  if (sorted.some((piece) => hasRtlLetter(piece.text)))
    sorted.forEach((piece, index) => {
      if (piece.isRtl || !CLOSING_PUNCTUATION.test(piece.text) || joints[index + 1] !== ' ') return;
      if (index > 0 && joints[index] !== '') return;
      joints[index + 1] = '';
      if (index > 0) joints[index] = ' ';
    });
  let text = '';
  const wideGaps: Line['wideGaps'] = [];
  sorted.forEach((piece, index) => {
    const joint = joints[index] ?? '';
    const before = sorted[index - 1];
    if (before && joint !== ' · ' && piece.x - before.endX > SUB_COLUMN_GAP * size)
      wideGaps.push({ x: piece.x, at: text.length });
    text += `${joint}${piece.text}`;
  });
  return {
    text,
    wideGaps,
    hasField: joints.includes(' · '),
    pieces: sorted.map((piece, index) => ({
      joint: joints[index] ?? '',
      text: piece.text,
      isRtl: piece.isRtl,
    })),
  };
}

/**
 * Whether a page draws its right-to-left lines from their right end, piece by piece leftwards, as Word does (each run
 * of a line, a word or a letter or a number, drawn left of the one before, the line's pieces in reading order): more
 * of the steps between two pieces of right-to-left text on one line go left, adjoining, than go right.
 */
function drawsRightToLeftLines(items: readonly TextItem[]): boolean {
  let [leftward, rightward] = [0, 0];
  const drawn = items.filter((item) => item.str.trim() !== '');
  drawn.forEach((item, index) => {
    const next = drawn[index + 1];
    if (!next || item.hasEOL || !(hasRtlLetter(item.str) || hasRtlLetter(next.str))) return;
    const [, , skewX = 0, scaleY = 0, x = 0, y = 0] = item.transform as number[];
    const [, , , , nextX = 0, nextY = 0] = next.transform as number[];
    const size = Math.hypot(skewX, scaleY) || 1;
    if (Math.abs(nextY - y) > 0.5 * size) return;
    const [leftGap, rightGap] = [x - (nextX + next.width), nextX - (x + item.width)];
    if (Math.abs(leftGap) < size) leftward += 1;
    else if (Math.abs(rightGap) < size) rightward += 1;
  });
  return leftward > rightward;
}

/**
 * Lines of right-to-left text drawn in visual order, read in logical order (pdf-visual-rtl.ts). Which way a line's
 * paragraph runs shows in its alignment: a right-to-left paragraph's lines end at the column's right edge and a
 * left-to-right one's start at its left (a page written left to right may set Hebrew in its own paragraphs, seen
 * differently: a sentence's end, a quote or an address on the other side). A line as wide as the column takes its
 * paragraph's way from the next line of right-to-left text below it that shows one (a paragraph's last line), else
 * from the one above; a line that shows none reads its own (pdf-visual-rtl.ts). A line that reads one way or the other
 * only (a bracket closed before it opens, punctuation opening a word) reads that way, whatever its alignment.
 */
function withVisualRtlRead(lines: Line[], pieces: ReadonlyMap<Line, readonly LinePiece[]>): void {
  const visual = lines.filter((line) => isDrawnInVisualOrder(pieces.get(line) ?? []));
  if (visual.length === 0) return;
  const edges = new Map<number, { left: number; right: number }>();
  for (const line of lines) {
    const edge = edges.get(line.page) ?? { left: line.x, right: line.endX };
    edges.set(line.page, { left: Math.min(edge.left, line.x), right: Math.max(edge.right, line.endX) });
  }
  const shown = visual.map((line): 0 | 1 | undefined => {
    const edge = edges.get(line.page) ?? { left: line.x, right: line.endX };
    const [left, right] = [line.x - edge.left, edge.right - line.endX];
    if (left < right - 2 * line.size) return 0;
    if (right < left - 2 * line.size) return 1;
    return undefined;
  });
  const isNext = (line: Line, other: Line) =>
    other.page === line.page && lines.indexOf(other) === lines.indexOf(line) + 1;
  visual.forEach((line, index) => {
    let level = line.isDrawnLeftward ? 1 : shown[index];
    for (let after = index; level === undefined && after + 1 < visual.length; after += 1) {
      if (!isNext(visual[after] as Line, visual[after + 1] as Line)) break;
      level = shown[after + 1];
    }
    for (let before = index; level === undefined && before > 0; before -= 1) {
      if (!isNext(visual[before - 1] as Line, visual[before] as Line)) break;
      level = shown[before - 1];
    }
    const logical = logicalLineOf(pieces.get(line) ?? [], level, line.isDrawnLeftward);
    // The gaps' places were counted in the order the pieces were drawn.
    if (logical !== null) Object.assign(line, { text: logical, wideGaps: [] });
    // A right-to-left paragraph's lines are measured from the column's right edge, where they start: what tells a
    // wrapped line from a new one (indents, room left at a line's end) then reads as on a left-to-right page.
    const edge = edges.get(line.page);
    if (level === 1 && edge)
      Object.assign(line, { x: edge.left + edge.right - line.endX, endX: edge.left + edge.right - line.x });
  });
}

/**
 * Right-to-left lines' brackets and year ranges as written (pdf-visual-rtl.ts): a line pdf.js read as one run has its
 * brackets mirrored back, and any right-to-left line its year ranges put back in order.
 */
function withRtlRowsRead(lines: Line[], pieces: ReadonlyMap<Line, readonly LinePiece[]>): void {
  for (const line of lines) {
    if (!hasRtlLetter(line.text)) continue;
    const linePieces = pieces.get(line) ?? [];
    const isOneRun = linePieces.length === 1 && linePieces[0]?.isRtl === true;
    line.text = withYearRangesInOrder(isOneRun ? withRunBracketsMirrored(line.text) : line.text);
  }
}

/**
 * A design tool may draw a paragraph's first word twice, alone and again as the start of its first line, at the same
 * place ('Este' over 'Este curso é essencial…'): the copy alone is no line of its own.
 */
function isOverdrawnOpening(line: Line, next: Line | undefined): boolean {
  return (
    next !== undefined &&
    Math.abs(next.x - line.x) < 0.5 &&
    Math.abs(next.y - line.y) < 0.5 &&
    next.text.length > line.text.length &&
    next.text.startsWith(line.text)
  );
}

// A grid's entry: one to three words of letters, the first a capital ('Teamwork', 'Public Speaking').
const GRID_ENTRY = /^\p{Lu}[\p{L}'’-]*(?: [\p{L}'’-]+){0,2}$/u;

/**
 * A side column's list set in two sub-columns ('Teamwork' … 'Flexibility' over 'Public Speaking' … 'Creativity'):
 * three rows or more in a row, each of two short entries of words alone, the second starting at the same place after
 * a gap of an em or more. A separator keeps the two entries of a row apart, as a field's.
 */
function withSubColumnsParted(lines: Line[]): Line[] {
  const gridGap = (line: Line): number | null => {
    const [gap, ...others] = line.wideGaps;
    if (!gap || others.length > 0) return null;
    const pieces = [line.text.slice(0, gap.at).trim(), line.text.slice(gap.at + 1).trim()];
    return pieces.every((piece) => GRID_ENTRY.test(piece)) ? gap.x : null;
  };
  const inRow = (line: Line, other: Line | undefined): boolean => {
    const [x, otherX] = [gridGap(line), other ? gridGap(other) : null];
    return (
      other !== undefined &&
      x !== null &&
      otherX !== null &&
      other.page === line.page &&
      Math.abs(x - otherX) < SUB_COLUMN_ALIGNMENT &&
      Math.abs(other.x - line.x) < SUB_COLUMN_ALIGNMENT
    );
  };
  const parted = new Set<number>();
  for (let start = 0; start < lines.length; start += 1) {
    let end = start;
    while (inRow(lines[end] as Line, lines[end + 1])) end += 1;
    if (end - start >= 2) for (let index = start; index <= end; index += 1) parted.add(index);
    start = end;
  }
  return lines.map((line, index) => {
    const gap = line.wideGaps[0];
    if (!parted.has(index) || !gap) return line;
    return {
      ...line,
      text: `${line.text.slice(0, gap.at)} · ${line.text.slice(gap.at + 1)}`,
      hasField: true,
    };
  });
}

function isPageNumber(text: string): boolean {
  return /^(?:page\s*)?\d{1,3}(?:\s*(?:of|\/)\s*\d{1,3})?$/i.test(text);
}

/** The body text size: the size most characters are set in. */
function bodySize(lines: Line[]): number {
  const weights = new Map<number, number>();
  for (const line of lines) {
    const size = Math.round(line.size * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + line.text.length);
  }
  return [...weights].sort((left, right) => right[1] - left[1])[0]?.[0] ?? 10;
}

/** The font most characters are set in. */
function bodyFont(lines: Line[]): string | null {
  const weights = new Map<string, number>();
  for (const line of lines)
    if (line.font) weights.set(line.font, (weights.get(line.font) ?? 0) + line.text.length);
  return [...weights].sort((left, right) => right[1] - left[1])[0]?.[0] ?? null;
}

/** The usual distance between two lines of one paragraph, at body size. */
function linePitch(lines: Line[], body: number): number {
  const gaps: number[] = [];
  for (const [index, line] of lines.entries()) {
    const previous = lines[index - 1];
    if (!previous) continue;
    const gap = previous.y - line.y;
    if (
      line.page === previous.page &&
      Math.abs(line.size - body) < 0.5 &&
      gap > 0.8 * body &&
      gap < 3 * body
    ) {
      gaps.push(gap);
    }
  }
  // The shortest gap that recurs: in CVs one-line paragraphs often outnumber wrapped lines, so not the most common.
  const counts = new Map<number, number>();
  for (const gap of gaps) counts.set(Math.round(gap * 2) / 2, (counts.get(Math.round(gap * 2) / 2) ?? 0) + 1);
  const recurring = [...counts]
    .filter(([, count]) => count >= Math.max(2, gaps.length * 0.1))
    .map(([gap]) => gap)
    .sort((left, right) => left - right);
  return recurring[0] ?? body * 1.2;
}

/** A wide line: what a line that is not the last of its paragraph looks like on this page. */
function wideLineWidths(lines: Line[]): Map<number, number> {
  const byPage = new Map<number, number[]>();
  for (const line of lines) byPage.set(line.page, [...(byPage.get(line.page) ?? []), line.endX - line.x]);
  const result = new Map<number, number>();
  for (const [page, widths] of byPage) {
    widths.sort((left, right) => left - right);
    result.set(page, widths[Math.floor(widths.length * 0.9)] ?? 0);
  }
  return result;
}

// Scripts that write no spaces between words and set their vowels and tone marks over and under their letters, and
// about how many letters their long words run to.
const UNSPACED_SCRIPT = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const UNSPACED_WORD_LETTERS = 6;

/** How many characters of a text take room on the line: in those scripts, not the marks set over or under a letter. */
function spacingLength(text: string): number {
  return UNSPACED_SCRIPT.test(text) ? text.replace(/\p{Mn}/gu, '').length : text.length;
}

// A line that ends with one of these cannot end its sentence.
const DANGLING_END =
  /(?:[,(/&–-]|\b(?:and|or|of|with|in|to|for|the|a|an|as|such as|including|via|by|from|y|o|de|del|en|con|para|la|el|los|las))$/i;

/**
 * What the document tells about its hyphens: the words it writes whole, the compounds it writes hyphenated, and
 * whether it is in German.
 */
type HyphenUse = { wholeWords: ReadonlySet<string>; compounds: ReadonlySet<string>; isGerman: boolean };

function hyphenUseOf(lines: Line[]): HyphenUse {
  const wholeWords = new Set<string>();
  const compounds = new Set<string>();
  for (const { text } of lines) {
    for (const [word] of text.matchAll(/(?<![\p{L}-])\p{L}+(?![\p{L}-])/gu))
      wholeWords.add(word.toLowerCase());
    for (const [compound] of text.matchAll(/\p{L}+-\p{L}+/gu)) compounds.add(compound.toLowerCase());
  }
  const isGerman = detectLanguage(lines.map((line) => line.text).join(' ')) === 'de';
  return { wholeWords, compounds, isGerman };
}

// What goes on from a German hyphenated head in lower case without joining it: a conjunction ('Teil- und
// Vollzeit', 'Fort- bzw. Weiterbildung').
const GERMAN_HEAD_GOES_ON = /^(?:und|oder|bzw|sowie|bis|als|wie)$/;

/**
 * A wrapped line joined to the next. A hyphen at a line end is kept ('object-' + 'oriented', 'e-' + 'mail'): word
 * processors do not hyphenate on their own, and dropping a real hyphen would join two words. It goes where it was a
 * break: one a browser or typesetter drew (`isBreakHyphen`), or one before the rest of a word that the document
 * writes whole elsewhere and never with a hyphen ('Hu-' + 'manities' beside 'Humanities'), the head and the rest
 * two letters or more, and not both words the document writes apart. In German, whose compounds are written whole
 * and whose hyphenated ones go on in capitals ('E-Mail', 'Kunden-Service'), a line-end hyphen before the rest of a
 * word in lower case is a break wherever the document does not write that compound with its hyphen ('Kunden-' +
 * 'beratung', 'überdurchschnitt-' + 'lich': a print ad's narrow columns, round 20's sales representative).
 */
function joinWrapped(previous: string, next: string, isBreakHyphen = false, use?: HyphenUse): string {
  // Chinese and Japanese write no space between words, nor at a line's end: the lines join as they are.
  if (joinsWithoutSpace(previous, next)) return previous + next;
  if (!/\p{L}-$/u.test(previous)) return `${previous} ${next}`;
  const head = /(\p{L}{2,})-$/u.exec(previous)?.[1];
  const tail = /^\p{Ll}{2,}(?!\p{L}*-)/u.exec(next)?.[0];
  // 'Teil-' + 'oder Vollzeit': the head goes on after a space.
  if (use?.isGerman && tail && GERMAN_HEAD_GOES_ON.test(tail)) return `${previous} ${next}`;
  if (head && tail) {
    const word = `${head}${tail}`.toLowerCase();
    const isCompound = use?.compounds.has(`${head}-${tail}`.toLowerCase()) ?? false;
    const wasBreak =
      isBreakHyphen ||
      (use !== undefined &&
        !isCompound &&
        (use.isGerman ||
          (use.wholeWords.has(word) &&
            // Two words it also writes apart ('full' and 'time') make a compound, even where it writes 'fulltime' too.
            !(use.wholeWords.has(head.toLowerCase()) && use.wholeWords.has(tail)))));
    if (wasBreak) return previous.slice(0, -1) + next;
  }
  return previous + next;
}

/** The text leaves a bracket open that the next line closes before it opens any. */
function closesOpenBracket(text: string, next: string): boolean {
  const open = (opening: string, closing: string): number =>
    text.split(opening).length - text.split(closing).length;
  // 'a) …', '2) …': a list's enumerator opens an item, it closes nothing.
  if (/^\s*[\p{L}\p{N}]{1,3}\)/u.test(next)) return false;
  const closes = /^[^[\]()]*([\])])/.exec(next)?.[1];
  return (closes === ']' && open('[', ']') > 0) || (closes === ')' && open('(', ')') > 0);
}

// Chinese and Japanese write no space between words: in a line of their prose (its full-width commas and stops) a run
// of their characters counts a word for every two, so the line wrapped at the page's width ('内容：基于…，然后将…一阶结')
// is too long for a heading, as a Latin one is. A title, with no such marks, keeps its count.
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
const CJK_PROSE_MARK = /[，、。；！？]/u;

function headingWords(text: string): number {
  if (!CJK_PROSE_MARK.test(text)) return countWords(text);
  const cjk = [...text.matchAll(CJK_RUN)].reduce((count, [run]) => count + Math.ceil(run.length / 2), 0);
  return countWords(text.replace(CJK_RUN, ' ')) + cjk;
}

function linesToBlocks(lines: Line[]): Block[] {
  const body = bodySize(lines);
  const mainFont = bodyFont(lines);
  const pitch = linePitch(lines, body);
  // Titles set off by their font: a short capitalised line without figures or a sentence end, wholly in a font
  // other than the body's, at body size or larger.
  const isFontTitle = (line: Line, words: number) =>
    line.font !== null &&
    line.font !== mainFont &&
    words <= 8 &&
    line.size >= body * 0.95 &&
    /^\p{Lu}/u.test(line.text) &&
    // Dates, places and grades are often set in a lighter or italic font: emphasis, not titles.
    !/\d/.test(line.text) &&
    !/[.,;]$/.test(line.text);
  const wideWidths = wideLineWidths(lines);
  const pageLeft = new Map<number, number>();
  for (const line of lines) pageLeft.set(line.page, Math.min(line.x, pageLeft.get(line.page) ?? line.x));
  const hyphenUse = hyphenUseOf(lines);
  const blocks: Block[] = [];
  let firstBulletX: number | null = null;
  let previous: { line: Line; block: Block; textX: number } | null = null;

  for (const line of lines) {
    const text = line.text;
    const words = headingWords(text);
    const isLarger = line.size >= body * 1.15;
    const bullet = matchBullet(text);
    // A line that closes a bracket the paragraph before left open goes on with it, over a page break too: the rest
    // of a list in brackets ('… [R Programming, Reproducible' / 'Research, The Toolbox]') is no title.
    const closesBracket =
      previous !== null &&
      previous.block.kind !== 'heading' &&
      !bullet &&
      closesOpenBracket(previous.block.text, text);
    // The last word of a wrapped line ('... a single point of' / 'contact') is no heading, even a section name.
    // So is a lower-case line that ends the sentence the line before left open, over a page break too
    // ('… registration and reporting' / 'requirements.').
    const endsWrap =
      previous !== null &&
      /^\p{Ll}/u.test(text) &&
      (DANGLING.test(previous.line.text) ||
        (previous.block.kind !== 'heading' && /[.!?]$/.test(text) && !/[.!?:;]$/.test(previous.line.text)));
    const isTitle =
      !bullet && !endsWrap && (isFontTitle(line, words) || (words <= 6 && looksLikeHeading(text)));
    if (words > 0 && !closesBracket && ((isLarger && words <= 14) || isTitle)) {
      // Size makes the top levels; a section name or capitals at body size is level 2, a distinct font level 3.
      const level: 1 | 2 | 3 = line.size >= body * 1.5 ? 1 : isLarger || looksLikeHeading(text) ? 2 : 3;
      const last = blocks.at(-1);
      // A title set over two lines stays one heading.
      if (
        previous &&
        last?.kind === 'heading' &&
        isLarger &&
        previous.line.page === line.page &&
        Math.abs(previous.line.size - line.size) < 0.5 &&
        previous.line.y - line.y < line.size * 1.6
      ) {
        last.text = joinWrapped(last.text, cleanText(text), previous.line.endsInBreakHyphen, hyphenUse);
      } else {
        blocks.push({ kind: 'heading', level, text: cleanText(text).replace(/:$/, '') });
      }
      previous = { line, block: blocks.at(-1) as Block, textX: line.x };
      continue;
    }
    if (bullet) {
      firstBulletX ??= line.x;
      const depth = line.x > firstBulletX + body * 1.5 ? 1 : 0;
      const block: Block = {
        kind: 'bullet',
        depth,
        text: cleanText(bullet.text),
        ...(bullet.marker && { marker: bullet.marker }),
      };
      if (!block.text) continue;
      blocks.push(block);
      previous = { line, block, textX: line.x + body };
      continue;
    }
    const cleaned = cleanText(text);
    if (!cleaned) continue;
    if (
      previous &&
      previous.block.kind !== 'heading' &&
      (closesBracket || continuesParagraph(previous, line))
    ) {
      previous.block.text = joinWrapped(
        previous.block.text,
        cleaned,
        previous.line.endsInBreakHyphen,
        hyphenUse,
      );
      previous = { ...previous, line };
      continue;
    }
    const block: Block = { kind: 'paragraph', text: cleaned };
    blocks.push(block);
    previous = { line, block, textX: line.x };
  }
  return blocks;

  /**
   * A line breaks where the next word no longer fits. When the line before ended with room to spare for the first
   * word of this one, the writer broke it: a new item of a list drawn without bullet glyphs (browser prints, Word
   * lists with picture bullets), not the rest of a wrapped sentence.
   */
  function hadRoomFor(before: Line, line: Line): boolean {
    const columnEnd = Math.max(
      ...lines
        .filter((other) => other.page === before.page && Math.abs(other.x - before.x) < body * 3)
        .map((other) => other.endX),
    );
    const characterWidth = (before.endX - before.x) / Math.max(1, spacingLength(before.text));
    const firstWord = line.text.split(/\s+/)[0] ?? '';
    // Thai, Lao, Khmer and Burmese write no spaces between words: what stands before the first space is a phrase, and
    // its first word is taken as about as long as their words run.
    const firstWordLength = UNSPACED_SCRIPT.test(firstWord)
      ? Math.min(spacingLength(firstWord), UNSPACED_WORD_LETTERS)
      : firstWord.length;
    return columnEnd - before.endX > (firstWordLength + 2) * characterWidth;
  }

  /**
   * A list printed without its bullet glyphs, indented under its lead and set in lower-case phrases ('vankkaa
   * kokemusta olio-ohjelmoinnista' / 'osaamista SQL Serveristä'): the line before, a phrase of its own in lower case,
   * ended with room for this one's first word at the same indent, so the writer broke it there. A wrapped sentence's
   * lines go on from the line that opened it.
   */
  function isIndentedListLine(before: { line: Line; block: Block }, line: Line): boolean {
    return (
      /^\p{Ll}/u.test(before.line.text) &&
      before.block.text === cleanText(before.line.text) &&
      line.x > (pageLeft.get(line.page) ?? 0) + body * 1.5 &&
      Math.abs(line.x - before.line.x) < body * 0.6 &&
      !DANGLING_END.test(before.line.text) &&
      hadRoomFor(before.line, line)
    );
  }

  /**
   * A Chinese or Japanese line that ended inside a sentence with no room left for a letter: the page wrapped it there,
   * whatever it opens with (a label's value wrapped under the value, not under the label: '【着任時期】 · …柔軟に対' /
   * '応します。'), as a Latin line that goes on in lower case.
   */
  function wrapsCjkSentence(before: Line, line: Line): boolean {
    if (!breaksInsideCjkSentence(before.text, line.text)) return false;
    const columnEnd = Math.max(
      ...lines
        .filter((other) => other.page === before.page && Math.abs(other.x - before.x) < body * 3)
        .map((other) => other.endX),
    );
    return columnEnd - before.endX < 2 * before.size;
  }

  function continuesParagraph(before: { line: Line; block: Block; textX: number }, line: Line): boolean {
    const gap = before.line.y - line.y;
    if (line.page !== before.line.page) return /^\p{Ll}/u.test(line.text);
    const startsLower = /^\p{Ll}/u.test(line.text) || wrapsCjkSentence(before.line, line);
    if (line.opensOnIcon) return false;
    if (startsLower && before.block.kind === 'paragraph' && isIndentedListLine(before, line)) return false;
    if (Math.abs(line.size - before.line.size) > 0.6) return false;
    if (gap <= 0 || gap > Math.max(pitch * 1.25, line.size * 1.05)) return false;
    // A line ending mid-phrase ('such as Evidently or') goes on, whatever room it had (hard-wrapped text).
    if (!startsLower && !DANGLING_END.test(before.line.text) && hadRoomFor(before.line, line)) return false;
    // A row with a field set apart ('Acme Corp' ... 'Lisbon, Portugal', then 'Engineer' ... 'May 2020') is a line of
    // its own, not prose wrapped at the page edge, which is never stretched that wide: so is the row after it.
    if (!startsLower && !DANGLING_END.test(before.line.text) && (before.line.hasField || line.hasField))
      return false;
    // A page that sets its list without a hanging indent wraps an item under its bullet glyph ('• … in Computer
    // Science, Computer' / 'Engineering, or equivalent degree'): a full line goes on there too.
    if (before.block.kind === 'bullet')
      return (
        line.x >= before.textX - body * 0.6 ||
        startsLower ||
        (Math.abs(line.x - before.line.x) < body * 0.6 && !hadRoomFor(before.line, line))
      );
    if (Math.abs(line.x - before.line.x) > body * 2 && !startsLower) return false;
    const isWide = before.line.endX - before.line.x >= 0.7 * (wideWidths.get(line.page) ?? 0);
    return isWide || startsLower;
  }
}
