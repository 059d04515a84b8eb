import { describe, expect, it } from 'vitest';
import { withLostLigaturesRestored } from './pdf-lost-ligatures.ts';

// Two glyphs keyed by their font and character code, as withLostGlyphsKeyed marks them.
const [FIRST_GLYPH, SECOND_GLYPH] = ['\uFDD0', '\uFDD1'];

describe('ligatures a PDF font maps to U+0000', () => {
  it("restores the ligature that makes a word of the document language's families", () => {
    expect(
      withLostLigaturesRestored(['Led the \u0000nance team and its e\u0000cient work\u0000ows.']),
    ).toEqual(['Led the finance team and its efficient workflows.']);
    expect(
      withLostLigaturesRestored(['Planeé con el equipo la plani\u0000cación y el cargo o\u0000cial.']),
    ).toEqual(['Planeé con el equipo la planificación y el cargo oficial.']);
    expect(withLostLigaturesRestored(['Wir haben den Ein\u0000uss auf die Kunden und die Pflege.'])).toEqual([
      'Wir haben den Einfluss auf die Kunden und die Pflege.',
    ]);
  });

  it('restores a word the document writes whole elsewhere', () => {
    expect(withLostLigaturesRestored(['Worked for Cli\u0000ord & Sons', 'Clifford & Sons, Leeds'])).toEqual([
      'Worked for Clifford & Sons',
      'Clifford & Sons, Leeds',
    ]);
  });

  it('gives a glyph the ligature its other words agree on, where the word alone fits two', () => {
    expect(
      withLostLigaturesRestored([
        `Priced ${FIRST_GLYPH}nancial products and ${FIRST_GLYPH}at-backed coins.`,
        `Gained in${SECOND_GLYPH}uence over ${SECOND_GLYPH}at-rate fees.`,
      ]),
    ).toEqual(['Priced financial products and fiat-backed coins.', 'Gained influence over flat-rate fees.']);
  });

  it('leaves a marker no ligature, or two alike, make a known word of', () => {
    const lines = [
      'Coins \u0000at-backed and \u0000at-rate.',
      'Gesprochen: Mut\u0000\u0000\u0000s\u0000e, xq\u0000zz.',
    ];
    expect(withLostLigaturesRestored(lines)).toEqual(lines);
    expect(withLostLigaturesRestored([`${FIRST_GLYPH}${SECOND_GLYPH} (Punjabi)`])).toEqual([
      '\u0000\u0000 (Punjabi)',
    ]);
    // A glyph read as 'fi' elsewhere, alone between spaces: an icon, whatever the document's words.
    expect(withLostLigaturesRestored([`Wi-Fi ${FIRST_GLYPH} in the ${FIRST_GLYPH}nance office`])).toEqual([
      'Wi-Fi \u0000 in the finance office',
    ]);
  });
});
