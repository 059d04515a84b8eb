// The grammatical shape of an English requirement line, so its question runs it on after 'asks for' only when it is
// a noun phrase: 'Understand and respond to inquiries' is something to do, 'Whatever your background, you will need
// to …' a sentence of its own.
import nlp from 'compromise';
import { its, wink } from '../text/nlp.ts';
import { opensWithJoinedVerbs } from './phrasing.ts';

// 'As you will have colleagues …, it will require …', 'Whatever your background, you will need …', 'It is also
// important that you know …': a clause or a subject opens the line, which is a sentence, quoted whole.
const CLAUSE_OPENING =
  /^(?:as|whatever|whichever|whether|since|unless|once|although|though|while|whilst|if|when|because|show us|tell us)\s/i;
// 'It will be an advantage if …', 'There is …': the capital keeps 'IT support experience' a noun phrase.
const SUBJECT_OPENING = /^(?:[Ii]t|[Tt]here|[Tt]hey|[Ww]e|[Yy]ou)\s+\p{Ll}/u;
// 'In exchange, we offer you …', 'At our company, your skills …': a short phrase, then the sentence's subject.
const PHRASE_THEN_SUBJECT = /^[^,]{2,40},\s+(?:you|your|we|our|it|they|there)\s/i;
// 'Probably have training experience …': a guess of the posting's, not a thing to be asked to do.
const HEDGE = /^(?:probably|perhaps|possibly|maybe)\s/i;
// A line told to the person with its 'you' left to its list's lead ('Have a couple of years of …', 'Are fluent in …',
// 'Know your way around …'): the verb is the person's, never a noun.
const SECOND_PERSON_VERB = /^(?:have|are|know|possess|hold|can)\s/i;

// 'Represent COUCH at board meetings', 'Represent Acme at …': compromise reads a verb before a name or an acronym as
// an adjective (as in 'Strong SQL skills'); the name is the verb's object, tagged as a pronoun in its place would be.
const NAME_AFTER_OPENING = /^(\p{L}+\s+)(?:\p{Lu}[\p{L}\d&.-]*(?:\s+|$))+/u;

const tagsOf = (text: string): string[][] =>
  (nlp(text.replace(NAME_AFTER_OPENING, '$1them ')).terms().json() as { terms: { tags: string[] }[] }[]).map(
    (term) => term.terms[0]?.tags ?? [],
  );

// 'Complete', 'Understand', never 'Proven' or 'Organized': the base form a person is asked to do.
const isBaseVerb = (tags: string[]): boolean => tags.includes('Infinitive') || tags.includes('Imperative');

/**
 * 'Understand and respond to …', 'Satisfactorily complete all training …' (a manner adverb before it): a verb opens
 * the line. Stricter than a duty's opening: 'Track record of …', 'Work experience in …' and 'Process improvement
 * experience' are noun compounds whose first word could be a verb, and a requirement is most often a noun phrase.
 */
function opensWithVerb(item: string): boolean {
  const tags = tagsOf(item);
  const first = tags[0] ?? [];
  if (first.includes('Adverb') && !first.includes('Adjective') && /^\p{L}+ly\s/iu.test(item))
    return isBaseVerb(tags[1] ?? []);
  if (opensWithJoinedVerbs(item)) return true;
  // Else both taggers must agree: compromise alone reads 'Experience with …' and 'Desire to learn' as verbs.
  return isBaseVerb(first) && wink.readDoc(item).tokens().out(its.pos)[0] === 'VERB';
}

// A hedged verb phrase is quoted rather than asked as something to do.
export type RequirementShape = 'sentence' | 'verb' | 'hedged verb' | 'noun';

export function requirementShape(item: string): RequirementShape {
  const unhedged = item.replace(HEDGE, '');
  if (
    [item, unhedged].some((text) =>
      [CLAUSE_OPENING, SUBJECT_OPENING, PHRASE_THEN_SUBJECT].some((opening) => opening.test(text)),
    )
  )
    return 'sentence';
  if (!SECOND_PERSON_VERB.test(unhedged) && !opensWithVerb(unhedged)) return 'noun';
  return unhedged === item ? 'verb' : 'hedged verb';
}

/** 'Are fluent in English' → 'be fluent in English', 'Can work weekends' → 'be able to work weekends'. */
export function asInfinitive(item: string): string {
  return item.replace(/^are\b/i, 'be').replace(/^can\b/i, 'be able to');
}
