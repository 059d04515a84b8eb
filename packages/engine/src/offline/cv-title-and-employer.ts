// How an entry's header names its title and its employer ('Title at Employer', 'Employer as Title', a title in
// capitals before its employer, a place after the name): the parts a role's title and employer are read from.

import { CJK_EMPLOYER_WORDS } from './cv-cjk-words.ts';
import { endsEmployerPlace, namesRegion } from './country-names.ts';
import { INSTITUTION, ORGANISATION_MARK, tidy, TITLE_WORD } from './cv-vocabulary.ts';

// 'RESEARCH INTERN – Center for Ocean Physics, Coastal University': a title set in capitals, a dash, then its employer
// as written. The title is a field of its own, in the case it would be written in.
const SHOUTED_TITLE = /^([^\p{Ll}]{3,80}?)\s+[–—]\s+(?=.*\p{Ll})/u;

export function withShoutedTitleApart(text: string): string {
  const [lead = '', title = ''] = SHOUTED_TITLE.exec(text) ?? [];
  const employer = text.slice(lead.length);
  if (!lead || !TITLE_WORD.test(title)) return text;
  // 'Title at Employer' keeps the employer whole, its commas and bracketed acronym included.
  return TITLE_WORD.test(employer) ? `${tidy(title)} | ${employer}` : `${tidy(title)} at ${employer}`;
}

export const WORK_UNIT =
  /^(?:school|faculty|department|college|division|team|group|unit|facultad|departamento|divisi[oó]n|equipo|grupo|unidad)\b|\b(?:team|group|unit|equipo)$/i;

// An employer's mark in a name ('University of Bremen', 'Acme Inc.'), not a layout's separator.
export const EMPLOYER_NAME = new RegExp(
  `${INSTITUTION.source}|\\b(?:inc|corp|corporation|company|ltd|llc|gmbh|plc|group|labs?|bank|agency)\\b|${CJK_EMPLOYER_WORDS}`,
  'i',
);

// 'Citi | Senior Business Analyst Buffalo, NY: 2014 - 2018': US Word résumés set the city after the title with no mark
// between them and the state's code after a comma. The capitalised words after the title's last title word (and its
// grade, 'Manager II') are the city, no part of the title.
const TITLE_WORDS = new RegExp(TITLE_WORD.source, 'gi');
const GRADE_AFTER_TITLE = /^\s+(?:I{1,3}|IV|V|[1-5])\b/;
const CITY_WORDS = /^\s+\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*){0,2}$/u;

/** A header's part with the city glued after its title dropped, when the next part is a US state's code ('NY:'). */
export function withoutCityAfterTitle(part: string, next: string | undefined): string {
  if (!/^[A-Z]{2}:?$/.test(next ?? '')) return part;
  const last = [...part.matchAll(TITLE_WORDS)].at(-1);
  if (last?.index === undefined) return part;
  const titleEnd = last.index + last[0].length;
  const grade = GRADE_AFTER_TITLE.exec(part.slice(titleEnd))?.[0] ?? '';
  const rest = part.slice(titleEnd + grade.length);
  return CITY_WORDS.test(rest) ? part.slice(0, titleEnd + grade.length) : part;
}

/** 'YMCA, Pomona, CA': an employer before its city and region (a place alone has one comma: 'Pomona, CA'). */
export function namesEmployerAndPlace(part: string): boolean {
  const pieces = part.split(/,\s*/);
  return pieces.length >= 3 && endsEmployerPlace(pieces.at(-1) ?? '') && !endsEmployerPlace(pieces[0] ?? '');
}

/**
 * 'Data Analyst | Northwind Traders, Seattle | 2019 – 2021': a dated row of only a title and one 'Name, City' field has
 * no other field for its employer, so that field names the employer and its city, whether or not the name carries a
 * company word. A state's code, a state or a country after the comma ('Seattle, WA', 'Belluno, Italia') leaves it a
 * place.
 */
export function namesEmployerInTitledRow(part: string, others: string[]): boolean {
  const pieces = part.split(/,\s*/);
  return (
    pieces.length === 2 &&
    !pieces.some(namesRegion) &&
    others.length === 1 &&
    TITLE_WORD.test(others[0] ?? '')
  );
}

/** The header of a draft that names the employer rather than the job: the one without a title word. */
export function employerOf(headers: string[]): string | null {
  return headers.find((header) => !TITLE_WORD.test(header)) ?? null;
}

