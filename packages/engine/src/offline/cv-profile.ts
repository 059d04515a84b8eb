import { withEntryHeadingsBeforeTheirText } from './cv-trailing-entry-headings.ts';
import { findSkills, isKnownSkill, skillMention } from '../text/skills.ts';
import { withoutCertificateDescriptions } from './certificate-lines.ts';
import { postNominalQualifications } from './cv-post-nominals.ts';
import { looksLikeCitation, withoutAuthorInitials } from './citations.ts';
import { withClosingHeadingsFirst } from './cv-closing-headings.ts';
import { europassEntriesOf, isEuropassCv, type EuropassEntry } from './cv-europass.ts';
import { timelineOf, type TimelineDegree, type TimelineJob } from './cv-timeline.ts';
import { canAward, withoutThesis } from './education-lines.ts';
import { headingWordOf } from './heading-words.ts';
import { namesTemplate } from './placeholder-text.ts';
import {
  courseName,
  hasDatedCourseRows,
  isPublicationKindHeading,
  ONLY_A_DATE,
} from './cv-section-furniture.ts';
import { labelledProjectTitle, projectKindAndDate } from './cv-project-labels.ts';
import {
  type CvSectionKind,
  DATE_RANGE,
  datesAtStart,
  DEGREE,
  fromCapitals,
  headingKind,
  INSTITUTION,
  PLACE,
  SEASON,
  tidy,
  TITLE_WORD,
} from './cv-vocabulary.ts';
import { type CvLine, linesOf, PROFILE_SITES, YEAR } from './cv-lines.ts';
import { linesBesidesHobbies, withoutBodyNames, withSoftSkillsLast } from './cv-skill-sources.ts';
import { type RoleDraft, rolesOf } from './cv-roles.ts';
import { datesOf, withoutDuration } from './cv-entry-dates.ts';
import { sentencesOf } from './cv-duty-sentences.ts';
import { isDetail, NAME_LINKS } from './cv-entry-headers-and-duties.ts';
import { EMPLOYER_NAME } from './cv-title-and-employer.ts';
import { roleFromDraft } from './cv-role-from-draft.ts';
import { isServiceSeat } from './cv-service-seats.ts';
import { isCourseTaught, projectAtEmployerOf, workOf } from './cv-works-among-roles.ts';
import { educationOf } from './cv-education.ts';
import { isContactBlockLine, isContactData, isNameWithHandle } from './contact-data.ts';
import { trainingPostsOf } from './cv-training-posts.ts';
import { withCurrentJobFirst } from './cv-current-job.ts';

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
  /** A degree the CV says was left before its end ('2015 - dropout'): told as studied, never checked as held. */
  unfinished?: true;
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
   * or not, or holds what such a section would (a degree's word; a line dated by a range): a question may then say
   * the CV lacks a degree or dated jobs only where this is false.
   */
  headedSections: { education: boolean; experience: boolean };
  projects: CvProject[];
  /** Professional qualifications set after the name ('Chartered Accountant (C.A., 1985)'); also among certifications. */
  qualificationsAfterName: string[];
  certifications: string[];
  coursework: string[];
  /** Publication entries as listed ('Chapter One, Down the Rabbit Hole'), with their year when the CV dates them. */
  publications: { title: string; year: string | null }[];
};
// How well a skill or a language is known, set after it in a skills column ('C++ Routiniert', 'Deutsch Muttersprache'):
// a level, never a skill of its own.
const SKILL_LEVEL =
  /\s*\b(?:routiniert|ge[üu]bt|grundwissen|grundkenntnisse|fortgeschritten|muttersprache|flie(?:ss|ß)end|beginner|intermediate|advanced|expert|proficient|fluent|native|d[ée]butant|interm[ée]diaire|avanc[ée]|courant|natif)$/iu;

// The label of a skills row set in a column before its items ('Languages English | French', 'Tech Stack Tableau | …'),
// or on a line of its own over them ('Databases' / 'SQL / PostgreSQL'): a group, no skill.
const SKILL_GROUP =
  '(?:(?:spoken )?languages|tech(?:nical)? stack|tools|frameworks|libraries|databases|platforms|technologies|programming(?: languages)?|soft skills|operating systems)';
