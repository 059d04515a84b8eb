import { JOB_NOUN } from './job-and-heading-words.ts';
import { escape } from './regex-escape.ts';

/**
 * Checks of issue 13 for CV lines glued where they do not belong (round 29's kinds): a summary line run on after a lead
 * ('I have the key to a successful career is …'), two schools told as one ('I studied <school> at <other school>'), and
 * the city of a 'Title City, ST' row kept in the title ('a Senior Analyst Buffalo at …'). Plain patterns over the
 * output and the CV's text, written apart from the CV reader.
 */

// A clause that starts inside the sentence: a relative, a conjunction or a subordinator before the verb is grammar,
// not a glued line ('I have a team that is …', 'I have a degree and my passion is …').
const CLAUSE_WORD =
  /\b(?:that|which|who|whom|whose|where|when|what|if|because|as|while|how|why|and|but|so|or)\b/i;
// 'I have the key to … is …': 'I have' with a noun phrase, then a second finite verb of the glued line.
const HAVE_THEN_VERB = /^I have (?:the|a|an|my|this|our) ([^.!?]*?) (?:is|are|was|were) /;

/** Sentences that put a CV line after 'I have' and keep its own verb: a summary glued to the answer's lead. */
export function linesGluedAfterLead(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/).flatMap((sentence) => {
    const found = HAVE_THEN_VERB.exec(sentence.trim());
    return found && !CLAUSE_WORD.test(found[1] ?? '')
      ? [`a line glued after 'I have': '${sentence.trim()}'`]
      : [];
  });
}

// The words of a school's name, in the languages CVs come in ('Universitatea', 'Colegiul', 'Liceul', 'Hochschule').
const SCHOOL =
  /(?<![\p{L}])(?:universit\p{L}*|college|colegi\p{L}*|school|academy|acad[eé]mi\p{L}*|institut\p{L}*|hochschule|[ée]cole|escuela|liceu\p{L}*|lyc[ée]e|gymnasium|politecnic\p{L}*|polytechnic|conservator\p{L}*)(?![\p{L}])/iu;
// What an education sentence tells: 'I studied X at Y', 'Your CV lists X at Y', 'I hold a X from Y'.
const STUDIED_AT =
  /\b(?:studied|lists|hold an?|attended)\s+([^.?()]{3,100}?)\s+(?:at|from)\s+([^.?()]{3,100}?)(?=\s*\(|[.?]|$)/gu;

/** Education sentences whose subject and place are both schools: two entries of the CV told as one. */
export function schoolsRunTogether(text: string): string[] {
  return [...text.matchAll(STUDIED_AT)].flatMap((match) => {
    const [subject = '', place = ''] = [match[1]?.trim(), match[2]?.trim()];
    return SCHOOL.test(subject) && SCHOOL.test(place)
      ? [`two schools told as one: '${subject}' at '${place}'`]
      : [];
  });
}

// A title told before its employer or dates: 'as a Senior Analyst Buffalo at', 'Your CV lists Analyst Buffalo at'.
const TOLD_TITLE = /\b(?:as an?|as|lists)\s+(\p{Lu}[^,;?()]{2,90}?)\s+(?:at|\()/gu;

/** Titles told with the city the CV writes after them ('Senior Analyst Buffalo, NY'): the place kept in the title. */
export function citiesGluedToTitles(text: string, cvText: string): string[] {
  return [...text.matchAll(TOLD_TITLE)].flatMap((match) => {
    const title = (match[1] ?? '').trim();
    // 'Software Engineer, ML': the title ends on its own noun, and what follows the comma is its field, not a place.
    const last = title.split(/\s+/).at(-1) ?? '';
    const withPlace = new RegExp(`(?<![\\p{L}])${escape(title)},\\s*\\p{Lu}{2}(?![\\p{L}])`, 'u');
    return title.includes(' ') && !JOB_NOUN.test(last) && withPlace.test(cvText)
      ? [`a city glued to the title: '${title}'`]
      : [];
  });
}
