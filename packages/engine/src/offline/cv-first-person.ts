// CV lines retold by the candidate ('Developed an API' → 'I developed an API') and asked back ('you developed...').
import nlp from 'compromise';
import { withWorkTold } from './cv-third-person.ts';
import { asSentence as sentence, opensOnName, runOn, withIndefiniteArticle } from './phrasing.ts';

/**
 * A CV line in the first person, keeping its words: 'Developed an API' → 'I developed an API'; present-tense
 * duties stay present for the current job ('I meet with clients') and become 'one of my responsibilities was
 * to ...' for past ones; 'Leading teams' → 'My work included leading teams'; full sentences stay as written.
 */
export function firstPerson(detail: string, isCurrent: boolean): string {
  const text = withWorkTold(detail.trim());
  if (/^(?:i|my|we|our)\b/i.test(text)) return sentence(text);
  // 'Tide Model Project: Developing a wave model…' (research CVs): the project named, then the work done on it.
  const project = PROJECT_LEAD.exec(text);
  if (project) {
    const told = firstPerson(text.slice(project[0].length), isCurrent);
    return sentence(`On the ${project[1] ?? ''}, ${told.charAt(0).toLowerCase()}${told.slice(1)}`);
  }
  // 'Also created a backtesting engine': 'I also created...'.
  const also = /^also\s+(?=\p{L})/iu.exec(text);
  if (also) {
    const told = firstPerson(text.slice(also[0].length), isCurrent);
    return /^I\s/.test(told) ? told.replace(/^I\s/, 'I also ') : sentence(text);
  }
  // Passive openings: 'Hired to redevelop...', 'Responsible for architecting...'.
  // 'Hired and trained a team' is active: the passive reading needs what follows it ('to', 'as', 'by'...).
  if (
    /^(?:hired|promoted|recruited|selected|chosen|appointed|awarded|brought on|involved)\s+(?:to|as|by|in|into|at|for|from|onto|the|a|an)\b/i.test(
      text,
    )
  ) {
    return sentence(`I was ${runOn(text)}`);
  }
  if (/^responsible for\b/i.test(text)) return sentence(`I ${isCurrent ? 'am' : 'was'} ${runOn(text)}`);
  if (PART_PLAYED.test(text)) return sentence(`I ${isCurrent ? 'am' : 'was'} a ${runOn(text)}`);
  // 'Research internship in applied mathematics …': the internship done, whatever its first word reads as.
  if (INTERNSHIP_DONE.test(text))
    return sentence(`I ${isCurrent ? 'am doing' : 'did'} ${withIndefiniteArticle(runOn(text))}`);
  const tags = (nlp(text).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  const firstWord = text.split(/\s+/)[0] ?? '';
  // 'organising volunteer days' (a spelling the tagger may not know): a lower-case -ing word opens a duty.
  // 'Imaging Intelligence Laboratory에서 …': a name opening the line, told as written.
  if (opensOnName(text)) return sentence(text);
  if (
    /ing$/i.test(firstWord) &&
    (tags.includes('Gerund') ||
      tags.includes('Adjective') ||
      tags.includes('Verb') ||
      /^\p{Ll}/u.test(firstWord) ||
      isVerbsGerund(firstWord))
  ) {
    return sentence(`My work ${isCurrent ? 'includes' : 'included'} ${runOn(text)}`);
  }
  // compromise reads a capitalised 'Prepared' at the start of a line as an adjective.
  // 'Co-designed', 'Re-launched': a prefixed past tense the tagger does not know.
  // 'Proven capabilities in...', 'Driven professional': a participle that is no past tense ('built' is both)
  // opens a noun phrase.
  if (
    (tags.includes('PastTense') && !(tags.includes('Participle') && /(?:en|wn|ne)$/i.test(firstWord))) ||
    (/^[A-Z][a-z]+ed$/.test(firstWord) && tags.includes('Adjective')) ||
    /^[A-Z][a-z]{1,3}-[a-z]+ed$/.test(firstWord)
  )
    return sentence(`I ${runOn(text)}`);
  if (tags.includes('Infinitive') || tags.includes('Imperative')) {
    return sentence(isCurrent ? `I ${runOn(text)}` : `One of my responsibilities was to ${runOn(text)}`);
  }
  // 'Primary billing contact for 30 clinics': the position the candidate held, told as theirs.
  if (HELD_POSITION.test(text)) return sentence(`I ${isCurrent ? 'am' : 'was'} the ${runOn(text)}`);
  // 'Head of department of composition.' under a professorship: a further post held, told as the candidate's.
  if (/^(?:head|director|chair(?:man|woman|person)?) of\s/i.test(text))
    return sentence(`I ${isCurrent ? 'am' : 'was'} ${runOn(text)}`);
  return sentence(text);
}

// 'Handling support tickets …': the tagger reads some capitalised gerunds opening a line as nouns; the word is a
// gerund where the verb it is made from is one ('handle', 'process', 'wed'), never 'Evening' or 'Beijing'.
function isVerbsGerund(word: string): boolean {
  const stem = word.toLowerCase().replace(/ing$/, '');
  return [stem, `${stem}e`, stem.replace(/(.)\1$/, '$1')].some((verb) =>
    ((nlp(verb).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[]).includes('Infinitive'),
  );
}

const PROJECT_LEAD = /^([^:!?]{2,60}?\b[Pp]roject):\s+(?=\p{Lu}\p{Ll}+ing\b)/u;

// A line naming the candidate's place for others rather than a deed ('Main liaison between sales and support').
const HELD_POSITION =
  /^(?:[\p{L}()&/-]+\s+){0,5}?(?:point of contact|contact person|contact|liaison|go-to person)\s+(?:for|on|of|between|to|with)\b/iu;

// A line naming the part the candidate plays among others ('Key visionary in charting the strategy', 'Trusted advisor
// to the board'): its first word is an adjective the tagger takes for a verb ('key', 'lead'), so it was told as a deed
// ('I key visionary in…'); it is told as the part held, with its article.
const PART_PLAYED =
  /^(?:key|lead|chief|principal|trusted|founding|core|driving)\s+(?:[\p{L}-]+\s+){0,2}?(?:visionary|advis[eo]r|architect|contributor|player|strategist|driver|voice|figure|force|member|partner)\s+(?:in|of|for|to|on|at|behind|across|within|between)\b/iu;

/** A first-person CV sentence addressed back to the candidate: 'I led a team' → 'you led a team'. */
export function secondPerson(claim: string): string {
  return (
    claim
      .replace(/^I'm\b/, "you're")
      .replace(/^I am\b/, 'you are')
      .replace(/^I was\b/, 'you were')
      .replace(/^I\b/, 'you')
      .replace(/^My\b/, 'your')
      .replace(/^One of my\b/, 'one of your')
      // 'I tried my hands on Angular': the candidate's own hands, asked back ('you tried your hands').
      .replace(/\bmy\b/g, 'your')
      .replace(/\bmyself\b/g, 'yourself')
  );
}

// A line naming the internship the candidate did ('Research internship in applied mathematics …', 'Summer placement
// at a law firm'): its first word is no verb ('I research internship …'); it is told as the internship done.
const INTERNSHIP_DONE =
  /^(?:[\p{L}-]+\s+){0,3}?(?:internship|traineeship|apprenticeship|placement)\s+(?:in|at|with|on|for|within|focused)\b/iu;
