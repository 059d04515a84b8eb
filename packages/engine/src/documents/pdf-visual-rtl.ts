/**
 * Right-to-left text (Hebrew, Arabic, Persian, Urdu …) drawn in visual order. A PDF draws a line's glyphs from left
 * to right as they are seen; pdf.js puts each text run it reads (often a word) back in reading order, but leaves the
 * runs of a line in the order they were drawn, so a Hebrew line reads backwards word by word ('דיגיטלי ועימוד תוכן
 * רכז' for 'רכז תוכן ועימוד דיגיטלי') and its punctuation lands on the wrong side (':אחריות תחומי'). A line of
 * several runs with right-to-left letters is read back into logical order by the Unicode bidirectional algorithm's
 * rules for one line (UAX #9: weak and neutral types resolved, levels, runs reversed, brackets mirrored): a
 * right-to-left line's words in reverse, a number, an e-mail address or a Latin phrase inside it kept in its own
 * order, punctuation placed by its neighbours. The algorithm reorders a line by reversing runs, so applied to what is
 * seen it gives back what was written (for all but contrived lines). Lines without right-to-left letters are never
 * touched.
 */

type BidiClass = 'L' | 'R' | 'AL' | 'EN' | 'AN' | 'ES' | 'ET' | 'CS' | 'WS' | 'ON';

// Hebrew, NKo, Samaritan, Mandaic and the other right-to-left scripts' blocks; Arabic, Syriac and Thaana, and Arabic's
// presentation forms (but not U+FDD0–U+FDEF, noncharacters, which pdf-lost-ligatures.ts uses as keys). Only a letter
// or a mark among them is a right-to-left letter.
const RTL_RANGES = String.raw`\u0590-\u05FF\u07C0-\u085F\uFB1D-\uFB4F\u{10800}-\u{10FFF}\u{1E800}-\u{1EDFF}`;
const ARABIC_RANGES = String.raw`\u0600-\u07BF\u0860-\u08FF\uFB50-\uFDCF\uFDF0-\uFDFF\uFE70-\uFEFF\u{1EE00}-\u{1EEFF}`;
const RTL_LETTER = new RegExp(`(?=[\\p{L}\\p{M}])[${RTL_RANGES}${ARABIC_RANGES}]`, 'u');
const ARABIC_LETTER = new RegExp(`(?=[\\p{L}\\p{M}])[${ARABIC_RANGES}]`, 'u');
const ARABIC_NUMBER = /[\u0660-\u0669\u066B\u066C\u06DD\u0600-\u0605]/u;

/** Whether a text has a right-to-left letter: only such lines can be in visual order. */
export function hasRtlLetter(text: string): boolean {
  return RTL_LETTER.test(text);
}

function bidiClassOf(character: string): BidiClass {
  if (/\s/u.test(character)) return 'WS';
  if (ARABIC_NUMBER.test(character)) return 'AN';
  if (/\p{Nd}/u.test(character)) return 'EN';
  if (ARABIC_LETTER.test(character)) return 'AL';
  if (RTL_LETTER.test(character)) return 'R';
  if (/[\p{L}\p{Mc}]/u.test(character)) return 'L';
  if (/[+\-\u2212\u207A\u207B\u208A\u208B\uFE62\uFE63\uFF0B\uFF0D]/u.test(character)) return 'ES';
  if (
    /[#$%°\u00A2-\u00A5\u00B1\u2030-\u2034\u20A0-\u20CF\u212E\u2213\uFE5F\uFE69\uFE6A\uFF03-\uFF05]/u.test(
      character,
    )
  )
    return 'ET';
  if (/[,.:/\u00A0\u060C\u202F\u2044\uFE50\uFE52\uFE55\uFF0C\uFF0E\uFF0F\uFF1A]/u.test(character))
    return 'CS';
  return 'ON';
}

// Paired punctuation: at a right-to-left level each is drawn as its mirror image, so a page's glyph is the other one.
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
  '‹': '›',
  '›': '‹',
};

/** A letter with the marks over or under it (Hebrew points, Arabic vowels): never parted when runs are reversed. */
function clustersOf(text: string): string[] {
  return text.match(/\P{M}\p{M}*|\p{M}+/gsu) ?? [];
}

