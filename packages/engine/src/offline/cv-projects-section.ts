// The projects section read into projects: each project's title line, however it is set (a name with its tools or
// link, a labelled title, a name over its kind and date, a name beside its dates), and the lines under it as its
// details.
import { isKnownSkill } from '../text/skills.ts';
import { sentencesOf } from './cv-duty-sentences.ts';
import { isDetail, NAME_LINKS } from './cv-entry-headers-and-duties.ts';
import { datesOf } from './cv-entry-dates.ts';
import type { CvLine } from './cv-lines.ts';
import type { CvProject } from './cv-profile.ts';
import { labelledProjectTitle, projectKindAndDate } from './cv-project-labels.ts';
import { isProjectRoleLine } from './cv-project-roles.ts';
import { isProjectFieldLine, withoutDescriptionLabel, withRunOnFieldsApart } from './cv-project-fields.ts';
import { EMPLOYER_NAME } from './cv-title-and-employer.ts';
import { DATE_RANGE, PLACE, tidy } from './cv-vocabulary.ts';
import { untitledProjectsOf } from './cv-untitled-projects.ts';
import { headingWordOf } from './heading-words.ts';

/**
 * A project's own line above its bullets, whatever its first word ('Secure Notes Service | Node.js, MongoDB'; 'Secure'
 * reads as a verb): short, no sentence, its words names rather than running text.
 */
function isProjectHeader(line: CvLine, next: CvLine | undefined): boolean {
  const lowerWords = line.text.split(/\s+/).filter((word) => /^\p{Ll}/u.test(word) && !NAME_LINKS.has(word));
  return (
    !line.isBullet &&
    // Its bullets, the tools line a Word CV sets under the name ('Environment: PHP, MySQL') or its role line.
    (next?.isBullet === true ||
      TOOLS_LABEL.test(next?.text ?? '') ||
      (next !== undefined && isProjectRoleLine(next.text))) &&
    // 'Otonom Su Altı Aracı (AUV) | Yazılım & Simülasyon Python, ROS 2, Gazebo': the part and tools set after the
    // name run a row long; only the name must be short.
    nameOf(line.text).split(/\s+/).length <= 12 &&
    lowerWords.length < 3 &&
    !/[.!?:;,]$/.test(line.text)
  );
}

// The label of a project's tools line: 'Environment: PHP, MySQL', 'Technologies used: Go, Redis'.
const TOOLS_LABEL =
  /^(?:environment|technolog(?:y|ies)(?: used)?|tech(?:nology)? stack|tools(?: used)?|skills? used|platforms?):\s*(?=\S)/i;
// 'SUPPORT DESK:- www.example.com': a project named with its link alone, under a list of other projects.
const NAMED_LINK = /^(\S.{1,50}?)\s*:-?\s*(?:https?:\/\/|www\.)\S+$/i;

// A row giving a project's link, labelled or bare: 'Repository: github.com/…', 'Demo: …', 'GITHUB.COM/JO/APP'.
const LINK_ROW =
  /^(?:repositor(?:y|io|ium)|github|gitlab|link|enlace|lien|demo|source|code|c[óo]digo|url)\s*:|https?:\/\/|www\.|\b(?:github|gitlab|bitbucket)\.(?:com|org)\b/i;

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
const nameOf = (row: string): string => row.replace(PROJECT_NAME_TAIL, '');

