import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/**
 * Capitals set with wide tracking (Word's expanded character spacing) come out of pdf.js in pieces: it parts two
 * letters wherever their gap passes a fixed tenth of an em, and tracking near that width passes it at some letters
 * and not others ('P R AK TYKA NT K SI ĘGOWOŚCI', 'WITHP YT H ON'). A run of three or more short capital pieces is
 * how that reads.
 */
const FRAGMENTED_CAPITALS = /(?:^|\s)\p{Lu}{1,4}(?:\s\p{Lu}{1,4}){3,}(?=\s|$)/u;

export function looksFragmented(text: string): boolean {
  return FRAGMENTED_CAPITALS.test(text);
}

type Glyph = { unicode?: string } | number | null;

/**
 * The page's text as its own glyphs spell it, the space glyphs the writer typed included, a line break after each
 * text object: the word breaks of tracked text, which no gap can tell. Null when the page writes no space glyphs
 * (TeX and others place words apart by position alone), so its glyphs cannot tell word breaks either.
 */
export function glyphTextOf(operators: { fnArray: number[]; argsArray: unknown[][] }): string | null {
  let text = '';
  operators.fnArray.forEach((fn, index) => {
    if (fn === OPS.endText) text += '\n';
    if (fn !== OPS.showText && fn !== OPS.showSpacedText) return;
    for (const glyph of (operators.argsArray[index]?.[0] ?? []) as Glyph[])
      if (glyph !== null && typeof glyph === 'object') text += glyph.unicode ?? '';
  });
  const spaces = text.match(/ /g)?.length ?? 0;
  return spaces * 15 >= text.length ? text : null;
}

/**
 * A fragmented run read with the word breaks its glyphs spell: the same letters found in the page's glyph text, any
 * spaces or none between two, taken with the spaces found there.
 */
export function withGlyphWordBreaks(text: string, glyphText: string): string {
  // A text object's end parts no words: a space glyph does.
  return glyphRunOf(text, glyphText)?.replace(/\n/g, '').replace(/\s+/g, ' ') ?? text;
}

/**
 * A design tool's PDF (Photoshop's) may give its fonts no glyph widths (a CID font without a width table), so pdf.js
 * takes every glyph as an em wide. Drawn a glyph or a few a run, each run then starts well inside the one before, the
 * space glyphs between words leave no gap, and the words run together ('Estecursoéessencial'). Most runs on the
 * page's lines start so.
 */
export function hasUnmeasuredGlyphs(items: TextItem[]): boolean {
  let steps = 0;
  let overlapping = 0;
  items.forEach((item, index) => {
    const next = items[index + 1];
    if (!next || item.str.trim() === '' || next.str.trim() === '') return;
    const [, , skewX = 0, scaleY = 0, x = 0, y = 0] = item.transform as number[];
    const [, , , , nextX = 0, nextY = 0] = next.transform as number[];
    const size = Math.hypot(skewX, scaleY) || 1;
    if (Math.abs(nextY - y) > 0.5 * size || nextX <= x) return;
    steps += 1;
    if (x + item.width - nextX > 0.25 * size) overlapping += 1;
  });
  return overlapping >= 10 && overlapping * 2 >= steps;
}

/**
 * A line whose words ran together read with the spaces its glyphs spell added: the same letters found in the page's
 * glyph text, a space wherever the glyphs draw one or the line already had one. Fields a layout set apart (' · ')
 * are looked up one by one.
 */
export function withGlyphSpacesAdded(text: string, glyphText: string): string {
  return text
    .split(' · ')
    .map((field) => {
      const run = glyphRunOf(field, glyphText);
      if (!run) return field;
      const glyphSpaces = spacedLetterIndexes(run);
      const lineSpaces = spacedLetterIndexes(field);
      return [...field.replace(/\s+/g, '')]
        .map((letter, index) => (glyphSpaces.has(index) || lineSpaces.has(index) ? ` ${letter}` : letter))
        .join('');
    })
    .join(' · ');
}

/** The glyph text's run of the same letters as the text's, any spaces or line breaks between two. */
function glyphRunOf(text: string, glyphText: string): string | null {
  const letters = [...text.replace(/\s+/g, '')];
  if (letters.length === 0) return null;
  const pattern = new RegExp(
    letters.map((letter) => letter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*'),
    'u',
  );
  return pattern.exec(glyphText)?.[0] ?? null;
}

/** The places (counted in non-space characters) of the characters a space comes before; a line break parts no words. */
function spacedLetterIndexes(text: string): Set<number> {
  const spaced = new Set<number>();
  let index = 0;
  let afterSpace = false;
  for (const character of text) {
    if (character === ' ') afterSpace = true;
    else if (!/\s/u.test(character)) {
      if (afterSpace && index > 0) spaced.add(index);
      afterSpace = false;
      index += 1;
    }
  }
  return spaced;
}