/**
 * The resolved embedding level of each cluster of a line (UAX #9 rules W1–W7, N1–N2, I1–I2; no explicit embeddings,
 * which a PDF does not keep), at paragraph level 0 (left to right) or 1 (right to left).
 */
function levelsOf(
  clusters: readonly string[],
  paragraphLevel: 0 | 1,
  classes?: readonly BidiClass[],
): number[] {
  const sos: BidiClass = paragraphLevel === 1 ? 'R' : 'L';
  // W1: a mark takes its letter's type (clusters keep marks with their letter).
  const types = classes ? [...classes] : clusters.map((cluster) => bidiClassOf(cluster[0] ?? ' '));
  // W2: a European number after Arabic letters is an Arabic number; W3: Arabic letters are right-to-left.
  let lastStrong: BidiClass = sos;
  for (const [index, type] of types.entries()) {
    if (type === 'L' || type === 'R' || type === 'AL') lastStrong = type;
    else if (type === 'EN' && lastStrong === 'AL') types[index] = 'AN';
  }
  for (const [index, type] of types.entries()) if (type === 'AL') types[index] = 'R';
  // W4: one separator between two numbers of its kind joins them ('1,000', '10-20').
  for (let index = 1; index < types.length - 1; index += 1) {
    const [before, type, after] = [types[index - 1], types[index], types[index + 1]];
    if (type === 'ES' && before === 'EN' && after === 'EN') types[index] = 'EN';
    else if (type === 'CS' && before === after && (before === 'EN' || before === 'AN'))
      types[index] = before as BidiClass;
  }
  // W5: terminators next to a European number belong to it ('50%', '$20').
  for (let index = 0; index < types.length; index += 1) {
    if (types[index] !== 'ET') continue;
    let end = index;
    while (types[end] === 'ET') end += 1;
    if (types[index - 1] === 'EN' || types[end] === 'EN') types.fill('EN', index, end);
    index = end - 1;
  }
  // W6: other separators and terminators are neutral.
  for (const [index, type] of types.entries())
    if (type === 'ES' || type === 'ET' || type === 'CS') types[index] = 'ON';
  // W7: a European number after left-to-right text is left to right.
  lastStrong = sos;
  for (const [index, type] of types.entries()) {
    if (type === 'L' || type === 'R') lastStrong = type;
    else if (type === 'EN' && lastStrong === 'L') types[index] = 'L';
  }
  // N1, N2: neutrals between two strong types of one direction (numbers count as right to left) take it, others the
  // paragraph's.
  const direction = (type: BidiClass | undefined): 'L' | 'R' | null =>
    type === 'L' ? 'L' : type === 'R' || type === 'EN' || type === 'AN' ? 'R' : null;
  for (let index = 0; index < types.length; index += 1) {
    if (direction(types[index]) !== null) continue;
    let end = index;
    while (end < types.length && direction(types[end]) === null) end += 1;
    const before = index === 0 ? sos : direction(types[index - 1]);
    const after = end === types.length ? sos : direction(types[end]);
    types.fill(before === after && before !== null ? before : sos, index, end);
    index = end - 1;
  }
  // I1, I2.
  return types.map((type) => {
    if (paragraphLevel === 0) return type === 'R' ? 1 : type === 'EN' || type === 'AN' ? 2 : 0;
    return type === 'L' || type === 'EN' || type === 'AN' ? 2 : 1;
  });
}

/**
 * UAX #9 rule L2: the clusters' places once every run at a level or higher is reversed, from the highest level to the
 * lowest odd one.
 */
function orderOf(levels: readonly number[]): number[] {
  const order = levels.map((_, index) => index);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1));
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let index = 0; index < order.length; index += 1) {
      if ((levels[order[index] as number] as number) < level) continue;
      let end = index;
      while (end < order.length && (levels[order[end] as number] as number) >= level) end += 1;
      order.splice(index, end - index, ...order.slice(index, end).reverse());
      index = end - 1;
    }
  }
  return order;
}

