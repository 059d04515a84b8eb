import { FIELD_LABEL_WORD } from './cv-field-label-checks.ts';
import { seasonAsSkill } from './cv-row-checks.ts';
import { escape } from './regex-escape.ts';
import { toolListsToldAsUsed } from './tools-told-as-used.ts';

/**
 * Checks of issue 13 on the labels a CV sets beside its entries, read as names: a status, duration or contract label
 * or a work mode as the employer ('chez En cours', 'chez CDD', 'at Remoto'); an 'Employer — Title — City' row split at
 * the wrong dash ('at Georgia —'); a sub-heading ending in a colon as a role; a one-word place or a hobby line as a
 * degree; a qualification told as expected in a year already past; a skill the CV writes only as a counted
 * abbreviation ("SQL's generated") or a company's legal form ('SAS LogoSapience'). Plain patterns over the output and
 * the CV's text, written apart from the CV reader.
 */

// What a side column or a title line says about an entry rather than naming its employer: its status, its length,
// its contract, its work mode (English, French, Spanish, Portuguese, German, Italian).
const ENTRY_LABEL =
  /(?:en cours|in progress|ongoing|current|en curso|em andamento|laufend|in corso|cdd|cdi|stage|internship|alternance|apprentissage|int[ée]rim|freelance|pr[ée]sent|aujourd['’]hui|heute|actualidad|atual|remote|remoto|hybrid|h[íi]brido|hybride|presencial|on-?site|t[ée]l[ée]travail|homeoffice|home office|[àa] distance|\d{1,2}\s+(?:ans?|mois|years?|months?|a[ñn]os?|anos?|meses|jahre?|monate?))/;
// The employer's slot ('at X', 'chez X', 'bei X', 'presso X') holding only such a label; a capitalised word
// after it goes on with a name ('at Stage Lighting Ltd' is a company).
const LABEL_AS_EMPLOYER = new RegExp(
  `\\b(?:at|chez|bei|presso)\\s+(${ENTRY_LABEL.source})(?![\\p{L}\\d])`,
  'giu',
);

/** Employers named that are an entry's status, length, contract or work-mode label. */
export function labelsAsEmployers(text: string): string[] {
  return [
    ...new Set(
      [...text.matchAll(LABEL_AS_EMPLOYER)]
        .filter((match) => !/^\s+\p{Lu}/u.test(text.slice((match.index ?? 0) + match[0].length)))
        .map((match) => `a label '${match[1] ?? ''}' as an employer`),
    ),
  ];
}

// A name a dash ends ('at Georgia —', 'Cadillac —Sales Representative —'), or three fields a row joins with dashes
// ('Moxie Pest Control — Sales Representative — Norcross').
const NAME_ENDING_IN_DASH =
  /\p{L}\s*[—–](?=\s*(?:[,.?!)]|$|\s+(?:at|from|since|to|chez|depuis|de|bei|seit)\s))/u;
const THREE_FIELDS = /\p{L}[^—–.?!]{0,60}\s[—–]\s?\p{Lu}[^—–.?!]{0,60}\s?[—–]\s?\p{Lu}/u;

/** Whether a title or employer is a row of fields split at the wrong dash. */
export function rowSplitAtDash(text: string): boolean {
  return NAME_ENDING_IN_DASH.test(text) || THREE_FIELDS.test(text);
}

// A role or an employer named by a sub-heading that ends in a colon ('as a Project lead since March 2018 :', 'comme X :
// de 2015', 'Trabajé en Datos personales:.').
const ROLE_WITH_COLON =
  /\b(?:as an?|en tant que|comme|als|como|lists|indique|at|chez|bei|bij|presso|en|em)\s+(\p{Lu}[^.?:]{2,80}?)\s?:(?=\s*(?:[.?]|$)|\s+(?:de|from|von|desde|since|depuis)\s+\d)/gu;

/**
 * Roles or employers named that are a line ending in a colon: the heading of what follows, not a job. A known field
 * label there ('Nombre:') is the field-label check's (cv-field-label-checks.ts).
 */
export function headingsWithColonAsRoles(text: string): string[] {
  const found = [...text.matchAll(ROLE_WITH_COLON)]
    .filter((match) => !FIELD_LABEL_WORD.test(match[1] ?? ''))
    .map((match) => `a line ending in ':' as a role '${match[1] ?? ''}:'`);
  return [...new Set(found)];
}

// Where a text names a degree: 'studying for a X at', 'Your CV lists a X at … degree'.
const DEGREE_SLOT =
  /\b(?:studying for|I hold|lists)\s+an?\s+(\p{Lu}\p{Ll}[\p{L}'’-]*)(?=\s+at\s|,\s+and\b|\.(?:\s|$))/gu;
// A one-word degree is an abbreviation or a word a degree is named by ('MBA', 'Bachelor', 'Licence', the Turkish
// 'Lisans', 'Önlisans' and 'Doktora'); an abbreviation in mixed case before its full stop ('a PhD. (Dr. rer. nat.)')
// too.
const DEGREE_NAME =
  /^(?:phd|dphil|mphil|msc|bsc|meng|beng|mres|bachelor|master|licence|licenciatura|diploma|doctorate|associate|grado|laurea|bacharelado|mestrado|abitur|baccalaur[ée]at|certificate|lisans|önlisans|doktora)$/iu;
// The headings of a CV's hobbies section.
const HOBBY_HEADING =
  /\b(?:divertissements|loisirs|centres d['’]int[ée]r[êe]t|hobbies|hobbys|freizeit|interests|pasatiempos|aficiones|passatempos|tempo libero)\b/iu;
const EDUCATION_TEXT =
  /\b(?:formation|education|degree|diplôme|studied|studying|ausbildung|studium|formação|formación|qualification)\b/iu;

/** Degrees named that are a one-word place ('studying for a Rexburg at …') or a hobby line. */
export function namesThatAreNoDegree(text: string): string[] {
  const places = [...text.matchAll(DEGREE_SLOT)]
    .map((match) => match[1] ?? '')
    .filter((name) => !DEGREE_NAME.test(name) && !/^\p{Lu}{2,}$/u.test(name))
    .map((name) => `'${name}' is no degree`);
  const hobbies = EDUCATION_TEXT.test(text) && HOBBY_HEADING.test(text) ? ['a hobby line as a degree'] : [];
  return [...new Set([...places, ...hobbies])];
}

// How a CV marks a year still to come ('Expected 2016', '2016 (anticipated)', 'prévu en 2016', 'Expected Graduation
// Date: May 2016').
const markedExpected = (year: string): RegExp =>
  new RegExp(
    `(?:expected|anticipated|pr[ée]vu|voraussichtlich|in progress|en cours)\\W{0,3}(?:\\p{L}+\\W{1,3}){0,3}${year}|${year}\\W{0,3}\\(?(?:expected|anticipated|pr[ée]vu)`,
    'iu',
  );

/**
 * A qualification told as still to come in a year before the day the CV is read, where the CV does not itself mark
 * that year as expected: a completed one.
 */
export function pastYearsToldAsExpected(text: string, cvText: string, readYear: number): string[] {
  return [
    ...text.matchAll(
      /\b(?:expect(?:ed)? to (?:graduate|complete|finish)(?: it)?|expected|pr[ée]vu(?:e)?|voraussichtlich)\s+(?:in\s+|en\s+)?((?:19|20)\d{2})\b/giu,
    ),
  ]
    .filter((match) => Number(match[1]) < readYear && !markedExpected(match[1] ?? '').test(cvText))
    .map((match) => `a past year told as expected: '${match[0]}'`);
}

// Company legal forms a CV writes beside a company's name ('SAS LogoSapience', 'Acme GmbH').
const LEGAL_FORM = /^(?:SAS|SARL|SA|SASU|EURL|GmbH|AG|KG|Ltd|LLC|Inc|SpA|Srl|SL|BV|NV|PLC)$/;
const SKILL_LIST =
  /\b(?:skills I use most are|My skills include|Mes compétences comprennent|ones I know best are|Your CV lists|Votre CV mentionne|compétences que j'utilise le plus sont|Celles que je connais le mieux sont|Je maîtrise surtout)\s+([^.?]+)/g;

/**
 * Skills listed that the CV never writes as a skill: only with a possessive or plural apostrophe ("SQL's
 * generated", a count of leads), or only as a company's legal form before or after a capitalised name.
 */
export function skillsThatAreNot(text: string, cvText: string): string[] {
  const skills = [
    ...[...text.matchAll(SKILL_LIST)].map((match) => match[1] ?? ''),
    ...toolListsToldAsUsed(text),
  ]
    .flatMap((list) => list.split(/,\s*|\s+(?:and|et|und|y|e)\s+/))
    .map((item) => item.trim())
    .filter((item) => /^\p{Lu}[\p{L}+#]{1,9}$/u.test(item));
  return [...new Set(skills)].flatMap((skill) => {
    const uses = [...cvText.matchAll(new RegExp(`(?<![\\p{L}])${escape(skill)}(?![\\p{L}])(.{0,3})`, 'gu'))];
    if (uses.length === 0) return [];
    const season = seasonAsSkill(skill, cvText);
    if (season) return [season];
    if (uses.every((use) => /^['’]s\b/u.test(use[1] ?? '')))
      return [`'${skill}' is an abbreviation counted, not a skill`];
    const asLegalForm = new RegExp(
      `(?:\\p{Lu}[\\p{L}&-]+\\s+${escape(skill)}|${escape(skill)}\\s+\\p{Lu}[\\p{L}&-]+)(?![\\p{L}])`,
      'gu',
    );
    if (LEGAL_FORM.test(skill) && (cvText.match(asLegalForm)?.length ?? 0) >= uses.length)
      return [`'${skill}' is a company's legal form, not a skill`];
    return [];
  });
}

/** Every fault of this module in one CV text, for the eval's CV checks. */
export function entryLabelFaults(text: string, cvText: string, readYear: number): string[] {
  return [
    ...labelsAsEmployers(text),
    ...(rowSplitAtDash(text) ? ['a row split at the wrong dash'] : []),
    ...headingsWithColonAsRoles(text),
    ...namesThatAreNoDegree(text),
    ...pastYearsToldAsExpected(text, cvText, readYear),
    ...skillsThatAreNot(text, cvText),
  ];
}
