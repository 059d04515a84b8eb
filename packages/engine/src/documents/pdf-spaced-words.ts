import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

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
  const letters = [...text.replace(/\s+/g, '')];
  if (letters.length === 0) return text;
  const pattern = new RegExp(
    letters.map((letter) => letter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*'),
    'u',
  );
  const found = pattern.exec(glyphText)?.[0];
  // A text object's end parts no words: a space glyph does.
  return found?.replace(/\n/g, '').replace(/\s+/g, ' ') ?? text;
}
