// Awesome-CV sets titles, degrees and schools in small capitals, and its font's small 'i' extracts lower-case while
// every other small capital extracts as a capital ('PROFESOR TiTULAR', 'B.S. iN MEDiCAL BiOLOGY', round 20's five
// Awesome-CV CVs). The rule lives in the CV reader, not in document reading: the lower-case 'i' is the only trace
// that tells a word typed in lower case from an acronym typed in capitals ('IT', 'CMBI', whose 'I' stays a capital),
// and the case a name in capitals is told in (fromCapitals) is the CV reader's; a posting quotes its lines as written.

import { fromCapitals } from './cv-vocabulary.ts';

const CAPITALS_WORD = /^[^\p{L}]*\p{Lu}[\p{Lu}\p{M}\d'’./&-]*[^\p{L}]*$/u;
// A word typed in capitals in the source keeps a capital 'I' after its first letter ('CMBI', 'SII', 'TIMA').
const ACRONYM = /^[^\p{L}]*\p{Lu}[\p{Lu}\d]*I[\p{Lu}\d]*[^\p{L}]*$/u;

// A word of small capitals: capitals with a lower-case 'i' among them and no other lower-case letter ('TiTULAR',
// 'iN', 'D’INGÉNiEUR', 'GiTHUB.COM/DRUBROXAS').
const isSmallCapitalsWord = (word: string): boolean =>
  /i/.test(word) && /\p{Lu}/u.test(word) && !/[^\P{Ll}i]/u.test(word);
// A run is small capitals where one of its words has an 'i' after a capital: 'iOS SDK' is a name as written.
const INNER_SMALL_I = /\p{Lu}\S*i/u;

/**
 * The line with each run of small capitals (words in capitals, one at least with a lower-case 'i') told as the
 * reader tells a name in capitals: 'PROFESOR TiTULAR · Octubre 2023' → 'Profesor Titular · Octubre 2023'; acronyms
 * stay ('SII', 'B.S.').
 */
export function withSmallCapitalsRead(line: string): string {
  if (!/\p{Lu}[\p{Lu}\p{M}'’]*i|i\p{Lu}/u.test(line)) return line;
  const words = line.split(/(\s+)/);
  const out: string[] = [];
  let run: string[] = [];
  const flush = (): void => {
    const words = run.filter((part) => /\S/.test(part));
    // A word alone is small capitals where it is long enough to be no name as written ('HiC', 'SiC').
    const isSmallCapitals =
      words.some((word) => isSmallCapitalsWord(word) && INNER_SMALL_I.test(word)) &&
      (words.length > 1 || (words[0]?.replace(/[^\p{L}]/gu, '').length ?? 0) >= 4);
    if (isSmallCapitals) out.push(toldFromSmallCapitals(run.join('')));
    else out.push(...run);
    run = [];
  };
  for (const part of words) {
    const isSpace = /^\s+$/.test(part);
    const inRun = isSpace
      ? run.length > 0
      : isSmallCapitalsWord(part) ||
        (CAPITALS_WORD.test(part) && !/\p{Ll}/u.test(part)) ||
        // '&' and dashes go on a run of capitals ('FOUNDER & ORGANiZATiONAL LEAD').
        (run.length > 0 && /^[&–-]$/u.test(part));
    if (inRun) run.push(part);
    else {
      // A space ending a run goes after it.
      const trailing = run.length > 0 && /^\s+$/.test(run.at(-1) ?? '') ? run.pop() : undefined;
      flush();
      if (trailing) out.push(trailing);
      out.push(part);
    }
  }
  const trailing = run.length > 0 && /^\s+$/.test(run.at(-1) ?? '') ? run.pop() : undefined;
  flush();
  if (trailing) out.push(trailing);
  return out.join('');
}

function toldFromSmallCapitals(run: string): string {
  const told = fromCapitals(run.replace(/i/g, 'I'));
  // fromCapitals tells a word by its length and vowels; a word the source typed in capitals is known here, and kept.
  return (
    run
      .replace(/\S+/g, (word, offset: number) =>
        ACRONYM.test(word) ? word : told.slice(offset, offset + word.length),
      )
      // fromCapitals parts words at apostrophes: 'DES SYSTÈMES D’iNFORMATiON' is 'des Systèmes d’Information'.
      .replace(/(?<=\s)([DL])(?=['’]\p{L})/gu, (letter: string) => letter.toLowerCase())
  );
}
