// Practice pairs from the candidate's own account of themselves: the summary, the headline, a strength, the goal.
import type { QaPair } from '@viva/contracts';
import nlp from 'compromise';
import { its, wink } from '../text/nlp.ts';
import type { CvProfile } from './cv-profile.ts';
import { educationSentence } from './cv-degree-phrases.ts';
import { asOrAt, roleIntro } from './cv-role-phrases.ts';
import { asSentence as sentence, listPhrase, runOn, withIndefiniteArticle } from './phrasing.ts';

// A student CV's objective states what the candidate wants ('To obtain an on-campus position...'), not who they are.
const OBJECTIVE =
  /^to\s+(?:obtain|secure|find|gain|get|join|pursue|work|contribute|apply|use|utili[sz]e|build|develop|become|seek|start|launch|grow|be|keep|excel|achieve|attain|make)\b/i;

const DEGREE_OPENING =
  /^(?:Ph\.?D|M\.?Sc|B\.?Sc|MBA|M\.?Eng|B\.?Eng|M\.?S|B\.?S|M\.?A|B\.?A|Master['’]s|Bachelor['’]s)\b/;

// A Turkish sentence in the first person ends on its verb's person ending ('… takip ediyorum', '… yetkinleşmekteyim',
// '… sorumluluk aldım') and writes Turkish letters: it speaks for itself, never 'I have bilgisayar …'.
const TURKISH_FIRST_PERSON = /^(?=.*[ığş]).*(?:(?:yor|mekte|makta)y?[ıiuü]|[dt][ıiuü])m\.?$/iu;

// 'The key to a successful career is to never stop learning!', 'Learning every day is what drives me': a saying whose
// subject is a thing, not the person, already a sentence of the candidate's: told as written, never 'I have the key …'.
const MAXIM =
  /^(?:the|every|each|\p{L}+ing)\s(?:(?!who\b|that\b|which\b|whose\b|with\b)[^\s,;:]+\s){0,8}(?:is|are)\s/iu;