// LinkedIn writes a job as 'Director, Operations at University of Pittsburgh Medical Center': the title is all before
// ' at ' (commas included), the employer all after it ('Work Alternatives, Inc'). Italian, French and German CVs write
// it with 'presso', 'chez' and 'bei' ('Ricercatore presso Istituto …'); Spanish with 'en', which also names a title's
// field ('Ingeniero en Sistemas'), so only before a name that is plainly an organisation's.
// 'Schnupperlehre bei der Berufsschule Basel': the German article after 'bei' is no part of the employer's name.
// 'Student assistant at the Radboud University': the article before a name is no part of it; 'Clerk at the county of
// Westmoor', 'Dish washer at restaurant ‘t Hoekje': a kind of employer in lower case before its name keeps its words.
// Only a name without commas: 'at the Centre for Tides, Ridgeway University' is a chain of units, read as one.
// 'Data Analyst @ Acme Bank': a designed résumé's '@' stands for 'at'.
const TITLE_AT_EMPLOYER =
  /^(.+?)\s+(?:@|at(?:\s+the(?=\s+\p{Lu}[^,]*(?:,\s*\p{Lu}[\p{L}'’-]*)?$))?|presso|chez|bei(?:\s+(?:der|dem|den))?)\s+(\p{Lu}.*|(?:the\s+)?\p{Ll}+\s+(?:of\s+)?[\p{Lu}‘’'][^,]*)$/u;
// 'Full professor in music, specialization in sound art at the department of composition at the Royal College of
// Music': what the chair is in, told after a comma, is no part of its title.
const SPECIALISATION = /,\s+(?:with\s+(?:a\s+)?)?speciali[sz](?:ation|ing)\b.*$/iu;
// 'at the Royal College of Music, Stockholm': the town after an institution's name is where it is ('University of
// California, Berkeley' names a campus; 'Acme Group, Inc' a company's form). A chain of units keeps its every name.
const TOWN_AFTER_NAME =
  /^((?!(?:the\s+)?University of\b)[^,]*\b(?:University|College|Academy|Institute|School|Conservatory|Museum|Hospital)\b[^,]*),\s*(?!(?:Inc|LLC|Ltd|Corp|Co|PLC|GmbH|SA|AG)\b)\p{Lu}[\p{L}'’-]+$/u;
const TITLE_EN_EMPLOYER = /^(.+?)\s+en\s+(\p{Lu}.*)$/u;
// Hebrew CVs write 'מנהלת סניף בחברת כספי תעופה, בת ים' (a title 'at the company' of an employer, then its town after a
// comma): the employer is the name after 'בחברת' up to the comma.
const HEBREW_TITLE_AT_COMPANY = /^(.+?)\s+בחברת\s+([^,]+?)\s*(?:,.*)?$/u;
// 'Centro di Fisica (CDF) Trieste, Italia': the bracketed short form closes the name; the place after it is where.
const PLACE_AFTER_SHORT_NAME = /^(.*\(\p{Lu}{2,}\))\s+\p{Lu}[\p{L}'’ -]*(?:,\s*\p{Lu}[\p{L}'’ -]*)*,?$/u;
// Job portals' exports write it the other way round: 'Kapil Enterprises as Junior Manager'.
const EMPLOYER_AS_TITLE = /^(\p{Lu}.*?)\s+as\s+(?:an?\s+)?(\p{Lu}.*)$/u;

// Dutch CVs write 'Hogeschooldocent bij de Hogeschool Utrecht, bachelor-opleiding …' (the unit after the comma is where
// in the employer the post was) and 'verbonden aan de Hogeschool Utrecht, School voor …, als hogeschooldocent' (the
// post last); 'verbonden aan', 'werkzaam bij' and the article are no part of the employer's name.
const DUTCH_TITLE_BIJ_EMPLOYER = /^(.+?)\s+bij\s+(?:de\s+|het\s+)?(\p{Lu}[^,]*?)(?:,\s.*)?\.?$/u;
const DUTCH_EMPLOYER_ALS_TITLE =
  /^(?:verbonden aan|werkzaam (?:bij|voor)|in dienst (?:bij|van))\s+(?:de\s+|het\s+)?(\p{Lu}[^,]*?)(?:,.*?)?,?\s+als\s+(.+?)\.?$/iu;

function dutchTitleAndEmployer(header: string): { title: string; organisation: string } | null {
  const [, titleBij = '', employerBij = ''] = DUTCH_TITLE_BIJ_EMPLOYER.exec(header) ?? [];
  const [, employerAls = '', titleAls = ''] = DUTCH_EMPLOYER_ALS_TITLE.exec(header) ?? [];
  const [title, organisation] = titleAls ? [titleAls, employerAls] : [titleBij, employerBij];
  return TITLE_WORD.test(title) && !TITLE_WORD.test(organisation)
    ? { title: tidy(title), organisation: tidy(organisation) }
    : null;
}

// 'Case Worker at Open Doors', 'Crisis Line Listener at Lifeline': a post of two to four capitalised words with no
// title word the reader knows, before ' at ' and an employer's name, is the title all the same; never a unit's or a
// school's name ('Data Lab at Acme', 'Business School at …').
const NAMED_POST_AT = /^(?:\p{Lu}[\p{L}'’-]*)(?:\s+\p{Lu}[\p{L}'’-]*){1,3}$/u;
const isNamedPost = (title: string, organisation: string): boolean =>
  NAMED_POST_AT.test(title) &&
  !ORGANISATION_MARK.test(title) &&
  !INSTITUTION.test(title) &&
  /^\p{Lu}/u.test(organisation) &&
  !TITLE_WORD.test(organisation);

export function titleAtEmployer(headers: string[]): { title: string; organisation: string } | null {
  for (const header of headers) {
    const dutch = dutchTitleAndEmployer(header);
    if (dutch) return dutch;
    const enEmployer = TITLE_EN_EMPLOYER.exec(header);
    const [, title = '', organisation = ''] =
      TITLE_AT_EMPLOYER.exec(header) ??
      HEBREW_TITLE_AT_COMPANY.exec(header) ??
      (enEmployer && EMPLOYER_NAME.test(enEmployer[2] ?? '') ? enEmployer : []);
    const atEmployer = / at /u.test(header) && isNamedPost(title, organisation);
    if ((TITLE_WORD.test(title) && !TITLE_WORD.test(organisation)) || atEmployer)
      return {
        title: tidy(title.replace(SPECIALISATION, '')),
        organisation: tidy(organisation.replace(PLACE_AFTER_SHORT_NAME, '$1').replace(TOWN_AFTER_NAME, '$1')),
      };
    const asTitle = employerAsTitle(header);
    if (asTitle) return asTitle;
  }
  return null;
}

export function employerAsTitle(header: string): { title: string; organisation: string } | null {
  const [, employer = '', title = ''] = EMPLOYER_AS_TITLE.exec(header) ?? [];
  return TITLE_WORD.test(title) && !TITLE_WORD.test(employer)
    ? { title: tidy(title), organisation: tidy(employer) }
    : null;
}

// 'Risk Analytics Group @ Northwind Bank': a team or lab '@' its employer (designed résumés); the employer is after it.
const TEAM_AT_EMPLOYER = /^(?:.+?)\s+@\s+(\p{Lu}.*)$/u;
// 'Harbor Hardware Supply (Beaverton, Or.)', 'Acme (Reno, NV)': the city and its state's or country's short form, in
// brackets after the name, are where the employer is ('Acme (Holdings, Inc.)' names a company's form, and stays).
const BRACKETED_PLACE_END = /\s*\((\p{Lu}[\p{L}.'’ -]*),\s*(\p{Lu}\p{Ll}?\.|[A-Z]{2}|\p{Lu}[\p{L} ]+)\)$/u;

/** An employer's name without the team before an '@' and the place in brackets after it ('Northwind Bank'). */
export function withoutTeamAndPlace(employer: string): string {
  const [, named = employer] = TEAM_AT_EMPLOYER.exec(employer) ?? [];
  const [place = '', , region = ''] = BRACKETED_PLACE_END.exec(named) ?? [];
  const isRegion = /^\p{Lu}\p{Ll}?\.$/u.test(region) || namesRegion(region);
  // 'Acme Lab - (Leeds, England)': the mark that set the place apart goes with it.
  return place && isRegion
    ? named
        .slice(0, -place.length)
        .replace(/\s*[-–—,|·]$/u, '')
        .trim()
    : named;
}
