import {
  detectLanguage,
  type Language,
  languageEvidence,
  cyrillicLanguage,
  mostCounted,
} from '../text/stopwords.ts';
import { headingKind } from './cv-vocabulary.ts';

// Headings of lists of cited works: publications, references, talks, theses supervised. Their titles are often in
// another language than the CV (a Spanish academic's articles titled in English), so they say nothing of it.
const CITED_WORKS =
  /(?<!\p{L})(?:publications?|публикации|публікації|publicaciones|publica[çc][õo]es|publikationen|ver[öo]ffentlichungen|pubblicazioni|bibliograph(?:y|ie)|bibliograf[íi]a|references|referencias|refer[êe]ncias|r[ée]f[ée]rences|referenzen|art[íi]culos|articles|artigos|artikel|papers|presentations|presentaciones|ponencias|talks|vortr[äa]ge|communications|libros|books|chapters|cap[íi]tulos|tesis|theses|th[èe]ses)(?!\p{L})/iu;

// A quoted title ('“Latent Variable Modeling with Mplus”') keeps its own language.
const QUOTED = /[“"«„][^”"»“\n]*[”"»“]/gu;

/** A heading line's level: 1 to 6 for a markdown heading, 7 for any other line (a heading of plain text). */
function levelOf(line: string): number {
  return /^(#{1,6})\s/.exec(line)?.[1]?.length ?? 7;
}

function isInCapitals(text: string): boolean {
  return /\p{Lu}{3}/u.test(text) && !/\p{Ll}/u.test(text);
}

// A heading of plain text is set in capitals or is a short line opening on its cited-work word ('Artículos en
// revistas'), not a sentence that mentions articles.
function isCitedWorksHeading(line: string): boolean {
  const plain = line
    .replace(/^#+\s*/, '')
    .replace(/[*_:]/g, '')
    .trim();
  const words = plain.split(/\s+/);
  if (words.length > 8 || !CITED_WORKS.test(plain)) return false;
  return levelOf(line) < 7 || isInCapitals(plain) || (words.length <= 4 && CITED_WORKS.test(words[0] ?? ''));
}

/** A line that opens another section: a markdown heading as high, a line in capitals, or a section the reader knows. */
function opensSection(line: string, level: number): boolean {
  const ownLevel = levelOf(line);
  return (
    (ownLevel < 7 && ownLevel <= level) ||
    isInCapitals(line.replace(/^#+\s*/, '')) ||
    headingKind(line) !== null
  );
}

/** The CV's own lines: those outside lists of cited works, without their quoted titles. */
function ownLines(text: string): string[] {
  const own: string[] = [];
  let citedLevel: number | null = null;
  for (const line of text.split('\n')) {
    if (isCitedWorksHeading(line)) citedLevel = Math.min(citedLevel ?? 7, levelOf(line));
    else if (citedLevel !== null && opensSection(line, citedLevel)) citedLevel = null;
    if (citedLevel === null) own.push(line);
  }
  return own.map((line) => line.replace(QUOTED, ' '));
}

// A word in Cyrillic script: the engine reads Russian, Ukrainian and Bulgarian CVs by their words
// (cv-cyrillic-words.ts), which share their small words ('и', 'в', 'на'), so a line's Cyrillic words vote for them
// alike, and their own letters tell which.
const CYRILLIC_WORD = /[а-яёіїєґ]+/giu;

// Fewest function words of its language a CV must hold to be in it: a CV in a language the reader does not know
// (Turkish) may hold one stray word another language also writes ('di' in its heading 'DİLLER'), which must not make
// it Italian and get it asked in Italian.
const MIN_WORDS = 2;

/**
 * The language of a CV from its own prose and headings: each of its own lines votes for the language it is in, so a
 * few long lines in another language (a project's or a thesis's English title) do not outweigh the CV's. A CV with
 * no function words of its own is read whole; one holding a single word of its winning language is in a language the
 * reader does not know, and is asked in English.
 */
export function cvLanguage(text: string): Language {
  const votes = new Map<Language, number>();
  const words = new Map<Language, number>();
  let cyrillicVotes = 0;
  for (const line of ownLines(text)) {
    const evidence = languageEvidence(line);
    const cyrillic = line.match(CYRILLIC_WORD)?.length ?? 0;
    // A line mostly in Cyrillic words is Russian, Ukrainian or Bulgarian, whatever few Latin names it holds ('Python', 'ROS').
    if (cyrillic > 0 && cyrillic >= (line.match(/\p{L}+/gu)?.length ?? 0) / 2) {
      cyrillicVotes += 1;
      continue;
    }
    if (evidence.size === 0) continue;
    const language = mostCounted(evidence);
    votes.set(language, (votes.get(language) ?? 0) + 1);
    for (const [spoken, count] of evidence) words.set(spoken, (words.get(spoken) ?? 0) + count);
  }
  if (cyrillicVotes > Math.max(0, ...votes.values())) return cyrillicLanguage(text);
  if (votes.size === 0) return detectLanguage(text);
  const language = mostCounted(votes);
  return (words.get(language) ?? 0) >= MIN_WORDS ? language : 'en';
}
