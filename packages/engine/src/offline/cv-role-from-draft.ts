// An entry's lines made into a role: its title and employer picked from the headers (group headings, projects and
// teams told beside them set apart) and its duties cut to the sentences a candidate would say.

import { withoutLinksInText } from './contact-data.ts';
import { positionsHeldTold } from './cv-positions-held.ts';
import { withoutRunInRows } from './cv-run-in-rows.ts';
import { withToolsTailTold } from './cv-tool-tails.ts';
import { isWorkModeField, titleWithBracketedEmployer } from './cv-job-rows.ts';
import { describesWorkImpersonally } from './cv-third-person.ts';
import {
  INSTITUTION,
  LIST_ANNOUNCEMENT,
  OPEN_END,
  ORGANISATION_MARK,
  SCHOOL_WITHIN,
  TITLE_WORD,
  trimmed,
} from './cv-vocabulary.ts';
import type { CvRole } from './cv-profile.ts';
import type { RoleDraft } from './cv-roles.ts';
import { isLabelledList, isOneLineEntry, isPostWithItsSubjects, toldSentences } from './cv-duty-sentences.ts';
import {
  titleAtEmployer,
  withoutCityAfterTitle,
  withoutTeamAndPlace,
  WORK_UNIT,
} from './cv-title-and-employer.ts';
import { namesRegion } from './country-names.ts';
import { institutionOfChain, withTitleAndUnitApart } from './cv-employer-chains.ts';
import { isEmployerName } from './cv-employer-words.ts';
import { isSelfEmployment } from './cv-self-employment.ts';
import { uzbekTitleAtEmployer } from './cv-uzbek-words.ts';

// 'Team Leader | Software Architect | R&D Engineer, Acme, Cairo': titles held at once, barred, before the employer's
// comma (round 20's moderncv architect) are one title, none of them the employer.
const BARRED_TITLES = /^([^,|()]+(?:\s\|\s[^,|()]+)+)(?=,\s)/;

function withTitlesJoined(header: string): string {
  const [titles = ''] = BARRED_TITLES.exec(header) ?? [];
  const each = titles.split(/\s\|\s/);
  return titles && each.every((title) => TITLE_WORD.test(title))
    ? `${each.join(' / ')}${header.slice(titles.length)}`
    : header;
}

