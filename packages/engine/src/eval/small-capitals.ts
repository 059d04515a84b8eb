/**
 * Small capitals a reader kept as capitals inside a sentence a candidate reads ('Consultant EN Développement de Tests',
 * 'CGI - TRANSPORT ET LOGISTIQUE', 'UQAM (UNIVERSITÉ DU QUÉBEC À MONTRÉAL)'): a layout artefact. An acronym is in
 * capitals by right ('UQAM', 'CGI', 'AWS', 'FONDECYT'), so only capitals no acronym is made of count: a language's
 * small word ('EN', 'ET', 'DU', 'OF', 'AND') or an accented word ('UNIVERSITÉ'). Awesome-CV's small capitals extract
 * their 'i' lower-case ('PROFESOR TiTULAR', 'B.S. iN MEDiCAL BiOLOGY', round 20): such a word is small capitals too.
 */

// Small words of the languages the engine reads, never an acronym in a sentence.
const SMALL_WORD = new Set(
  'AND OF THE IN FOR TO AT ET DU DE DES LA LE LES EN À AU AUX DEL LOS LAS EL UND DER DIE DAS FÜR VON DI DELLA EM DA DOS'.split(
    ' ',
  ),
);
// A word in capitals: two or more capital letters (with hyphens or apostrophes inside), or 'À'.
const CAPITALS = /^(?:\p{Lu}[\p{Lu}\p{M}'’-]*\p{Lu}|À)$/u;
const ACCENTED = /[À-ÖØ-Þ]/u;

// Capitals with a lower-case 'i' after one of them and no other lower-case letter ('TiTULAR', 'iN' beside them);
// 'HiC' or 'iOS' alone is a name as written.
const CAPITALS_WITH_SMALL_I = /^(?=\S*\p{Lu})(?:[\p{Lu}\p{M}'’-]|i)+$/u;
const hasInnerSmallI = (word: string): boolean => /\p{Lu}[\p{Lu}\p{M}'’-]*i/u.test(word) && word.length >= 4;

const isSmallCapital = (word: string): boolean =>
  SMALL_WORD.has(word) || (ACCENTED.test(word) && word.length >= 4) || hasInnerSmallI(word);
const isCapitals = (word: string): boolean =>
  CAPITALS.test(word) || (/i/.test(word) && CAPITALS_WITH_SMALL_I.test(word));

/** Runs of words in capitals a text keeps that no acronym explains (empty when none). */
export function smallCapitalsKept(text: string): string[] {
  // A text all in capitals is a heading, not a sentence that kept them.
  if (!/\p{Ll}/u.test(text.replace(/(?<=\p{Lu}[\p{Lu}'’-]*)i|i(?=\p{Lu})/gu, 'I'))) return [];
  const words = text.split(/\s+/).map((word) => word.replace(/^[("'“«]+|[)"'”»,.;:!?]+$/gu, ''));
  const found: string[] = [];
  let start = -1;
  words.forEach((word, index) => {
    const isInCapitals = isCapitals(word);
    // '&' and dashes go on a run of capitals ('CGI - TRANSPORT').
    if (isInCapitals || (start >= 0 && /^[&–-]$/u.test(word))) {
      if (start < 0) start = index;
      if (index < words.length - 1) return;
    }
    if (start < 0) return;
    const end = isInCapitals && index === words.length - 1 ? index + 1 : index;
    const run = words.slice(start, end).filter(isCapitals);
    // A lone small word in capitals between ordinary words ('Consultant EN Développement').
    const isLone =
      run.length === 1 &&
      (run[0]?.length ?? 0) >= 2 &&
      /\p{Ll}/u.test(words[start - 1] ?? '') &&
      /\p{Ll}/u.test(words[end] ?? '');
    if ((run.length >= 2 || isLone) && run.some(isSmallCapital)) found.push(run.join(' '));
    start = -1;
  });
  return found;
}
