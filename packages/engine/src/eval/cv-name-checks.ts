import { editDistance } from '../text/edit-distance.ts';
import { HEADING_WORD, JOB_NOUN, withoutAbbreviationDots } from './job-and-heading-words.ts';
import { MONTH_ABBREVIATION, MONTH_NAME } from './month-words.ts';
import { toolListsToldAsUsed } from './tools-told-as-used.ts';

/**
 * Names a CV answer or question gives as a title, employer, project or skill that are something else (a heading, a
 * place, contact data, a date, a profile link) or a role under an employer the CV does not put it under.
 */

// LinkedIn's line under an employer that lists several roles: the total time there ('9 years 5 months').
const GROUP_DURATION = /^\d+ (?:years?|months?)(?: \d+ months?)?$/;

/**
 * 'Title at Employer' statements whose title and employer are not near each other in the CV (a role attributed to
 * the wrong employer): within six lines, or the title in the group of roles LinkedIn lists under that employer (its
 * line, the total time there, then titles, dates and places with no duty line between).
 */
export function misattributedRoles(text: string, cvText: string): string[] {
  const lines = cvText
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line !== '');
  const isInGroupOf = (employerAt: number, titleAt: number): boolean =>
    titleAt > employerAt + 1 &&
    GROUP_DURATION.test(lines[employerAt + 1] ?? '') &&
    lines
      .slice(employerAt + 2, titleAt)
      .every((line) => !/[.!?]$/.test(line) && line.split(/\s+/).length <= 10 && !GROUP_DURATION.test(line));
  // 'Internal Medicine Resident' told from the CV's 'Internal Medicine Residency' row: the post of that training.
  const trainingOf = (title: string): string =>
    title.replace(/\b(fellow|intern|apprentice|trainee)$/, '$1ship').replace(/\bresident$/, 'residency');
  const near = (title: string, employer: string): boolean => {
    const titleAt = lines.flatMap((line, index) =>
      line.includes(title) || line.includes(trainingOf(title)) ? [index] : [],
    );
    const employerAt = lines.flatMap((line, index) => (line.includes(employer) ? [index] : []));
    return titleAt.some((at) =>
      employerAt.some((other) => Math.abs(other - at) <= 6 || isInGroupOf(other, at)),
    );
  };
  const found: string[] = [];
  for (const match of text.matchAll(
    /\b(?:as|worked as|been|shows you as|lists)\s+(?:an?\s+)?([^.,;?]{3,80}?) at ([\p{Lu}][^.,;?()]{1,60}?)(?= (?:from|since|for|\(|and)|[.,;?)]|$)/gu,
  )) {
    const title = (match[1] ?? '').trim().toLowerCase();
    const employer = (match[2] ?? '').trim().toLowerCase();
    // 'I have been working at Acme': no title to place under the employer.
    if (title === 'working') continue;
    if (!near(title.split(/\s+/).slice(-2).join(' '), employer.split(/\s+/)[0] ?? employer))
      found.push(`${match[1]} at ${match[2]}`);
  }
  return found;
}

const PROFILE_SITES = [
  'LinkedIn',
  'GitHub',
  'GitLab',
  'Twitter',
  'ORCID',
  'Behance',
  'Dribbble',
  'Stack Overflow',
];
const CONTACT_LINE =
  /@|https?:|www\.|\.(?:com|org|io|net|me|dev)\b|\/in\/|\(\s*(?:LinkedIn|Other|Company)\s*\)|\|/i;

/** Profile sites a skill statement names ('The skills I use most are GitHub...') that the CV only has as a link. */
export function profileLinksAsSkills(text: string, cvText: string): string[] {
  const skillList =
    /\b(?:skills I use most are|My skills include|ones I know best are|Your CV lists)\s+([^.?]+)/g;
  const found: string[] = [];
  for (const list of [
    ...[...text.matchAll(skillList)].map((match) => match[1] ?? ''),
    ...toolListsToldAsUsed(text),
  ]) {
    for (const site of PROFILE_SITES) {
      if (!new RegExp(`\\b${site}\\b`).test(list)) continue;
      const lines = cvText.split('\n').filter((line) => new RegExp(`\\b${site}\\b`, 'i').test(line));
      if (lines.every((line) => CONTACT_LINE.test(line) || line.trim().split(/\s+/).length <= 3))
        found.push(site);
    }
  }
  return found;
}

