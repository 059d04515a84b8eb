// Which section of a CV each line stands under: its headings part the lines, and a sidebar layout's work history
// running on under the sidebar's later headings is taken back to the experience.
import { opensApaEntry } from './citations.ts';
import { isDatesAlone, withoutDuration } from './cv-entry-dates.ts';
import type { CvLine } from './cv-lines.ts';
import { datedEntryRowOf, isProfileParagraph, isSkillsColumnHeading } from './cv-designed-skill-columns.ts';
import { isNoPostHeading } from './cv-service-headings.ts';
import { isEntryGroupHeading } from './cv-section-furniture.ts';
import { type CvSectionKind, DATE_RANGE, DEGREE, headingKind, TITLE_WORD } from './cv-vocabulary.ts';

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

/** A dated job row of the form the experience section opens with. */
function isJobHeaderOfExperience(line: CvLine, experience: CvLine[] | undefined): boolean {
  const first = experience?.find((entry) => !entry.isBullet);
  return first !== undefined && isDatedTitleRow(first) && isDatedTitleRow(line);
}

/**
 * 'Key Technologies' over a '·' list inside a job of a work history whose jobs date on lines of their own (LinkedIn):
 * a label of that job, not the CV's skills section, where the next job's dates line follows within a few lines, before
 * any other heading.
 */
function isLabelInsideJob(lines: CvLine[], at: number, experience: CvLine[] | undefined): boolean {
  if (!experience?.some((line) => isDatesAlone(line))) return false;
  for (const line of lines.slice(at + 1, at + 6)) {
    if (line.isTopHeading || (!line.isBullet && headingKind(line.text) !== null)) return false;
    if (isDatesAlone(line)) return true;
  }
  return false;
}

/**
 * The lines under each section heading, and the lines under none: a CV without headings (a profile pasted into
 * Word) is all of them.
 */
// 'Volunteer Work', 'Volunteering', 'Volunteer Experience', 'Voluntariado': a section of work given, not employment.
const VOLUNTEERING_HEADING = /^(?:volunteer(?:ing| work| experience)|voluntariado)$/iu;

export function sectionsOf(lines: CvLine[]): {
  sections: Map<CvSectionKind, CvLine[]>;
  unsectioned: CvLine[];
} {
  const sections = new Map<CvSectionKind, CvLine[]>();
  const unsectioned: CvLine[] = [];
  let kind: CvSectionKind | null = null;
  // Under a heading of reviews, service or memberships, a dated row is no job the work history ran on to. A heading
  // the reader does not know that names a group of entries, after such a section, goes back to the section before it
  // ('Teaching Experience' after 'Ad Hoc Reviewer' in the work history), as it would have continued it.
  let holdsPosts = true;
  let resumed: CvSectionKind | null = null;
  let isVolunteering: true | undefined;
  for (const [index, line] of lines.entries()) {
    // The person's name as the document's top heading ends a sidebar section (LinkedIn puts Contact, Top Skills
    // and Certifications before the name).
    if (line.isTopHeading) {
      kind = null;
      continue;
    }
    // A designed CV's skills set as headings among its entries ('### C#') are skills; its dated entry lines and its
    // profile paragraph set among the skills are posts, degrees and its summary. The section they stand in goes on.
    if ((kind === 'experience' || kind === 'education') && isSkillsColumnHeading(lines, index)) {
      (sections.get('skills') ?? sections.set('skills', []).get('skills'))?.push(line);
      continue;
    }
    if (kind === 'skills' && isProfileParagraph(line)) {
      (sections.get('summary') ?? sections.set('summary', []).get('summary'))?.push(line);
      continue;
    }
    const entry = kind === 'skills' ? datedEntryRowOf(line) : null;
    if (entry) {
      (sections.get(entry.section) ?? sections.set(entry.section, []).get(entry.section))?.push(entry.line);
      continue;
    }
    // A form field's value ('Business or sector: Education') heads no section.
    const heading = line.isBullet || line.field ? null : headingKind(line.text);
    if (heading === 'skills' && kind === 'experience' && isLabelInsideJob(lines, index, sections.get(kind))) {
      sections.get(kind)?.push(line);
      continue;
    }
    if (heading) {
      if (holdsPosts) resumed = kind;
      kind = heading;
      holdsPosts = !isNoPostHeading(line.text);
      isVolunteering =
        heading === 'experience' && VOLUNTEERING_HEADING.test(line.text.replace(/^#+\s*/, '').trim())
          ? true
          : undefined;
      if (!sections.has(heading)) sections.set(heading, []);
      continue;
    }
    if (!holdsPosts && isEntryGroupHeading(line)) [kind, holdsPosts] = [resumed, true];
    // 'Roe, A. (2019).' under the work history or under no heading (its own heading unknown, 'Writing Samples'):
    // an APA entry, so the publications begin there; none of their lines is a job or a duty.
    if ((kind === 'experience' || kind === null) && !line.isBullet && opensApaEntry(line.text)) {
      kind = 'publications';
      if (!sections.has(kind)) sections.set(kind, []);
    }
    // Sidebar layouts run the work history on over the next pages, where the reader has set it under the sidebar's
    // later headings (education, certificates): a dated job header of the experience section's own form
    // ('Systems Analyst · Mar 14 - Jan 15') takes the lines back to it.
    if (
      kind !== 'experience' &&
      kind !== null &&
      holdsPosts &&
      isJobHeaderOfExperience(line, sections.get('experience'))
    )
      kind = 'experience';
    if (kind)
      sections.get(kind)?.push(isVolunteering && kind === 'experience' ? { ...line, isVolunteering } : line);
    else unsectioned.push(line);
  }
  return { sections, unsectioned };
}
