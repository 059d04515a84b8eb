import { documentLanguage } from './document-language.ts';

// A quoted line keeps the posting's language: only the question's own words tell the language it is written in.
const QUOTED = /"[^"]*"|“[^”]*”|«[^»]*»|„[^“”]*[“”]/gu;
export const ownWords = (question: string): string => question.replace(QUOTED, ' ');

/**
 * The screening questions written in neither English nor the posting's language (round 21: a Swedish posting asked
 * in French), each with its fault: the candidate cannot be expected to read them. Both languages by the eval's own
 * reading; the questions are read together first, as one short question alone may read as a neighbour of its
 * language (a Spanish one as Portuguese).
 */
export function questionsInThirdLanguage(
  questions: readonly string[],
  documentText: string,
): Map<string, string> {
  const posting = documentLanguage(documentText);
  const written = documentLanguage(questions.map(ownWords).join('\n'));
  const faults = new Map<string, string>();
  if (written === 'en' || written === posting) return faults;
  for (const question of questions)
    if (documentLanguage(ownWords(question)) === written)
      faults.set(question, `question in '${written}', the posting in '${posting}'`);
  return faults;
}
