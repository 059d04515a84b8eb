import { withAccentsJoined } from './accents-set-apart.ts';

/**
 * The language a CV is written in, decided by the eval on its own: from the CV's headings and prose, leaving out its
 * publication and reference lists, whose titles are often in another language than the CV (a Spanish CV listing
 * articles titled in English). Its word lists are the eval's own, apart from the engine's.
 */
export type CvLanguage = 'en' | 'es' | 'fr' | 'it' | 'de' | 'pt' | 'pl' | 'nl' | 'cs' | 'tr';

// Small words and heading words each language alone uses ('de', 'la', 'en', 'con' are shared and left out).
const OWN_WORDS: Record<CvLanguage, Set<string>> = {
  en: new Set(
    'the and of with for to from at this that which were was have has been experience education skills work university'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el los las y del para por una con es al como sus más este esta también desde experiencia laboral estudios formación académica universidad investigación docencia proyectos actualidad'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le les des du et est une pour dans avec au aux qui ce cette sont chez depuis expérience professionnelle formation université compétences langues loisirs'.split(
      ' ',
    ),
  ),
  it: new Set(
    'il gli della delle dei di che nel alla anche esperienza lavorativa istruzione università competenze lingue'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das und ist mit für ein eine den dem von auf bei oder berufserfahrung ausbildung kenntnisse sprachen universität'.split(
      ' ',
    ),
  ),
  pt: new Set(
    'o os e não um uma em na são pelo pela da dos das experiência profissional formação acadêmica universidade'.split(
      ' ',
    ),
  ),
  pl: new Set(
    'się jest oraz lub dla przez są nie że który która które doświadczenie zawodowe wykształcenie umiejętności języki'.split(
      ' ',
    ),
  ),
  nl: new Set(
    'het een van zijn werd voor bij aan niet ook wij naar werkervaring opleiding vaardigheden talenkennis universiteit'.split(
      ' ',
    ),
  ),
  // Czech's own spellings ('jsem', 'nebo', 'který'; not Slovak 'sme', 'alebo', 'ktorý'), and its CV headings.
  cs: new Set(
    'jsem jsme jste jsou nebo při který která které také podle jako když již jen ještě vzdělání zkušenosti pracovní dovednosti jazyky znalosti zaměstnání univerzita škola'.split(
      ' ',
    ),
  ),
  // Turkish's own small words ('ve', 'ile', 'için'; not 'de' or 'da', Spanish and Portuguese too), and its CV headings.
  tr: new Set(
    've ile bir bu için olarak gibi daha çok olan veya ayrıca ancak sonra kadar göre deneyim deneyimi eğitim beceriler yetenekler diller iş üniversitesi üniversite lisans'.split(
      ' ',
    ),
  ),
};

// Letters only one of these languages writes: Czech's 'ě', 'ř' and 'ů', Turkish's dotless 'ı' and 'ğ'. A CV's nouns and
// names hold them where its small words are few ('Zaměření', 'Yazılım Stajyeri').
const OWN_LETTERS: [RegExp, CvLanguage][] = [
  [/[ěřů]/u, 'cs'],
  [/[ığ]/u, 'tr'],
];

// A heading of a list of works (publications, references, theses supervised), in the languages the engine reads: its
// entries are titles, not prose.
const LIST_OF_WORKS =
  /^(?:selected\s+)?(?:publications?|papers|articles|bibliography|references|referees|conference (?:papers|presentations|talks)|presentations|talks|theses supervised|thesis supervision|supervisi[óo]n de tesis|tesis dirigidas|direction de th[èe]ses|publicaciones|art[ií]culos|ponencias|referencias|libros y cap[ií]tulos|r[ée]f[ée]rences|communications|ver[öo]ffentlichungen|publikationen|pubblicazioni|publica[çc][õo]es)(?![\p{L}])/iu;
// A heading: a short line without digits or a sentence's full stop.
const HEADING = /^[\p{L}][\p{L}\s&,/'’-]{2,50}$/u;

// A citation anywhere in the CV: authors and a year in brackets ('Roe, J. & Doe, K. (2018) …').
const CITATION = /^\p{Lu}[\p{L}-]+,\s*\p{Lu}.*\((?:19|20)\d{2}/u;

/** The CV's lines without its lists of works (from such a heading to the next heading) and citations. */
function proseLines(cvText: string): string[] {
  let isListOfWorks = false;
  return cvText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => {
      if (HEADING.test(line) && line.split(/\s+/).length <= 6) isListOfWorks = LIST_OF_WORKS.test(line);
      return !isListOfWorks && !CITATION.test(line);
    });
}

/** The language whose own words the CV's headings and prose use most (English when none stands out). */
export function cvLanguage(cvText: string): CvLanguage {
  const counts = new Map<CvLanguage, number>();
  // Turkish 'İ' lower-cases to 'i' and a dot above, which would part its word ('EĞİTİM' → 'eği', 'ti', 'm').
  for (const word of withAccentsJoined(proseLines(cvText).join(' '))
    .toLowerCase()
    .replace(/i\u0307/g, 'i')
    .match(/\p{L}+/gu) ?? []) {
    for (const [language, words] of Object.entries(OWN_WORDS) as [CvLanguage, Set<string>][])
      if (words.has(word)) counts.set(language, (counts.get(language) ?? 0) + 1);
    const byLetters = OWN_LETTERS.find(([letters]) => letters.test(word))?.[1];
    if (byLetters && !OWN_WORDS[byLetters].has(word)) counts.set(byLetters, (counts.get(byLetters) ?? 0) + 1);
  }
  let best: CvLanguage = 'en';
  for (const [language, count] of counts) if (count > (counts.get(best) ?? 0)) best = language;
  return best;
}
