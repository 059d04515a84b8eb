import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/**
 * Icon fonts (Font Awesome, Material Icons …) that CV templates set before a contact or sidebar row: their glyphs map
 * to whatever characters the font's encoding puts there, Latin letters included ('Ð Pokročilý v Pythonu', 'Ó CNC
 * frézování', '³ Fotky'), which read as text. The font's name tells them.
 */
const ICON_FONT =
  /fontawesome|font awesome|materialicons|material icons|materialsymbols|material symbols|academicons|icomoon|glyphicons|ionicons|fontello|octicons|simple-?line-?icons|linearicons|typicons|entypo|feather/i;

// What an icon's glyph reads as until its line is read: U+FFFC, the character that stands in for an object.
const ICON = '\uFFFC';

/**
 * The page's text items with those drawn in an icon font read as an icon mark, its fonts' names read once the page's
 * operators have loaded them. The items as they were when no font's name is known.
 */
export async function withIconGlyphsMarked(
  items: TextItem[],
  fontName: (loadedName: string) => Promise<string | null>,
): Promise<TextItem[]> {
  const names = new Map<string, string | null>();
  for (const item of items)
    if (!names.has(item.fontName)) names.set(item.fontName, await fontName(item.fontName));
  const iconFonts = new Set(
    [...names].filter(([, name]) => name && ICON_FONT.test(name)).map(([key]) => key),
  );
  return iconFonts.size === 0
    ? items
    : items.map((item) => (iconFonts.has(item.fontName) && item.str.trim() ? { ...item, str: ICON } : item));
}

/**
 * A row's pieces with an icon that its font maps to a colon (as XeLaTeX's contact rows print one) read as an icon: a
 * lone colon drawn apart before the row's text (': dana@example.org'), where no text sets one.
 */
export function withLostIconColonRead<Piece extends { joint: string; text: string }>(
  pieces: Piece[],
): Piece[] {
  const [first, second] = pieces;
  if (first?.text.trim() !== ':' || !second || second.joint === '' || !/[\p{L}\p{N}]/u.test(second.text))
    return pieces;
  return [{ ...first, text: ICON }, ...pieces.slice(1)];
}

/** A line whose first glyph is an icon's. */
export function opensOnIcon(text: string): boolean {
  return text.trimStart().startsWith(ICON);
}

/**
 * A line with its icons read: one before the line's text (a sidebar row's) is dropped, as is one after it; one between
 * two fields ('Bremen, Germany' ✉ 'jo@mail.com' ☎ '+49 …') parts them as a field separator does, unless a separator
 * the line prints stands beside it ('+49 … | ✉ jo@mail.com').
 */
export function withIconsRead(text: string): string {
  if (!text.includes(ICON)) return text;
  return text
    .replace(/^[\s\uFFFC·]+|[\s\uFFFC·]+$/gu, '')
    .replace(/\s*(?:·\s*)?\uFFFC(?:[\s·]*\uFFFC)*\s*(?:·\s*)?/gu, ' · ')
    .replace(/([|•,;/])\s·\s|\s·\s(?=[|•,;/])/gu, (_, separator: string | undefined) =>
      separator ? `${separator} ` : ' ',
    );
}
