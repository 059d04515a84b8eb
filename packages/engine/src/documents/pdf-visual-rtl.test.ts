import { describe, expect, it } from 'vitest';
import { type LinePiece, logicalFromVisual, logicalLineOf } from './pdf-visual-rtl.ts';

/**
 * A line as pdf.js gives a page that draws it in visual order: pieces from left to right, a space between two pieces
 * where the page leaves one, each right-to-left word already in its own letters' order (as written here).
 */
const seen = (line: string): LinePiece[] =>
  [...line.matchAll(/( ?)([\u0590-\u05FF\u0600-\u06FF]+|[^\u0590-\u05FF\u0600-\u06FF ]+)/gu)].map(
    ([, space, text = '']) => ({ joint: space ?? '', text, isRtl: /[\u0590-\u06FF]/u.test(text) }),
  );

describe('right-to-left lines drawn in visual order', () => {
  it('reads a right-to-left line in logical order, its numbers and addresses kept in their own order', () => {
    expect(logicalLineOf(seen('מנהלה ת/מזכיר'), 1)).toBe('מזכיר/ת מנהלה');
    expect(logicalLineOf(seen('שנים 3-5 של ניסיון'))).toBe('ניסיון של 3-5 שנים');
    expect(logicalLineOf(seen('jobs@example.co.il-ל לפנות יש'))).toBe('יש לפנות ל-jobs@example.co.il');
    expect(logicalLineOf(seen('(שבוע בסופי) משמרות :העבודה שעות'))).toBe('שעות העבודה: משמרות (בסופי שבוע)');
  });

  it('reads Arabic the same way, its digits kept in order', () => {
    expect(logicalLineOf(seen('٢٠٢٤ عام منذ :الخبرة'))).toBe('الخبرة: منذ عام ٢٠٢٤');
  });

  it('keeps the points of a Hebrew word after their letters', () => {
    expect(logicalFromVisual('םוֹלשָ')).toBe('שָלוֹם');
  });

  it('reads a line the other way when the way its layout shows reads worse', () => {
    // Set in a left-to-right paragraph: the quote's end drawn at the right, the address after its prefix.
    expect(logicalLineOf(seen('ל שלחו- cv@example.org בקשה" הנושא עם"'), 1)).toBe(
      'שלחו ל- cv@example.org עם הנושא "בקשה"',
    );
    // Set in a right-to-left paragraph though aligned left: brackets opened before they close.
    expect(logicalLineOf(seen('(ערב) משמרת אחראי'), 0)).toBe('אחראי משמרת (ערב)');
  });

  it("reads a bullet drawn at a right-to-left item's left as the item's bullet", () => {
    expect(logicalLineOf(seen('· (הצפון) לקוחות מול עבודה'))).toBe('· עבודה מול לקוחות (הצפון)');
  });

  it('leaves a line without right-to-left letters, or one item that pdf.js ordered whole, as it is', () => {
    expect(logicalLineOf(seen('Senior engineer (Haifa) - 5 years'))).toBeNull();
    expect(logicalLineOf([{ joint: '', text: 'מהנדס בכיר', isRtl: true }])).toBeNull();
    expect(logicalFromVisual('Senior engineer (Haifa)')).toBe('Senior engineer (Haifa)');
    // A lost ligature's key (a noncharacter among Arabic's presentation forms) is no right-to-left letter.
    expect(logicalLineOf(seen('our \uFDD0nancial model'))).toBeNull();
  });

  it('keeps a left-to-right line with a Hebrew phrase in its order, the phrase read right to left', () => {
    expect(logicalLineOf(seen('Fluent in English and Hebrew (אם שפת) since 2019'))).toBe(
      'Fluent in English and Hebrew (שפת אם) since 2019',
    );
  });
});
