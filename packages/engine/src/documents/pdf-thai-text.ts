/**
 * Thai fonts made for Windows and macOS keep the positioned variants of Thai marks (a tone mark set lower over a
 * letter without an upper vowel, or further left over a letter with a tall stem; a letter without its descender above
 * a lower vowel) as glyphs of their own, which a PDF writer maps to the font's private-use code points: U+F700-U+F71A
 * (Windows) and U+F884-U+F89E (macOS), the table shapers use to draw them (HarfBuzz's Thai fallback). Read as they
 * stand, the marks are lost ('ผ ูจัดการ' for 'ผู้จัดการ'). Each is read as the character it is a variant of, beside
 * a Thai letter only (an icon font's glyphs share the code points).
 */
const THAI_VARIANTS: Record<number, number> = {
  ...variants(0xf700, [0x0e10, 0x0e34, 0x0e35, 0x0e36, 0x0e37]),
  ...variants(0xf705, [0x0e48, 0x0e49, 0x0e4a, 0x0e4b, 0x0e4c]),
  ...variants(0xf70a, [0x0e48, 0x0e49, 0x0e4a, 0x0e4b, 0x0e4c, 0x0e0d]),
  ...variants(
    0xf710,
    [0x0e31, 0x0e4d, 0x0e47, 0x0e48, 0x0e49, 0x0e4a, 0x0e4b, 0x0e4c, 0x0e38, 0x0e39, 0x0e3a],
  ),
  ...variants(
    0xf884,
    [0x0e31, 0x0e34, 0x0e35, 0x0e36, 0x0e37, 0x0e47, 0x0e48, 0x0e48, 0x0e48, 0x0e49, 0x0e49],
  ),
  ...variants(
    0xf88f,
    [0x0e49, 0x0e4a, 0x0e4a, 0x0e4a, 0x0e4b, 0x0e4b, 0x0e4b, 0x0e4c, 0x0e4c, 0x0e4c, 0x0e4d],
  ),
  ...variants(0xf89a, [0x0e0d, 0x0e38, 0x0e39, 0x0e3a, 0x0e10]),
};

// A variant beside a Thai letter or mark, or another variant.
const VARIANT_IN_THAI =
  /(?<=[\u0E01-\u0E4E\uF700-\uF71A\uF884-\uF89E])[\uF700-\uF71A\uF884-\uF89E]|[\uF700-\uF71A\uF884-\uF89E](?=[\u0E01-\u0E4E])/gu;
// A space between a Thai letter and a mark set over or under it (an upper or lower vowel, a tone mark, a sign).
const SPACE_BEFORE_MARK = /(?<=\p{Script=Thai})\s+(?=\p{Mn})/gu;

/**
 * A line's Thai text with the positioned variants of its marks read as the marks, a tone mark a font drew before its
 * letter's vowel put after it (Unicode's order: 'ผู้', not 'ผู้'), NIKHAHIT and SARA AA as the SARA AM a browser's font
 * draws them for ('ทํา' → 'ทำ'), and no space between a letter and a mark set on it.
 */
export function withThaiMarksRead(text: string): string {
  if (!/[\u0E01-\u0E5B]/u.test(text)) return text;
  return text
    .replace(VARIANT_IN_THAI, (variant) => {
      const mark = THAI_VARIANTS[variant.charCodeAt(0)];
      return mark === undefined ? variant : String.fromCharCode(mark);
    })
    .replace(SPACE_BEFORE_MARK, '')
    .replace(/([\u0E48-\u0E4C])([\u0E31\u0E34-\u0E3A\u0E47])/gu, '$2$1')
    .replace(/\u0E4D\u0E32/gu, '\u0E33');
}

/** A run of private-use code points from `first`, each the variant of the mark given. */
function variants(first: number, marks: number[]): Record<number, number> {
  return Object.fromEntries(marks.map((mark, index) => [first + index, mark]));
}
