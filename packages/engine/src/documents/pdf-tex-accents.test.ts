import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { describe, expect, it } from 'vitest';
import { withTexAccentsComposed, withTexAccentsMarked } from './pdf-tex-accents.ts';

// A made-up page line as TeX draws letters its font lacks: the spacing accent moved and raised over the letter, then
// the letter drawn back under it. Glyph widths in thousandths of an em, at 10 points.
type Draw = string | { accent: string; over: number } | { move: number };

/** The operators and the text items pdf.js reads of one line, drawn from left to right. */
function line(draws: Draw[], items: string[]) {
  const fnArray: number[] = [OPS.beginText, OPS.setFont];
  const argsArray: unknown[][] = [[], ['F1', 10]];
  // A move goes from the start of the line drawn last (PDF's 'Td'), not from where its text ended.
  let [lineStart, x] = [0, 0];
  const moveTo = (target: number, rise: number) => {
    fnArray.push(OPS.moveText);
    argsArray.push([target - lineStart, rise]);
    [lineStart, x] = [target, target];
  };
  for (const draw of draws) {
    if (typeof draw === 'string') {
      fnArray.push(OPS.showText);
      argsArray.push([[...draw].map((unicode) => ({ unicode, width: 500, isSpace: unicode === ' ' }))]);
      x += draw.length * 5;
    } else if ('move' in draw) moveTo(x + draw.move, 0);
    else {
      // The accent (3 points wide) raised and centred over the next letter (5 points), which starts `over` points on.
      const letterStart = x + draw.over;
      moveTo(letterStart + 1, 1.5);
      fnArray.push(OPS.showText);
      argsArray.push([[{ unicode: draw.accent, width: 300 }]]);
      moveTo(letterStart, -1.5);
    }
  }
  const textItems = items.map((str) => ({ str, fontName: 'F1' }) as TextItem);
  return { items: textItems, operators: () => Promise.resolve({ fnArray, argsArray }) };
}

async function read(draws: Draw[], items: string[]): Promise<string> {
  const { items: textItems, operators } = line(draws, items);
  const marked = await withTexAccentsMarked(textItems, operators);
  return withTexAccentsComposed(marked.map((item) => item.str).join(''));
}

describe('accents TeX sets apart from their letters', () => {
  it('composes an accent with the letter drawn back under it, the word run on across the space read before it', async () => {
    expect(
      await read(
        ['Zam', { accent: 'ˇ', over: 0 }, 'e', { accent: 'ˇ', over: 0 }, 'rení'],
        ['Zam ˇ', 'eˇ', 'rení'],
      ),
    ).toBe('Zaměření');
    expect(await read(['r', { accent: '˚', over: 0 }, 'uzný'], ['r ˚', 'uzný'])).toBe('různý');
    expect(await read(['Sz', { accent: '˝', over: 0 }, 'ucs'], ['Sz ˝', 'ucs'])).toBe('Szűcs');
  });

  it('keeps the space between words before an accented capital', async () => {
    expect(await read(['a ', { accent: 'ˇ', over: 0 }, 'reka'], ['a ˇ', 'reka'])).toBe('a řeka');
    expect(await read(['v', { move: 3 }, { accent: 'ˇ', over: 0 }, 'Cechách'], ['v ˇ', 'Cechách'])).toBe(
      'v Čechách',
    );
  });

  it('leaves an accent typed as a character of its own, over no letter', async () => {
    expect(await read(['Jan´s `code`'], ['Jan´s `code`'])).toBe('Jan´s `code`');
  });

  it('keeps an accent and letter Unicode has no one letter for', () => {
    expect(withTexAccentsComposed('\uFFFEˇq')).toBe('ˇq');
  });
});
