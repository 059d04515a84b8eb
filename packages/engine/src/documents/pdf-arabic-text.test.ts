import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './blocks.ts';
import { withArabicFormsRead, withLigaturesInOrder } from './pdf-arabic-text.ts';
import { parsePdf } from './pdf.ts';
import { pdfOfGlyphRuns } from './test-pdfs.ts';

const markdownOf = async (pdf: Uint8Array) => renderMarkdown((await parsePdf(pdf, 1)).blocks);

/** A run's glyphs as drawn, left to right: a right-to-left word's glyphs are its letters (or ligatures) reversed. */
const drawn = (...logicalGlyphs: string[]) => [...logicalGlyphs].reverse();

describe('Arabic presentation forms', () => {
  it('reads presentation forms as their letters and leaves out tatweel', () => {
    expect(withArabicFormsRead('ﻛﺘﺎﺏ ﺟﺪﻳﺪ')).toBe('كتاب جديد');
    expect(withArabicFormsRead('ﻣـﺪﺭﺳـــﻪ')).toBe('مدرسه');
    expect(withArabicFormsRead('ﻻ ﺑﺄﺱ')).toBe('لا بأس');
    expect(withArabicFormsRead('no forms here')).toBe('no forms here');
  });

  it('puts back a non-joiner where a letter is drawn unjoined to the next inside a word', () => {
    // A final yeh before an initial reh's neighbour, a final heh before an initial heh.
    expect(withArabicFormsRead('ﻣﯽﺭﻭﻡ')).toBe('می\u200Cروم');
    expect(withArabicFormsRead('ﻧﺎﻣﻪﻫﺎ')).toBe('نامه\u200Cها');
    // A letter that never joins the next one (reh, dal, waw) needs none.
    expect(withArabicFormsRead('ﺩﺭﺱ ﻭﺭﺯﺵ')).toBe('درس ورزش');
  });
});

describe('glyphs of several letters in right-to-left text', () => {
  const item = (str: string, dir: 'rtl' | 'ltr' = 'rtl'): TextItem => ({
    str,
    dir,
    transform: [10, 0, 0, 10, 0, 700],
    width: 10 * str.length,
    height: 10,
    fontName: 'F1',
    hasEOL: false,
  });
  const operators =
    (...glyphs: string[]) =>
    async () => ({
      fnArray: [OPS.showText],
      argsArray: [[glyphs.map((unicode) => ({ unicode }))]],
    });

  it('keeps a ligature glyph’s letters in order where the run was reversed letter by letter', async () => {
    // 'لا سلام' drawn as meem, lam-alef, seen, space, lam-alef: reversed letter by letter it reads 'ال سالم'.
    const [read] = await withLigaturesInOrder([item('ال سالم')], operators('م', 'لا', 'س', ' ', 'لا'));
    expect(read?.str).toBe('لا سلام');
  });

  it('leaves runs whose glyphs are one letter each, or do not match the glyphs, as they were', async () => {
    const plain = [item('سلام')];
    expect(await withLigaturesInOrder(plain, operators('م', 'ا', 'ل', 'س'))).toBe(plain);
    const unmatched = [item('ال سالم')];
    expect((await withLigaturesInOrder(unmatched, operators('م', 'لا', 'س')))[0]?.str).toBe('ال سالم');
  });

  it('reads a right-to-left line drawn run by run from its right end as one line, ligatures in order', async () => {
    const markdown = await markdownOf(
      pdfOfGlyphRuns([
        // 'موعد للامتحان 2025' drawn from the right: the first word, then the next left of it, then the year.
        { x: 460, y: 700, glyphs: drawn('م', 'و', 'ع', 'د') },
        { x: 385, y: 700, glyphs: drawn('ل', 'لا', 'م', 'ت', 'ح', 'ا', 'ن') },
        { x: 340, y: 700, glyphs: ['2', '0', '2', '5'] },
        // A sentence's point drawn after its last word with the space after it ('. '), then the next sentence.
        { x: 470, y: 680, glyphs: drawn('ت', 'م', 'ت') },
        { x: 457, y: 680, glyphs: ['.'] },
        { x: 417, y: 680, glyphs: drawn('ش', 'ك', 'ر', 'ا') },
      ]),
    );
    expect(markdown).toContain('موعد للامتحان 2025');
    expect(markdown).toContain('تمت. شكرا');
  });

  it('reads a lost glyph of an Arabic font as the letter form just before it in the font', async () => {
    // Beh's medial form, then its alternate that no character reaches (mapped to U+0000), drawn in 'صبر'.
    const markdown = await markdownOf(
      pdfOfGlyphRuns(
        [
          { x: 300, y: 700, glyphs: drawn('ﺻ', 'ﺒ', 'ﺢ') },
          { x: 300, y: 680, glyphs: drawn('ﺻ', '\u0000', 'ﺮ') },
        ],
        ['ﺒ', '\u0000'],
      ),
    );
    expect(markdown).toContain('صبح');
    expect(markdown).toContain('صبر');
  });
});
