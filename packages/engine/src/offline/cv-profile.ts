import nlp from 'compromise';
import { its, splitSentences, wink } from '../text/nlp.ts';
import { findSkills, isKnownSkill, skillMention } from '../text/skills.ts';
import { withoutCertificateDescriptions } from './certificate-lines.ts';
import { cleanMarkdown } from './clean-markdown.ts';
import { looksLikeCitation, withoutAuthorInitials } from './citations.ts';
import { isContactOnlyLine, isLinkPointer, isStreetAddress, withoutLinksInText } from './contact-data.ts';
import {
  OTHER_LANGUAGE_DEGREE_WORDS,
  OTHER_LANGUAGE_HEADINGS,
  OTHER_LANGUAGE_SCHOOL_WORDS,
  OTHER_LANGUAGE_TITLE_WORDS,
} from './cv-language-words.ts';
import { withClosingHeadingsFirst } from './cv-closing-headings.ts';
import { withCompactDatesWritten } from './cv-compact-dates.ts';
import { isHighlightLine, withoutDurationLabel } from './cv-entry-labels.ts';
import { withKeyedFieldsRead } from './cv-keyed-fields.ts';
import { withOverprintedRunsCollapsed } from './overprinted-text.ts';
import { titleWithBracketedEmployer } from './cv-job-rows.ts';
import { OTHER_MONTHS, OTHER_OPEN_ENDS } from './cv-date-words.ts';
import {
  EUROPASS_HEADINGS,
  europassEntriesOf,
  europassField,
  isEuropassCv,
  isFormFurniture,
  isPersonalDataLine,
  type EuropassEntry,
  type EuropassField,
} from './cv-europass.ts';
import { TIMELINE_HEADINGS, timelineOf, type TimelineDegree, type TimelineJob } from './cv-timeline.ts';
import { hyphenContextOf, withBoxHyphensJoined } from './designer-text.ts';
import {
  canAward,
  isLabelledFact,
  marksUnderWay,
  namesDegreeWork,
  withoutGraduationVerb,
  withoutThesis,
} from './education-lines.ts';
import { headingWordOf } from './heading-words.ts';
import { namesTemplate, withoutPlaceholders } from './placeholder-text.ts';

/** One job of the CV's employment history, as written. */
export type CvRole = {
  title: string | null;
  organisation: string | null;
  start: string | null;
  end: string | null;
  isCurrent: boolean;
  /** Achievements and duties, one per bullet or sentence. */
  details: string[];
};

export type CvEducation = {
  degree: string | null;
  field: string | null;
  institution: string | null;
  year: string | null;
};
/**
 * `kind` and `year`: for a work listed among the experience with its kind ('1951 · Disney Film. · Film'). `at`: the
 * employer a project listed among the experience was done at.
 */
export type CvProject = {
  name: string;
  details: string[];
  kind?: string;
  year?: string | null;
  at?: string | null;
};

/** The facts of a CV the practice and verification questions are written from. */
export type CvProfile = {
  location: string | null;
  /** The line under the name that says what the person does ('Scientist at Gladstone Institutes, studying...'). */
  headline: string | null;
  summary: string[];
  roles: CvRole[];
  education: CvEducation[];
  skills: string[];
  /** The CV lists its skills in a section of their own (not only names them in passing in a job's lines). */
  hasSkillsSection: boolean;
  /**
   * The CV has a heading for its education or its work history (own line, or a left-column label before '·'), read
   * or not: a question may then say the CV lacks a degree or dated jobs only where this is false.
   */
  headedSections: { education: boolean; experience: boolean };
  projects: CvProject[];
  certifications: string[];
  coursework: string[];
  /** Publication entries as listed ('Chapter One, Down the Rabbit Hole'), with their year when the CV dates them. */
  publications: { title: string; year: string | null }[];
};

type CvSectionKind =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'coursework'
  | 'publications'
  | 'other';

const SECTION_HEADINGS: [CvSectionKind, RegExp][] = [
  [
    'summary',
    /^(?:professional )?(?:summary|profile|objective|about(?: me)?|career objective|personal statement|perfil|resumen)$/,
  ],
  [
    'experience',
    /^(?:(?:professional|work|relevant|employment|career|volunteer|leadership) )?(?:experience|history|employment(?: history)?)$|^research(?: experience)?$|^experiencia(?: laboral| profesional| docente| acad[eé]mica| en(?: el| la| los| las)? [a-záéíóúñ ]+)?$|^experi[êe]ncias?(?: profissional| profissionais)?$|^exp[ée]riences?$|^volunteer(?:ing| work)$|^actividades(?: extracurriculares)?$|^voluntariado$|^(?:on[- ]?)?campus (?:involvement|experience|jobs)$|^(?:employment|work) (?:details|record|summary|scan)$|^leadership (?:&|and) (?:outreach|service|activities)$|^(?:projects (?:&|and) )?(?:associations|affiliations)$/,
  ],
  [
    'education',
    /^(?:education(?: (?:and|&) training)?|(?:academic|educational) (?:background|qualifications?)|qualifications|educaci[oó]n|formaci[oó]n(?: acad[eé]mica)?|educa[çc][ãa]o|forma[çc][ãa]o(?: acad[êé]mica)?|[ée]ducation)$/,
  ],
  [
    'skills',
    /^(?:(?:technical|key|core|top|it) )?(?:skills?|competencies|technologies|tools)(?: (?:&|and) \w+)?$|^(?!personal )[a-z]+ skills$|^skills(?:\s*(?:,|&|and)\s*[a-z]+)+$|^habilidades(?: t[eé]cnicas)?$|^aptitudes$|^conocimientos(?: t[eé]cnicos| inform[aá]ticos| en [a-záéíóúñ ]+)?$/,
  ],
  [
    'projects',
    /^(?:(?:personal|selected|key|side) )?projects$|^(?:key |other |major )?projects? (?:handled|undertaken)$|^proyectos$/,
  ],
  [
    'certifications',
    /^(?:other qualifications\/certifications\/programs|certifications?|certificates|licen[cs]es(?: (?:&|and) certifications)?|certificaciones)$/,
  ],
  ['coursework', /^(?:relevant )?coursework$|^cursos(?: acad[eé]micos)?(?: relevantes)?(?: e idiomas)?$/],
  [
    'publications',
    /^(?:selected |personal |research (?:&|and) )?publications(?: \(with links\)| (?:&|and) (?:manuscripts|preprints|presentations|talks))?$|^publicaciones(?: seleccionadas)?$/,
  ],
  [
    'other',
    /^(?:links|contact|contact information|honou?rs?(?:\s*(?:[-/&]|and)\s*awards?)?|awards?(?:\s*(?:[-/&]|and)\s*honou?rs)?|patents|selected honors|community|languages(?: known)?|work authori[sz]ation|(?:research )?interests|extra-?curricular activities|hobbies|personal (?:particulars|details)|strengths?|declaration|(?:professional )?training|references|welcome to \w+|personal information|personal skills|mother tongues?|other languages?|other information|strengths|informaci[oó]n adicional|idiomas|(?:otras )?distinciones|premios(?: y distinciones)?|reconocimientos)$/,
  ],
  ...OTHER_LANGUAGE_HEADINGS,
];

const MONTH = `(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|${OTHER_MONTHS})\\.?,?`;
// Student CVs date by term: 'Spring 2014', 'Summer 2013'.
const SEASON = '(?:spring|summer|fall|autumn|winter)';
// A year of an earlier century ('1741 - 1766', sample CVs of historical people) counts only as an end of a range of two
// such years; alone it is as likely a figure.
const OLD_YEAR = '(?:1[5-8]\\d{2}(?=\\s*[–—-]\\s*1[5-9]\\d{2})|(?<=1[5-8]\\d{2}\\s*[–—-]\\s*)1[5-9]\\d{2})';
// 'Sep. 2023', 'February, 2020', 'Summer 2013', '3/2020', '09-2023', '2017', '2018.10' (year and month). Spanish puts
// 'de' between the month and the year ('marzo de 2020').
const DATE = `(?:${MONTH}\\s+(?:de\\s+)?|${SEASON}\\s+|\\d{1,2}/|(?<![\\d-])(?:0[1-9]|1[0-2])-(?=(?:19|20)\\d{2}))?(?:(?:19|20)\\d{2}|${OLD_YEAR})(?:\\.(?:0[1-9]|1[0-2])(?!\\d))?`;
// The open end of a range: 'Present', 'pres.', 'Till Date' (job portals), 'en curso', 'actualidad', 'actualmente',
// 'a la fecha', 'hasta hoy' (Spanish).
const OPEN_END = `presente|present|pres\\.|current|now|today|ongoing|till date|en curso|(?:(?:hasta )?la )?actualidad|actualmente|(?:a |hasta )?la fecha|hasta hoy|${OTHER_OPEN_ENDS}`;
// 'Sep 15' (a month and a two-digit year), read only as an end of a range: alone it is as likely a day of September.
const SHORT_DATE = `${MONTH}\\s+['’]?\\d{2}(?!\\d)`;
const DATE_RANGE = new RegExp(
  `(${DATE}|${SHORT_DATE})\\s*(?:[–—-]|to)?\\s*(${DATE}|${SHORT_DATE}|${OPEN_END})`,
  'i',
);
// Titles of every trade, academia's included ('Postdoctoral Scholar', 'Graduate Student', 'Bioinformatician').
const TITLE_WORD = new RegExp(
  `\\b(?:engineer|developer|manager|accountant|analyst|intern|internship|traineeship|designer|consultant|director|lead|leader|head|specialist|technician|administrator|officer|assistant|associate|fellow|researcher|scientist|architect|teacher|tutor|representative|coordinator|executive|contributor|president|founder|co-founder|cofounder|owner|cto|ceo|cfo|coo|vp|supervisor|programmer|trainee|apprentice|clerk|nurse|instructor|professor|lecturer|editor|writer|member|agent|advisor|adviser|scholar|postdoc|postdoctoral|student|bioinformatician|physician|clinician|pharmacist|therapist|paralegal|attorney|lawyer|recruiter|receptionist|secretary|bookkeeper|auditor|strategist|trader|chef|counselor|counsellor|librarian|cashier|investigator|counsel|resident|volunteer(?=\\s*$)|employee|collaborator|coach|mentor|ambassador|captain|treasurer|consultor|practicante|desarrollador|analista|ingeniero|gerente|jefe|asistente|coordinador|voluntario|miembro|becario|docente|profesora?|ayudante|investigadora?|encargad[oa]|administradora?|programadora?|dise[ñn]adora?|vendedora?|contadora?|abogad[oa]|enfermer[oa]|maestr[oa]|cajer[oa]|dependienta?|recepcionista|camarer[oa]|operari[oa]|conductora?|${OTHER_LANGUAGE_TITLE_WORDS})\\b`,
  'i',
);
const DEGREE = new RegExp(
  `\\b(?:bachelors?|masters?|ph\\.?\\s?d|doctor(?:ate|al degree)?|mba|m\\.?\\s?eng|b\\.?\\s?eng|b\\.?\\s?tech|m\\.?\\s?tech|b\\.?\\s?com|m\\.?\\s?com|b\\.?\\s?sc|m\\.?\\s?sc|b\\.?\\s?s|m\\.?\\s?s|b\\.?\\s?a|m\\.?\\s?a|associate(?:'s)? degree|diploma|high school diploma|licenciatura|grado|doctorado|maestr[ií]a|a\\.?\\s?b|j\\.?\\s?d|ll\\.?\\s?[bm]|${OTHER_LANGUAGE_DEGREE_WORDS})\\b\\.?`,
  'i',
);
// 'UC Santa Barbara': a University of California campus by its short name.
const INSTITUTION = new RegExp(
  `\\b(?:university|college|institute|school|academy|polytechnic|universidad|escuela|instituto|facultad)\\b|\\bPOSTECH\\b|\\bMIT\\b|\\bUC (?:Berkeley|Davis|Irvine|Los Angeles|Merced|Riverside|San Diego|San Francisco|Santa Barbara|Santa Cruz)\\b|${OTHER_LANGUAGE_SCHOOL_WORDS}`,
  'i',
);
// 'San Francisco, CA', 'Seattle, WA', 'Istanbul, Türkiye', 'Mapo-gu, Seoul, Republic of Korea'.
const PLACE =
  /^[\p{Lu}][\p{L}.'-]*(?:[ -][\p{Lu}][\p{L}.'-]*)*,\s*(?:[A-Z]{2}\b|[\p{Lu}][\p{L}.'-]*)(?:[ ,]+[\p{Lu}][\p{L}.'-]*)*$/u;
// A line cut by the page width ends with a comma, a sign or a word that needs more after it ('leading to >' above
// '$22M in funding'). The word stands alone: 'França' does not end on 'a'.
const DANGLING_END =
  /(?:[,<>=+&]|(?<![\p{L}\p{N}])(?:and|or|of|the|a|an|to|for|in|on|with|using|such as|including|via|by|from|into))$/iu;
const LIST_ANNOUNCEMENT =
  /,?\s+(?:(?:with|in|on|under|for|of|covering|including)\s+)?(?:the following(?:\s+[\p{L}-]+)?|as follows)\s*\.$/iu;
const ORGANISATION_MARK =
  /\b(?:inc|corp|corporation|company|co|ltd|llc|gmbh|plc|group|lab|labs|bank|agency|district|university|college)\b\.?|\s[|·]\s/i;
// 'Résumé 2', 'Curriculum Vitae · 1', 'John Doe – 1/2', '2/2' (page counters, not '5/2009 - 6/2017'), 'Last updated in Mar 2026'.
// 'Leonhard Euler · 1', 'Ada Roe · Curriculum vitae': a page's footer, the person's name and the page number or the
// document's kind.
const PAGE_FURNITURE =
  /(?:résumé|resume|curriculum vitae|page)\s*(?:·\s*)?\d+\s*$|[–-]\s*\d{1,2}\/\d{1,2}$|^\d{1,2}\/\d{1,2}$|^last updated|^\p{Lu}[\p{L}.'’-]+(?:\s\p{Lu}[\p{L}.'’-]+){1,3}\s·\s(?:\d{1,2}|curriculum vitae|r[ée]sum[ée]|cv)$/iu;
