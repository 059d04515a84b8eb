// A profile that speaks of its person in the third person ('Inna leads the legal team…', 'She is responsible
// for…') is told in the first, sentence by sentence, as the candidate would say it.
import type { CvLine } from './cv-lines.ts';
import { fromCapitals } from './cv-vocabulary.ts';

/** The person's first name, from the document's top heading ('# Inna Barmash', '# MARISSA MAYER', '# Alice'). */
function firstNameOf(lines: CvLine[]): string | null {
  const heading = lines.find(
    (line) => line.isTopHeading && /^\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}.'-]*){0,3}$/u.test(line.text),
  );
  return heading ? (fromCapitals(heading.text).split(/\s+/)[0] ?? null) : null;
}

const THIRD_PERSON_LEFT = /\b(?:she|he|her|his|hers|him|herself|himself)\b/i;

/**
 * A profile written in the third person ('Inna leads the legal team...', 'She is responsible for...') in the
 * candidate's own voice: 'I lead the legal team...'. A sentence that still speaks of the person after the change
 * ('...who finds herself') is left out: an answer never mixes persons.
 */
function inFirstPerson(sentence: string, subject: RegExp): string | null {
  const opening = subject.exec(sentence);
  if (!opening) return THIRD_PERSON_LEFT.test(sentence) ? null : sentence;
  const rest = sentence.slice(opening[0].length);
  const verbAt = /^((?:also|now|currently|further)\s+)?([\p{L}-]+)/u.exec(rest);
  const verb = verbAt?.[2] ?? '';
  if (!opening[1] && !/(?:s|ed)$/.test(verb)) return null;
  const converted = opening[1]
    ? `My ${rest}`
    : `I ${verbAt?.[1] ?? ''}${firstPersonVerb(verb)}${rest.slice(verbAt?.[0].length ?? 0)}`;
  const told = converted
    .replace(
      /\b(and|but|or)\s+(is|has|was)\b/g,
      (_, link: string, verb: string) => `${link} ${firstPersonVerb(verb)}`,
    )
    // 'her team' is the person's; 'describe her as' is not a possessive and stays (the sentence is left out).
    .replace(
      /\b(?:her|his)\b(?=\s+(?!(?:as|to|a|an|the|in|on|with|and|or|for|by|at|of|from|that)\b)\p{L})/giu,
      'my',
    )
    .replace(/\b(?:herself|himself)\b/gi, 'myself');
  return THIRD_PERSON_LEFT.test(told) ? null : told;
}

/** 'leads' → 'lead', 'is' → 'am', 'has' → 'have', 'oversees' → 'oversee'; a past tense stays. */
function firstPersonVerb(verb: string): string {
  const irregular: Record<string, string> = { is: 'am', has: 'have', does: 'do', was: 'was' };
  const known = irregular[verb.toLowerCase()];
  if (known) return known;
  if (/ies$/.test(verb)) return verb.replace(/ies$/, 'y');
  if (/(?:ss|sh|ch|x|z|o)es$/.test(verb)) return verb.replace(/es$/, '');
  return verb.replace(/(?<!s)s$/, '');
}

/** How the CV names its person as a sentence's subject: the first name (and surname), 'She' or 'He'. */
function thirdPersonSubject(firstName: string | null): RegExp {
  const name = firstName
    ? `${firstName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\s+\\p{Lu}[\\p{L}'-]+)?|`
    : '';
  return new RegExp(`^(?:${name}She|He)(’s|'s)?\\s+`, 'u');
}

/**
 * The sentences as the candidate says them: where the CV's own sentences (its summary and duties) speak of the
 * person by name, 'She' or 'He', each is told in the first person; else they are kept as written.
 */
export function inOwnVoice(lines: CvLine[], told: string[]): (sentences: string[]) => string[] {
  const subject = thirdPersonSubject(firstNameOf(lines));
  const isThirdPerson = told.some((line) => subject.test(line));
  return (sentences) =>
    isThirdPerson ? sentences.flatMap((sentence) => inFirstPerson(sentence, subject) ?? []) : sentences;
}
