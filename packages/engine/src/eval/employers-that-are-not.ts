import { JOB_NOUN } from './job-and-heading-words.ts';
import { MONTH_NAME } from './month-words.ts';
import { escape } from './regex-escape.ts';

/**
 * Employers a CV answer or question names that no employer can be: a job title ('your time at Senior Data
 * Employee'), a date ('a Developer at Sep 15 - NOW', 'at 2016 / 09 - Acme'), or a duty or label line ('your work at
 * Topics included customer contracts'). Each says the reader took the wrong line of an entry for its employer.
 */

// The words that end a name in a sentence: dates ('from', 'dal', 'seit'), the next clause ('you led', 'as a', 'to
// Sr. Engineer', 'in the work'), a conjunction.
const NAME_END =
  " (?:from|since|to|until|as|in|and|you|your|when|where|while|desde|depuis|dal|dalla|dai|seit|von|de|en|nel|da|presso|chez|bei) | dall['’]| (?:und|et|y|e) (?:als|comme|como|come) ";
// A colon, dash or exclamation mark before a clause of its own ('at Facebook: I implemented …', 'chez Acme : j'ai
// …'): the sentence goes on after the name, which ends there. A label's value runs on instead ('at Side work: small
// tool building'), and so does a duration's ('at 3 months: 01/2022').
const CLAUSE_AFTER =
  "\\s?[:!–—]\\s+(?:(?:I|We|He|She|They|My|Our|There|[Ii]ch|[Ww]ir|[Jj]e|[Nn]ous|[Ii]o|[Yy]o|[Ee]u|[Ii]k|[Ww]ij|[Jj]a)(?![\\p{L}\\d])|[Jj]['’])";
// 'your time at', 'your work at', 'a Developer at', and the French, Italian and German 'chez', 'presso', 'bei'; the
// name runs to the words that end it, to punctuation or to a clause after a colon.
const EMPLOYER_SLOT = new RegExp(
  `\\b(?:at|chez|presso|bei)\\s+((?:[\\p{Lu}\\d]|since\\s)[^,;?()]{1,90}?)(?=${NAME_END}|${CLAUSE_AFTER}|\\.(?:\\s|$)|\\?|,| \\(|$)`,
  'gu',
);
// A date opening the name: a month (in any language of the fixtures: 'Ago 2022') and a year of two or four figures, a
// year, 'MM/YYYY', 'since', an open end.
const DATE_OPENING = new RegExp(
  `^(?:since\\s+|${MONTH_NAME}\\s+['’]?\\d{2}(?:\\d{2})?\\b|(?:19|20)\\d{2}\\b|\\d{1,2}\\s*/\\s*(?:19|20)\\d{2}\\b|(?:now|present|today)\\b)`,
  'iu',
);
// Words a name links with in lower case ('Bank of America', 'Universidad de los Andes').
const NAME_LINKS =
  /^(?:of|and|the|for|at|in|on|de|del|della|di|des|du|la|le|les|los|las|el|et|e|y|und|der|die|das|von|van|zu|à|&)$/i;
// A verb of a sentence, or a label's colon: a duty line or a label line, not a name.
const SENTENCE_WORD =
  /(?:^|\s)(?:included|includes|including|was|were|is|are|has|had|have|using|used)(?=\s|$)|:\s/i;

// A length of time ('6 months:', '6 mois :', '3 meses'): a template's duration label, never an employer.
const DURATION =
  /^\d{1,2}\s+(?:months?|years?|weeks?|meses|m[êe]s|mois|semaines?|ans?|anos?|a[ñn]os?|monate?n?|jahre?n?|mesi|anni)\b/iu;

// How or where the work was done, not for whom: a work mode after the title ('Support Specialist, Remote').
const WORK_MODE =
  /^(?:remote(?:ly)?|hybrid|on-?site|in office|home ?office|work from home|wfh|t[ée]l[ée]travail|[àa] distance|remoto|teletrabajo|presencial|da remoto|in remoto|smart working)$/iu;
// A sector sub-heading a CV groups its jobs under ('Financial Services', 'Public Sector').
const SECTOR =
  /^(?:financial|banking|insurance|public|private|government|health ?care|retail|consumer|professional|business|it|technology|telecoms?|telecommunications?|energy|utilities|manufacturing|automotive|pharmaceuticals?|media|education|non-?profit|third|hospitality|logistics|consulting|legal)(?: (?:and|&) \p{L}+)? (?:services|sector|industry|industries)$/iu;

// The Spanish and Portuguese slot ('Trabajé en X de 2002 a 2007', '¿Qué hizo en X?', 'Trabalhei em X'): a bare year,
// a date or a bracket's fragment there is a left column's date or a project's line read as the employer.
const SPANISH_SLOT =
  /(?<![\p{L}])(?:[Tt]rabaj[ée]|[Tt]rabalhei|responsabilidades|experiencia|experiência|hizo|fez)\s+(?:en|em)\s+(\S.{0,90}?)(?=\s+de\s+(?:19|20)\d{2}|\?|\.(?:\s|$)|$)/gu;