// How well a skill or a language is known, set after it in a skills column ('C++ Routiniert', 'Deutsch Muttersprache'):
// a level, never a skill of its own.
const SKILL_LEVEL =
  /\s*\b(?:routiniert|ge[üu]bt|grundwissen|grundkenntnisse|fortgeschritten|muttersprache|flie(?:ss|ß)end|beginner|intermediate|advanced|expert|proficient|fluent|native|d[ée]butant|interm[ée]diaire|avanc[ée]|courant|natif)$/iu;

// The label of a skills row set in a column before its items ('Languages English | French', 'Tech Stack Tableau | …').
const SKILL_ROW_LABEL =
  /^(?:(?:spoken )?languages|tech(?:nical)? stack|tools|frameworks|libraries|databases|platforms|technologies|programming(?: languages)?|soft skills)\s+(?=\p{Lu})/iu;

function headingKind(line: string): CvSectionKind | null {
  const plain = line
    .replace(/^#+\s*/, '')
    .replace(/[*_:]/g, '')
    .trim()
    .toLowerCase();
  if (plain.split(/\s+/).length > 5) return null;
  // Letter-spaced headings come out of some PDFs cut inside a word ('exp erience', 'edu cation').
  const candidates = plain.split(/\s+/).length <= 3 ? [plain, plain.replace(/\s+/g, '')] : [plain];
  // A one-word heading misspelt in the document ('Experince', 'EDUCATON') is read as the heading it spells.
  const spelt = headingWordOf(line.replace(/^#+\s*/, ''));
  if (spelt) candidates.push(spelt);
  // Letter-spaced headings closed up without their word spaces ('WORKEXPERIENCE'): every way of parting them in two
  // or three words.
  const glued = plain.replace(/\s+/g, '');
  if (!spelt && /^\p{L}{8,30}$/u.test(glued) && !/\p{Ll}/u.test(line))
    for (let first = 2; first < glued.length - 1; first += 1) {
      candidates.push(`${glued.slice(0, first)} ${glued.slice(first)}`);
      for (let second = first + 2; second < glued.length - 1; second += 1)
        candidates.push(`${glued.slice(0, first)} ${glued.slice(first, second)} ${glued.slice(second)}`);
    }
  for (const [kind, pattern] of [...SECTION_HEADINGS, ...EUROPASS_HEADINGS, ...TIMELINE_HEADINGS])
    if (candidates.some((candidate) => pattern.test(candidate))) return kind;
  return null;
}

// With the Spanish, French and Italian ones a name in capitals holds ('UNIVERSIDAD DE PURDUE'); an article after
// 'de' too ('DE LA COSTA'), not alone ('LOS ANGELES').
const SMALL_WORDS = new Set('in of and for the at to on de del y des du et di'.split(' '));
const ARTICLES_AFTER_DE = new Set(['la', 'las', 'los', 'el']);
const DEGREE_SPELLINGS: Record<string, string> = {
  MENG: 'MEng',
  BENG: 'BEng',
  MSC: 'MSc',
  BSC: 'BSc',
  PHD: 'PhD',
  // A company's marks in capitals ('ACME SYSTEMS PVT. LTD'): no acronyms.
  PVT: 'Pvt',
  LTD: 'Ltd',
};

/** 'CORNELL UNIVERSITY' → 'Cornell University'; short capitals (BS, MIT, CTO) and mixed-case text stay. */
function fromCapitals(text: string): string {
  if (/\p{Ll}/u.test(text)) return text;
  return text.replace(/\p{L}+/gu, (word, offset: number) => {
    const degree = DEGREE_SPELLINGS[word];
    if (degree) return degree;
    const lower = word.toLowerCase();
    if (SMALL_WORDS.has(lower) && offset > 0) return lower;
    if (ARTICLES_AFTER_DE.has(lower) && /\bDE\s+$/.test(text.slice(0, offset))) return lower;
    // Acronyms: 'BS', 'MIT', 'KPCB' (no vowel), not 'OPEN' or 'TEAM'.
    if (word.length <= 3 || !/[AEIOU]/.test(word)) return word;
    return lower.charAt(0).toUpperCase() + lower.slice(1);
  });
}

function tidy(text: string): string {
  return fromCapitals(trimmed(text));
}

/** Spaces, bracketed years and edge punctuation gone; the case as written. */
function trimmed(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      // LinkedIn exports bracket a degree's years ('HS Diploma · (2002 - 2006)'): the year is kept apart, so the
      // brackets go, with or without the years left in them.
      .replace(/\s*\((?:\s*(?:(?:19|20)\d{2}|[–-]))*\s*\)/g, '')
      .replace(/^[\s,|·–-]+|[\s,|·–-]+$/g, '')
      .trim()
  );
}

/**
 * `isTopHeading`: a level-1 heading of the document, such as the person's name on a LinkedIn export. `field`: the
 * field a form label before the line named (Europass).
 */
type CvLine = { text: string; isBullet: boolean; isTopHeading?: boolean; field?: EuropassField };

// Profile pages (LinkedIn's PDF export, a profile pasted into Word) carry text no CV has: link labels, logo alt
// texts, each title and date twice (the page's hidden copy for screen readers), durations and employment types.
const LINK_LABEL = /\((?:LinkedIn|Other|Company|Portfolio|Personal|Blog|Mobile|Work|Home)\)/g;
// A phone number, not a range of years ('2017 - 2020').
const CONTACT_ONLY =
  /^(?:[\w.+-]+@[\w-]+\.[\w.]+|(?:https?:\/\/|www\.)\S+|[a-z\d-]+(?:\.[a-z\d-]+)*\.(?:com|org|net|io|me|dev|edu|co)(?:\/\S*)?|(?!(?:19|20)\d{2}\s*[–-]\s*(?:19|20)\d{2}$)\+?[\d\s().-]{7,})$/;

const PROFILE_SITES = new Set(['GitHub', 'GitLab', 'LinkedIn', 'Twitter', 'Stack Overflow']);

function withoutProfileNoise(line: string): string {
  return (
    line
      // 'EngineerEngineer', 'Seattle, WashingtonSeattle, Washington', 'Senior Engineer Senior Engineer'.
      .replace(/(\p{Lu}[^\n]{3,}?)\s?\1/gu, '$1')
      .replace(LINK_LABEL, ' ')
      .replace(
        /\s*·\s*(?:Full-time|Part-time|Self-employed|Freelance|Contract|Internship|Seasonal|Apprenticeship)\b/g,
        '',
      )
      .replace(/\(\s*\d+\s+(?:years?|months?|yrs?|mos?)(?:\s+\d+\s+(?:months?|mos?))?\s*\)/g, ' ')
      // '· 3 yrs 6 mos', '3 mosJul 2025 to Present · 3 mos': durations a CV reader adds up.
      .replace(
        // '8 years of experience' is a figure the candidate states, not a duration: it stays, as does a result's time
        // ('100,000 sign ups in 3 months').
        /(?<!\b(?:in|within|over|for|after|than|under|every)\s*)\s*·?\s*\b\d+\s+(?:yrs?|years?|mos?|months?)(?:\s+\d+\s+(?:mos?|months?))?(?=\p{Lu}|\s|$)(?!\s+(?:of|in|as|at|with)\b)/gu,
        ' ',
      )
      .replace(/\(\s*\)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** 'San Francisco, CA · john@doe.com · rendercv.com · rendercv': a contact line, mostly addresses and handles. */
function isContactLine(line: string): boolean {
  const parts = line.split(/\s*[·|•▪]\s*|\s{2,}/).filter(Boolean);
  const contacts = parts.filter(
    (part) =>
      CONTACT_ONLY.test(part) || (/^[\w.-]+$/.test(part) && /[a-z]/.test(part) && !/^\p{Lu}/u.test(part)),
  );
  return parts.length >= 3 && contacts.length >= 2;
}

// Form CVs (Europass and the like) print a label column beside the content. Some labels introduce facts a
// candidate is not asked about (the sector, a licence class, the mother tongue): the whole line goes. Others only
// name the field ('Occupation or position held'): the label goes and its content stays (cv-europass.ts).
const FACT_LABEL_LINE =
  /^(?:(?:type of )?business or sector|driving licen[cs]e|mother tongue\(?s?\)?|other languages?\(?s?\)?|(?:EQF|NQF) level|level in national or international classification|job applied for|position applied for|preferred job|studies applied for|date of birth|nationality)\b/i;

// Designer templates (AltaCV, Twenty Seconds) print an icon before a date, a place or a contact; an icon font maps
// it to a letter or a symbol ('z July 2012 – Ongoing * Sunnyvale, CA', 'T +39 0325 658974') or a private-use code
// point. A lone character before such a line, or between a date range and a place, is the icon, not text.
const PRIVATE_USE = /[\uE000-\uF8FF]/gu;
const LEADING_GLYPH = /^(?:[^\s\p{L}\p{N}*-]|\p{L})\s+/u;
const DATED_START = new RegExp(
  `^(?:since\\s+)?${DATE}(?:\\s*(?:[–—-]|to)\\s*(?:${DATE}|${OPEN_END}))?\\b`,
  'i',
);

function withoutIconGlyphs(line: string): string {
  const text = line.replace(PRIVATE_USE, '').trim();
  const rest = text.replace(LEADING_GLYPH, '');
  const opensWithIcon =
    rest !== text &&
    (DATED_START.test(rest) || CONTACT_ONLY.test(rest) || isContactOnlyLine(rest) || isPlaceLine(rest));
  const unmarked = opensWithIcon ? rest : text;
  // 'July 2012 – Ongoing * Sunnyvale, CA': the place's icon after the dates parts them from the place.
  return unmarked.replace(
    new RegExp(`(${DATE_RANGE.source})\\s+[^\\s\\p{L}\\p{N}&/+]\\s+(?=\\p{Lu})`, 'iu'),
    '$1 · ',
  );
}

const MONTH_NAME = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const YEAR = '(?:19|20)\\d{2}';
const MONTHS_OF_ONE_YEAR = new RegExp(
  `\\b(${MONTH_NAME})\\s*[–—-]\\s*(${MONTH_NAME}),?\\s+(${YEAR})\\b`,
  'gi',
);
const TWO_TERMS = new RegExp(`\\b(${SEASON}\\s+${YEAR})\\s*(?:,|and|&)\\s*(${YEAR})(?=\\s*(?:·|$))`, 'gi');

/**
 * Dates written out in full: 'June - September, 2023' → 'June 2023 – September 2023', 'Summer 2013, 2014' (two
 * terms) → 'Summer 2013 – 2014', 'May. 2015' → 'May 2015'. How a job was done ('Brightflow.AI (remote)') is no
 * part of its employer or place.
 */
function withFullDates(line: string): string {
  return (
    line
      .replace(MONTHS_OF_ONE_YEAR, '$1 $3 – $2 $3')
      .replace(TWO_TERMS, '$1 – $2')
      // 'May. 2015': a month written in full takes no abbreviation's stop, which would read as a sentence's end.
      .replace(/\b(May|June|July)\.(?=\s*(?:19|20)\d{2})/gi, '$1')
      .replace(/\s*\((?:remote|hybrid|on-?site)\)/gi, '')
  );
}

// Job portals' profile exports (Naukri and the like, saved as Word) print the portal's own fields and navigation
// among the CV's lines: profile fields ('Notice Period: 15 Days or less'), navigation ('^ Back to Top', 'Jump to
// Section'), record stamps ('Verified : Phone Number', 'ID: 72be... Last Active: ...'), sub-headings of every job
// ('Job Highlights') and rules of dashes. None is the candidate's; the jobs' own lines say the current job.
const PORTAL_FURNITURE =
  /^(?:\^?\s*back to top|jump to section\b.*|verified\s*:.*|id\s*:\s*\w+\s*last active\b.*|\\?[-_=]{5,}|job highlights|(?:current|pref\.?|preferred) (?:designation|company|location)\s*:.*|(?:functional area|role|industry|marital status|total experience|notice period|highest degree)\s*:.*|(?:UG|PG|Doctorate)\s*:\s*(?:in\s+0)?)$/i;

const isNoiseLine = (line: string): boolean =>
  FACT_LABEL_LINE.test(line) ||
  isPersonalDataLine(line) ||
  isFormFurniture(line) ||
  PORTAL_FURNITURE.test(line) ||
  /\blogo$/i.test(line) ||
  CONTACT_ONLY.test(line.replace(/^[-*]\s+/, '')) ||
  // Phones shown or masked, several contacts on one line, 'See www…' under a job and street addresses: never an
  // entry of the CV.
  isContactOnlyLine(line.replace(/^[-*]\s+/, '')) ||
  isLinkPointer(line.replace(/^[-*]\s+/, '')) ||
  isStreetAddress(line.replace(/^[-*]\s+/, '')) ||
  PAGE_FURNITURE.test(line) ||
  isContactLine(line);

// 'EXPERIENCIA (10/2022-05/2023)': a section heading dated like the one entry under it; the dates are the entry's.
function withSectionDatesApart(line: string): string[] {
  const [, heading = '', dates = ''] = /^(#*\s*[^(]+?)\s*\(([^)]+)\)$/.exec(line) ?? [];
  return heading && headingKind(heading) && DATE_RANGE.test(dates) ? [heading, dates] : [line];
}

// Left-column layouts (cvGenerator and the like) set a section's name beside its first entry, and the reader joins
// the two with ' · ' ('Ausbildung · 2016 - 2020 MSc in …', 'Erfahrung · 2012 - 2016 Analyst · …'). Only a name that
// is a section heading the reader knows is parted from its entry; a row that opens on a label of its own ('Tools: ·
// Git', 'Graduated as M.Sc. · University …') is an entry and stays whole.
const LEFT_COLUMN_LABEL = /^(#{1,6}\s+)?(\p{L}[\p{L} &-]{1,38}?)\s+·\s+(?=\S)/u;

function withLeftColumnLabelApart(line: string): string[] {
  const [label = '', heading = '', name = ''] = LEFT_COLUMN_LABEL.exec(line) ?? [];
  // 'Fähigkeiten · Sprachen · Deutsch': a section, a sub-section and its first entry.
  return name && headingKind(name)
    ? [`${heading}${name}`, ...withLeftColumnLabelApart(line.slice(label.length))]
    : [line];
}

// A web address set as the last field of an entry's row ('BSc Physics – Acme University | acme.edu', 'Supervisor: Dr.
// Roe | lab.example.org'): the institution's site, never part of a name.
const LINK_FIELD = /\s+\|\s*(?:https?:\/\/)?(?:www\.)?[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?\s*$/i;

function withoutLinkField(line: string): string {
  return line.replace(LINK_FIELD, '');
}

// A Word table row of two cells, the section's name and its text, read as one line ('CAREER OBJECTIVE To be ahead in
// time and keep…'): the name in capitals heads its section and the text is its first line.
const INLINE_HEADING = /^((?:\p{Lu}{2,}\s+){0,2}\p{Lu}{4,})\s+(?=\p{Lu}\p{Ll}+(?:\s+\S+){3,})/u;

function withInlineHeadingApart(line: string): string[] {
  const [lead = '', heading = ''] = INLINE_HEADING.exec(line) ?? [];
  return lead && headingKind(heading) ? [heading, line.slice(lead.length)] : [line];
}

/** Lines of the cleaned CV: bullets marked,/** Lines of the cleaned CV: bullets marked, wrapped lines joined, dangling date dashes ('2017 –' / 'Present') joined. */
function linesOf(markdown: string): CvLine[] {
  const hyphens = hyphenContextOf(markdown);
  const raw = cleanMarkdown(markdown, { splitCamelCase: false })
    // '⋄' strings a job's duties on one line ('⋄ Model testing ⋄ Data analysis'): each is a bullet.
    .replace(/[ \t]*⋄[ \t]*/g, '\n- ')
    // A rule of dashes between a summary's paragraphs (job portals) ends the line above it.
    .replace(/([^\s.!?:])[ \t]*\n(?:[ \t]*\n)*[ \t]*\\?[-_=]{5,}[ \t]*(?=\n|$)/g, '$1.\n')
    .split('\n')
    .flatMap(withSectionDatesApart)
    .flatMap(withLeftColumnLabelApart)
    .flatMap(withKeyedFieldsRead)
    .flatMap(withInlineHeadingApart)
    .map((line) => {
      const plain = withoutLinkField(
        withoutProfileNoise(withOverprintedRunsCollapsed(line.replace(/^#{1,6}\s+/, ''))),
      );
      // A form label names the field of its line's content and goes (a label alone names the next line's).
      const labelled = europassField(plain);
      return {
        isTopHeading: /^#\s/.test(line),
        isHeading: /^#{1,6}\s/.test(line),
        field: labelled?.field,
        // A template's placeholder ('Implemented xxx feature') is no fact of the candidate's: its line is absent.
        line: withoutPlaceholders(
          withBoxHyphensJoined(
            withFullDates(
              withCompactDatesWritten(withoutIconGlyphs(withoutDurationLabel(labelled?.text ?? plain))),
            ),
            hyphens,
          ),
        ),
      };
    })
    .filter(({ line, field }) => (line ? !isNoiseLine(line) : field !== undefined));
  // Templates that set every job's title and employer as headings (AltaCV): a plain line after a bullet that does
  // not end a sentence is the bullet wrapped at the column edge ('...working on Google' / 'Maps, Google Places').
  const headsJobs = raw.some(({ line, isHeading }) => isHeading && TITLE_WORD.test(line));
  const lines: CvLine[] = [];
  let labelAbove: EuropassField | undefined;
  // A narrow table cell breaks a name at every word ('DIPLOMA' / 'IN' / 'COMPUTER SCIENCE'): a linking word alone on
  // its line joins the lines either side of it.
  let linksNext = false;
  for (const { line, isTopHeading, isHeading, field: labelled } of raw) {
    const field = labelled ?? labelAbove;
    labelAbove = line ? undefined : labelled;
    if (!line) continue;
    // A 'Highlight:' line is a detail of the entry above, as a bullet is.
    const isBullet = /^[-*]\s+/.test(line) || isHighlightLine(line);
    const text = line.replace(/^[-*]\s+/, '');
    // A profile page pasted twice over: the same line again.
    if (lines.at(-1)?.text === text) continue;
    if (isTopHeading && !headingKind(text)) {
      lines.push({ text, isBullet: false, isTopHeading: true });
      continue;
    }
    const previous = lines.at(-1);
    const isLinkWord = /^(?:in|of|and|for|&)$/i.test(text);
    const continues: boolean =
      previous !== undefined &&
      !isBullet &&
      field === undefined &&
      !headingKind(text) &&
      ((isLinkWord && !previous.isBullet && previous.text.split(/\s+/).length <= 4) ||
        // 'GREEN GRID' / '(GGX)': a name's bracketed short form wrapped onto a line of its own.
        (/^\([^()\s]{2,12}\)$/.test(text) && !previous.isBullet && previous.text.split(/\s+/).length <= 5) ||
        (linksNext && text.split(/\s+/).length <= 6) ||
        /[–—-]$/.test(previous.text) ||
        (headsJobs &&
          previous.isBullet &&
          !isHeading &&
          previous.text.split(/\s+/).length >= 8 &&
          !/[.!?:;]$/.test(previous.text) &&
          !DATE_RANGE.test(text) &&
          // RenderCV sets a job's place and dates after its bullets ('Cupertino, CA').
          !PLACE.test(text)) ||
        (previous.text.split(/\s+/).length >= 5 && DANGLING_END.test(previous.text)) ||
        (/^\p{Ll}/u.test(text) &&
          !/[.!?:]$/.test(previous.text) &&
          // 'settembre 2001 - agosto 2004 Tirocinio': a line opening on dates opens an entry.
          !DATED_START.test(text) &&
          (previous.isBullet || previous.text.split(/\s+/).length >= 8)));
    linksNext = Boolean(previous && continues && isLinkWord);
    if (previous && continues) {
      // 'Devel-' + 'oping' is one word; 'Scikit-' + 'Learn' keeps its hyphen.
      const isSplitWord = /\p{L}-$/u.test(previous.text);
      previous.text = isSplitWord
        ? previous.text.slice(0, /^\p{Ll}/u.test(text) ? -1 : undefined) + text
        : `${previous.text} ${text}`;
    } else {
      lines.push({ text, isBullet, ...(field && { field }) });
    }
  }
  return lines;
}

function startsWithVerb(text: string): boolean {
  const tags = (nlp(text).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  return tags.includes('Verb') || wink.readDoc(text).tokens().out(its.pos)[0] === 'VERB';
}

/**
 * A line of achievements or duties rather than a job header. Headers are short and carry a date range, a job
 * title, a company mark ('Inc.', '|') or capitals, or sit just above such a line ('ABC Company' above
 * 'Senior Python Developer, 2021 - Present'); anything else under a job is a detail.
 */
function isDetail(line: CvLine, next: CvLine | undefined, afterNext?: CvLine): boolean {
  const words = line.text.split(/\s+/).length;
  // 'Tech-Stack: Python, R, Git' under a job: the job's tools, never the next job's employer.
  if (isLabelledList(line.text)) return true;
  // 'Supervisor: Dr. Ana Roe (Professor)' under a research post: who the work was done under, never a job title.
  if (SUPERVISOR_LINE.test(line.text)) return true;
  // 'RESEARCH COLLABORATOR – Marine Data Lab, Porto Tech': a title in capitals before its employer heads an entry,
  // whatever its first word reads as.
  if (
    !line.isBullet &&
    words <= 24 &&
    !/[.!?]$/.test(line.text) &&
    withShoutedTitleApart(line.text) !== line.text
  )
    return false;
  // LinkedIn: employer, then the title however it is worded ('Machine learning platform team'), then dates alone.
  if (!line.isBullet && words <= 10 && !/[.!?]$/.test(line.text) && isDatesAlone(next)) return false;
  // A portal's 'Saint Gobain India Pvt Ltd - (Glass Business) as Retail Sales Officer (Marketing)' runs longer.
  if (!line.isBullet && words <= 16 && isDatesAlone(next) && employerAsTitle(line.text)) return false;
  if (
    !line.isBullet &&
    words <= 6 &&
    !/[.!?,;:]$/.test(line.text) &&
    isDatesAlone(afterNext) &&
    isShortLine(next)
  )
    return false;
  if (!line.isBullet && words <= 12 && (YEAR_COLUMN.test(line.text) || DATED_EMPLOYER.test(line.text)))
    return false;
  // LaTeX templates set a job's employer line as a list item ('- Cruise · San Francisco, CA').
  if (isFieldedHeader(line.text)) return false;
  // A job title right above its dates ('Intern/Assistant System Administrator' then 'May 1999 - Dec 1999'), and a
  // place line ('San Francisco Bay Area') are headers, whatever their first word looks like.
  if (!line.isBullet && words <= 12 && TITLE_WORD.test(line.text) && DATE_RANGE.test(next?.text ?? ''))
    return false;
  if (!line.isBullet && isPlaceLine(line.text)) return false;
  // 'San Francisco, California' under a job's dates: its place, not a duty.
  if (
    !line.isBullet &&
    words <= 4 &&
    PLACE.test(line.text) &&
    !TITLE_WORD.test(line.text) &&
    !ORGANISATION_MARK.test(line.text)
  )
    return false;
  // 'Topics included customer contracts, change management': a sentence in lower case, whatever follows it (a
  // name is capitalised).
  if (line.text.split(/\s+/).filter((word) => /^\p{Ll}/u.test(word) && !NAME_LINKS.has(word)).length >= 4)
    return true;
  // A short line right above a job title names the employer ('Camp and Camp Associates' over 'Office Administrator').
  const isAboveTitle =
    next !== undefined && !next.isBullet && TITLE_WORD.test(next.text) && next.text.split(/\s+/).length <= 12;
  if (!line.isBullet && words <= 6 && !/[.!?,;:]$/.test(line.text) && isAboveTitle) return false;
  // So does a longer one of names with an institution ('Department of Anesthesiology, School of Medicine, University
  // of North Carolina at Chapel Hill' over 'Assistant Professor').
  if (isAboveTitle && INSTITUTION.test(line.text) && isNameList(line, 16)) return false;
  // The reader turns some layouts' date lines into bullets ('- February, 2020 - May, 2023').
  if (DATE_RANGE.test(line.text)) return line.isBullet && words > 10;
  if (line.isBullet) return true;
  if (words > 16 || (/[.!]$/.test(line.text) && words > 5)) return true;
  // A title in title case is a header though its first word can be a verb ('Volunteer Swim Coach', 'Lead Designer').
  const isTitleCase = line.text
    .split(/\s+/)
    .every((word) => /^[\p{Lu}\d(&]/u.test(word) || NAME_LINKS.has(word));
  if (words <= 6 && isTitleCase && TITLE_WORD.test(line.text)) return false;
  if (words >= 3 && startsWithVerb(line.text)) return true;
  if (words > 12) return true;
  if (
    TITLE_WORD.test(line.text) ||
    (ORGANISATION_MARK.test(line.text) && words <= 8) ||
    !/\p{Ll}/u.test(line.text)
  )
    return false;
  return !(next && !next.isBullet && (DATE_RANGE.test(next.text) || TITLE_WORD.test(next.text)));
}

const SUPERVISOR_LINE =
  /^(?:(?:thesis |research |academic |project )?(?:supervisors?|advis[eo]rs?|mentors?|supervised by|principal investigators?|PI|reporting to|reports to))\s*:/i;

/** A line of nothing but a date range ('April 2017 - May 2018'). */
function isDatesAlone(line: CvLine | undefined): boolean {
  const range = line && !line.isBullet ? DATE_RANGE.exec(line.text) : null;
  return range !== null && withoutDuration(line?.text.replace(range[0], '') ?? '').trim() === '';
}

function isShortLine(line: CvLine | undefined): boolean {
  return (
    line !== undefined &&
    !line.isBullet &&
    line.text.split(/\s+/).length <= 10 &&
    !/[.!?]$/.test(line.text) &&
    !DATE_RANGE.test(line.text)
  );
}

/**
 * A line of fields a layout set apart (the reader parts a right-aligned field with ' · '), one of them a place or
 * dates: 'Cruise · San Francisco, CA', 'Data Analyst, Pricing · Mar 2019 - Present'. A header, never a duty.
 */
function isFieldedHeader(text: string): boolean {
  const fields = text.split(/\s+·\s+/);
  return (
    fields.length >= 2 &&
    text.split(/\s+/).length <= 16 &&
    !/[.!?]$/.test(text) &&
    fields
      .slice(1)
      .some(
        (field) =>
          PLACE.test(field) ||
          isPlaceLine(field) ||
          DATE_RANGE.test(field) ||
          ONE_DATE.test(field) ||
          DATED_FIELD_END.test(field),
      )
  );
}

// A year column before an entry (Twenty Seconds, moderncv): '1951 Disney Film · Film', 'since 2022 Research Fellow'.
const YEAR_COLUMN = /^(?:since\s+)?((?:19|20)\d{2})\s+(?:·\s+)?(?=\p{Lu})/iu;
// 'Getoq Labs, 11/2011': a one-date entry's employer field ends on its date.
const DATED_FIELD_END = new RegExp(`,\\s*(${DATE})$`, 'i');
// A date heading an entry before its employer ('09/2016 - Acme Labs', 'since 2018 - Acme Labs'): the entry's date.
const DATED_EMPLOYER = new RegExp(`^(?:since\\s+)?(${DATE})\\s+[–—-]\\s+(?=\\p{Lu})`, 'iu');

const ONE_DATE = new RegExp(`^(?:expected(?: graduation)?:?\\s*)?${DATE}$`, 'i');

/** Sentences of a CV line; a split inside a word ('ASP.' + 'Net', 'backbone.' + 'js-like') is undone. */
function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let cursor = 0;
  for (const sentence of splitSentences(text)) {
    const at = text.indexOf(sentence, cursor);
    const isInsideWord = at > 0 && !/\s/.test(text.charAt(at - 1));
    cursor = at >= 0 ? at + sentence.length : cursor;
    const last = sentences.length - 1;
    if (last >= 0 && (isInsideWord || /^\p{Ll}/u.test(sentence)))
      sentences[last] = `${sentences[last]}${isInsideWord ? '' : ' '}${sentence}`;
    else sentences.push(sentence);
  }
  return sentences;
}

// A bullet opening on a bold label: 'Unstructured Calibration: Built...', 'Research Assistant – Machine Learning: ...'.
const LEAD_LABEL = /^(\p{Lu}[^:.!?]{0,60}?):\s+(?=\S)/u;
// 'Impartí', 'Diseñé', 'Desarrollé': a Spanish verb in the past tense, first person, opening a line.
const FIRST_PERSON_PAST = /^\p{Lu}\p{Ll}{2,}[éí](?=\s)/u;

/** 'Technologies: AWS, Python, React, MLflow.': a job's list of tools, not something the candidate did. */
function isLabelledList(detail: string): boolean {
  const label = LEAD_LABEL.exec(detail);
  if (!label) return false;
  const items = detail
    .slice(label[0].length)
    .replace(/\.$/, '')
    .split(/\s*,\s*|\s+and\s+/);
  return items.length >= 3 && items.every((item) => item.split(/\s+/).length <= 4);
}

/** A sentence that tells an action: it opens on a verb ('Built...', 'Also worked on...'), not on a thing. */
function tellsAction(sentence: string): boolean {
  const text = sentence.replace(/^(?:also|then)\s+/i, '');
  const tags = (nlp(text).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  return tags.includes('PastTense') || wink.readDoc(text).tokens().out(its.pos)[0] === 'VERB';
}

/** A lead-in of two words or more opening on a verb in the past tense ('Taught two courses', 'Impartí dos clases'). */
function isActionLabel(label: string): boolean {
  if (label.split(/\s+/).length < 2) return false;
  const tags = (nlp(label).terms().json()[0]?.terms?.[0]?.tags ?? []) as string[];
  return tags.includes('PastTense') || FIRST_PERSON_PAST.test(label);
}

/**
 * The sentences of a duty line a candidate would say. A bold label before a colon names the topic, and the
 * sentences after it that say what the topic is ('TensorFlow is an open source library...', 'Service for sending
 * email') describe a product, not the candidate's work: only those that tell an action stay.
 */
function toldSentences(detail: string): string[] {
  const label = LEAD_LABEL.exec(detail);
  if (!label || (label[1] ?? '').split(/\s+/).length > 6) return sentencesOf(detail);
  // A label that is itself an action introduces what it names ('Taught two courses: Graph Theory and Optics',
  // 'Impartí dos clases: …', a Spanish past tense in the first person): the line is one thing done.
  if (isActionLabel(label[1] ?? '')) return sentencesOf(detail);
  return sentencesOf(detail.slice(label[0].length)).filter(tellsAction);
}

// 'RESEARCH INTERN – Center for Ocean Physics, Coastal University': a title set in capitals, a dash, then its employer
// as written. The title is a field of its own, in the case it would be written in.
const SHOUTED_TITLE = /^([^\p{Ll}]{3,80}?)\s+[–—]\s+(?=.*\p{Ll})/u;

function withShoutedTitleApart(text: string): string {
  const [lead = '', title = ''] = SHOUTED_TITLE.exec(text) ?? [];
  const employer = text.slice(lead.length);
  if (!lead || !TITLE_WORD.test(title)) return text;
  // 'Title at Employer' keeps the employer whole, its commas and bracketed acronym included.
  return TITLE_WORD.test(employer) ? `${tidy(title)} | ${employer}` : `${tidy(title)} at ${employer}`;
}

function withoutDuration(text: string): string {
  return text.replace(
    /\(?\b(?:\d+\s+(?:years?|months?)(?:,?\s*\d+\s+months?)?|less than a (?:year|month))\b\)?/gi,
    '',
  );
}

/**
 * `employer`: the company a draft's title sits under when several roles are listed under one company. `named`: the
 * title and employer as a form's fields named them, read as they are.
 */
type RoleDraft = {
  headers: string[];
  start: string | null;
  end: string | null;
  details: string[];
  employer?: string | null;
  named?: { title: string | null; organisation: string | null };
};

// Where a job was, as profile pages write it: 'San Francisco Bay Area', 'Orlando, Florida, United States', 'Remote',
// 'Austin, TX' (a region code after a comma: 'Scale AI' is a company).
const PLACE_LINE =
  /^(?:[\p{Lu}][\p{L}.'-]*(?:[ ,;]+[\p{L}().'-]+){0,7})$(?<=(?:\bArea|\bRegion|United States|United Kingdom|\bRemote|\bHybrid|On-site|Metropolitan|\bCounty|,\s*[A-Z]{2}|originally\)))/u;

/** A place line, or two joined by 'and' ('Greater Pittsburgh Area and Mountain View'). */
function isPlaceLine(text: string): boolean {
  const [first = '', ...others] = text.split(/\s+(?:and|&)\s+/);
  return (
    PLACE_LINE.test(first) &&
    others.every((other) => /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2}$/u.test(other)) &&
    !TITLE_WORD.test(text) &&
    !ORGANISATION_MARK.test(text)
  );
}

// One date a row sets after its title and employer, after a separator ('· Nov. 2011', 'Acme Labs, 11/2011').
const ROW_ONE_DATE = new RegExp(`(?:·|,)\\s*(${DATE})(?=\\s|$)`, 'i');

/**
 * Row layouts run the first duty on after the entry's dates ('Engineer (Acme) · 2016 - now Built the portal…'): the
 * header ends at its dates and the sentence after them is a duty of its own.
 */
function withRunOnDutyApart(line: CvLine): CvLine[] {
  const dates = line.isBullet ? null : (DATE_RANGE.exec(line.text) ?? ROW_ONE_DATE.exec(line.text));
  if (!dates || dates.index === 0) return [line];
  const end = dates.index + dates[0].length;
  const duty = line.text.slice(end).trim();
  // A sentence, not the employer's name or place after the dates: it opens on a verb or runs in lower case.
  const lowerWords = duty.split(/\s+/).filter((word) => /^\p{Ll}/u.test(word) && !NAME_LINKS.has(word));
  const isSentence = startsWithVerb(duty) || lowerWords.length >= 3;
  if (duty.split(/\s+/).length < 4 || !/^\p{Lu}/u.test(duty) || !isSentence) return [line];
  return [
    { ...line, text: line.text.slice(0, end).trim() },
    { text: duty, isBullet: true },
  ];
}

/**
 * Typst and LaTeX templates (brilliant-cv, imprecv, basic-resume, Jake's résumé) set each entry as two rows of two
 * fields, the second right-aligned: 'Title · dates' and 'Employer · place', in either order. The other row names the
 * employer, whatever its place ('Kelpie Works · The Cloud'), and the dated row the role; where only the other row
 * reads as a title the template has them the other way round ('Acme Labs · 2019 - 2021' / 'Analyst · Leeds'), and
 * where neither does ('Dream Weaver · 2016 - 2019') the role is left untitled rather than guessed. Returns, by the
 * index of an entry's first row, its title, employer and dates, and the index of its second row.
 */
const WORK_UNIT =
  /^(?:school|faculty|department|college|division|team|group|unit|facultad|departamento|divisi[oó]n|equipo|grupo|unidad)\b|\b(?:team|group|unit|equipo)$/i;

type RowPair = { title: string | null; organisation: string; start: string; end: string; second: number };

/** A row's field that holds nothing but dates ('Jan 2021 — Present', 'Summer 2017'): its start and end. */
function datesOf(field: string): { start: string; end: string } | null {
  const range = DATE_RANGE.exec(field);
  if (range && withoutDuration(field.replace(range[0], '')).trim() === '')
    return { start: tidy(range[1] ?? ''), end: tidy(range[2] ?? range[1] ?? '') };
  return ONE_DATE.test(field) ? { start: tidy(field), end: tidy(field) } : null;
}

function rowPairsOf(lines: CvLine[]): Map<number, RowPair> {
  const fieldsOf = (line: CvLine | undefined): [string, string] | null => {
    const fields = line && !line.isBullet ? line.text.split(/\s+·\s+/) : [];
    const [name = '', other = ''] = fields;
    return fields.length === 2 &&
      /^[\p{Lu}\d]/u.test(name) &&
      name.split(/\s+/).length <= 12 &&
      !/[.!?:;]$/.test(name)
      ? [name, other]
      : null;
  };
  const isPlaceRow = (fields: [string, string] | null): fields is [string, string] =>
    fields !== null &&
    !DATE_RANGE.test(fields.join(' ')) &&
    !ONE_DATE.test(fields[1]) &&
    /^\p{Lu}/u.test(fields[1]) &&
    fields[1].split(/\s+/).length <= 8 &&
    !TITLE_WORD.test(fields[1]);
  const pairs = new Map<number, RowPair>();
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const [first, second] = [fieldsOf(lines[index]), fieldsOf(lines[index + 1])];
    const [dated, placed] = first && datesOf(first[1]) ? [first, second] : [second, first];
    const dates = dated ? datesOf(dated[1]) : null;
    if (!dated || !dates || !isPlaceRow(placed) || PLACE.test(dated[0]) || isPlaceLine(dated[0])) continue;
    const isSwapped = !TITLE_WORD.test(dated[0]) && TITLE_WORD.test(placed[0]);
    const [role, organisation] = isSwapped ? [placed[0], dated[0]] : [dated[0], placed[0]];
    // 'Analyst, Harvest Team', 'Teaching Assistant, Faculty of Science': the unit after the title is no part of it.
    const title = role
      .split(/,\s+(?![^()]*\))/)
      .filter((part, position) => position === 0 || !WORK_UNIT.test(part))
      .join(', ');
    pairs.set(index, {
      title: TITLE_WORD.test(title) ? tidy(title) : null,
      organisation: tidy(organisation),
      ...dates,
      second: index + 1,
    });
    index += 1;
  }
  return pairs;
}

/**
 * Groups the experience section into jobs. Layouts differ: dates before or after the details (RenderCV puts
 * place and dates last), title and company on one line or two, company above or below the title.
 */
function rolesOf(sourceLines: CvLine[]): RoleDraft[] {
  const lines = sourceLines.flatMap(withRunOnDutyApart);
  const drafts: RoleDraft[] = [];
  let current: RoleDraft | null = null;
  const hasTitle = (draft: RoleDraft): boolean => draft.headers.some((header) => TITLE_WORD.test(header));
  const open = (): RoleDraft => {
    const draft: RoleDraft = { headers: [], start: null, end: null, details: [] };
    drafts.push(draft);
    return draft;
  };
  // Where the entries are two-row pairs, every line besides them is a detail of the entry above: a bullet, a sentence,
  // never a header ('Tags Dataiku Snowflake' under a job's duties is no employer of the next).
  const pairs = rowPairsOf(lines);
  const seconds = new Set([...pairs.values()].map((pair) => pair.second));
  for (const [index, line] of lines.entries()) {
    const next = lines[index + 1];
    const pair = pairs.get(index);
    if (pair) {
      current = open();
      current.headers.push(...(pair.title ? [pair.title] : []), pair.organisation);
      current.named = { title: pair.title, organisation: pair.organisation };
      [current.start, current.end] = [pair.start, pair.end];
      continue;
    }
    if (seconds.has(index)) continue;
    if (pairs.size >= 2 && current?.named && (line.isBullet || !DATE_RANGE.test(line.text))) {
      const lowerWords = line.text
        .split(/\s+/)
        .filter((word) => /^\p{Ll}/u.test(word) && !NAME_LINKS.has(word));
      if (line.isBullet || lowerWords.length >= 3) current.details.push(line.text);
      continue;
    }
    // 'August 2002 – present Independent consultant' then 'British Council, Paris, France': the employer's line
    // under a dated title, before any duty, belongs to that job; above another title it is that title's employer
    // (LinkedIn: 'Kindred.ai' over 'Head of People Operations').
    const isAboveTitle = next !== undefined && isTitleLine(next);
    if (current !== null && current.start !== null && !line.isBullet && SECTOR_LINE.test(line.text)) continue;
    const isEmployerLine =
      current !== null && current.start !== null && isTitleOnly(current) && !isAboveTitle && isNameList(line);
    if (isEmployerLine) {
      current?.headers.push(tidy(line.text));
      continue;
    }
    if (isDetail(line, next, lines[index + 2])) {
      current?.details.push(line.text);
      continue;
    }
    const range =
      DATE_RANGE.exec(line.text) ??
      YEAR_COLUMN.exec(line.text) ??
      DATED_EMPLOYER.exec(line.text) ??
      ROW_ONE_DATE.exec(line.text) ??
      (isFieldedHeader(line.text) ? DATED_FIELD_END.exec(line.text) : null);
    const rest = withoutDuration(line.text.replace(range?.[0] ?? '', ''));
    // Capitals are a layout's only where the whole line is in them: 'UNDP (UN) · Caracas, VE' keeps its acronym.
    const isShouted = !/\p{Ll}/u.test(rest);
    const header = withShoutedTitleApart(rest)
      // 'UBUNTU SJM Cargo: Voluntario': a Spanish CV labels the title after the employer ('Cargo', 'Puesto').
      .split(/\s+[|·]\s+|\s{2,}|\s+(?:Cargo|Puesto):\s*/)
      .map(isShouted ? tidy : trimmed)
      .filter(
        (part) =>
          part &&
          !/^\d+$/.test(part) &&
          !(
            PLACE.test(part) &&
            !ORGANISATION_MARK.test(part) &&
            !TITLE_WORD.test(part) &&
            !OWN_PROJECT_KIND.test(part) &&
            !namesEmployerAndPlace(part)
          ),
      )
      .join(' | ');
    const isPlaceOnly = (!range && header === '') || (!range && isPlaceLine(line.text));
    // A title line is short: 'As Executive Director of Communications, I led...' under a place is a duty.
    const nextHasTitle = next !== undefined && isTitleLine(next);
    if (isPlaceOnly && (!nextHasTitle || isPlaceLine(line.text))) continue;
    const label = header || (isPlaceOnly ? tidy(rest) : '');
    if (!label) {
      // A line of dates alone: the dates of the job above when it has none (RenderCV), else a new job's.
      if (!current || current.start) current = open();
    } else {
      const isNew =
        !current ||
        current.details.length > 0 ||
        (range !== null && current.start !== null) ||
        // A dated entry with its employer and title (LinkedIn: 'Amazon', 'Alexa AI', dates) is complete.
        (current.start !== null && current.headers.length >= 2) ||
        (hasTitle(current) && TITLE_WORD.test(label)) ||
        // A dated title alone ('Staff Engineer  Nov 2021 – Present') takes the employer's line under it.
        (hasTitle(current) &&
          current.start !== null &&
          !TITLE_WORD.test(label) &&
          (!isTitleOnly(current) || isAboveTitle));
      // Several roles under one company (LinkedIn): a second title, with its own dates, after a dated one.
      const previous: RoleDraft | null = current;
      // Its dates stand alone (or with a place): a line naming its own company opens a role of that company.
      const nextRest = tidy(withoutDuration((next?.text ?? '').replace(DATE_RANGE, '')));
      const isSiblingRole =
        previous !== null &&
        previous.start !== null &&
        previous.details.length === 0 &&
        TITLE_WORD.test(label) &&
        DATE_RANGE.test(next?.text ?? '') &&
        (nextRest === '' || isPlaceLine(nextRest));
      if (isNew) current = open();
      if (current && isSiblingRole && current !== previous)
        current.employer = previous?.employer ?? employerOf(previous?.headers ?? []);
      current?.headers.push(label);
    }
    if (current && range && !current.start) {
      current.start = tidy(range[1] ?? '');
      // A year column's single year dates the whole entry; 'since 2022' runs to the present.
      current.end = tidy(range[2] ?? (/^since/i.test(range[0]) ? 'present' : (range[1] ?? '')));
    }
  }
  return drafts.filter((draft) => draft.headers.length > 0 && (draft.start || draft.details.length > 0));
}

// What a CV may list among its experience besides jobs, named by its kind beside it ('1951 · Disney Film. · Film',
// 'Rivers of Glass · Exhibition'): the entry is a work, not a job at an employer of that name.
const WORK_KIND =
  /^(?:film|short film|movie|documentary|series|book|novel|album|song|play|exhibition|paper|article|talk|presentation|award|prize|publication|patent|project|certification|course)$/i;

// The kind a template prints on an entry's second line when the entry is the candidate's own project, not a job.
const OWN_PROJECT_KIND =
  /\b(?:individual|personal|side|hobby|open[- ]source|course|class|university|school|academic|team|group) projects?$/i;

/** An experience entry that names a work and its kind, without a job title: the work, its kind and its year. */
function workOf(draft: RoleDraft): CvProject | null {
  const parts = draft.headers.flatMap((header) => header.split(/\s*\|\s*/)).map(trimmed);
  // 'Acme CLI' over 'Go, Maintainer  Individual Projects': a project of the candidate's own, listed among the jobs.
  const ownProject = draft.headers.slice(1).some((header) => OWN_PROJECT_KIND.test(header));
  if (ownProject && parts[0] && !TITLE_WORD.test(parts[0]))
    return {
      name: parts[0].replace(/\.$/, ''),
      kind: 'project',
      year: draft.start === draft.end || !draft.end ? draft.start : `${draft.start} – ${draft.end}`,
      details: draft.details.map(withoutLinksInText).flatMap(sentencesOf),
    };
  const kind = parts.at(-1) ?? '';
  if (parts.length < 2 || !WORK_KIND.test(kind) || parts.some((part) => TITLE_WORD.test(part))) return null;
  return {
    name: parts.slice(0, -1).join(', ').replace(/\.$/, ''),
    kind: kind.toLowerCase(),
    year: draft.start === draft.end || !draft.end ? draft.start : `${draft.start} – ${draft.end}`,
    details: draft.details.flatMap(sentencesOf),
  };
}

// An employer's mark in a name ('University of Bremen', 'Acme Inc.'), not a layout's separator.
const EMPLOYER_NAME = new RegExp(
  `${INSTITUTION.source}|\\b(?:inc|corp|corporation|company|ltd|llc|gmbh|plc|group|labs?|bank|agency)\\b`,
  'i',
);

/**
 * Research CVs list projects among the experience, each a name over the line of the employer it was done at ('OpenQDA
 * - A Free Research Software' over 'ZeMKI, University of Bremen | 2023 - Today'), with no job title: the entry is a
 * project of that employer, not a job at an employer named after the project.
 */
function projectAtEmployerOf(draft: RoleDraft): CvProject | null {
  const [name = '', ...others] = draft.headers;
  const isProject =
    others.length > 0 &&
    !draft.named &&
    !draft.employer &&
    draft.headers.every((header) => !TITLE_WORD.test(header)) &&
    !EMPLOYER_NAME.test(name) &&
    others.some((header) => EMPLOYER_NAME.test(header));
  if (!isProject) return null;
  return {
    name: tidy(name.split(/\s*\|\s*/)[0] ?? name),
    year: draft.start === draft.end || !draft.end ? draft.start : `${draft.start} – ${draft.end}`,
    at: roleFromDraft({ ...draft, headers: others }).organisation,
    details: roleFromDraft(draft).details,
  };
}

/** A job title's own line: short, a title word, not a sentence. */
function isTitleLine(line: CvLine): boolean {
  return (
    !line.isBullet &&
    TITLE_WORD.test(line.text) &&
    line.text.split(/\s+/).length <= 12 &&
    !/[.!?]$/.test(line.text)
  );
}

/** A draft holding only its title so far (no employer beside it): the employer's line may still follow. */
function isTitleOnly(draft: RoleDraft): boolean {
  const [header = ''] = draft.headers;
  return (
    draft.headers.length === 1 &&
    draft.details.length === 0 &&
    TITLE_WORD.test(header) &&
    !/,|\s\|\s/.test(header)
  );
}

const NAME_LINKS = new Set([
  'of',
  'at',
  'and',
  'the',
  'for',
  'de',
  'del',
  'la',
  'du',
  'von',
  'van',
  'y',
  'e',
  'und',
]);

/** 'British Council, Paris, France', 'Acme Corp – Austin, TX': short, every part a name, no sentence. */
function isNameList(line: CvLine, maxWords = 10): boolean {
  const parts = line.text.split(/\s*(?:,|\s[–—-]\s|\s[|·]\s)\s*/).filter(Boolean);
  return (
    !line.isBullet &&
    line.text.split(/\s+/).length <= maxWords &&
    !/[.!?:;]$/.test(line.text) &&
    !DATE_RANGE.test(line.text) &&
    !TITLE_WORD.test(line.text) &&
    // Every word a name's: 'Council of Europe', not 'Meet with clients'.
    parts.every((part) =>
      part.split(/\s+/).every((word) => /^[\p{Lu}\d&(]/u.test(word) || NAME_LINKS.has(word.toLowerCase())),
    )
  );
}

// Parts of a header that name a place: 'New Orleans' before 'LA', 'Seoul' before 'S.Korea'.
const REGION =
  /^(?:[A-Z]{2}|USA|U\.S\.A|UK|S\.\s?Korea|Korea|India|Canada|Türkiye|Turkey|Germany|France|Spain|Peru|Mexico|Australia)$/;

/** 'YMCA, Pomona, CA': an employer before its city and region (a place alone has one comma: 'Pomona, CA'). */
function namesEmployerAndPlace(part: string): boolean {
  const pieces = part.split(/,\s*/);
  return pieces.length >= 3 && REGION.test(pieces.at(-1) ?? '') && !REGION.test(pieces[0] ?? '');
}

/** The header of a draft that names the employer rather than the job: the one without a title word. */
function employerOf(headers: string[]): string | null {
  return headers.find((header) => !TITLE_WORD.test(header)) ?? null;
}

// LinkedIn writes a job as 'Director, Operations at University of Pittsburgh Medical Center': the title is all before
// ' at ' (commas included), the employer all after it ('Work Alternatives, Inc').
const TITLE_AT_EMPLOYER = /^(.+?)\s+at\s+(\p{Lu}.*)$/u;
// Job portals' exports write it the other way round: 'Kapil Enterprises as Junior Manager'.
const EMPLOYER_AS_TITLE = /^(\p{Lu}.*?)\s+as\s+(?:an?\s+)?(\p{Lu}.*)$/u;

function titleAtEmployer(headers: string[]): { title: string; organisation: string } | null {
  for (const header of headers) {
    const [, title = '', organisation = ''] = TITLE_AT_EMPLOYER.exec(header) ?? [];
    if (TITLE_WORD.test(title) && !TITLE_WORD.test(organisation))
      return { title: tidy(title), organisation: tidy(organisation) };
    const asTitle = employerAsTitle(header);
    if (asTitle) return asTitle;
  }
  return null;
}

function employerAsTitle(header: string): { title: string; organisation: string } | null {
  const [, employer = '', title = ''] = EMPLOYER_AS_TITLE.exec(header) ?? [];
  return TITLE_WORD.test(title) && !TITLE_WORD.test(employer)
    ? { title: tidy(title), organisation: tidy(employer) }
    : null;
}

function roleFromDraft(draft: RoleDraft): CvRole {
  const [onlyHeader] = draft.headers.length === 1 && !draft.employer ? draft.headers : [];
  const named =
    draft.named ??
    titleAtEmployer(draft.headers) ??
    (onlyHeader ? titleWithBracketedEmployer(onlyHeader, (text) => TITLE_WORD.test(text)) : null);
  const parts = [...(draft.employer ? [draft.employer] : []), ...draft.headers]
    // 'Teaching assistant (Introduction to Data Science, Data Mining)': a comma in brackets parts nothing.
    .flatMap((header) => header.split(/\s*\|\s*|,\s+(?![^()]*\))/))
    // Headers were tidied whole: an acronym in a mixed-case header stays one ('YMCA, Pomona, CA').
    .map(trimmed)
    .filter(Boolean);
  const isPlace = (part: string, index: number): boolean =>
    REGION.test(part) || REGION.test(parts[index + 1] ?? '');
  const titlePart = parts.find((part) => TITLE_WORD.test(part)) ?? null;
  // 'Internship' as a Europass CV writes the job: the candidate was the intern.
  const title =
    (named ? named.title : titlePart)?.replace(
      /^(intern|trainee)ship$/i,
      (_, person: string) => person.charAt(0).toUpperCase() + person.slice(1).toLowerCase(),
    ) ?? null;
  const names = parts.filter(
    (part, index) => part !== titlePart && (!isPlace(part, index) || ORGANISATION_MARK.test(part)),
  );
  // A department or school within the university named after it yields to the university.
  const organisationPart =
    names.find((part) => !SCHOOL_WITHIN.test(part)) ??
    names[0] ??
    parts.find((part) => part !== titlePart && !REGION.test(part));
  // 'Dunamu Inc. Seoul': the company ends at its mark; 'Fox Entertainment Group – Los Angeles': before its place.
  const organisation =
    organisationPart
      ?.replace(/^(.*?\b(?:inc|corp|co|ltd|llc|gmbh|plc)\b\.?)\s.*$/i, '$1')
      // A sentence's full stop after a name ('Disney Film.'); 'Inc.' and 'Co.' keep theirs.
      .replace(/(?<=\p{Ll})(?<!\b(?:[Ii]nc|[Cc]orp|[Cc]o|[Ll]td|[Ll]lc|[Pp]lc|[Bb]ros))\.$/u, '')
      .replace(/^(\S.*?)\s[–—]\s.*$/, '$1') ?? null;
  const end = draft.end;
  const isCurrent = end !== null && new RegExp(OPEN_END, 'i').test(end);
  return {
    title,
    organisation: named ? named.organisation : organisation,
    start: draft.start,
    end: isCurrent ? 'present' : end,
    isCurrent,
    // 'Deploy new technology for the organization including:' introduces the lines after it; alone it says nothing.
    details: draft.details
      .filter((detail) => !/:\s*$/.test(detail))
      .filter((detail) => !isLabelledList(detail))
      // '...workshops with the following titles.' announces the list lines under it: the announcement goes.
      .map((detail) => detail.replace(LIST_ANNOUNCEMENT, '.'))
      // 'An elegant template, https://github.com/jo/cv': the link is for a reader to click, not for saying.
      .map(withoutLinksInText)
      .flatMap(toldSentences)
      // A duty is told, never asked: a question under a job is a template's filler ('Can you then suppose …?').
      .filter((detail) => !/\?["”’)]*$/.test(detail))
      .filter((detail) => detail.split(/\s+/).length >= 3),
  };
}

// A degree spelt out starts its own entry, even where the reader ran two lines into one ('... 2016 Bachelor of Arts').
const SPELT_DEGREE_START = /\s(?=(?:Bachelor|Master|Doctor|Associate)(?:['’]s)?\s+of\b)/;
// Grades and honours are no part of a degree's name: 'GPA: 3.66 (9.15/10.0)', 'magna cum laude'.
const GRADE =
  /[;,]?\s*\b(?:c?gpa|grade|promedio|nota media)\s*:?\s*[\d.]+(?:\s*\/\s*[\d.]+)?(?:\s*\([^)]*\))?|\s*\b(?:summa |magna )?cum laude\b/gi;
// 'Majoring in Computer Science': the field, on the line under the degree.
const MAJOR_LINE = /^(?:majoring|major|specializing|specialising|concentration)\s+in\s+(.+?)\.?$/i;
// A school within a university ('School of Engineering and Applied Science'): the university above names the place.
const SCHOOL_WITHIN = /^(?:school|faculty|department|college|division) of\b/i;

/** A line that runs a degree on after other words ('... Expected Graduation: June 2016 Bachelor of Arts') as two. */
function withDegreesApart(text: string): string[] {
  const start = text.search(SPELT_DEGREE_START);
  // A year column before the degree ('2016 – 2018 Master of...') is the degree's own.
  const isRunOn = start > 0 && (text.slice(0, start).match(/\p{L}{2,}/gu)?.length ?? 0) >= 2;
  return isRunOn ? [text.slice(0, start), ...withDegreesApart(text.slice(start).trim())] : [text];
}

// Job portals write a degree as a sentence under its level: 'UG: B.Tech/B.E. (Civil) from X College in 2017'.
const PORTAL_DEGREE = /^(?:UG|PG|Doctorate|PPG)\s*:\s*(.+?)\s+from\s+(.+?)\s+in\s+((?:19|20)\d{2})$/;

/** The start year of a date range left open ('2003–current', 'Sep 2021 - Present'), else null. */
function startOfOpenRange(text: string): string | null {
  const range = DATE_RANGE.exec(text);
  if (!range || !new RegExp(`^(?:${OPEN_END})$`, 'i').test(range[2] ?? '')) return null;
  return /(?:19|20)\d{2}/.exec(range[1] ?? '')?.[0] ?? null;
}

// '2012 - 2015 - University of Bremen', '07/2015 · University of Bremen': the dates heading an entry, then its school.
const DATED_ENTRY_HEADING = new RegExp(`^(?:${DATE_RANGE.source}|${DATE})\\s+[–—·-]\\s+(?=\\p{Lu})`, 'iu');
const BRACKETED_SCHOOL = /\s*\(([^()]*\b(?:University|College|Institute|School|Academy)\b[^()]*)\)/u;
const STUDIES_OF_DEGREE =
  /^(?:bachelor|master|doctoral|diploma)(?:['’]s)?\s+studies\s+(?:in\s+|of\s+)?(\p{Lu}.*)$/iu;

function educationOf(sourceLines: CvLine[], isEducationSection = true): CvEducation[] {
  const entries: CvEducation[] = [];
  const lines = sourceLines.flatMap((line) =>
    withDegreesApart(line.text.replace(GRADE, '').replace(PORTAL_DEGREE, '$1, $2, $3')).map((text) => ({
      ...line,
      text,
      hasGrade: new RegExp(GRADE.source, 'i').test(line.text),
    })),
  );
  lines.forEach((line, index) => {
    const words = line.text.replace(DATE_RANGE, '').match(/\S*\p{L}\S*/gu)?.length ?? 0;
    // Publications' initials look like degrees ('A. B. See'): a citation is never a degree.
    // A degree may be the first item under its school's row ('Colorado College · 2016 - 2020' / '- Bachelor of Arts').
    const isDegreeItem =
      line.isBullet &&
      lines[index - 1]?.isBullet === false &&
      INSTITUTION.test(lines[index - 1]?.text ?? '') &&
      new RegExp(`^(?:${DEGREE.source})`, 'i').test(line.text);
    // A row naming the degree and its school in full runs longer than a sentence would ('BACHELOR OF SCIENCE IN
    // ENGINEERING – Acme University of Science & Technology (AUST) Department of Electrical Engineering').
    const wordLimit = INSTITUTION.test(line.text) && !/[.!?]$/.test(line.text) ? 24 : 16;
    if (
      (line.isBullet && !isDegreeItem) ||
      !DEGREE.test(line.text) ||
      words > wordLimit ||
      looksLikeCitation(line.text)
    )
      return;
    const following = lines.slice(index + 1, index + 7);
    const nextDegree = following.findIndex((other) => DEGREE.test(other.text) && !other.isBullet);
    const window = [
      lines[index - 1],
      line,
      ...(nextDegree >= 0 ? following.slice(0, nextDegree) : following),
    ].filter((other): other is (typeof lines)[number] => other !== undefined && !other.isBullet);
    // A year column run into the degree ('2019-2021 M.Sc. ...', 'since 2022 Ph.D. candidate ...') is the year's.
    const column = /^\s*(?:since\s+)?(\d{4})(?:\s*[–-]\s*(\d{4}))?\s+(?:·\s+)?(?=\S)/i.exec(line.text);
    // 'Ph.D. candidate in ...', 'Master student in ...': a degree under way, told as such (see `year`), not a degree
    // named 'candidate' or 'student'.
    const candidacy =
      /(?<=\.|\b[A-Z]{2,}|\b(?:[Bb]achelor|[Mm]aster|[Dd]octoral)(?:['’]s)?)\s+(?:candidate|student)\b/;
    const isCandidate = candidacy.test(line.text);
    // '2003–current Master of…', 'Sep 2021 – present': a degree still under way since its start year.
    const openSince = startOfOpenRange(line.text);
    // 'PhD - Thesis Title: …': the thesis the line goes on to name is a detail of the degree, not part of it.
    const text = withoutGraduationVerb(
      withoutThesis(line.text)
        .slice(column?.[0].length ?? 0)
        .replace(candidacy, '')
        .replace(DATE_RANGE, '')
        .replace(/^\s*(?:19|20)\d{2}\s*[–-]?\s*/, '')
        // Row layouts bracket the school after the degree ('M.Sc. Physics (Zeta University) · 2015'): a field of its own.
        .replace(BRACKETED_SCHOOL, ' · $1'),
    );
    // A thesis or project done for a degree, and a header's 'Status: PhD student', are no degree entries.
    if (namesDegreeWork(text) || isLabelledFact(text, (label) => DEGREE.test(label))) return;
    // 'PhD Princeton University, Computer Science': degree, institution and field on one line.
    // A line whose fields a layout set apart ('M.Sc. Digital Media · University of Bremen, 07/2015') is read by them.
    const leading = /\s·\s/.test(text)
      ? null
      : new RegExp(
          `^(${DEGREE.source})\\s+(?!of\\b|in\\b|[-–—]?\\s*thesis\\b|\\()(.*\\b(?:university|college|institute|school)\\b.*?)(?:,\\s*(.*))?$`,
          'i',
        ).exec(text);
    // 'Bachelor of Science in Radio Electronics – Kyiv College of ...': a dash parts them like a comma; a sidebar
    // CV sets the school after the degree with no mark at all ('Ph.D. in Marine Biology University of Lisbon').
    const parts = (
      /,|\s[–—·-]\s/.test(text)
        ? text
        : text.replace(
            /\s+(?=(?:University|College|Institute|School|Academy) of\b|\p{Lu}\p{L}+ (?:University|College|Institute)$)/u,
            ', ',
          )
    )
      // 'DEGREE -Biology. Indian Institute of Science.': a sentence's full stop after a word parts the fields too.
      .split(/,\s*|\s+[–—·-]\s+|(?<=\p{Ll}{3})\.\s+(?=\p{Lu})/u)
      .map((part) => tidy(part.replace(/(?<=\p{Ll}{3})\.$/u, '')))
      .filter(Boolean);
    // A thesis title names no school ('Thesis Title: Young People in the Virtual University').
    const namedInLine =
      leading?.[2] ??
      parts.find((part) => INSTITUTION.test(part) && !DEGREE.test(part) && !/^thesis\b/i.test(part));
    const degreePart = leading?.[1] ?? parts.find((part) => part !== namedInLine) ?? parts[0] ?? null;
    // The school line under a degree, with the degree's grade ('Faculty of Science · GPA: 3.6'), closes that degree's
    // entry: it is not the school of the degree after it.
    const closesEntryAbove = (position: number): boolean =>
      position === index - 1 &&
      lines[position]?.hasGrade === true &&
      DEGREE.test(lines[position - 1]?.text ?? '');
    // A high school listed beside the university is not where a bachelor's was taken.
    const nearest = [index - 1, index + 1, index - 2, index + 2]
      .filter((position) => !closesEntryAbove(position))
      .map((position) => lines[position]?.text ?? '')
      .find(
        (other) =>
          INSTITUTION.test(other) &&
          !DEGREE.test(other) &&
          !isHighlightLine(other) &&
          canAward(other, degreePart ?? text),
      );
    // '07/2015 - University of Bremen': the date heading the entry is no part of the school's name.
    // 'Boulder, CO · Colorado College · 2016 - 2020': of a row's fields, the one naming the school.
    const nearFields = nearest?.replace(DATED_EMPLOYER, '').split(/,|\s[|·]\s|\s{2,}/) ?? [];
    const institutionNear = nearest
      ? tidy(nearFields.find((part) => INSTITUTION.test(part)) ?? nearFields[0] ?? '')
      : null;
    const institutionInLine =
      namedInLine && SCHOOL_WITHIN.test(namedInLine) && institutionNear ? undefined : namedInLine;
    // A template's field after the degree ('M.Sc. · Wonderland') names the school when no other line does.
    const fieldAfter = /\s·\s/.test(text) ? tidy(text.split(/\s+·\s+/).at(-1) ?? '') : '';
    // A date set apart after the degree ('Licenciatura en Física · Mayo 2021') is when, not where.
    const isDateField = ONE_DATE.test(fieldAfter) || DATE_RANGE.test(fieldAfter);
    const institution =
      institutionInLine ??
      (fieldAfter && /^\p{Lu}/u.test(fieldAfter) && !DEGREE.test(fieldAfter) && !isDateField
        ? fieldAfter
        : null) ??
      institutionNear;
    // 'Bachelor of Arts, Business Administration': the part after the degree names its field.
    const afterDegree = parts[parts.indexOf(degreePart ?? '') + 1];
    const major = window.map((other) => MAJOR_LINE.exec(other.text)?.[1]).find(Boolean);
    const fieldInLine =
      afterDegree &&
      afterDegree !== institution &&
      !INSTITUTION.test(afterDegree) &&
      !DEGREE.test(afterDegree) &&
      !PLACE.test(afterDegree) &&
      !REGION.test(afterDegree) &&
      !/\d/.test(afterDegree) &&
      /\bof\s+\p{Lu}\p{L}+$/u.test(degreePart ?? '') &&
      afterDegree.split(/\s+/).length <= 5
        ? afterDegree
        : undefined;
    // 'Expected Graduation: June 2016': a degree still under way.
    const expectedYear = window
      .find((other) => /\bexpected\b/i.test(other.text))
      ?.text.match(/\b(?:19|20)\d{2}\b/g)
      ?.at(-1);
    const years =
      window
        .map((other) => other.text)
        .join(' ')
        .match(/\b(?:19|20)\d{2}\b/g) ?? [];
    const ownYears = line.text.match(/\b(?:19|20)\d{2}\b/g) ?? [];
    // '2012 - 2015 - University of Bremen' above the degree heads its entry: its dates are the degree's, not those of
    // the next entry's heading below.
    const above = lines[index - 1]?.text ?? '';
    // So does a row of the entry's dates and place alone ('Sep 2017 – Jun 2021 | Porto, Portugal').
    const datesRowAbove = datesAtStart(above);
    const isDatesRowAbove =
      datesRowAbove !== null &&
      DATE_RANGE.test(above) &&
      (datesRowAbove.rest === '' || PLACE.test(datesRowAbove.rest) || isPlaceLine(datesRowAbove.rest));
    const headingYears =
      (DATED_ENTRY_HEADING.test(above) && INSTITUTION.test(above)) || isDatesRowAbove
        ? (above.match(/\b(?:19|20)\d{2}\b/g) ?? [])
        : [];
    // 'Status: ongoing' under the degree: still under way since the entry's first year.
    const entryLines = window.slice(window.indexOf(line));
    // '2019 – presente' on the line under a degree that gives no year (nor the line above it) ('3 anos: 2019 – presente · Campinas'): the
    // entry's first date range, left open, says it is under way.
    // A layout that dates each entry above its degree ('2019 – 2023' / 'BSc …') puts the next entry's dates below.
    const firstRange = /\b(?:19|20)\d{2}\b/.test(`${line.text} ${lines[index - 1]?.text ?? ''}`)
      ? undefined
      : entryLines.map((other) => other.text).find((other) => DATE_RANGE.test(other));
    const openBelow = openSince ?? (firstRange ? startOfOpenRange(firstRange) : null);
    const statusSince = entryLines.some((other) => marksUnderWay(other.text))
      ? /\b(?:19|20)\d{2}\b/.exec(entryLines.map((other) => other.text).join(' '))?.[0]
      : undefined;
    const degreeName = degreePart
      ? tidy(degreePart.replace(/\s+(?:[A-Z][a-z]{2}\.?\s+)?(?:19|20)\d{2}.*$/, ''))
      : null;
    // 'Master Studies Digital Media': the studies of a degree, not a degree held; told as what was studied.
    const [, studied = ''] = STUDIES_OF_DEGREE.exec(degreeName ?? '') ?? [];
    entries.push({
      degree: studied ? null : degreeName,
      field: studied
        ? studied
        : leading?.[3]
          ? tidy(leading[3])
          : (fieldInLine ?? (major ? tidy(major) : null)),
      institution:
        institution && canAward(institution, degreeName ?? '')
          ? tidy(institution.replace(/\s+[\p{Lu}][\p{L}]+,\s*S\.\s?Korea$/u, ''))
          : null,
      // 'since 2022' and 'expected 2016': a degree still under way.
      year:
        column && (isCandidate || /^\s*since/i.test(column[0]))
          ? `since ${column[1]}`
          : openBelow
            ? `since ${openBelow}`
            : statusSince
              ? `since ${statusSince}`
              : expectedYear
                ? `expected ${expectedYear}`
                : (ownYears.at(-1) ??
                  column?.[2] ??
                  column?.[1] ??
                  headingYears.at(-1) ??
                  years.at(-1) ??
                  null),
    });
  });
  if (entries.length > 0 || !isEducationSection) return entries;
  // No degree named (chrisrobison's CV): the institutions and the subject beside them.
  // The subject sits before the institution in some layouts and after it in others: the first entry tells.
  const first = lines.findIndex((line) => INSTITUTION.test(line.text) && !line.isBullet);
  const offsets = first === 0 ? [1, 2] : [-1, -2];
  const isSubject = (text: string): boolean =>
    text !== '' &&
    !DATE_RANGE.test(text) &&
    !INSTITUTION.test(text) &&
    !/\d{4}/.test(text) &&
    text.split(/\s+/).length <= 5;
  return lines.flatMap((line, index) => {
    if (!INSTITUTION.test(line.text) || line.isBullet) return [];
    const field = offsets.map((offset) => lines[index + offset]?.text ?? '').find(isSubject);
    // 'California State University-Chico, 1/1992': the institution, then its dates.
    const [name = line.text, ...rest] = line.text.split(/,\s*(?=(?:\d{1,2}\/)?(?:19|20)\d{2})/);
    const years =
      [lines[index - 1]?.text, ...rest, lines[index + 1]?.text].join(' ').match(/\b(?:19|20)\d{2}\b/g) ?? [];
    return [
      {
        degree: null,
        field: field ? tidy(field) : null,
        institution: tidy(name),
        year: years.at(-1) ?? null,
      },
    ];
  });
}

/**
 * A project's own line above its bullets, whatever its first word ('Secure Notes Service | Node.js, MongoDB'; 'Secure'
 * reads as a verb): short, no sentence, its words names rather than running text.
 */
function isProjectHeader(line: CvLine, next: CvLine | undefined): boolean {
  const lowerWords = line.text.split(/\s+/).filter((word) => /^\p{Ll}/u.test(word) && !NAME_LINKS.has(word));
  return (
    !line.isBullet &&
    // Its bullets, or the tools line a Word CV sets under the name ('Environment: PHP, MySQL').
    (next?.isBullet === true || TOOLS_LABEL.test(next?.text ?? '')) &&
    line.text.split(/\s+/).length <= 12 &&
    lowerWords.length < 3 &&
    !/[.!?:;,]$/.test(line.text)
  );
}

// The label of a project's tools line: 'Environment: PHP, MySQL', 'Technologies used: Go, Redis'.
const TOOLS_LABEL =
  /^(?:environment|technolog(?:y|ies)(?: used)?|tech(?:nology)? stack|tools(?: used)?|platforms?):\s*(?=\S)/i;
// 'SUPPORT DESK:- www.example.com': a project named with its link alone, under a list of other projects.
const NAMED_LINK = /^(\S.{1,50}?)\s*:-?\s*(?:https?:\/\/|www\.)\S+$/i;

/** 'Environment: PHP, MySQL, jQuery' → 'I used PHP, MySQL and jQuery.'; any other line as it is. */
function toldToolsLine(text: string): string {
  const label = TOOLS_LABEL.exec(text);
  if (!label) return text;
  const tools = text
    .slice(label[0].length)
    .replace(/\.$/, '')
    .split(/\s*,\s*/)
    .filter(Boolean);
  const last = tools.pop() ?? '';
  return `I used ${tools.length > 0 ? `${tools.join(', ')} and ${last}` : last}.`;
}

// What a project line sets after its name: the tools ('| Node.js, Express.js') and a link's label ('GitHub Link').
const PROJECT_NAME_TAIL = /\s+[|·]\s+.*$|\s+(?:github|gitlab|live|demo|source)?\s*link$/i;

function projectsOf(lines: CvLine[]): CvProject[] {
  const projects: CvProject[] = [];
  for (const [index, line] of lines.entries()) {
    const next = lines[index + 1];
    const namedLink = line.isBullet ? null : NAMED_LINK.exec(line.text);
    if (namedLink) {
      projects.push({ name: tidy(namedLink[1] ?? ''), details: [] });
      continue;
    }
    // A row of a name and its dates ('Tide Table · Jan 2015 – May 2015'): under a project's name before its details,
    // where and when it was done; else a project of its own.
    const [name = '', when = '', ...more] = line.isBullet ? [] : line.text.split(/\s+·\s+/);
    const dates = name && when && more.length === 0 && /^\p{Lu}/u.test(name) ? datesOf(when) : null;
    if (dates) {
      const year = dates.start === dates.end ? dates.start : `${dates.start} – ${dates.end}`;
      const last = projects.at(-1);
      if (last && last.details.length === 0 && !last.year && EMPLOYER_NAME.test(name))
        Object.assign(last, { at: tidy(name), year });
      // 'Maintainer, Hyperlist (hyperlist.io)': the site in brackets is for a reader to visit.
      else projects.push({ name: tidy(name.replace(/\s*\([\w-]+(?:\.[\w-]+)+\)/g, '')), details: [], year });
      continue;
    }
    if (
      (isProjectHeader(line, next) || !isDetail(line, next)) &&
      !DATE_RANGE.test(line.text) &&
      line.text.split(/\s+/).length <= 12 &&
      !/^\d/.test(line.text)
    ) {
      const name = line.text.replace(/^personal project:\s*/i, '').replace(PROJECT_NAME_TAIL, '');
      projects.push({ name: tidy(name), details: [] });
    } else if (projects.length > 0 && !/^(?:\d{4}\s*[–-]?\s*(?:present)?|\d+\/\d+)$/i.test(line.text)) {
      projects.at(-1)?.details.push(...sentencesOf(toldToolsLine(line.text)));
    }
  }
  return projects.filter((project) => project.details.length > 0 && isProjectTitle(project.name));
}

/**
 * A project's title names a piece of work: not a skill of a skill cloud set as a heading ('HTML/CSS', 'Python') nor
 * a section heading, misspelt or not ('Actvities').
 */
function isProjectTitle(name: string): boolean {
  const isSkillToken = !/\s/.test(name) && name.split('/').every((part) => isKnownSkill(part));
  return !isSkillToken && headingWordOf(name) === null;
}

/** '1865 · Chapter One, Down the Rabbit Hole.': a publication's title, and its year from a year column. */
function publicationOf(line: CvLine): CvProfile['publications'] {
  const column = /^(1[89]\d{2}|20\d{2})\s+(?:·\s+)?/.exec(line.text);
  // 'A. Roe, B. Poe, "Spectral Waves Near Shore," Target: Ocean Modelling': a citation's title is the quoted part.
  const quoted = /["“]([^"“”]{8,200}?)[,.]?["”]/u.exec(line.text)?.[1];
  const title = tidy((quoted ?? line.text.slice(column?.[0].length ?? 0)).replace(/\.$/, ''));
  const words = title.split(/\s+/).length;
  // A citation with its authors and journal is no title a candidate would name in a sentence.
  return words >= 2 && words <= 20 ? [{ title, year: column?.[1] ?? null }] : [];
}

/**
 * The headline a profile prints under the name (LinkedIn: the first line after the '# Name' heading), when it says
 * what the person does: words only, no contact details, not the location.
 */
function headlineOf(lines: CvLine[], location: string | null): string | null {
  const name = lines.findIndex((line) => line.isTopHeading);
  const next = name === -1 ? undefined : lines[name + 1];
  if (!next || next.isBullet || next.isTopHeading || next.text === location) return null;
  const words = next.text.split(/\s+/).length;
  return words >= 3 && words <= 25 && !/[\d@|/]/.test(next.text) ? next.text.replace(/[.\s]+$/, '') : null;
}

// Letters after a name ('Elisa Park, PharmD', 'Jo Lee, PhD, MBA'). Those that are also US state codes ('MD', 'MA',
// 'MS', 'PA') count only on the name's heading.
const POST_NOMINAL =
  /^(?:PharmD|Pharm\.D\.?|Ph\.?D\.?|DPhil|MBA|MPH|MSc|M\.Sc\.?|BSc|B\.Sc\.?|RN|BSN|MSN|FNP(?:-BC)?|NP|PA-C|CPA|CFA|CMA|PMP|Esq\.?|DDS|DMD|DVM|JD|LLM|LL\.M\.?|M\.D\.?|RPh|CPhT|LCSW|CISSP|SHRM-(?:CP|SCP)|SPHR|PHR|FACP|FRCP|MRCP|PEng|P\.Eng\.?|CEng|ACCA|FCA|ACA|EdD|PsyD|DNP|OTR|DPT)$/;
const POST_NOMINAL_ON_NAME = /^(?:MD|MA|MS|PA|DO|PE)$/;

/** A name with the letters after it: the CV's name line, never a place. */
function isNameWithLetters(text: string, isNameHeading: boolean): boolean {
  const [, ...after] = text.split(/\s*,\s*/);
  return (
    after.length > 0 &&
    after.every((part) => POST_NOMINAL.test(part) || (isNameHeading && POST_NOMINAL_ON_NAME.test(part)))
  );
}

function locationOf(lines: CvLine[]): string | null {
  const nameHeading = lines.find((line) => line.isTopHeading);
  for (const line of lines.slice(0, 8)) {
    for (const part of line.text.split(/\s*[|·•]\s*|\s{2,}/)) {
      const candidate = part.replace(/^[^\p{L}]+/u, '').trim();
      if (
        PLACE.test(candidate) &&
        !TITLE_WORD.test(candidate) &&
        candidate.split(/\s+/).length <= 6 &&
        !isNameWithLetters(candidate, line === nameHeading)
      )
        return candidate;
    }
  }
  return null;
}

const TERM = new RegExp(`\\b${SEASON}\\s+${YEAR}\\b`, 'gi');

/** The text without its terms: 'Spring 2014' is a date, not the Spring framework. */
function undated(text: string): string {
  return text.replace(TERM, ' ');
}

/** 'Word' beside 'Microsoft Word' is the same skill: the fuller name stays. */
function withoutPartNames(skills: string[]): string[] {
  const padded = skills.map((skill) => ` ${skill.toLowerCase()} `);
  return skills.filter(
    (_, index) => !padded.some((other, at) => at !== index && other.includes(padded[index] ?? '')),
  );
}

/** Skills most mentioned first (a CV's main tools come up in several jobs); ties keep CV order. */
function rankByMentions(skills: string[], text: string): string[] {
  const mentions = (skill: string): number => {
    const mention = skillMention(skill);
    return text.match(new RegExp(mention.source, `${mention.flags}g`))?.length ?? 0;
  };
  return skills
    .map((skill, index) => ({ skill, index, count: mentions(skill) }))
    .sort((first, second) => second.count - first.count || first.index - second.index)
    .map((entry) => entry.skill);
}

/**
 * A summary's lines as paragraphs: a PDF wraps a sentence at the page edge ('...Stochastic and Deterministic' /
 * 'Modeling, Computer Programming...'), so a line that does not end a sentence goes on in the next one.
 */
function paragraphsOf(lines: CvLine[]): string[] {
  const paragraphs: string[] = [];
  let isOpen = false;
  for (const line of lines) {
    if (isOpen && !line.isBullet) paragraphs[paragraphs.length - 1] += ` ${line.text}`;
    else paragraphs.push(line.text);
    isOpen = !/[.!?:]$/.test(line.text);
  }
  return paragraphs;
}

/**
 * A sidebar list of names wraps a long one ('Cognitive Class Python 101 for Data' / 'Science'): a lone ordinary
 * word on its own line ends the name above it. Acronyms and coded names ('SHRM-CP', 'PMP') stay their own entries.
 */
function withWrappedNamesJoined(lines: CvLine[]): string[] {
  const names: string[] = [];
  for (const line of lines) {
    const isWrappedEnd = names.length > 0 && !line.isBullet && /^\p{Lu}\p{Ll}+$/u.test(line.text);
    if (isWrappedEnd) names[names.length - 1] += ` ${line.text}`;
    else names.push(line.text);
  }
  return names;
}

function unique<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The person's first name, from the document's top heading ('# Inna Barmash', '# MARISSA MAYER', '# Alice'). */
function firstNameOf(lines: CvLine[]): string | null {
  const heading = lines.find(
    (line) => line.isTopHeading && /^\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}.'-]*){0,3}$/u.test(line.text),
  );
  return heading ? (fromCapitals(heading.text).split(/\s+/)[0] ?? null) : null;
}

const THIRD_PERSON_LEFT = /\b(?:she|he|her|his|hers|him|herself|himself)\b/i;

/**
 * A profile written in the third person ('Inna leads the legal team...', 'She is responsible for...') in the
 * candidate's own voice: 'I lead the legal team...'. A sentence that still speaks of the person after the change
 * ('...who finds herself') is left out: an answer never mixes persons.
 */
function inFirstPerson(sentence: string, subject: RegExp): string | null {
  const opening = subject.exec(sentence);
  if (!opening) return THIRD_PERSON_LEFT.test(sentence) ? null : sentence;
  const rest = sentence.slice(opening[0].length);
  const verbAt = /^((?:also|now|currently|further)\s+)?([\p{L}-]+)/u.exec(rest);
  const verb = verbAt?.[2] ?? '';
  if (!opening[1] && !/(?:s|ed)$/.test(verb)) return null;
  const converted = opening[1]
    ? `My ${rest}`
    : `I ${verbAt?.[1] ?? ''}${firstPersonVerb(verb)}${rest.slice(verbAt?.[0].length ?? 0)}`;
  const told = converted
    .replace(
      /\b(and|but|or)\s+(is|has|was)\b/g,
      (_, link: string, verb: string) => `${link} ${firstPersonVerb(verb)}`,
    )
    // 'her team' is the person's; 'describe her as' is not a possessive and stays (the sentence is left out).
    .replace(
      /\b(?:her|his)\b(?=\s+(?!(?:as|to|a|an|the|in|on|with|and|or|for|by|at|of|from|that)\b)\p{L})/giu,
      'my',
    )
    .replace(/\b(?:herself|himself)\b/gi, 'myself');
  return THIRD_PERSON_LEFT.test(told) ? null : told;
}

/** 'leads' → 'lead', 'is' → 'am', 'has' → 'have', 'oversees' → 'oversee'; a past tense stays. */
function firstPersonVerb(verb: string): string {
  const irregular: Record<string, string> = { is: 'am', has: 'have', does: 'do', was: 'was' };
  const known = irregular[verb.toLowerCase()];
  if (known) return known;
  if (/ies$/.test(verb)) return verb.replace(/ies$/, 'y');
  if (/(?:ss|sh|ch|x|z|o)es$/.test(verb)) return verb.replace(/es$/, '');
  return verb.replace(/(?<!s)s$/, '');
}

/** How the CV names its person as a sentence's subject: the first name (and surname), 'She' or 'He'. */
function thirdPersonSubject(firstName: string | null): RegExp {
  const name = firstName
    ? `${firstName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\s+\\p{Lu}[\\p{L}'-]+)?|`
    : '';
  return new RegExp(`^(?:${name}She|He)(’s|'s)?\\s+`, 'u');
}

/** A CV that lists its jobs or works oldest first (a year column, Twenty Seconds) is read newest first, as others. */
function newestFirst<T>(entries: T[], dateOf: (entry: T) => string | null | undefined): T[] {
  const years = entries.map((entry) => Number(/\b(?:19|20)\d{2}\b/.exec(dateOf(entry) ?? '')?.[0]) || 0);
  const isOldestFirst =
    entries.length >= 2 &&
    years.every((year, index) => year > 0 && (index === 0 || year >= (years[index - 1] ?? 0))) &&
    (years[0] ?? 0) < (years.at(-1) ?? 0);
  return isOldestFirst ? [...entries].reverse() : entries;
}

const DATES_AT_START = new RegExp(`^(?:${DATE_RANGE.source})`, 'i');
const DATE_AT_START = new RegExp(`^(${DATE})(?=\\s|$)`, 'i');

/** The dates a form entry opens on ('2015 – 2018', 'gennaio 2005 - alla data attuale', '2016') and the rest. */
function datesAtStart(text: string): { start: string; end: string; rest: string } | null {
  const range = DATES_AT_START.exec(text);
  if (range)
    return {
      start: tidy(range[1] ?? ''),
      end: tidy(range[2] ?? ''),
      rest: trimmed(text.slice(range[0].length)),
    };
  // One date before a short line is the entry's year; before a sentence it is part of what the sentence says.
  const single = DATE_AT_START.exec(text);
  const rest = trimmed(text.slice(single?.[0].length ?? 0));
  return single && rest.split(/\s+/).length <= 10 && !/[.!?]$/.test(rest)
    ? { start: tidy(single[1] ?? ''), end: tidy(single[1] ?? ''), rest }
    : null;
}

/** A Europass work entry as a draft whose title and employer are the ones its fields name. */
function draftOfFormEntry(entry: EuropassEntry): RoleDraft {
  const { title, organisation, start, end, details } = entry;
  return {
    headers: [title ?? organisation ?? ''],
    start,
    end,
    details,
    named: { title, organisation },
  };
}

/** A Europass education entry: the qualification, the school and the year it ended (or since when, if under way). */
function educationOfFormEntry(entry: EuropassEntry): CvEducation {
  const endYear = entry.end?.match(/(?:19|20)\d{2}/)?.[0];
  const startYear = entry.start?.match(/(?:19|20)\d{2}/)?.[0];
  return {
    degree: entry.title ? withoutThesis(entry.title) : null,
    field: null,
    institution:
      entry.organisation && canAward(entry.organisation, entry.title ?? '') ? entry.organisation : null,
    year: endYear ?? (startYear ? `since ${startYear}` : null),
  };
}

/** A timeline's job as a draft whose title and employer are the ones its line names. */
function draftOfTimelineJob({ title, organisation, start, end }: TimelineJob): RoleDraft {
  return { headers: [title], start, end, details: [], named: { title, organisation } };
}

/** The degrees read elsewhere, with a timeline's: a year it gives fills one the degree's entry lacks. */
function withTimelineDegrees(education: CvEducation[], degrees: TimelineDegree[]): CvEducation[] {
  const key = (degree: string | null): string => (degree ?? '').toLowerCase().replace(/[.\s]/g, '');
  const merged = education.map((entry) => ({ ...entry }));
  for (const { degree, year } of degrees) {
    const known = merged.find((entry) => key(entry.degree) === key(degree));
    if (known) known.year = known.year ?? year;
    else merged.push({ degree, field: null, institution: null, year });
  }
  return merged;
}

/** 'Title · dates' as the experience section's first line writes its jobs: a job title, a date range, no degree. */
function isDatedTitleRow(line: CvLine): boolean {
  const [title = '', ...rest] = line.text.split(/\s+·\s+/);
  return (
    !line.isBullet &&
    rest.length === 1 &&
    TITLE_WORD.test(title) &&
    !DEGREE.test(title) &&
    title.split(/\s+/).length <= 6 &&
    DATE_RANGE.test(rest[0] ?? '') &&
    withoutDuration((rest[0] ?? '').replace(DATE_RANGE, '')).trim() === ''
  );
}

function isJobHeaderOfExperience(line: CvLine, experience: CvLine[] | undefined): boolean {
  const first = experience?.find((entry) => !entry.isBullet);
  return first !== undefined && isDatedTitleRow(first) && isDatedTitleRow(line);
}

// The line a template sets in the employer's place to name a field of work: 'Research and Development', 'Tourism
// industry', 'Banking sector'. Not the employer.
const SECTOR_LINE = /^(?:research (?:and|&) development|r\s?&\s?d|[\p{L} &-]{3,40}\s(?:industry|sector))$/iu;

/** Reads a CV's Markdown or text into its facts: roles, education, skills, projects, certifications. */
export function readCvProfile(markdown: string): CvProfile {
  const cvLines = linesOf(markdown);
  // A timeline's lines are read once, as its jobs and degrees; the other readers do not see them.
  const timeline = timelineOf(
    cvLines.map((line) => line.text),
    datesAtStart,
  );
  const lines = withClosingHeadingsFirst(
    cvLines.filter((_, index) => !timeline.taken.has(index)),
    (line) => !line.isBullet && !line.isTopHeading && headingKind(line.text) !== null,
    (line) => DATE_RANGE.test(line.text),
  );
  const sections = new Map<CvSectionKind, CvLine[]>();
  // Lines under no section heading: a CV without headings (a profile pasted into Word) is all of them.
  const unsectioned: CvLine[] = [];
  let kind: CvSectionKind | null = null;
  for (const line of lines) {
    // The person's name as the document's top heading ends a sidebar section (LinkedIn puts Contact, Top Skills
    // and Certifications before the name).
    if (line.isTopHeading) {
      kind = null;
      continue;
    }
    const heading = line.isBullet ? null : headingKind(line.text);
    if (heading) {
      kind = heading;
      if (!sections.has(heading)) sections.set(heading, []);
      continue;
    }
    // Sidebar layouts run the work history on over the next pages, where the reader has set it under the sidebar's
    // later headings (education, certificates): a dated job header of the experience section's own form
    // ('Systems Analyst · Mar 14 - Jan 15') takes the lines back to it.
    if (kind !== 'experience' && kind !== null && isJobHeaderOfExperience(line, sections.get('experience')))
      kind = 'experience';
    if (kind) sections.get(kind)?.push(line);
    else unsectioned.push(line);
  }
  const section = (name: CvSectionKind): CvLine[] => sections.get(name) ?? [];
  // 'Ausbildung · 2010–2014 …': a left-column label joined to its first entry heads the section too.
  const isHeaded = (name: CvSectionKind): boolean =>
    sections.has(name) ||
    cvLines.some((line) => headingKind(/^(.{2,40}?)\s+·\s/u.exec(line.text)?.[1] ?? '') === name);
  const experience = section('experience').length > 0 ? section('experience') : unsectioned.slice(1);
  const skillLines = section('skills').map((line) => line.text);
  // A skills list of short names ('Public Speaking', 'Event Management'): each line is a skill.
  const listedSkills = skillLines
    .filter((line) => !line.includes(':'))
    // A row whose label stands in a column of its own ('Tech Stack Tableau | Python'): the label goes; a row of
    // interests ('Personal Interests Swimming | Cooking') lists no skills.
    .filter((line) => !/^(?:personal )?(?:interests|hobbies)\s/i.test(line))
    .map((line) => (/\s\|\s/.test(line) ? line.replace(SKILL_ROW_LABEL, '') : line))
    .flatMap((line) => line.split(/\s*[,;|•·]\s*/))
    .map((item) => item.replace(SKILL_LEVEL, '').trim())
    // A lone letter is a licence or language level ('B', 'C1'), not a skill.
    // 'Alzheimer's Disease' keeps its apostrophe.
    .filter((item) => /^\p{Lu}[\p{L}&/+#.'’ -]+$/u.test(item) && item.split(/\s+/).length <= 3)
    // A long word in capitals the lexicon does not know heads a group of the list ('PROGRAMMING'); acronyms are short.
    .filter((item) => !(item.length > 5 && !/\p{Ll}/u.test(item) && !isKnownSkill(item)));
  // A profile site is a skill only where the CV lists it as one ('8,500+ GitHub stars' is a result, not a tool).
  const isSkillInText = (skill: string): boolean =>
    !PROFILE_SITES.has(skill) || findSkills(skillLines.join('\n')).includes(skill);
  const text = lines.map((line) => line.text).join('\n');
  // A citation names its authors by initials ('R. Roe', 'Roe, R.'): an initial is no tool the candidate used ('R').
  const textBesidesInitials = lines.map((line) => withoutAuthorInitials(line.text)).join('\n');
  // Where the person lives is in the CV's head, never in a job's employer line ('Green Fund, Lyon, France').
  const bodyStart = lines.findIndex((line) =>
    /^(?:experience|education)$/.test(headingKind(line.text) ?? ''),
  );
  // Some CVs carry their content twice (chrisrobison's DOCX): every list keeps the first of equal entries.
  const location = locationOf(bodyStart === -1 ? lines : lines.slice(0, bodyStart));
  // 'experience in Node.js, Express.js': a dot inside a name ends no sentence.
  const summary = paragraphsOf(section('summary')).flatMap(sentencesOf);
  // A Europass form's entries are read by its fields: its labels and titles are in the candidate's language.
  const isForm = isEuropassCv(markdown);
  const formJobs = isForm ? europassEntriesOf(section('experience'), datesAtStart) : [];
  const entries = [
    ...(formJobs.length > 0 ? formJobs.map(draftOfFormEntry) : rolesOf(experience)),
    ...timeline.jobs.map(draftOfTimelineJob),
    // A template's sample entry about the template itself is none of the candidate's work.
  ].filter((draft) => !draft.headers.some(namesTemplate));
  const works = entries.flatMap((draft) => workOf(draft) ?? projectAtEmployerOf(draft) ?? []);
  const roles = newestFirst(
    entries.filter((draft) => !workOf(draft) && !projectAtEmployerOf(draft)).map(roleFromDraft),
    (role) => role.start,
  );
  // A profile that speaks of its person in the third person is told in the first, sentence by sentence.
  const subject = thirdPersonSubject(firstNameOf(lines));
  const isThirdPerson = [...summary, ...roles.flatMap((role) => role.details)].some((line) =>
    subject.test(line),
  );
  const educationOfCv = (): CvEducation[] => {
    // Without an education section only named degrees count: an institution alone may be an employer.
    const named =
      section('education').length > 0 ? educationOf(section('education')) : educationOf(lines, false);
    // A form lists every qualification as an entry: where it lists more than have a degree's name the reader knows
    // (a 'Laurea', a 'Diplôme'), its entries are the education.
    const formEntries = isForm ? europassEntriesOf(section('education'), datesAtStart) : [];
    const read = formEntries.length > named.length ? formEntries.map(educationOfFormEntry) : named;
    return withTimelineDegrees(read, timeline.degrees);
  };
  const inOwnVoice = (sentences: string[]): string[] =>
    isThirdPerson ? sentences.flatMap((sentence) => inFirstPerson(sentence, subject) ?? []) : sentences;
  return {
    location,
    headline: headlineOf(lines, location),
    summary: unique(inOwnVoice(summary), (sentence) => sentence),
    roles: unique(
      roles.map((role) => ({ ...role, details: inOwnVoice(role.details) })),
      (role) => `${role.title}|${role.organisation}|${role.start}`,
    ),
    education: unique(educationOfCv(), (entry) => JSON.stringify(entry)),
    skills: rankByMentions(
      withoutPartNames(
        unique(
          [
            ...findSkills(skillLines.join('\n')),
            ...listedSkills,
            ...findSkills(undated(textBesidesInitials)).filter(isSkillInText),
          ],
          (skill) => skill.toLowerCase(),
        ),
      ),
      text,
    ),
    hasSkillsSection: skillLines.length > 0,
    headedSections: { education: isHeaded('education'), experience: isHeaded('experience') },
    projects: unique(
      [
        ...projectsOf(section('projects')).filter((project) => !namesTemplate(project.name)),
        ...newestFirst(works, (work) => work.year),
      ],
      (project) => project.name,
    ),
    // 'Google Cloud Architect | AWS Solutions Architect | VMWare VCP': one certification per part of a line.
    certifications: unique(
      withWrappedNamesJoined(withoutCertificateDescriptions(section('certifications')))
        .flatMap((line) => line.split(/\s+[|•▪·]\s+/))
        .map((item) => tidy(item.replace(/^(?:19|20)\d{2}\s+/, '')))
        .filter(Boolean),
      (item) => item,
    ),
    // 'In Preparation (First Author)' over its list: a sub-heading of the publications, not one of them.
    publications: unique(
      section('publications')
        .filter((line, index, all) => line.isBullet || all[index + 1]?.isBullet !== true)
        .flatMap(publicationOf),
      (entry) => entry.title,
    ),
    coursework: unique(
      section('coursework')
        .filter((line) => !/^(?:graduate|undergraduate)$/i.test(line.text))
        .map((line) => tidy(line.text)),
      (item) => item,
    ),
  };
}
