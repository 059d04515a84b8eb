// Letters of the Arabic script, for the words of Arabic and Persian CVs (cv-arabic-words.ts, cv-persian-words.ts).
// JavaScript's '\b' knows no Arabic letter, so a word's edges are the next character not being one. The two languages
// spell some letters apart ('ی' / 'ي', 'ک' / 'ك') and Word CVs drop the hamza of an alef ('الاساسية', 'الأساسية'):
// a pattern is written in one spelling and takes the other.

export const ARABIC_SCRIPT_LETTER = '\\u0621-\\u064A\\u066E-\\u06D3\\u06FA-\\u06FF';
export const NOT_ARABIC_BEFORE = `(?<![${ARABIC_SCRIPT_LETTER}])`;
export const NOT_ARABIC_AFTER = `(?![${ARABIC_SCRIPT_LETTER}])`;

const SPELLINGS: Record<string, string> = {
  ا: '[اأإآ]',
  ی: '[یيى]',
  ي: '[یيى]',
  ک: '[کك]',
  ك: '[کك]',
  ه: '[هة]',
  ة: '[هة]',
  // A space or a zero-width non-joiner between a word and its suffix ('دوره‌های', 'دوره های').
  ' ': '[\\u200c ]?',
  '\u200c': '[\\u200c ]?',
};

/** A pattern written in one spelling, taking each letter in either spelling and a space or a non-joiner alike. */
export const spelled = (plain: string): string =>
  plain.replace(/[اکيیكهة \u200c]/g, (letter) => SPELLINGS[letter] ?? letter);

/** Words of a list, whole: no Arabic-script letter either side. */
export const arabicScriptWords = (plain: string): string =>
  `${NOT_ARABIC_BEFORE}(?:${spelled(plain)})${NOT_ARABIC_AFTER}`;

/** A heading pattern: the whole lower-cased heading is one of the list. */
export const wholeHeading = (plain: string): RegExp => new RegExp(`^(?:${spelled(plain)})$`, 'u');