/**
 * A run of text units (glyphs, letters with their marks) reordered as UAX #9 reorders a line at the paragraph level
 * given: each unit's place in the result, and whether it stands at a right-to-left level (where a reader reversing
 * characters, not units, reverses the unit's own characters too).
 */
export function reorderedUnits(
  units: readonly string[],
  paragraphLevel: 0 | 1,
): { index: number; isReversed: boolean }[] {
  const levels = levelsOf(units, paragraphLevel);
  return orderOf(levels).map((index) => ({ index, isReversed: (levels[index] as number) % 2 === 1 }));
}

/** UAX #9 rule L2 (and L4 when `mirrors`). */
function reordered(clusters: readonly string[], levels: readonly number[], mirrors: boolean): string {
  return orderOf(levels)
    .map((index) => {
      const cluster = clusters[index] as string;
      return mirrors && (levels[index] as number) % 2 === 1 ? (MIRRORED[cluster] ?? cluster) : cluster;
    })
    .join('');
}

/**
 * A line's paragraph direction: right to left when right-to-left letters outnumber left-to-right ones (its first
 * strong letter cannot be told from what is seen: a right-to-left line's first word is drawn at its right end). But
 * a sentence's end drawn at the line's right end ('… לניסיון.' seen as '.לניסיון …' would be drawn at its left) shows
 * a right-to-left text set in a left-to-right paragraph, as a page written left to right sets one.
 */
function paragraphLevelOf(text: string): 0 | 1 {
  if (/[\p{L}\p{M}\p{N}][.,:;!?]\s*$/u.test(text)) return 0;
  let [rtl, ltr] = [0, 0];
  for (const character of text) {
    const type = bidiClassOf(character);
    if (type === 'R' || type === 'AL') rtl += 1;
    else if (type === 'L') ltr += 1;
  }
  return rtl > ltr ? 1 : 0;
}

/**
 * A line of text in the order it is seen, read in the order it is written: the same line when it has no
 * right-to-left letter. `paragraphLevel` is told when known, found otherwise. Brackets at right-to-left levels are
 * mirrored unless `mirrors` is false (pdf.js orders a run it reads without mirroring its brackets).
 */
export function logicalFromVisual(visual: string, paragraphLevel?: 0 | 1, mirrors = true): string {
  if (!hasRtlLetter(visual)) return visual;
  const clusters = clustersOf(visual);
  return reordered(clusters, levelsOf(clusters, paragraphLevel ?? paragraphLevelOf(visual)), mirrors);
}

/**
 * A line of pdf.js text items in the order they were drawn, left to right, each with the joint the line builder put
 * before it. pdf.js gives an item with right-to-left letters in logical order, ordered by its own bidi pass (at the
 * right-to-left level when it tells the item `rtl`, brackets unmirrored): that pass is undone to see the line as drawn,
 * which is then read in logical order. `shownLevel` is the paragraph direction the line's layout shows, if any: it
 * decides when the line reads as well either way. Returns null when the line needs no reading: no right-to-left
 * letter, or one item only (pdf.js ordered it whole).
 */
export function logicalLineOf(
  pieces: readonly LinePiece[],
  shownLevel?: 0 | 1,
  isDrawnAsRuns = false,
): string | null {
  if (!isDrawnInVisualOrder(pieces)) return null;
  if (isDrawnAsRuns) return logicalLineOfRuns(pieces);
  const visual = pieces
    .map(({ joint, text, isRtl }) => `${joint}${logicalFromVisual(text, isRtl ? 1 : 0, false)}`)
    .join('');
  // A list's bullet drawn at the left of a right-to-left item: a left-to-right list of right-to-left items.
  const bullet = /^[·•▪◦‣∙●○■□]\s+/u.exec(visual)?.[0] ?? '';
  const rest = visual.slice(bullet.length);
  const [ltr, rtl] = [logicalFromVisual(rest, 0), logicalFromVisual(rest, 1)];
  const [ltrFaults, rtlFaults] = [faultsOf(ltr), faultsOf(rtl)];
  const level =
    ltrFaults === rtlFaults ? (shownLevel ?? paragraphLevelOf(rest)) : ltrFaults < rtlFaults ? 0 : 1;
  return `${bullet}${level === 0 ? ltr : rtl}`;
}