const SKILL_ROW_LABEL = new RegExp(`^${SKILL_GROUP}\\s+(?=\\p{Lu})`, 'iu');
const SKILL_GROUP_LABEL = new RegExp(`^${SKILL_GROUP}$`, 'iu');

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
  const kindAndDate = (line: CvLine | undefined): string | null =>
    line && !line.isBullet ? projectKindAndDate(line.text) : null;
  for (const [index, line] of lines.entries()) {
    // The kind and date under a project's title ('TEAM PROJECT May 2018') are no title of their own: the date is the
    // project's, and the title is read against the line after them.
    const date = kindAndDate(line);
    if (date !== null) {
      const last = projects.at(-1);
      if (date && last && last.details.length === 0 && !last.year) last.year = tidy(date);
      continue;
    }
    const next = lines.slice(index + 1).find((other) => kindAndDate(other) === null);
    const title = labelledProjectTitle(line.text);
    if (title) {
      projects.push({ name: tidy(title), details: [] });
      continue;
    }
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
      // A line over a project's kind and date is that project's title, however it is worded.
      (isProjectHeader(line, next) || !isDetail(line, next) || kindAndDate(lines[index + 1]) !== null) &&
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
  // 'Full list: scholar.google.com/citations?user=…': a link to the list, no publication.
  if (isContactData(line.text.replace(/^[^:]{1,40}:\s*/, ''))) return [];
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
  // The name is the top heading, or else the CV's first line ('### Ann Roe, MD' set as a smaller heading).
  const nameHeading = lines.find((line) => line.isTopHeading) ?? lines[0];
  for (const line of lines.slice(0, 8)) {
    for (const part of line.text.split(/\s*[|·•]\s*|\s{2,}/)) {
      // 'Providence, RI 02906': a street address's last line, the town without its postal code.
      const candidate = part
        .replace(/^[^\p{L}]+/u, '')
        .replace(/(?<=,\s*[A-Z]{2})\s+\d{5}(?:-\d{4})?$/, '')
        .trim();
      if (
        PLACE.test(candidate) &&
        !TITLE_WORD.test(candidate) &&
        // 'Sciences, Brown University': a department's name wrapped beside the address, not a place.
        !INSTITUTION.test(candidate) &&
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

/**
 * A CV that lists its jobs or works oldest first (a year column, Twenty Seconds) is read newest first, as others. A
 * list led by a job still held is newest first whatever its years ('Since 2021' above a training of 2022).
 */
function newestFirst<T>(
  entries: T[],
  dateOf: (entry: T) => string | null | undefined,
  isOngoing: (entry: T) => boolean = () => false,
): T[] {
  const years = entries.map((entry) => Number(/\b(?:19|20)\d{2}\b/.exec(dateOf(entry) ?? '')?.[0]) || 0);
  const isOldestFirst =
    entries.length >= 2 &&
    !isOngoing(entries[0] as T) &&
    years.every((year, index) => year > 0 && (index === 0 || year >= (years[index - 1] ?? 0))) &&
    (years[0] ?? 0) < (years.at(-1) ?? 0);
  return isOldestFirst ? [...entries].reverse() : entries;
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

/**
 * A research-experience row titled by the degree alone ('2012 – 2017 Biology PhD (University of Victoria)'): the
 * studies the education section lists, not a post ('PhD Candidate', 'PhD Researcher' are posts).
 */
function isDegreeStudied(title: string | null): boolean {
  return (
    title !== null &&
    DEGREE.test(title) &&
    !TITLE_WORD.test(title) &&
    !/\b(?:candidate|research|researcher|program|programme)\b/i.test(title) &&
    title.split(/\s+/).length <= 4
  );
}

function isJobHeaderOfExperience(line: CvLine, experience: CvLine[] | undefined): boolean {
  const first = experience?.find((entry) => !entry.isBullet);
  return first !== undefined && isDatedTitleRow(first) && isDatedTitleRow(line);
}

// 'Word' in running text is the word ('Gender Bias in Word Embeddings', 'Thy Word is Truth'); the program is named
// as Microsoft's or beside the other office tools.
const WORD_AS_OFFICE_TOOL =
  /\b(?:MS|Microsoft)\s+Word\b|\bWord\b[^.\n]{0,40}\b(?:Excel|PowerPoint|Outlook|Access)\b|\b(?:Excel|PowerPoint|Outlook|Office)\b[^.\n]{0,40}\bWord\b/;

// A year column the reader extracts as one block after the rows it dates ('2017-2021' / '2014-Actual' / '2012'):
// which year is whose cannot be told, so the rows are left undated rather than dated wrong.
const isDatesAlone = (line: CvLine): boolean =>
  !line.isBullet && datesAtStart(line.text)?.rest === '' && /\d{4}/.test(line.text);

function withoutYearBlocks(lines: CvLine[]): CvLine[] {
  return lines.filter(
    (line, index) =>
      !isDatesAlone(line) ||
      !(
        (lines[index - 1] && isDatesAlone(lines[index - 1] as CvLine)) ||
        (lines[index + 1] && isDatesAlone(lines[index + 1] as CvLine))
      ),
  );
}

// 'ANBIMA · Certificação Profissional ANBIMA Série 20 · 2020 - 2023': a row's first field is the body that issued the
// certificate when the next names it again or opens on a certificate's word (round 20's Portuguese CV); no certificate.
const CERTIFICATE_WORD = /^(?:certifica(?:tion|te|do|ção|to)|certificat|zertifikat|diploma)\b/iu;

function withoutIssuerField(fields: string[]): string[] {
  const [first = '', second = '', ...rest] = fields;
  const namesFirst = new RegExp(`(?<!\\p{L})${first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'iu');
  return second && (CERTIFICATE_WORD.test(second) || namesFirst.test(second)) ? [second, ...rest] : fields;
}

/** Reads a CV's Markdown or text into its facts: roles, education, skills, projects, certifications. */
export function readCvProfile(markdown: string): CvProfile {
  const cvLines = linesOf(withEntryHeadingsBeforeTheirText(markdown));
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
  // A physician's training posts listed with the degrees; where they stand for the work history, the head's title
  // is the current one of them, not another job.
  const trainingPosts = trainingPostsOf(section('education'));
  const hasExperienceSection = section('experience').length > 0;
  const personName = lines.find((line) => line.isTopHeading)?.text ?? '';
  // Without an experience heading the lines under no heading are read for jobs (unless training posts stand for
  // them), but never the contact block.
  const experience = withoutYearBlocks(
    hasExperienceSection
      ? section('experience')
      : trainingPosts.length > 0
        ? []
        : unsectioned
            .slice(1)
            .filter((line) => !isContactBlockLine(line.text) && !isNameWithHandle(line.text, personName)),
  );
  const skillLines = section('skills').map((line) => line.text);
  // A skills list of short names ('Public Speaking', 'Event Management'): each line is a skill.
  const listedSkills = skillLines
    .filter((line) => !line.includes(':'))
    // A row whose label stands in a column of its own ('Tech Stack Tableau | Python'): the label goes; a row of
    // interests ('Personal Interests Swimming | Cooking') lists no skills.
    .filter((line) => !/^(?:personal )?(?:interests|hobbies)\s/i.test(line))
    // An entry's dates row set among the skills ('08/2014 – 06/2018 · Pune, India') names a place, no skill.
    .filter((line) => !DATE_RANGE.test(line))
    .map((line) => (/\s\|\s/.test(line) ? line.replace(SKILL_ROW_LABEL, '') : line))
    .flatMap((line) => line.split(/\s*[,;|•·]\s*/))
    .map((item) => item.replace(SKILL_LEVEL, '').trim())
    // A lone letter is a licence or language level ('B', 'C1'), not a skill.
    // 'Alzheimer's Disease' keeps its apostrophe.
    .filter((item) => /^\p{Lu}[\p{L}&/+#.'’ -]+$/u.test(item) && item.split(/\s+/).length <= 3)
    // A long word in capitals the lexicon does not know heads a group of the list ('PROGRAMMING'); acronyms are short.
    .filter((item) => !(item.length > 5 && !/\p{Ll}/u.test(item) && !isKnownSkill(item)))
    // The Europass language grid's rows ('Listening C1', 'Spoken interaction B2') rate a language, no skill.
    .filter((item) => !/^(?:listening|reading|writing|spoken (?:production|interaction))$/i.test(item))
    .filter((item) => !SKILL_GROUP_LABEL.test(item));
  // A profile site is a skill only where the CV lists it as one ('8,500+ GitHub stars' is a result, not a tool).
  const isSkillInText = (skill: string): boolean =>
    (!PROFILE_SITES.has(skill) || findSkills(skillLines.join('\n')).includes(skill)) &&
    (skill !== 'Word' || WORD_AS_OFFICE_TOOL.test(text));
  const text = lines.map((line) => line.text).join('\n');
  // A citation names its authors by initials ('R. Roe', 'Roe, R.'): an initial is no tool the candidate used ('R').
  // A citation names editors and titles ('Destin Jenkins and Ann Roe, eds. … Press'), not the tools the person used.
  // Pastimes under a hobbies heading and the words of a body's name are no tools the person used either.
  const textBesidesInitials = linesBesidesHobbies(lines)
    .filter((line) => !looksLikeCitation(line.text))
    .map((line) => withoutBodyNames(withoutAuthorInitials(line.text)))
    .join('\n');
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
    ...trainingPosts,
    ...timeline.jobs.map(draftOfTimelineJob),
    // A template's sample entry about the template itself is none of the candidate's work.
  ].filter((draft) => !draft.headers.some(namesTemplate) && !isCourseTaught(draft));
  const works = entries.flatMap((draft) => workOf(draft) ?? projectAtEmployerOf(draft) ?? []);
  const roles = withCurrentJobFirst(
    newestFirst(
      entries
        .filter((draft) => !workOf(draft) && !projectAtEmployerOf(draft))
        .filter((draft) => !isServiceSeat(roleFromDraft(draft), draft.headers))
        .map(roleFromDraft)
        .filter((role) => !isDegreeStudied(role.title))
        // A row whose title and employer were both a layout's furniture names no post.
        .filter((role) => role.title !== null || role.organisation !== null),
      (role) => role.start,
      (role) => role.isCurrent,
    ),
  );
  const nameLine = lines.find((line) => line.isTopHeading) ?? lines[0];
  const qualificationsAfterName = postNominalQualifications(nameLine?.text ?? '');
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
    skills: withSoftSkillsLast(
      rankByMentions(
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
      lines,
    ),
    hasSkillsSection: skillLines.length > 0,
    // A CV whose headings the reader missed still holds its degree or its dated rows: it is never told it lacks them.
    headedSections: {
      education: isHeaded('education') || lines.some((line) => DEGREE.test(line.text)),
      experience:
        isHeaded('experience') ||
        lines.some((line) => !line.isBullet && DATE_RANGE.test(line.text) && TITLE_WORD.test(line.text)),
    },
    projects: unique(
      [
        ...projectsOf(section('projects')).filter((project) => !namesTemplate(project.name)),
        ...newestFirst(works, (work) => work.year),
      ],
      (project) => project.name,
    ),
    qualificationsAfterName,
    // 'Google Cloud Architect | AWS Solutions Architect | VMWare VCP': one certification per part of a line.
    certifications: unique(
      [
        ...qualificationsAfterName,
        ...withWrappedNamesJoined(withoutCertificateDescriptions(section('certifications')))
          .map((line) => line.split(/\s+[|•▪·]\s+/))
          .flatMap(withoutIssuerField)
          .map((item) => tidy(item.replace(/^(?:19|20)\d{2}\s+/, '')))
          // '2022 · Scrum Master': the year column cut off at the separator is the certificate's date, not one.
          .filter((item) => item !== '' && !ONLY_A_DATE.test(item)),
      ],
      (item) => item,
    ),
    // 'In Preparation (First Author)' over its list: a sub-heading of the publications, not one of them.
    publications: unique(
      section('publications')
        .filter((line, index, all) => line.isBullet || all[index + 1]?.isBullet !== true)
        .filter((line) => !isPublicationKindHeading(line.text))
        .flatMap(publicationOf)
        .filter((entry) => !namesTemplate(entry.title)),
      (entry) => entry.title,
    ),
    coursework: unique(
      section('coursework')
        .filter((line) => !/^(?:graduate|undergraduate)$/i.test(line.text))
        // Under dated course rows, a bullet describes its course ('- Classes on data analysis in R'): no course.
        .filter((line) => !(line.isBullet && hasDatedCourseRows(section('coursework'))))
        .map((line) => tidy(courseName(line.text))),
      (item) => item,
    ),
  };
}
