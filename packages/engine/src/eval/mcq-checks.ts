import type { McqCompetencyGroup, McqQuestion } from '@viva/contracts';
import { mcqBank } from '../mcq/bank/index.ts';
import { normaliseForMatching } from '../mcq/document-weights.ts';
import { boardFurnitureKinds } from './board-furniture-checks.ts';
import { withoutProvisions } from './employer-provisions.ts';
import {
  CRAFT_OR_SHOP_FLOOR,
  FIT_PHRASES,
  fitWordsOf,
  GENERIC_GROUPS,
  MANUAL_OR_SERVICE_TRADE,
  OFFICE_ANALYSIS_GROUPS,
  TITLE_FAMILIES,
} from './mcq-fit-words.ts';
import { documentLanguage } from './document-language.ts';
import { withoutOtherSenses } from './mcq-fit-senses.ts';
import { escape } from './regex-escape.ts';

/**
 * MCQ checks: whether a competency group fits the posting (its words in the role's own duty and requirement lines) and
 * whether the key gives itself away by length.
 */

/** The correct option is strictly the longest of the four: a cue that gives the key away. */
export function keyIsLongest(question: McqQuestion): boolean {
  const key = question.correct_answer.trim().length;
  return question.options.every(
    (option) => option.text === question.correct_answer || option.text.trim().length < key,
  );
}

// Headings of the parts of a posting that say what the job does and needs (English, Spanish and French); a French
// board's 'Descriptif du poste' heads the duties as 'Profil recherché' heads the requirements.
const REQUIREMENT_HEADING =
  /responsib|duties|key objectives|requirement|qualification|what you|you will|you'll|who you are|skills|experience|must have|nice to have|key tasks|the role|descripti(?:f|on) du poste|descripci[oó]n del (?:puesto|cargo)|your role|about the (?:job|role|position)|job (?:summary|description)|requisitos|funciones|responsabilidades|perfil|conocimientos|tareas|qu[eé] har[aá]s|missions|profil\b|comp[ée]tences|exigences|t[âa]ches|aufgaben|was wir erwarten|anforderungen|qualifikation|was du mitbringst|das bringst du mit|t[äa]tigkeiten/i;
const OTHER_HEADING =
  /about (?:us|the company|the team)|benefit|perks|what we offer|compensation|salary|equal|eeo|how to apply|interview|hiring process|our (?:values|culture|mission)|beneficios|ofrecemos|sobre nosotros|postular|avantages|qui sommes|propos|postuler|candidature|proc[ée]dure|wir bieten|[üu]ber uns|bewerbung/i;

// A page's breadcrumb trail ('Home > Company > Careers > Jobs'), one line or wrapped over several at a '>': where
// the page sits on its site, not what the role does.
const BREADCRUMB = /\s>\s.*\s>\s|\s>$/;
const withoutBreadcrumbs = (lines: string[]): string[] =>
  lines.filter((line, index) => {
    const previous = lines.slice(0, index).findLast((other) => other !== '') ?? '';
    return !BREADCRUMB.test(line) && !(/\s>$/.test(previous) && /\s>\s/.test(line));
  });

/**
 * The lines of a posting that state what the role does or needs: list lines and sentences under duty and requirement
 * headings (and, without headings, every list line), never the about-us, benefits or legal parts.
 */
export function requirementLines(documentText: string): string[] {
  const lines = withoutBreadcrumbs(documentText.split('\n').map((line) => line.trim()));
  const isHeading = (line: string) => line.split(/\s+/).length <= 5 && !/[.;,]$/.test(line);
  // Only a heading opens the duty part: a list item naming duties ('1) All current finance duties.', in a board's
  // duties listed role by role under the roles' names) is no heading, and a posting without one is read whole.
  const hasHeadings = lines.some((line) => isHeading(line) && REQUIREMENT_HEADING.test(line));
  const picked: string[] = [];
  let inside = !hasHeadings;
  for (const line of lines) {
    if (!line) continue;
    if (isHeading(line) && OTHER_HEADING.test(line)) inside = false;
    else if (isHeading(line) && REQUIREMENT_HEADING.test(line)) inside = true;
    if (inside) picked.push(line);
  }
  return picked;
}

function keywordsOf(competency: string): string[] {
  const bank = mcqBank.find((entry) => entry.competency === competency);
  return bank ? [...bank.keywords, ...(bank.settingKeywords ?? []), competency] : [competency];
}

// A needle as a pattern over normalised text: a bank keyword whole with a plural; the eval's own words in German,
// Spanish and French whole with an inflection ending, or as a stem ('buchhalt*').
const keywordPattern = (needle: string): RegExp =>
  new RegExp(`(?<![a-z0-9])${escape(needle)}(?:s|es)?(?![a-z0-9])`);
