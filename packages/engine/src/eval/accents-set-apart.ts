// A spacing accent as pdfLaTeX's text layer sets it before its letter, and the combining mark it stands for.
const SPACING_ACCENTS: Record<string, string> = {
  '\u02C7': '\u030C',
  '\u02DA': '\u030A',
  '\u02D8': '\u0306',
  '\u02DB': '\u0328',
  '\u02DD': '\u030B',
  '\u00B4': '\u0301',
  '\u00A8': '\u0308',
};
const ACCENT_SET_APART = /(?<=\p{L})\s?([\u02C7\u02DA\u02D8\u02DB\u02DD\u00B4\u00A8])(\p{L})/gu;

/** The text with each accent set apart put back on its letter ('Zam ˇeˇrení' → 'Zaměření'). */
export const withAccentsJoined = (text: string): string =>
  text
    .replace(ACCENT_SET_APART, (_, accent: string, letter: string) => `${letter}${SPACING_ACCENTS[accent]}`)
    .normalize('NFC');