// A name cut at a line's end on its linking word ('at City Hall of from 2019', '(Universidad de)'): the rest of the
// name was on the next line and got lost.
const CUT_NAME =
  /(?:\bat\s+|\()(\p{Lu}[^,;?()]{0,80}?\s(?:of|de|del|della|di|da|do|dos|das|des|du|für|von|van|der))(?=\s+(?:from|since|until|to)\s|\s*[).?,]|$)/gu;

// A post opening the name ('Chairman of study board', 'Member of the faculty board'): the title row taken for the
// employer, whose name follows 'at' later in the row.
const POST_OPENING =
  /^(?:chair(?:man|woman|person)?|member|head|director|president|vice[- ]president|secretary|treasurer|dean|professor|lecturer|coordinator)\s+of\s/iu;
// A CV section's title opening the name ('Supervised doctoral students', 'Writings and reviews for …', 'Selected
// publications'): a list's heading, not a body anyone works at.
const SECTION_TITLE =
  /^(?:supervised|selected|invited|publications|writings|reviews|presentations|appointments|merits|commissions|assignments|awards|grants|honou?rs|activities|talks|lectures|exhibitions|performances|recordings|memberships|theses)(?![\p{L}])/iu;

function isDate(name: string): boolean {
  return DATE_OPENING.test(name);
}

/** A name whose head is a job title: its last word, or the last word of one of its ' / ' parts ('X Employee / Y'). */
function isJobTitle(name: string): boolean {
  return name.split(/\s+\/\s+/).some((part) => {
    const words = part.trim().split(/\s+/);
    const last = words.at(-1) ?? '';
    // 'The Economist', 'The Specialist Group': a name the article starts is a publication or a company.
    return words[0]?.toLowerCase() !== 'the' && JOB_NOUN.test(last) && JOB_NOUN.exec(last)?.[0] === last;
  });
}

function isDutyLine(name: string): boolean {
  const lowerWords = name.split(/\s+/).filter((word) => /^\p{Ll}/u.test(word) && !NAME_LINKS.test(word));
  return SENTENCE_WORD.test(name) || lowerWords.length >= 3;
}

/**
 * Whether the name's first word is named alone as the employer elsewhere in the text ('at IBM since 2022'): the longer
 * name is a sentence that quotes a line after that right employer ('as a Developer at IBM Kept the NPS above 8'), not
 * a duty line taken for one.
 */
function opensWithNamedEmployer(name: string, text: string): boolean {
  const first = name.split(/\s+/)[0] ?? '';
  return new RegExp(`\\b(?:at|chez|presso|bei)\\s+${escape(first)}(?=${NAME_END}|[.,?]|$)`, 'u').test(text);
}

/**
 * The name before a colon when that is a name in its own right, every word capitalised or a linking word ('Squeeze
 * Media: proficient in Salesforce', 'University of California: software development for …'): what follows is a line
 * told about that employer. A label runs on with its value ('Side work: small tool building', '3 months: 01/2022').
 */
function nameBeforeColon(name: string): string {
  const colon = /\s?:\s+/u.exec(name);
  if (!colon) return name;
  const head = name.slice(0, colon.index);
  const isName = head.split(/\s+/).every((word) => /^[\p{Lu}\d]/u.test(word) || NAME_LINKS.test(word));
  return isName ? head : name;
}

export function employersThatAreNot(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(EMPLOYER_SLOT)) {
    const name = nameBeforeColon((match[1] ?? '').trim());
    if (DURATION.test(name)) found.push(`a duration '${name}' as an employer`);
    else if (WORK_MODE.test(name)) found.push(`a work mode '${name}' as an employer`);
    else if (SECTOR.test(name)) found.push(`a sector sub-heading '${name}' as an employer`);
    else if (isDate(name)) found.push(`a date '${name}' as an employer`);
    else if (isJobTitle(name)) found.push(`a job title '${name}' as an employer`);
    else if (POST_OPENING.test(name)) found.push(`a post '${name}' as an employer`);
    else if (SECTION_TITLE.test(name)) found.push(`a section title '${name}' as an employer`);
    else if (isDutyLine(name) && !opensWithNamedEmployer(name, text))
      found.push(`a duty or label line '${name}' as an employer`);
  }
  for (const match of text.matchAll(CUT_NAME))
    found.push(`a name cut on its linking word '${(match[1] ?? '').trim()}' as an employer`);
  for (const match of text.matchAll(SPANISH_SLOT)) {
    const name = (match[1] ?? '').trim();
    if (/^(?:19|20)\d{2}$/.test(name)) found.push(`a year '${name}' as an employer`);
    else if (isDate(name)) found.push(`a date '${name}' as an employer`);
    else if (name.startsWith('(')) found.push(`a bracket's fragment '${name}' as an employer`);
  }
  return [...new Set(found)];
}