export function roleFromDraft(given: RoleDraft): CvRole {
  const draft = withoutGroupHeading(withoutProjectTails(given));
  const [onlyHeader] = draft.headers.length === 1 && !draft.employer ? draft.headers : [];
  const named =
    draft.named ??
    titleAtEmployer(draft.headers) ??
    (onlyHeader
      ? (titleWithBracketedEmployer(onlyHeader, (text) => TITLE_WORD.test(text)) ??
        // 'Сирдарё синов маркази бўлим бошлиғи': an Uzbek employer, then the title held there.
        uzbekTitleAtEmployer(onlyHeader))
      : null);
  const parts = [...(draft.employer ? [draft.employer] : []), ...draft.headers.map(withTitlesJoined)]
    // 'Teaching assistant (Introduction to Data Science, Data Mining)', 'Research Associate (Architect | Team Lead)':
    // a comma or a bar in brackets parts nothing.
    .flatMap((header) => header.split(/(?:\s*\|\s*|,\s+)(?![^()]*\))/))
    .flatMap(withTitleAndUnitApart)
    // Headers were tidied whole: an acronym in a mixed-case header stays one ('YMCA, Pomona, CA').
    .map(trimmed)
    .map((part, index, all) => withoutCityAfterTitle(part, all[index + 1]))
    .filter((part) => part !== '' && !isWorkModeField(part));
  const isPlace = (part: string, index: number): boolean =>
    namesRegion(part) || namesRegion(parts[index + 1] ?? '');
  const titlePart = parts.find((part) => TITLE_WORD.test(part)) ?? null;
  // 'Internship' as a Europass CV writes the job, 'Data Science Internship', 'Internship in Marketing', 'Game
  // Programmer (Internship)': the candidate was the intern ('Data Science Intern', 'Game Programmer Intern'); an
  // internship named inside another title ('Internship Coordinator') stays.
  const title =
    (named ? named.title : titlePart)
      ?.replace(/(?<=\S)\s*\((intern|trainee)ship\)$/i, ' $1ship')
      .replace(
        /(?<=^|\s)(intern|trainee)ship(?=$|\s+(?:in|at|with|for)\s)/i,
        (whole: string, person: string, offset: number) =>
          offset === 0 || /^\p{Lu}/u.test(whole)
            ? person.charAt(0).toUpperCase() + person.slice(1).toLowerCase()
            : person.toLowerCase(),
      )
      .replace(TEAM_AFTER_TITLE, '$1')
      .replace(UNIT_AFTER_TITLE, '')
      // 'Student assistant “Programming for AI': a quotation the CV opened and never closed; its mark goes.
      .replace(UNCLOSED_QUOTE, ' ') ?? null;
  const names = parts.filter(
    (part, index) => part !== titlePart && (!isPlace(part, index) || ORGANISATION_MARK.test(part)),
  );
  // A department or school within the university named after it yields to the university.
  const organisationPart =
    institutionOfChain(names) ??
    // 'Analyst, Data team, Acme Bank': the team the title was held in yields to the employer after it.
    names.find(
      (part, index) => !SCHOOL_WITHIN.test(part) && !(WORK_UNIT.test(part) && index + 1 < names.length),
    ) ??
    names[0] ??
    parts.find((part) => part !== titlePart && !namesRegion(part));
  // 'Dunamu Inc. Seoul': the company ends at its mark; 'Fox Entertainment Group – Los Angeles': before its place.
  const organisation =
    organisationPart
      ?.replace(/^(.+?\s(?:inc|corp|co|ltd|llc|gmbh|plc)\b\.?)\s.*$/i, '$1')
      // A sentence's full stop after a name ('Disney Film.'); 'Inc.' and 'Co.' keep theirs.
      .replace(/(?<=\p{Ll})(?<!\b(?:[Ii]nc|[Cc]orp|[Cc]o|[Ll]td|[Ll]lc|[Pp]lc|[Bb]ros))\.$/u, '')
      .replace(/^(\S.*?)\s[–—]\s.*$/, '$1') ?? null;
  const end = draft.end;
  const isCurrent = end !== null && new RegExp(OPEN_END, 'i').test(end);
  const written = named ? named.organisation : organisation;
  const employer = written ? withoutTeamAndPlace(written) : written;
  // 'Freiberufler', 'Freelance' where the employer stands: worked for oneself, with no employer; where the CV gives
  // no title, the candidate was a freelancer.
  const isOwnWork = employer !== null && employer !== undefined && isSelfEmployment(employer);
  return {
    title: isOwnWork && !title ? 'Freelancer' : title,
    organisation: employer && !isOwnWork && isEmployerName(employer) ? employer : null,
    ...(isOwnWork && title ? { selfEmployed: true as const } : {}),
    ...(draft.volunteering ? { volunteering: true as const } : {}),
    start: draft.start,
    end: isCurrent ? 'present' : end,
    isCurrent,
    // 'Deploy new technology for the organization including:' introduces the lines after it; alone it says nothing.
    // '10/2019 – 12/2020 Postdoctoral researcher …' run into the lines: the next entry's row, and its work, go.
    details: withoutRunInRows(draft.details)
      // 'Positions held: Cashier, Desk Assoc. Coached a crew of 8': the posts held there, then the work done.
      .flatMap(positionsHeldTold)
      .filter((detail) => !/:\s*$/.test(detail))
      .filter((detail) => !isLabelledList(detail) || isPostWithItsSubjects(detail))
      .filter((detail) => !isOneLineEntry(detail))
      .filter((detail) => !isSchoolList(detail))
      // '...workshops with the following titles.' announces the list lines under it: the announcement goes.
      .map((detail) => detail.replace(LIST_ANNOUNCEMENT, '.'))
      // 'An elegant template, https://github.com/jo/cv': the link is for a reader to click, not for saying.
      .map(withoutLinksInText)
      .flatMap(toldSentences)
      // '…; Apache Kafka': the tools a designed résumé names after a duty were used in it.
      .map(withToolsTailTold)
      // A duty is told, never asked: a question under a job is a template's filler ('Can you then suppose …?').
      .filter((detail) => !/\?["”’)]*$/.test(detail))
      .filter((detail) => !describesWorkImpersonally(detail))
      .filter((detail) => detail.split(/\s+/).length >= 3),
  };
}

// 'Assistant professor Department of Composition', 'Member of the faculty board Lakeside School of Music': the unit the
// post was held in, set after the title with no comma, is no part of it ('Head of Department of …' keeps it).
const UNIT_AFTER_TITLE =
  /(?<=\p{Ll})(?<!\b(?:of|the))\s+(?:\p{Lu}\p{L}+\s+){0,3}(?:Department|School|Faculty|Division|Institute|Centre|Center) of\s.*$/u;

// 'Nordic Academy of Music, Westfield University.' under a post (its affiliations, their label lost): names of schools
// alone tell no work.
const isSchoolList = (detail: string): boolean =>
  detail
    .replace(/\.$/, '')
    .split(/,\s+/)
    .every(
      (part) =>
        INSTITUTION.test(part) &&
        /^(?:\p{Lu}[\p{L}'’-]*|of|the|and|for|&)(?:\s+(?:\p{Lu}[\p{L}'’-]*|of|the|and|for|&))*$/u.test(part),
    );

