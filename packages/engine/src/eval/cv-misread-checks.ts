import { DATE_RANGE, DEGREE_WORD, EXPERIENCE_HEADING } from './admin-checks.ts';
import { HEADING_WORD } from './job-and-heading-words.ts';
import { MONTH_NAME } from './month-words.ts';
import { escape } from './regex-escape.ts';
import { toolListsToldAsUsed } from './tools-told-as-used.ts';

/**
 * Checks of issue 13 for CV lines read as what they are not (round 19's kinds): an all-caps heading of the CV named as
 * the employer, a project row told as a job, a degree's year taken from another row, a place or a counted noun offered
 * as a skill, a list of tools told as a degree, a section label run into an entry. Plain patterns over the output and
 * the CV's text, written apart from the CV reader.
 */

const lineKey = (line: string): string =>
  line
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const cvLines = (cvText: string): string[] =>
  cvText
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

// An employer after 'at' or 'chez', up to its dates or the sentence's end ('chez Salle de Sport de septembre 2012').
const EMPLOYER =
  /\b(?:at|chez)\s+(\p{Lu}[^,;?()]{1,60}?)(?=\s+(?:from|since|depuis|de (?:\p{L}+\.? )?(?:19|20)\d{2})\b|[.?,]|\s\(|$)/gu;
const isCapitals = (line: string): boolean => /\p{Lu}{2}/u.test(line) && line === line.toUpperCase();

// The title told before its employer: 'as a Developer at', 'comme Développeur chez'.
const TITLE_BEFORE =
  /\b(?:as an?|as|comme|en tant qu['’]?(?:e\s+)?)\s*(\p{Lu}[^,;?()]{1,80}?)\s+(?:at|chez)\s+$/u;

/**
 * Employers named in mixed case that the CV writes only as a line of capitals of its own (a heading of a template left
 * in, 'SALLE DE SPORT'), while the title's own row names its employer ('Acme | Développeur'): the heading was taken
 * for the employer. A CV that writes every employer in capitals on its own line ('PIER 39') is read right.
 */
export function capitalHeadingsAsEmployers(text: string, cvText: string): string[] {
  const lines = cvLines(cvText);
  return [...text.matchAll(EMPLOYER)].flatMap((match) => {
    const name = (match[1] ?? '').trim();
    if (isCapitals(name)) return [];
    const title = TITLE_BEFORE.exec(text.slice(0, match.index + match[0].indexOf(match[1] ?? '')))?.[1] ?? '';
    const titleRow = lines.find((line) => title !== '' && line.includes(title)) ?? '';
    const namesOwnEmployer = /\p{Lu}[\p{L}&.-]+(?:\s+[\p{L}&.-]+)*\s+\|\s+/u.test(
      titleRow.replace(title, '|'),
    );
    if (!namesOwnEmployer) return [];
    const own = lines.filter((line) => lineKey(line) === lineKey(name));
    const elsewhere = new RegExp(`(?<![\\p{L}])${escape(name)}(?![\\p{L}])`, 'u').test(cvText);
    return own.length > 0 && own.every(isCapitals) && !elsewhere
      ? [`an all-caps heading '${own[0]}' as an employer`]
      : [];
  });
}

// The person's name: the CV's first heading, or its first line.
const personNameOf = (cvText: string): string =>
  (/^#\s+(.+)$/mu.exec(cvText)?.[1] ?? cvLines(cvText)[0] ?? '').trim();
// An organisation's word: a name with one is an employer, whatever else it says.
const ORGANISATION_WORD =
  /\b(?:inc|corp|ltd|llc|gmbh|plc|group|labs?|bank|company|university|universit[àéä]|universidad|college|school|institute|foundation|agency|council|ministry|hospital|conference|association|society|club|dao|studio|partners|consulting)\b/iu;
// A job title's last word, told as such ('Product Management', "Sotheby's Liaison", 'Migration Consultant').
const TITLE_WORDS =
  'management|liaison|consultant|lead|manager|director|engineer|officer|coordinator|analyst|developer|execution|operations|development|assistant|intern|specialist|head|tutor|teacher|associate|representative|clerk|scientist|researcher|fellow|founder|owner|president|volunteer';
const TITLE_END = new RegExp(`\\b(?:${TITLE_WORDS})$`, 'iu');
// A row above that is itself a title ('Business Operations Analyst · 2019 - 2021' over 'ACME APPAREL'): the layout
// sets the title first, and the line under it is the employer.
const TITLE_ANYWHERE = new RegExp(`\\b(?:${TITLE_WORDS})\\b`, 'iu');

/**
 * Employers that are the person's own name line ('I worked at Jo Roe /jroe': the name over a profile handle in the
 * contact block), or a title from an 'Employer · dates' row's second line ('Acme · 2019 - 2022' over 'PRODUCT
 * MANAGEMENT · Boise'): a title, in capitals or ending on a title's word with no organisation's word, under a row that
 * names the employer (round 20).
 */
export function namesAndTitlesAsEmployers(text: string, cvText: string): string[] {
  const lines = cvLines(cvText).map((line) => line.replace(/^#+\s*/, ''));
  const person = lineKey(personNameOf(cvText));
  return [...text.matchAll(EMPLOYER)].flatMap((match) => {
    // 'I worked at Tidewater in 2018': the year is no part of the name.
    const name = (match[1] ?? '').replace(/\s+in\s+(?:19|20)\d{2}$/, '').trim();
    const key = lineKey(name);
    if (person.split(' ').length >= 2 && key.startsWith(person))
      return [`the name line '${name}' as an employer`];
    const at = lines.findIndex((line) => lineKey(line.split(/\s+·\s+/)[0] ?? '') === key);
    if (at <= 0) return [];
    const own = lines[at]?.split(/\s+·\s+/)[0] ?? '';
    const above = lines
      .slice(0, at)
      .reverse()
      .find((line) => !/^[-*•]\s/.test(line));
    const [aboveName = '', aboveDates = ''] = (above ?? '').split(/\s+·\s+/);
    const isEmployerRow =
      /(?:19|20)\d{2}/.test(aboveDates) &&
      aboveName !== '' &&
      lineKey(aboveName) !== key &&
      !TITLE_ANYWHERE.test(aboveName);
    const isTitle =
      !ORGANISATION_WORD.test(name) && (isCapitals(own.replace(/i/g, 'I')) || TITLE_END.test(name));
    return isEmployerRow && isTitle ? [`the title '${name}' as an employer (row above: '${aboveName}')`] : [];
  });
}

// A projects section's heading, or a line that announces projects ('Few of my projects are listed below:').
const PROJECTS_MARK =
  /^(?:[\p{L}-]+\s+){0,2}(?:projects?|projets?|proyectos?|progetti|projekte)\s*:?$|\bprojects? (?:are )?(?:listed )?below\b/iu;
// A row's name line: a few words, no sentence.
const isNameLine = (line: string): boolean => line.split(/\s+/).length <= 6 && !/[.:;!?]$/.test(line);

/** Titles told as jobs ('your time as a Text Cleaner') that the CV lists as rows under its projects, not its work. */
export function projectsToldAsJobs(text: string, cvText: string): string[] {
  const lines = cvLines(cvText);
  const underProjects = (at: number): boolean => {
    for (let index = at - 1; index >= 0; index -= 1) {
      const line = lines[index] ?? '';
      if (PROJECTS_MARK.test(line)) return true;
      // Another section, or a dated row: the rows read are not the projects' (whose rows carry no dates).
      if (EXPERIENCE_HEADING.test(line) || HEADING_WORD.test(line) || DATE_RANGE.test(line)) return false;
    }
    return false;
  };
  const rows = new Set(lines.filter((line, at) => isNameLine(line) && underProjects(at)));
  return [...rows].flatMap((row) => {
    const isWorkRowToo = lines.some((line, at) => line === row && !underProjects(at));
    const told = new RegExp(`\\b(?:time as|worked as|lists)\\s+(?:an?\\s+)?${escape(row)}(?![\\p{L}])`, 'iu');
    return !isWorkRowToo && !PROJECTS_MARK.test(row) && !DEGREE_WORD.test(row) && told.test(text)
      ? [`a project '${row}' told as a job`]
      : [];
  });
}

// A degree told with a year: 'a Bachelor of X from Y (2019)', 'Estudié X en Y (2009)', 'I studied X at Y. (1992)'; a
// full stop that ends a sentence ends the search, so a list's comma before it opens no degree.
const DEGREE_WITH_YEAR =
  /(?:\bhold|\blists|\bstudied|\bEstudié|,|\band|\by)\s+(?:an?\s+|une?\s+)?((?:[^();?→.]|\.(?!\s+\p{Lu})){4,160}?)\.?\s*\(((?:19|20)\d{2})\)/gu;
const SCHOOL_WORD =
  /\b(?:university|college|school|institute|academy|universidad|universit[ée]|universit[àa]|hochschule|universit[äa]t|[ée]cole|escuela|colegio|instituto|institut|politecnico|polytechnic)\b/iu;
// A line of dates alone ('1996-1997', 'Since 2019', 'Sep 2018 – Present'), and a section's start above a list of
// entries (its heading, or a rule of underscores).
const DATES_ONLY = new RegExp(
  `^(?:(?:since|from|to|until|present|now|today|current|${MONTH_NAME}|(?:19|20)\\d{2}|\\d{1,2})[\\s/.,:–—-]*)+$`,
  'iu',
);
// The most lines an education entry runs to below its row.
const MAX_ENTRY_LINES = 8;
const isSectionStart = (line: string): boolean => HEADING_WORD.test(line) || /^[_=*-]{3,}$/.test(line);
// The words that name a degree or a school, apart from the links an answer may reword ('Science, Finance' told as
// 'Science in Finance').
const nameWords = (name: string): string[] =>
  lineKey(name)
    .split(' ')
    .filter((word) => word.length >= 3 && !/^(?:and|the|from|for)$/.test(word));

/**
 * Whether a list of entries sets each entry's dates on a line above it ('Education' / '1996-1997' / 'School'): the
 * section's first line under its heading is a date line, and date lines and entries alternate down to the row.
 */
function datesAbove(lines: string[], at: number): boolean {
  let row = at;
  while (DATES_ONLY.test(lines[row - 1] ?? '')) {
    if (isSectionStart(lines[row - 2] ?? '')) return true;
    row -= 2;
  }
  return false;
}

/**
 * Degrees told with a year that their row does not give: neither the degree's line nor the lines around it that belong
 * to no other school or degree (two before, and those after down to the next school or degree); where each entry's
 * dates stand on the line above it, only that line. A college row's year given to the bachelor's below it, a project's year ('Project 2020 - …') beside the degree,
 * the next entry's dates under a school whose own are above it. A course told at its school counts as the degree.
 */
export function degreeYearsFromAnotherRow(text: string, cvText: string): string[] {
  const lines = cvLines(cvText);
  return [...text.matchAll(DEGREE_WITH_YEAR)].flatMap((match) => {
    const told = (match[1] ?? '').trim();
    const year = match[2] ?? '';
    const [degree = '', school = ''] = told.split(/\s+(?:from|at|en la|en el|de la|à l['’]|à)\s+/u);
    const named = DEGREE_WORD.test(degree) ? degree : SCHOOL_WORD.test(school) ? school : '';
    if (named === '') return [];
    const schoolWord = school.split(/\s+/).find((word) => word.length >= 4 && !SCHOOL_WORD.test(word)) ?? '';
    const words = nameWords(named).slice(0, 6);
    const rows = lines.flatMap((line, index) => {
      const own = new Set(nameWords(line));
      return words.length > 0 && words.every((word) => own.has(word)) ? [index] : [];
    });
    if (rows.length === 0) return [];
    // A line of the same school is the degree's row (a dual degree's shared dates); another degree or school is not.
    const ownRow = (line: string, isDegreeLine: boolean): boolean =>
      isDegreeLine ||
      (schoolWord !== '' && line.includes(schoolWord)) ||
      (!DEGREE_WORD.test(line) && !SCHOOL_WORD.test(line));
    // The entry's own lines: two before that are no other school's or degree's, the row, and those after it down to
    // the next school or degree (bullets, a place line, then the dates).
    const entry = (at: number): string[] => {
      const after = lines.slice(at + 1, at + 1 + MAX_ENTRY_LINES);
      const end = after.findIndex((line) => !ownRow(line, false));
      return [
        ...lines.slice(Math.max(0, at - 2), at).filter((line) => ownRow(line, false)),
        lines[at] ?? '',
        ...(end < 0 ? after : after.slice(0, end)),
      ];
    };
    const given = rows.some((at) =>
      (datesAbove(lines, at) ? [lines[at - 1] ?? '', lines[at] ?? ''] : entry(at)).some((line) =>
        line.includes(year),
      ),
    );
    return given ? [] : [`a degree's year from another row: ${named} (${year})`];
  });
}

// Where an answer or question lists skills, in the languages the CV pairs are written in.
const SKILL_LIST =
  /\b(?:skills I use most are|My skills include|Mes compétences comprennent|Entre mis habilidades están|ones I know best are|Your CV lists(?=[^.?]+\.\s+Which (?:do you know|of them does))|Votre CV mentionne|compétences que j'utilise le plus sont|Celles que je connais le mieux sont|habilidades que más uso son|Su CV menciona|Las que mejor conozco son|Domino sobre todo|Je maîtrise surtout)\s+([^.?]+)/gu;
const COUNTRY =
  /^(?:India|USA|United States|UK|United Kingdom|England|Canada|Australia|Germany|Deutschland|Allemagne|Alemania|France|Francia|Spain|España|Espagne|Italy|Italia|Italie|Mexico|México|Mexique|Peru|Perú|Chile|Brazil|Brasil|Argentina|Colombia|China|Japan|Nigeria|Kenya|Pakistan|Bangladesh|Nepal|Sri Lanka|Ireland|Netherlands|Belgium|Switzerland|Portugal|Poland|Greece|Tunisia|Tunisie|Morocco|Maroc|Egypt|Turkey|Russia|Ukraine|Romania|Vietnam|Philippines|Indonesia|Malaysia|Singapore)$/u;
const COUNTRY_AFTER = new RegExp(`^,\\s*(?:${COUNTRY.source.slice(4, -2)})(?![\\p{L}])`, 'u');

/**
 * Skills listed that are a place ('India'; 'Ahmedabad', which the CV writes only before its country) or a plain noun
 * the CV writes only after a number ('personas' of '50 personas').
 */
export function placesAndNounsAsSkills(text: string, cvText: string): string[] {
  const items = [
    ...[...text.matchAll(SKILL_LIST)].map((match) => match[1] ?? ''),
    ...toolListsToldAsUsed(text),
  ]
    .flatMap((list) => list.split(/,\s*|\s+(?:and|et|und|y|e)\s+/))
    .map((item) => item.trim())
    .filter((item) => item.length >= 2);
  return [...new Set(items)].flatMap((item) => {
    if (COUNTRY.test(item)) return [`a place '${item}' as a skill`];
    const uses = [...cvText.matchAll(new RegExp(`(?<![\\p{L}])${escape(item)}(?![\\p{L}])`, 'giu'))];
    if (uses.length === 0) return [];
    const after = (index: number) => cvText.slice(index + item.length, index + item.length + 40);
    if (/^\p{Lu}/u.test(item) && uses.every((use) => COUNTRY_AFTER.test(after(use.index ?? 0))))
      return [`a place '${item}' as a skill`];
    const before = (index: number) => cvText.slice(Math.max(0, index - 12), index);
    if (/^\p{Ll}+$/u.test(item) && uses.every((use) => /\d\s+$/.test(before(use.index ?? 0))))
      return [`a counted noun '${item}' as a skill`];
    return [];
  });
}

// A degree the answer holds or a question lists: 'I hold a X, a Y and an Z.'
const DEGREE_LIST = /\b(?:hold|lists)\s+(an?\s+[^.?]+?)(?=\.(?:\s|$)|\?|$)/g;

/** Degrees told that are a list of tools ('an SQL / MS SQL / Postgresql'): no degree word, parts split by slashes. */
export function toolListsAsDegrees(text: string): string[] {
  return [...text.matchAll(DEGREE_LIST)]
    .flatMap((match) => (match[1] ?? '').split(/,\s+(?:and\s+)?(?=an?\s)|\s+and\s+(?=an?\s)/))
    .map((degree) => degree.replace(/^an?\s+/, '').trim())
    .filter((degree) => degree.split(/\s+\/\s+/).length >= 3 && !DEGREE_WORD.test(degree))
    .map((list) => `a list of tools told as a degree: ${list}`);
}

// A section's label run into an entry with the left column's bullet ('Estudios • Licenciatura', 'Docencia · Ayudante').
const LABEL_RUN_IN =
  /(?<![\p{L}])(?:Estudios|Experiencia|Educación|Formación|Docencia|Education|Experience|Employment|Teaching|Formation|Expérience|Enseignement|Istruzione|Esperienza|Ausbildung|Berufserfahrung)\s+[•·|▪]\s+\p{Lu}/u;

/** A section label of the CV run into a title, employer or degree. */
export function sectionLabelsRunIn(text: string): string[] {
  const found = LABEL_RUN_IN.exec(text);
  return found ? [`a section label run into an entry: '${found[0]}'`] : [];
}

// A country and the line after it told as a degree ('I hold a México. Grado obtenido con mención …'): a line's tail.
const PLACE_AS_DEGREE = new RegExp(
  `\\b(?:hold an?|lists an?|indica|Estudié|and an?|y)\\s+((?:${COUNTRY.source.slice(4, -2)})\\.\\s+[^.?]{3,80})`,
  'u',
);

/** A degree told that opens on a country and its full stop: the tail of a place line read as a degree. */
export function placeLinesAsDegrees(text: string): string[] {
  const found = PLACE_AS_DEGREE.exec(text);
  return found ? [`a place line told as a degree: ${found[1]}`] : [];
}

/** Every fault of this module in one CV text. */
export function misreadCvLines(text: string, cvText: string): string[] {
  return [
    ...new Set([
      ...capitalHeadingsAsEmployers(text, cvText),
      ...namesAndTitlesAsEmployers(text, cvText),
      ...projectsToldAsJobs(text, cvText),
      ...degreeYearsFromAnotherRow(text, cvText),
      ...placesAndNounsAsSkills(text, cvText),
      ...toolListsAsDegrees(text),
      ...sectionLabelsRunIn(text),
      ...placeLinesAsDegrees(text),
    ]),
  ];
}