/** Roles a CV answer names that are not job titles: a place or a form label read as the title ('your time as La Jolla'). */
export function rolesThatAreNotTitles(text: string): string[] {
  const found: string[] = [];
  // 'a Summer Research (SuRe) Scholar at …': a title's own short form in brackets, inside it, ends no title.
  const withoutShortForms = withoutAbbreviationDots(text).replace(
    / \(\p{Lu}[\p{L}\d&-]{1,12}\)(?= \p{L})/gu,
    '',
  );
  for (const match of withoutShortForms.matchAll(
    /\b(?:time as|worked as|have been|do as|shows you as)\s+([^.,;?()]{2,80}?)(?= at | from | since |\.|\?|,| \(|$)/g,
  )) {
    const title = (match[1] ?? '').trim();
    // 'I have been working at Acme since 2024': how the engine tells a role the CV gives no title, not a title.
    if (!JOB_NOUN.test(title) && title !== 'working') found.push(title);
  }
  return found;
}

// Where a name ends in a CV answer: the dates after it ('from 2019', 'desde 2020', 'de janvier 2018 à',
// "dall'aprile 2020", 'seit 2019'), or punctuation (French sets a space before '?' and ':').
const NAME_END =
  " (?:from|since|desde|depuis|dal|seit|von) | (?:de|en|nel|da) (?=\\d|\\p{Ll}+ \\d)| (?:dall|d)['’]|\\.|\\s?\\?|,|\\s?:| \\(|$";
// What opens an employer: 'at' and its Spanish, French, Italian and German forms after a verb of working.
const EMPLOYER_OPENING =
  '\\b(?:time|worked|work|[Aa]t|(?:[Tt]rabaj\\p{L}*|hizo|experiencia|responsabilidades)\\s+en|[Cc]hez|[Pp]resso|bei)\\s+(?:at\\s+)?';
// What opens a title: 'as', 'como', 'comme', 'en tant que', 'come', 'als', and a verification question's 'lists'
// ('Su CV indica', 'Votre CV indique').
const TITLE_OPENING =
  "(?:\\b(?:time as|worked as|have been|do as|shows you as|lists|work at|as|como|comme|come|als|indica|indique)\\s+|\\ben tant qu(?:e\\s+|['’]))";

// A body's own word opening a name ('Agencia de Calidad de la Educación', 'Ministry of Education', 'Centre de
// formation'): an organisation whose name ends in a heading's noun, not a heading.
const ORGANISATION_OPENING =
  /^(?:agencia|agency|agence|ministerio|ministry|minist[èe]re|ministero|ministerium|department|departamento|d[ée]partement|instituto|institute|institut|secretar[ií]a|consejo|council|board|office|oficina|direcci[óo]n|fundaci[óo]n|foundation|fondation|centro|centre|center|zentrum)(?![\p{L}])/iu;

// A Cyrillic CV's section heading, ending in its noun as Slavic headings do ('ПРОФЕСИОНАЛЕН ОПИТ', 'ОБРАЗОВАНИЕ И
// ОБУЧЕНИЕ', 'ЛИЧНИ УМЕНИЯ', 'Навыки') or with Russian's genitive after it ('Опыт работы'), in Bulgarian, Russian and
// Ukrainian (round 32: a Bulgarian Europass CV's headings as employers).
const CYRILLIC_HEADING =
  /(?:^|\s)(?:опит|опыт|досвід|стаж|образование|обучение|освіта|навчання|умения|компетентности|компетенции|компетенції|навыки|навички|езици|языки|мови|информация|інформація|проекти|проекты|публикации|публікації|квалификации|квалификация|кваліфікація)(?:\s+(?:работы|роботи))?$/iu;
// Where the engine's Russian, Ukrainian and Bulgarian phrases name an employer or a title: quoted after 'в организации',
// 'в должности', 'на посаді', 'на длъжност', bare after Bulgarian's 'в', or after a verification question's 'В резюме
// указано:' or 'В автобиографията Ви е посочено:'.
const CYRILLIC_NAMES = [
  /(?:организации|компании|должности|організації|компанії|посаді|длъжност)\s+[«„]([^»“]{1,80})[»“]/gu,
  /(?:указано|вказано|посочено):\s+([^,.;:?()«»„“]{1,80}?)(?=,|\.|\s\()/gu,
  // Bulgarian names the employer bare after 'в' or 'във' ('Работих в Галерия Арт').
  /(?<![\p{L}])(?:в|във)\s+(\p{Lu}[^.,;:?()«»„“]{1,80}?)(?=\s*[.,;:?()]|$)/gu,
];

/**
 * Titles or employers a CV answer names that are a section heading or a skills sub-heading of the CV ('a Developer
 * at Experiencia', 'your time at Programming', 'presso Esperienza Professionale'), Europass's and Cyrillic CVs' too
 * ('EDUCATION AND TRAINING', 'в организации «ПРОФЕСИОНАЛЕН ОПИТ»').
 */
export function headingsAsRoles(text: string): string[] {
  const found: string[] = [];
  // 'Disney Experiences': a name before the English plural is a company's, not a heading's qualifier.
  const isHeading = (name: string): boolean =>
    HEADING_WORD.test(name) &&
    !ORGANISATION_OPENING.test(name) &&
    // 'a position as a Senior Analyst with responsibility to lead projects': a clause of six words or more is prose.
    name.split(/\s+/).length < 6 &&
    !/^(?!(?:Work|Professional|Relevant|Other|Key)\b)\p{Lu}\p{L}+ Experiences$/u.test(name);
  for (const match of text.matchAll(
    new RegExp(`${EMPLOYER_OPENING}([\\p{Lu}][^.,;:?()]{1,60}?)(?=${NAME_END})`, 'gu'),
  ))
    if (isHeading((match[1] ?? '').trim())) found.push((match[1] ?? '').trim());
  for (const match of text.matchAll(
    new RegExp(
      `${TITLE_OPENING}(?:an?\\s+)?([\\p{Lu}][^.,;:?()]{1,80}?)(?: (?:at|en|chez|presso|bei) ([\\p{Lu}][^.,;:?()]{1,60}?))?(?= in |${NAME_END})`,
      'gu',
    ),
  )) {
    for (const name of [match[1], match[2]]) if (name && isHeading(name.trim())) found.push(name.trim());
  }
  for (const pattern of CYRILLIC_NAMES)
    for (const match of text.matchAll(pattern))
      if (CYRILLIC_HEADING.test((match[1] ?? '').trim())) found.push((match[1] ?? '').trim());
  return [...new Set(found)];
}

// '2015 – 2018', 'gennaio 2005 - alla data attuale', 'Sep 2019 to Present', 'Abr 2023 – Dic 2023': a CV's date column.
const DATE_COLUMN = new RegExp(
  `^(?:${MONTH_NAME}\\s+)?(?:19|20)\\d{2}\\s*(?:[–—-]|to)\\s*(?:${MONTH_NAME}\\s+)?(?:(?:19|20)\\d{2}|\\p{L}+)`,
  'iu',
);
// '10/2007 Bachelor Studies': a timeline's date, or a range, inside a name.
const DATE_IN_NAME = /\b\d{1,2}\/(?:19|20)\d{2}\b|\b(?:19|20)\d{2}\s*[–—-]\s*(?:(?:19|20)\d{2}\b|\p{L})/u;

/**
 * Dates of the CV pasted where they do not belong: a sentence of an answer that opens on a date column (the next
 * entry's header run into a description), or a title, employer or degree the answer names with a date inside it
 * ('a 10/2007 Bachelor Studies').
 */
export function datesPastedIntoAnswer(text: string): string[] {
  const found = text
    // 'from Sep. 2023 to Mar. 2024', 'Set. 2022': a month's full stop ends no sentence.
    .split(new RegExp(`(?<!(?<![\\p{L}])${MONTH_ABBREVIATION}\\.)(?<=[.!?])\\s+`, 'iu'))
    .filter((sentence) => DATE_COLUMN.test(sentence))
    .map((sentence) => sentence.trim());
  for (const match of text.matchAll(
    /\b(?:as|at|hold|lists)\s+(?:an?\s+)?([^.,;?()]{2,80}?)(?= from | since | until | in |\.|\?|,| \(| and |$)/gu,
  ))
    if (DATE_IN_NAME.test(match[1] ?? '')) found.push((match[1] ?? '').trim());
  return found;
}
// Contact data as a CV prints it: a phone number shown or masked (with its icon glyph, 'Æ +49 176 *** *** **'), an
// e-mail address, a link, a pointer to one ('See www.acme.org'), or a street address ('Via Roma 12 00100 Roma').
const CONTACT_DATA =
  /(?:(?<=^|\s)\S\s)?\+?[\d*(][\d*\s()./-]{6,}[\d*)]|(?:see\s+)?(?:https?:\/\/|www\.)\S+?(?=[.,;)]*(?:\s|$))|[\w.+-]+@[\w-]+\.[\w.]+|(?:see\s+)?[a-z\d-]+\.(?:com|org|net|io|be|de|fr|it|ca|edu)\/\S+|\b(?:via|viale|piazza|corso|rue|avenue|calle|avenida)\s+\p{Lu}[\p{L}' ]*\d+[\d\s]*\p{Lu}\p{L}+|\b\d+\s+\p{Lu}\p{L}+\s+(?:Road|Street|Avenue|Lane|Drive)\b[^.?]*/giu;
// Where an answer or question names an employer, a title, a project or a degree, right before the name.
const NAME_SLOT =
  /(?:\b(?:at|as an?|as|lists|project|hold an?|hold|from|in|presso|chez|en|bei|como|come|comme)\s+["“«]?\s*|\()$/;

/** Contact data named as an employer, title, project or degree ('your time at +39 392 1234567', 'at See www.x.be'). */
export function contactDataAsRoles(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CONTACT_DATA)) {
    const value = match[0].trim();
    const digits = value.match(/[\d*]/g)?.length ?? 0;
    const isPhone = /^(?:\S\s)?\+?[\d*(][\d*\s()./-]*$/.test(value);
    // A phone has seven figures or more; a year range ('2017 - 2020') is no phone.
    if (isPhone && (digits < 7 || /^(?:19|20)\d{2}\s*[–-]\s*(?:19|20)\d{2}$/.test(value))) continue;
    if (NAME_SLOT.test(text.slice(0, match.index))) found.push(value);
  }
  return [...new Set(found)];
}

// One-word headings of a CV's sections, misspelt ones matched within one or two letters ('Actvities').
const HEADING_WORDS = [
  'experience',
  'education',
  'skills',
  'projects',
  'activities',
  'achievements',
  'interests',
  'hobbies',
  'languages',
  'publications',
  'certifications',
  'references',
  'awards',
  'summary',
  'profile',
  'technologies',
  'volunteering',
];

const isHeadingWord = (name: string): boolean => {
  const word = name.toLowerCase();
  return (
    /^\p{L}{5,}$/u.test(word) &&
    HEADING_WORDS.some((heading) => editDistance(word, heading) <= (word.length <= 8 ? 1 : 2))
  );
};
// A skill-cloud token: names joined by slashes ('HTML/CSS'), an acronym ('SQL'), a coded name ('C++', 'Node.js').
const SKILL_TOKEN = /^(?:[\p{L}\d.#+]+(?:\/[\p{L}\d.#+]+)+|\p{Lu}{2,6}|[\p{L}\d]+(?:\+\+|#|\.js))$/u;

// A project's line that tells its result or lesson, opening on its label ('Result: …', '结果：…', '心得：…').
const RESULT_LABEL =
  /^(?:results?|outcomes?|lessons?(?: learned| learnt)?|learnings?|takeaways?|achievements?|resultados?|r[ée]sultats?|ergebnis(?:se)?|risultat[oi]|结果|心得|成果|收获|体会)\s*[:：]/iu;
// A title runs to a few words: one longer is a paragraph of the project read as its name (a Chinese one by its signs).
const MAX_TITLE_WORDS = 14;
const MAX_TITLE_HAN = 40;
const isParagraph = (name: string): boolean =>
  name.split(/\s+/).length > MAX_TITLE_WORDS || (name.match(/\p{Script=Han}/gu)?.length ?? 0) > MAX_TITLE_HAN;

/**
 * Projects a question asks about that are a skill-cloud token or a section heading ('your project "HTML/CSS"'), or
 * whose title is a result or lesson line or a whole paragraph of the project (round 30: 'your project "结果：…"').
 */
export function projectsThatAreNotProjects(text: string): string[] {
  return [...text.matchAll(/\byour project ["“]([^"”]+)["”]/g)]
    .map((match) => (match[1] ?? '').trim())
    .filter(
      (name) => SKILL_TOKEN.test(name) || isHeadingWord(name) || RESULT_LABEL.test(name) || isParagraph(name),
    );
}