const foreignWordPattern = (word: string): RegExp =>
  word.endsWith('*')
    ? new RegExp(`(?<![a-z0-9])${escape(word.slice(0, -1))}`)
    : new RegExp(`(?<![a-z0-9])${escape(word)}(?:s|es|e|en|n|er|ern|a|as|os)?(?![a-z0-9])`);

// A paragraph post (one line of several sentences) is read sentence by sentence, as a list post is line by line.
const LONG_LINE = 200;
const sentencesOf = (line: string): string[] =>
  line.length > LONG_LINE ? line.split(/(?<=[.!?])\s+(?=\p{Lu})/u) : [line];

// A line about the people the role works with or for ('partner with sales and engineering teams', 'hire for our
// product teams'), not about what the role itself does.
const ABOUT_OTHERS =
  /\b(?:teams?|departments?|clients?|customers?|hiring managers?|stakeholders?|colleagues|partners?)\b/i;

// An institution named after a field ('School of Nursing', 'Facultad de Derecho') is the employer, not the work.
const INSTITUTION_NAME =
  /\b(?:school|college|faculty|department|institute|escuela|facultad|departamento|instituto|ecole|faculte|departement|institut) (?:of|de|d'|des|du) (?:la |el |los |les )?[a-z]+/g;

// Recruiting in a study's sense: of participants, a sample or respondents ('recruiting the sample', 'reclutamiento de
// participantes'), research work, not hiring.
const STUDY_RECRUITING =
  /\b(?:recruit(?:ing|ment|s)?|reclut\w*|recrut\w*)(?: (?:of|de|des|du|the|la|las|los|les|el|study|research))* (?:participants?|participantes?|subjects?|sujetos?|sample|muestras?|echantillons?|respondents?|encuestad[oa]s?|entrevistad[oa]s?|interviewees?|volunteers?|voluntari[oa]s?|patients?|pacientes?)\b/g;

// Words that name the cause a posting's organisation works for, not the work ('issues related to privacy, security,
// censorship', 'issues involving online freedom'): understanding them is no practice of security or law.
const ISSUES_OF_A_CAUSE =
  /\b(?:understanding|knowledge|awareness|familiar\w*|appreciation)\b[^.;]{0,120}?\bissues (?:related to|relating to|involving|around|such as)\b[^.;]*/g;
// Grant compliance and the reporting line ('reporting requirements', 'reporting to the CFO'): no analysis of data.
const REPORTING_NOT_ANALYSIS = /\breporting (?:requirements?|obligations?|deadlines?|lines?|to|directly)\b/g;
// A list of office software ('Google Docs or Microsoft Office, spreadsheets, databases'): a database there is an
// office tool, not the database work of a technical group.
const OFFICE_SOFTWARE =
  /\b(?:microsoft office|ms office|google (?:docs|sheets|workspace|suite)|g suite|word processing|spreadsheets?|powerpoint|outlook|excel)\b/g;
const withoutOfficeDatabases = (line: string): string =>
  (line.match(OFFICE_SOFTWARE)?.length ?? 0) >= 2 ? line.replace(/\bdatabases?\b/g, ' ') : line;

// A document a posting names or links to ('as defined in our Human Resources for Renovation policy', a URL, the
// 'curriculum vitae' to send): its title is no work of the role.
const NAMED_DOCUMENT =
  /\b[Cc]urriculum [Vv]itae\b|https?:\/\/\S+|\bwww\.\S+|(?:\p{Lu}[\p{L}&'’-]*\s+(?:(?:for|of|on|and|&)\s+)?){1,6}(?:[Pp]olic(?:y|ies)|[Hh]andbook|[Gg]uidelines|[Cc]harter)\b/gu;
const withoutNamedDocuments = (line: string): string => line.replace(NAMED_DOCUMENT, ' ');

/** Whether the position names a job-title family whose own work the competency is. */
export function isTradeOf(competency: string, position: string): boolean {
  const title = normaliseForMatching(position);
  return TITLE_FAMILIES.some(
    ([family, competencies]) => family.test(title) && competencies.includes(competency),
  );
}

/**
 * An MCQ group fits the role when its competency (or one of its bank keywords) is named in the position, or in the
 * lines of what the role does or needs by two different words, or in one such line that is not about the people the
 * role works with. One word repeated on lines about others ('advanced practice nurses' in a coordinator's posting)
 * is a surface word, not the role's work; so is a word inside an institution's name, and recruiting of a study's
 * participants or sample; so is the cause the organisation works for ('understanding of issues related to privacy,
 * security…'), a reporting line or grant reporting ('reporting requirements'), and a database among office software;
 * so is a word in a phrase that gives it another group's sense ('recepción de mercancías', mcq-fit-senses.ts).
 * A posting not in English is also
 * read with the eval's own words for the group in German, Spanish, French and Italian, and a Dutch, Scandinavian or
 * Finnish one with its own language's words for the fields too (mcq-fit-words.ts, mcq-fit-words-dutch.ts,
 * mcq-fit-words-nordic.ts); a paragraph post is read by sentence; a position that names a trade fits the groups that
 * are that trade's work (mcq-fit-words.ts). An office group
 * (Communication, Problem Solving, Data Analysis) for a manual or service trade fits only by a line of what the role
 * does or needs that asks for it in its own words. A generic group (Teamwork) the posting does not ask for is counted
 * unfit, as it always was: the check asks whether the posting names the group's work.
 */
export function mcqGroupFits(
  group: McqCompetencyGroup,
  documentText: string,
  position: string | null,
): boolean {
  const needles = keywordsOf(group.competency)
    .map(normaliseForMatching)
    .filter((needle) => needle.length >= 2);
  // A posting in German, Spanish, French or Italian is read with the eval's own words in those languages too.
  // The eval's own reading of the language (Dutch included), not the engine's.
  // A Dutch, Scandinavian or Finnish one also with its own language's words for the fields.
  const language = documentLanguage(documentText);
  const isForeign = language !== 'en';
  const foreign = isForeign ? fitWordsOf(language, group.competency) : [];
  const phrase = isForeign ? FIT_PHRASES[group.competency] : undefined;
  const patterns = [
    ...needles.map((needle) => [needle, keywordPattern(needle)] as const),
    ...foreign.map((word) => [word.replace(/\*$/, ''), foreignWordPattern(word)] as const),
  ];
  // A phrase's match comes first, so it is taken out of the line whole ('fuhrung des teams', team and all).
  // A word in a phrase where it means another group's work ('recepción de mercancías') is not the group's word.
  const wordsIn = (text: string) => {
    const normalised = withoutOtherSenses(
      group.competency,
      withoutOfficeDatabases(
        normaliseForMatching(withoutProvisions(withoutNamedDocuments(text)))
          .replace(INSTITUTION_NAME, ' ')
          .replace(STUDY_RECRUITING, ' ')
          .replace(ISSUES_OF_A_CAUSE, ' ')
          .replace(REPORTING_NOT_ANALYSIS, ' '),
      ),
    );
    const phraseMatch = phrase ? (normalised.match(phrase)?.[0] ?? null) : null;
    const words = patterns.filter(([, pattern]) => pattern.test(normalised)).map(([needle]) => needle);
    return phraseMatch ? [phraseMatch, ...words] : words;
  };
  // An office group for a manual or service trade (a cleaner's Communication) fits only by a line that asks for it.
  const isOfficeGroupForTrade =
    OFFICE_ANALYSIS_GROUPS.includes(group.competency) &&
    position !== null &&
    MANUAL_OR_SERVICE_TRADE.test(normaliseForMatching(position));
  if (position && wordsIn(position).length > 0 && !isOfficeGroupForTrade) return true;
  // A craft, site or shelf job needs the generic soft skills, if generically (round 19's reading).
  if (
    position &&
    GENERIC_GROUPS.includes(group.competency) &&
    CRAFT_OR_SHOP_FLOOR.test(normaliseForMatching(position))
  )
    return true;
  // The typed position names a trade whose work the group is ('Sonographer': Patient Care).
  if (position && isTradeOf(group.competency, position)) return true;
  // A job board's own lines ('Security verification', its sign-in form) name no work of the role.
  const lines = requirementLines(documentText)
    .flatMap(sentencesOf)
    .filter((line) => boardFurnitureKinds(line).length === 0 && wordsIn(line).length > 0);
  const stems = new Set(lines.flatMap(wordsIn).map((needle) => needle.split(' ')[0]?.slice(0, 4)));
  // The competency's own words are not the people around it ('customer experience' is no customer).
  const isAboutOthers = (line: string) =>
    ABOUT_OTHERS.test(
      wordsIn(line).reduce((rest, needle) => rest.replaceAll(needle, ' '), normaliseForMatching(line)),
    );
  if (isOfficeGroupForTrade) return lines.some((line) => !isAboutOthers(line));
  return (stems.size >= 2 && lines.length >= 2) || lines.some((line) => !isAboutOthers(line));
}