/** The summary's opening sentence in the first person: 'Seasoned Product Manager with...' → "I'm a seasoned...". */
function summaryInFirstPerson(profile: CvProfile): string | null {
  const opening = profile.summary.find((line) => line.split(/\s+/).length >= 5 && !OBJECTIVE.test(line));
  if (!opening) return null;
  // 'As an Executive Administrator at Gladstone Institutes, I provide...' speaks for itself, as does a first person in
  // the CV's own language ('Estou em busca de …', a Portuguese objective; 'Soy …', 'Je suis …'): never 'I have estou'.
  if (
    /^(?:i|my|je|j['’]|ich|sou|estou|tenho|busco|soy|estoy|tengo|sono)\b|,\s+I\s/i.test(opening) ||
    TURKISH_FIRST_PERSON.test(opening)
  )
    return sentence(opening);
  if (MAXIM.test(opening)) return sentence(opening);
  // A summary in Arabic script ('أنا متخصص في …', I am a specialist in …) speaks in its own first person.
  if (/^[\u0600-\u06FF]/u.test(opening)) return sentence(opening);
  if (/^seeking\b/i.test(opening)) return sentence(`I'm ${runOn(opening)}`);
  // 'With 5 years of experience in …': what the candidate has, never "I have with 5 years …".
  if (/^with\s+\S/i.test(opening)) return sentence(`I have ${opening.replace(/^with\s+/i, '')}`);
  // 'A bilingual, results-oriented Office Coordinator with...': the CV's own article stays.
  if (/^an?\s/i.test(opening)) return sentence(`I'm ${runOn(opening)}`);
  // 'PhD in molecular biology with...': a degree is held.
  if (DEGREE_OPENING.test(opening)) return sentence(`I have ${withIndefiniteArticle(opening)}`);
  const tags = (nlp(opening).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  // The person's noun comes before the first preposition ('Current Data Science and Statistics student at UCSB').
  const head = opening.split(/\s(?:with|at|in|of|for|who|interested|based)\s/)[0] ?? '';
  // A scientist's noun of any field ('Aspiring astrophysicist with…', 'Statistician with…').
  const words = head.split(/\s+/).slice(0, 8).join(' ');
  const isScientist =
    /\b\p{L}{3,}(?:ist|ician)\b/iu.test(words) &&
    !/\b(?:check|play|wish|short|black|white)list\b/i.test(words);
  const isNounPhrase =
    isScientist ||
    /\b(?:professional|developer|engineer|manager|accountant|analyst|designer|leader|specialist|technician|consultant|teacher|student|graduate|scientist|researcher|coordinator|administrator|executive|director|officer|assistant|nurse|lawyer|attorney|architect|entrepreneur|expert)\b/i.test(
      head.split(/\s+/).slice(0, 8).join(' '),
    );
  if (isNounPhrase) {
    const article = /^[aeiou]/i.test(opening) ? 'an' : 'a';
    return sentence(`I'm ${article} ${runOn(opening)}`);
  }
  if (tags.includes('Adjective')) return sentence(`I'm ${runOn(opening)}`);
  // A summary opening on what the candidate is doing ('Developing computational methods...'): "I'm developing...",
  // never "I have developing...".
  const isVerb =
    tags.includes('Gerund') ||
    tags.includes('Verb') ||
    wink.readDoc(opening).tokens().out(its.pos)[0] === 'VERB';
  if (/^\p{L}+ing\b/u.test(opening) && isVerb) {
    return sentence(`I'm ${runOn(opening)}`);
  }
  return sentence(`I have ${runOn(opening)}`);
}

export function aboutYourself(profile: CvProfile): QaPair | null {
  const latest = profile.roles[0];
  const parts = [
    summaryInFirstPerson(profile),
    latest ? roleIntro(latest) : null,
    // Skills the CV only names in passing ('GAAP revenue', 'the supply chain') are no account of the candidate's
    // skills; a skills list says what the candidate knows, never how often it is used, so they are only named.
    profile.hasSkillsSection && profile.skills.length >= 2
      ? `My skills include ${listPhrase(profile.skills.slice(0, 5))}.`
      : null,
    profile.education[0] ? educationSentence(profile.education[0]) : null,
  ].filter((part): part is string => part !== null);
  return parts.length >= 2 ? { question: 'Tell me about yourself.', answer: parts.join(' ') } : null;
}

/**
 * For a profile that lists jobs without describing them: the headline under the name is the candidate's own account
 * of their work, told with the current job and the areas the CV names.
 */
export function headlinePair(profile: CvProfile): QaPair | null {
  const headline = profile.headline;
  const latest = profile.roles[0];
  if (!headline || !latest) return null;
  const fields = headline.split(/\s*,\s*/);
  const opening = / at \p{Lu}/u.test(headline)
    ? `I'm ${withIndefiniteArticle(headline)}.`
    : fields.length >= 2 && fields.every((field) => field.split(/\s+/).length <= 3)
      ? `The fields I work in are ${listPhrase(fields.map((field) => field.toLowerCase()))}.`
      : null;
  if (!opening) return null;
  const areas =
    profile.skills.length > 0 ? `The areas I know best are ${listPhrase(profile.skills.slice(0, 3))}.` : null;
  return {
    question: `Your profile's headline reads "${headline}". What does that work involve, and where have you done it?`,
    // A headline that already names the current employer is not told twice: only how long the candidate has been there.
    answer: [
      opening,
      latest.organisation && headline.includes(latest.organisation)
        ? latest.isCurrent && latest.start
          ? `That has been my job since ${latest.start}.`
          : null
        : roleIntro(latest),
      areas,
    ]
      .filter(Boolean)
      .join(' '),
  };
}

// A strength the summary claims in the third person or without a subject ('Skilled in planning lessons', 'Excels in
// coaching students'): said back as 'you are skilled in ...', answered as 'I'm skilled in ...'.
const CLAIMS: [RegExp, string, string][] = [
  [
    /^(?:highly\s+)?(skilled|experienced|proficient|adept|well[- ]versed)\s+(?=in\b|at\b|with\b)/i,
    'you are $1 ',
    "I'm $1 ",
  ],
  [/^excels?\s+(?=in\b|at\b)/i, 'you excel ', 'I excel '],
  [/^(showcased|demonstrated)\s+/i, 'you $1 ', 'I $1 '],
];

/** A strength from the summary, asked for an example from the latest job (thin CVs whose jobs list no duties). */
export function strengthPair(profile: CvProfile): QaPair | null {
  const latest = profile.roles[0];
  if (!latest) return null;
  for (const line of profile.summary.flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+/))) {
    const claim = CLAIMS.find(([pattern]) => pattern.test(line));
    if (!claim) continue;
    const [pattern, asked, told] = claim;
    const text = line.replace(/[.\s]+$/, '');
    const said = (form: string): string =>
      text.replace(pattern, (_, word: unknown) =>
        // A pattern with no group passes the offset here, a number.
        form.replace('$1', typeof word === 'string' ? word.toLowerCase() : ''),
      );
    return {
      question: `Your CV says ${said(asked)}. Can you give an example from your work ${asOrAt(latest)}?`,
      answer: `${roleIntro(latest)} ${sentence(said(told))}`,
    };
  }
  return null;
}

export function goalPair(profile: CvProfile): QaPair | null {
  const objective = profile.summary.find((line) => OBJECTIVE.test(line));
  const seeking = profile.summary.find((line) => /\bseeking\b/i.test(line));
  if (!seeking && !objective) return null;
  // 'To obtain an on-campus position...' → 'looking to obtain an on-campus position...'.
  const phrase = seeking
    ? (/\bseeking\b.*$/i.exec(seeking)?.[0] ?? seeking)
    : `looking ${(objective ?? '').charAt(0).toLowerCase()}${(objective ?? '').slice(1)}`;
  // The goal alone only repeats the CV: where the candidate stands now and what they would bring come with it.
  const latest = profile.roles[0];
  return {
    // An objective speaks of 'my fellow students': asked back, they are the candidate's ('your').
    question: `Your CV says you are ${runOn(phrase)
      .replace(/[.\s]+$/, '')
      .replace(/\bmy\b/g, seeking ? 'my' : 'your')}. What kind of role are you looking for next?`,
    answer: [
      sentence(`I'm ${runOn(phrase)}`),
      latest ? roleIntro(latest) : null,
      profile.skills.length > 0 ? `I would bring ${listPhrase(profile.skills.slice(0, 3))}.` : null,
    ]
      .filter(Boolean)
      .join(' '),
  };
}
