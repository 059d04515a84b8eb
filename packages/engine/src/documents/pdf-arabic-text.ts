import { normalizeUnicode, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { hasRtlLetter, reorderedUnits } from './pdf-visual-rtl.ts';

/**
 * Arabic-script text (Arabic, Persian, Urdu …) as PDF writers leave it.
 *
 * A glyph that stands for several characters (Word maps its lam-alef ligatures to 'لا', 'لإ', its 'الله' to the four
 * letters) is read backwards: pdf.js joins a run's glyphs' characters and reverses them character by character, so
 * the glyph's own characters come out reversed ('االسم' for 'الاسم', 'لالمتحان' for 'للامتحان'). The page's
 * glyphs tell which characters were one glyph: the run is reordered glyph by glyph instead, each glyph's characters
 * kept in their order.
 *
 * A browser's print (Chrome's Skia) maps a glyph to the presentation form the font's character map reaches it by
 * ('ﻛﺘﺎﺏ' for 'كتاب'), a glyph no character reaches (the contextual alternates a Persian font draws before some
 * letters) to U+0000, and stretches words with tatweel ('ﻣـﺪﺭﺳـﻪ'). Presentation forms are read as their letters
 * (NFKC), tatweel left out; a letter drawn in a form that joins no letter after it, or one drawn unjoined to the letter
 * before it, inside a word, had a zero-width non-joiner there ('ﻧﺎﻣﻪﻫﺎ' is 'نامه‌ها'), which is put back. A lost
 * glyph is read as the letter whose form the font's glyph just before it is (pdf-lost-ligatures.ts).
 */

type Operators = { fnArray: number[]; argsArray: unknown[][] };

// Arabic presentation forms A and B, less the noncharacters U+FDD0–U+FDEF (pdf-lost-ligatures.ts's keys).
const PRESENTATION_FORM = /[\uFB50-\uFDCF\uFDF0-\uFDFF\uFE70-\uFEFF]/u;
const PRESENTATION_FORMS = /[\uFB50-\uFDCF\uFDF0-\uFDFF\uFE70-\uFEFF]/gu;
const TATWEEL = /\u0640/gu;
const ZWNJ = '\u200C';

type JoiningForm = 'isolated' | 'final' | 'initial' | 'medial';

/**
 * Each presentation form of one letter, and which form it is: a letter's forms stand together, two for a letter that
 * joins only the letter before it (isolated, final), four for one that joins on both sides (isolated, final, initial,
 * medial).
 */
const FORMS: ReadonlyMap<string, { letter: string; form: JoiningForm; joinsBothSides: boolean }> = (() => {
  const forms = new Map<string, { letter: string; form: JoiningForm; joinsBothSides: boolean }>();
  const letterOf = (code: number): string | null => {
    const letter = String.fromCharCode(code).normalize('NFKC');
    return /^\p{L}$/u.test(letter) ? letter : null;
  };
  const blocks: [number, number][] = [
    [0xfb50, 0xfbff],
    [0xfe80, 0xfefc],
  ];
  for (const [first, last] of blocks) {
    for (let code = first; code <= last;) {
      const letter = letterOf(code);
      let end = code + 1;
      while (end <= last && letter !== null && letterOf(end) === letter) end += 1;
      const count = end - code;
      if (letter !== null && (count === 2 || count === 4)) {
        const names: JoiningForm[] = ['isolated', 'final', 'initial', 'medial'];
        for (let offset = 0; offset < count; offset += 1)
          forms.set(String.fromCharCode(code + offset), {
            letter,
            form: names[offset] as JoiningForm,
            joinsBothSides: count === 4,
          });
      }
      code = end;
    }
  }
  return forms;
})();

/** Letters that join the letter after them when they can: those with four forms. */
const JOINS_BOTH_SIDES: ReadonlySet<string> = new Set(
  [...FORMS.values()].filter((form) => form.joinsBothSides).map((form) => form.letter),
);

/** The presentation form a character is, if it is one of a letter's. */
export function joiningFormOf(character: string): JoiningForm | null {
  return FORMS.get(character)?.form ?? null;
}

/**
 * Whether a zero-width non-joiner stood between two letters written one after the other: the first, a letter that
 * joins on both sides, drawn in a form that joins nothing after it, or the second drawn in a form that joins nothing
 * before it; never when either form says they joined.
 */
function isNonJoined(before: string, after: string): boolean {
  const [first, second] = [FORMS.get(before), FORMS.get(after)];
  const firstLetter = first?.letter ?? before;
  if (!JOINS_BOTH_SIDES.has(firstLetter) || !/\p{Script=Arabic}/u.test(after) || !/\p{L}/u.test(after))
    return false;
  if (first?.form === 'initial' || first?.form === 'medial') return false;
  if (second?.form === 'final' || second?.form === 'medial') return false;
  return (
    first?.form === 'isolated' ||
    first?.form === 'final' ||
    second?.form === 'initial' ||
    second?.form === 'isolated'
  );
}

/**
 * A line of Arabic-script text read as its letters: tatweel left out, a non-joiner put back where the forms show one,
 * presentation forms read as their letters. Text without either is returned as it is.
 */
export function withArabicFormsRead(text: string): string {
  if (!PRESENTATION_FORM.test(text) && !text.includes('\u0640')) return text;
  const characters = [...text.replace(TATWEEL, '')];
  const joined = characters
    .map((character, index) => {
      const next = characters[index + 1];
      return next !== undefined && isNonJoined(character, next) ? `${character}${ZWNJ}` : character;
    })
    .join('');
  // A vowel's isolated form reads as a space and the vowel: the vowel alone.
  return joined
    .replace(PRESENTATION_FORMS, (form) => form.normalize('NFKC').replace(/^ (?=\p{M})/u, ''))
    .replace(TATWEEL, '');
}

/**
 * pdf.js's own normalisation of a text item (compatibility characters: Latin ligatures, spaces of other widths),
 * which it is asked to leave undone so that it comes after the glyph-by-glyph reordering: all but Arabic presentation
 * forms, which withArabicFormsRead reads once a line is in logical order.
 */
export function withPdfjsNormalization(text: string): string {
  return text
    .split(/([\uFB50-\uFDFF\uFE70-\uFEFF]+)/u)
    .map((part, index) => (index % 2 === 1 ? part : normalizeUnicode(part)))
    .join('');
}

type Glyph = { unicode: string };

function isGlyph(glyph: unknown): glyph is Glyph {
  return typeof glyph === 'object' && glyph !== null && typeof (glyph as Glyph).unicode === 'string';
}

// pdf.js's own test of a glyph's characters: whitespace (left out, a space put in its place when due) or an invisible
// format mark (left out).
const SPECIAL_GLYPH = /^(\s)|(\p{Mn})|(\p{Cf})$/u;
const isUnread = (unicode: string): boolean => {
  const groups = SPECIAL_GLYPH.exec(unicode);
  return groups !== null && (groups[1] !== undefined || groups[3] !== undefined);
};

// The characters pdf.js's bidi pass reads as right to left; an item holding one has been reordered, and its '<' and
// '>' dropped (pdf.js does so).
const BIDI_CHARACTER = /[\u0590-\u05F4\u0600-\u06FF\u0700-\u08AC\uFB50-\uFDFF\uFE70-\uFEFF]/u;
const DROPPED_BY_BIDI = /[<>]/gu;

/** The characters that count when a text is matched with its glyphs: not whitespace. */
const countedOf = (text: string): string[] => [...text.replace(/\s+/gu, '')];

/**
 * The page's text items with each glyph of several characters that pdf.js reordered character by character (its
 * characters reversed) put back in its own order. The page's glyphs are taken in drawing order, as many for each item
 * as it has characters; an item is rewritten only when reordering its glyphs as pdf.js reorders characters gives the
 * item's text exactly. The items as they were when the page has no such glyph or its glyphs and items do not count
 * alike.
 */
export async function withLigaturesInOrder(
  items: TextItem[],
  operators: () => Promise<Operators>,
): Promise<TextItem[]> {
  if (!items.some((item) => hasRtlLetter(item.str))) return items;
  const { fnArray, argsArray } = await operators();
  const glyphs: string[] = [];
  fnArray.forEach((fn, index) => {
    if (fn !== OPS.showText && fn !== OPS.showSpacedText) return;
    for (const glyph of (argsArray[index]?.[0] ?? []) as unknown[])
      if (isGlyph(glyph) && glyph.unicode !== '' && !isUnread(glyph.unicode)) glyphs.push(glyph.unicode);
  });
  const isWholeGlyph = (unicode: string) => countedOf(unicode).length > 1 && hasRtlLetter(unicode);
  if (!glyphs.some(isWholeGlyph)) return items;
  let next = 0;
  const runs: string[][] = [];
  for (const item of items) {
    const isReordered = BIDI_CHARACTER.test(item.str);
    const wanted = countedOf(item.str).length;
    const run: string[] = [];
    let count = 0;
    while (count < wanted && next < glyphs.length) {
      const unicode = glyphs[next] as string;
      next += 1;
      const counted = countedOf(isReordered ? unicode.replace(DROPPED_BY_BIDI, '') : unicode);
      if (counted.length === 0) continue;
      run.push(counted.join(''));
      count += counted.length;
    }
    if (count !== wanted) return items;
    runs.push(run);
  }
  if (next !== glyphs.length) return items;
  return items.map((item, index) => {
    const run = runs[index] ?? [];
    if (!BIDI_CHARACTER.test(item.str) || !run.some(isWholeGlyph)) return item;
    const units = reorderedUnits(run, item.dir === 'rtl' ? 1 : 0);
    const asRead = units
      .map(({ index: at, isReversed }) => {
        const unit = run[at] as string;
        return isReversed ? [...unit].reverse().join('') : unit;
      })
      .join('');
    if (asRead !== countedOf(item.str).join('')) return item;
    const inOrder = [...units.map(({ index: at }) => run[at] as string).join('')];
    let taken = 0;
    const str = [...item.str]
      .map((character) => (/\s/u.test(character) ? character : inOrder[taken++]))
      .join('');
    return { ...item, str };
  });
}
