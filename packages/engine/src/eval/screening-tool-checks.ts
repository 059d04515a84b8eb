import { escape } from './regex-escape.ts';

/**
 * Screening questions that ask about a tool the posting does not name as one (the employer or its product, a word
 * opening a line): a tool question is only fair on a tool the posting asks for.
 */

/**
 * The employer (or its product, the employer's name followed by a capitalised word) asked about as a skill or tool:
 * 'Describe something you built with Acme Cloud' in Acme's posting.
 */
const OWN_NOUNS =
  '(?:community|communities|members?|mission|values|vision|goals|team|staff|partners|network|board|leadership|programs?|events?)\\b';

export function namesEmployerAsTool(question: string, company: string): boolean {
  // 'Les Territoires de la Mémoire', 'Le 24ème', 'The Good Food Institute': the name after its article ('with the
  // handling' is no use of The Good Food Institute).
  const name =
    company
      .trim()
      .replace(/^(?:les?|la|l['’]|the\s)\s*/i, '')
      .split(/\s+/)[0] ?? '';
  if (name.length < 2) return false;
  // The organisation's own people and aims ('pyOpenSci's mission', 'Acme community members') are not a tool.
  const employer = `(${escape(name)})(?:\\s+\\p{Lu}[\\p{L}\\d]*)?(?!['’]s\\b|\\s+${OWN_NOUNS})`;
  const asTool = new RegExp(
    `\\b(?:used|using|use|with|built|build|ran|run|worked with|experience with|experience in|knowledge of|proficien\\w* (?:in|with)|usaste|con|utilisé|avec)\\s+(?:\\p{L}+\\s+){0,2}?${employer}\\b`,
    'giu',
  );
  // A line of the posting quoted whole ('"… in accordance with Acme's policies"') is the posting's own words.
  const unquoted = question.replace(/"[^"]*"|«[^»]*»|“[^”]*”/g, ' ');
  // A common word that opens the company's long name ('with the community' for the Community of Urbana-Champaign
  // Cooperative Housing, round 28) is that word, not the employer: a name the form writes with a capital is the
  // employer only where the question writes it with one too.
  const isCommonWord = (written: string) => /^\p{Lu}/u.test(name) && /^\p{Ll}/u.test(written);
  return [...unquoted.matchAll(asTool)].some((match) => !isCommonWord(match[1] ?? ''));
}

/**
 * Named tools a question asks about that the document only uses as ordinary words: 'Go' from 'Go through
 * onboarding', 'Express' from 'Express interest'. A tool counts as named in the document when it appears with its
 * capital inside a sentence, not only as the first word of a line or sentence.
 */
export function skillsOutOfSense(question: string, documentText: string): string[] {
  const asked =
    /\b(?:used|with|built or ran with|usaste|has usado|hecho con|utilisé|avec)\s+([\p{Lu}][\p{L}\d.#+-]*(?:\s+[\p{Lu}][\p{L}\d.#+-]*)?)(?:\s+(?:or|o|ou|and|y|et)\s+([\p{Lu}][\p{L}\d.#+-]*))?/gu;
  const found: string[] = [];
  for (const match of question.matchAll(asked)) {
    for (const name of [match[1], match[2]]) {
      if (!name) continue;
      const mentions = [
        ...documentText.matchAll(new RegExp(`(?<![\\p{L}\\d])${escape(name)}(?![\\p{L}\\d])`, 'gu')),
      ];
      const isInsideSentence = mentions.some((mention) => {
        const before = documentText.slice(0, mention.index).split('\n').at(-1)?.trim() ?? '';
        // 'PHP / Symfony', 'SQL , Power BI , Excel': the first of a list of names is a name too.
        const after = documentText.slice((mention.index ?? 0) + name.length);
        if (/^\s*[/,|]/.test(after)) return true;
        // Opening a line or a sentence ('Go through onboarding.'), a bullet or a heading: a word, not a name.
        return (
          before !== '' &&
          !/^[-*•#\d.)\s]+$/.test(before) &&
          !/(?<!\b(?:e\.g|i\.e|etc|vs))[.!?]$/.test(before)
        );
      });
      if (mentions.length > 0 && !isInsideSentence) found.push(name);
    }
  }
  return found;
}