/**
 * A right-to-left paragraph's line that Word drew run by run from its right end, the pieces given left to right: each
 * piece with a letter or a digit is a run Word drew in its own direction and pdf.js read in order ('ACME Academy
 * (2021).', '5)'), kept whole, a unit of its direction; the joints and the pieces of punctuation alone between them
 * ('.', '-', '|', '•') are placed by their neighbours.
 */
function logicalLineOfRuns(pieces: readonly LinePiece[]): string {
  const units: string[] = [];
  const classes = new Map<number, BidiClass>();
  for (const { joint, text } of pieces) {
    units.push(...clustersOf(joint));
    if (/[\p{L}\p{N}]/u.test(text)) {
      classes.set(units.length, hasRtlLetter(text) ? 'R' : /\p{L}/u.test(text) ? 'L' : 'EN');
      units.push(text);
    } else units.push(...clustersOf(text));
  }
  const types = units.map((unit, index) => classes.get(index) ?? bidiClassOf(unit[0] ?? ' '));
  return reordered(units, levelsOf(units, 1, types), true);
}

/**
 * A right-to-left line that pdf.js read as one run, its brackets mirrored: pdf.js reverses a run drawn in visual order
 * without mirroring its brackets (')2018(' for '(2018)'). A bracket at a right-to-left level is mirrored when that
 * makes the line's brackets open before they close; a line whose brackets read well as they are is kept.
 */
export function withRunBracketsMirrored(text: string): string {
  if (!hasRtlLetter(text) || !/[()[\]{}]/u.test(text)) return text;
  const clusters = clustersOf(text);
  const levels = levelsOf(clusters, 1);
  const mirrored = clusters
    .map((cluster, index) => ((levels[index] as number) % 2 === 1 ? (MIRRORED[cluster] ?? cluster) : cluster))
    .join('');
  return faultsOf(mirrored) < faultsOf(text) ? mirrored : text;
}

/**
 * A right-to-left line's year ranges in the order they were written: a range set in a left-to-right box beside the
 * line (a date column) is read back as a right-to-left one's numbers are, last year first ('2016–2013'). No range runs
 * backwards, so one that does is put back ('2013–2016').
 */
export function withYearRangesInOrder(text: string): string {
  if (!hasRtlLetter(text)) return text;
  return text.replace(
    /(?<!\d)((?:19|20)\d\d)(\s?[–—-]\s?)((?:19|20)\d\d)(?!\d)/gu,
    (range, first: string, dash: string, last: string) =>
      Number(first) > Number(last) ? `${last}${dash}${first}` : range,
  );
}

/** One pdf.js text item of a line, with what the line builder put before it. */
export type LinePiece = { joint: string; text: string; isRtl: boolean };

/** A line of several items, one of them with right-to-left letters: its items are in the order they were drawn. */
export function isDrawnInVisualOrder(pieces: readonly LinePiece[]): boolean {
  return pieces.length > 1 && pieces.some((piece) => hasRtlLetter(piece.text));
}

/**
 * What makes a line read in one direction implausible, counted: punctuation opening the line or a word (' .אחריות',
 * '-אנא'), a bracket closed before it opens or left open, a bullet at the line's end, a one-letter Hebrew prefix
 * standing alone ('ל' parted from the address it prefixes).
 */
function faultsOf(text: string): number {
  let faults = 0;
  if (/^\s*[.,:;!?)\]}]/u.test(text)) faults += 1;
  faults += text.match(/(?:^|\s)[.,:;!?-]+(?=\p{L})/gu)?.length ?? 0;
  if (/\s[·•▪◦‣∙●○■□]\s*$/u.test(text)) faults += 1;
  faults += text.match(/(?:^|\s)[בכלמשהו](?=\s|$)/gu)?.length ?? 0;
  let depth = 0;
  for (const character of text) {
    if (character === '(' || character === '[') depth += 1;
    else if (character === ')' || character === ']') depth -= 1;
    if (depth < 0) [faults, depth] = [faults + 1, 0];
  }
  return faults + depth;
}