// A quotation mark with no closing one after it in the title.
const UNCLOSED_QUOTE = /\s*[“"](?=[^”"]*$)\s*/u;

// 'Principal Engineer. Prototyping team', 'Lead architect. Cloud Migration programme': a full stop after the title's
// last word (a title word) sets apart the team or programme it was held in, no part of the title ('Sr. Engineer' keeps
// its dot: 'Sr' is no title word).
const TEAM_AFTER_TITLE = new RegExp(`^(.*(?:${TITLE_WORD.source}))\\.\\s+\\p{Lu}.*$`, 'iu');

/**
 * 'Financial Services' over 'Architect, Data team, Acme Bank, Leeds, 2018 – present': a sector sub-heading over a
 * group of jobs, above a row that names its own title, employer and place, is no employer of that row.
 */
function withoutGroupHeading(draft: RoleDraft): RoleDraft {
  const row = draft.headers.findIndex(
    (header) => TITLE_WORD.test(header) && header.split(/,\s+(?![^()]*\))/).length >= 4,
  );
  const above = draft.headers.slice(0, Math.max(row, 0));
  const isGroupHeading = (header: string): boolean =>
    !TITLE_WORD.test(header) && !ORGANISATION_MARK.test(header) && !header.includes(',');
  return row > 0 && !draft.named && !draft.employer && above.every(isGroupHeading)
    ? { ...draft, headers: draft.headers.slice(row) }
    : draft;
}

// 'Postdoctoral researcher with the Harbour Project (Westmark University) on research project “…”', 'Research Centre
// X with own research project “…”': the project a post was held on is told after its employer, and is neither.
const PROJECT_TAIL =
  /\s+(?:on|with|for)\s+(?:(?:my|own|a|the|his|her|their)\s+)?(?:research\s+)?project\b.*$/iu;
const TITLE_WITH_EMPLOYER = /^(.{3,60}?)\s+(?:with|for)\s+(\p{Lu}.*)$/u;

/** The draft with the project told after a header dropped, and 'Title with Employer' parted where it was. */
function withoutProjectTails(draft: RoleDraft): RoleDraft {
  if (!draft.headers.some((header) => PROJECT_TAIL.test(header))) return draft;
  const headers = draft.headers.flatMap((header) => {
    if (!PROJECT_TAIL.test(header)) return [header];
    const kept = header.replace(PROJECT_TAIL, '').trim();
    const [, title = '', employer = ''] = TITLE_WITH_EMPLOYER.exec(kept) ?? [];
    return title && TITLE_WORD.test(title) && !/\s(?:at|@)\s/.test(title) ? [title, employer] : [kept];
  });
  return { ...draft, headers };
}