/** The projects a projects section lists, each with the details under its title. */
export function projectsOf(lines: CvLine[]): CvProject[] {
  // One sentence per project, no names, wrapped at a narrow column: each sentence joined back is a project.
  const untitled = untitledProjectsOf(lines);
  if (untitled) return untitled;
  if (lines.filter((line) => labelledProjectTitle(line.text) !== null).length >= 2)
    return formProjectsOf(lines).filter(isTold);
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
    // 'DevFlow' / 'Creator & Maintainer': the role line under a project's name, before its details, is its role.
    const last = projects.at(-1);
    if (!line.isBullet && last && last.details.length === 0 && !last.role && isProjectRoleLine(line.text)) {
      last.role = tidy(line.text);
      continue;
    }
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
    // A Chinese name has no capitals ('客流预测 · 2021.03-2021.06').
    const dates =
      name && when && more.length === 0 && /^(?:\p{Lu}|\p{Script=Han})/u.test(name) ? datesOf(when) : null;
    // 'Jun 2021 – Sep 2021 · Beijing', '2021.06-2021.09 · 北京': when and where, under the project's name.
    const datesFirst = name && when && more.length === 0 && /^\d/.test(name) ? datesOf(name) : null;
    if (datesFirst && last && last.details.length === 0 && !last.year && when.split(/\s+/).length <= 3) {
      last.year =
        datesFirst.start === datesFirst.end ? datesFirst.start : `${datesFirst.start} – ${datesFirst.end}`;
      continue;
    }
    // 'Acme Lab, University · Leeds, UK' under a dated project's row ('Tide Table (Python) · Jan 2015 – May 2015'), as
    // LaTeX templates set an entry's two rows: where the project was done, no project of its own.
    const isPlaceRow = name && when && more.length === 0 && PLACE.test(when);
    if (isPlaceRow && !dates && last && last.year && !last.at && last.details.length === 0) {
      last.at = tidy(name);
      continue;
    }
    if (dates) {
      const year = dates.start === dates.end ? dates.start : `${dates.start} – ${dates.end}`;
      const isUnderName = last !== undefined && last.details.length === 0 && !last.year;
      if (isUnderName && EMPLOYER_NAME.test(name)) Object.assign(last, { at: tidy(name), year });
      // 'Repositorio: github.com/jo/app · Marzo 2022 - Junio 2022': the project's link and dates, no name of its own.
      else if (isUnderName && LINK_ROW.test(name)) last.year = year;
      // 'Maintainer, Hyperlist (hyperlist.io)': the site in brackets is for a reader to visit.
      else projects.push({ name: tidy(name.replace(/\s*\([\w-]+(?:\.[\w-]+)+\)/g, '')), details: [], year });
      continue;
    }
    if (
      // A line over a project's kind and date is that project's title, however it is worded.
      (isProjectHeader(line, next) || !isDetail(line, next) || kindAndDate(lines[index + 1]) !== null) &&
      !DATE_RANGE.test(line.text) &&
      nameOf(line.text).split(/\s+/).length <= 12 &&
      !/^\d/.test(line.text)
    ) {
      projects.push({ name: tidy(nameOf(line.text).replace(/^personal project:\s*/i, '')), details: [] });
    } else if (projects.length > 0 && !/^(?:\d{4}\s*[–-]?\s*(?:present)?|\d+\/\d+)$/i.test(line.text)) {
      projects.at(-1)?.details.push(...sentencesOf(toldToolsLine(line.text)));
    }
  }
  return projects.filter(isTold);
}

const isTold = (project: CvProject): boolean => project.details.length > 0 && isProjectTitle(project.name);

/**
 * A section of project forms ('Project Title: …' over its client, dates, role and description): only a labelled
 * title opens a project, and the fields under it are no details of it.
 */
function formProjectsOf(lines: CvLine[]): CvProject[] {
  const projects: CvProject[] = [];
  for (const line of lines) {
    for (const part of withRunOnFieldsApart(line.text)) {
      const title = labelledProjectTitle(part);
      if (title) projects.push({ name: tidy(title).replace(/\.$/, ''), details: [] });
      else if (!isProjectFieldLine(part))
        projects.at(-1)?.details.push(...sentencesOf(toldToolsLine(withoutDescriptionLabel(part))));
    }
  }
  return projects;
}

/**
 * A project's title names a piece of work: not a skill of a skill cloud set as a heading ('HTML/CSS', 'Python') nor
 * a section heading, misspelt or not ('Actvities').
 */
function isProjectTitle(name: string): boolean {
  const isSkillToken = !/\s/.test(name) && name.split('/').every((part) => isKnownSkill(part));
  return !isSkillToken && headingWordOf(name) === null;
}
