// A CV read into the facts its questions are written from. Each kind of fact has a reader of its own (the sections,
// the head, the roles, the education, the skills, the projects, certifications and publications); this file puts
// their findings together.
import { withSolarHijriYears } from './cv-solar-hijri-dates.ts';
import { withUzbekYearRanges } from './cv-uzbek-words.ts';
import { withHeadingRowSpread } from './cv-heading-rows.ts';
import { isDatesAlone } from './cv-entry-dates.ts';
import { isContactBlockLine, isNameWithHandle, isPersonalFieldRow } from './contact-data.ts';
import { assistantshipPostsOf } from './cv-assistantship-posts.ts';
import { certificationsOf } from './cv-certifications-section.ts';
import { withClosingHeadingsFirst } from './cv-closing-headings.ts';
import { withCurrentJobFirst } from './cv-current-job.ts';
import { educationOf } from './cv-education.ts';
import { readCvnProfile } from './cv-cvn.ts';
import { isCvnCv } from './cv-cvn-fields.ts';
import { europassEntriesOf, hasDatesColumn, isEuropassCv } from './cv-europass.ts';
import { withBuilderPrintOrderRestored } from './cv-builder-print-order.ts';
import { withPostsUnderEmployerRows } from './cv-career-under-employer.ts';
import { degreeTableEntries } from './cv-degree-table.ts';
import { yearSchoolRowEntries } from './cv-year-school-rows.ts';
import {
  draftOfFormEntry,
  draftOfTimelineJob,
  educationOfFormEntry,
  withTimelineDegrees,
} from './cv-form-and-timeline-entries.ts';
import { type CvLine, linesOf } from './cv-lines.ts';
import { linkedInEducationEntries } from './cv-linkedin-education.ts';
import { withLinkedInPostsRead } from './cv-linkedin-posts.ts';
import { headlineOf, locationOf } from './cv-location-and-headline.ts';
import { newestFirst } from './cv-newest-first.ts';
import { isDegreeAsEmployer, isDegreeStudied, withoutYearBlocks } from './cv-no-job-rows.ts';
import { postNominalQualifications } from './cv-post-nominals.ts';
import { projectsOf } from './cv-projects-section.ts';
import { directedProjectsOf, type CvDirectedProject } from './cv-directed-projects.ts';
import { researchInterestsOf, type CvResearchInterests } from './cv-research-interests.ts';
import { publicationsOf } from './cv-publications-section.ts';
import { achievementsOf, type CvAchievement } from './cv-achievements-section.ts';
import { roleFromDraft } from './cv-role-from-draft.ts';
import { type RoleDraft, rolesOf } from './cv-roles.ts';
import { courseName, hasDatedCourseRows } from './cv-section-furniture.ts';
import { sectionsOf } from './cv-section-lines.ts';
import { isServiceSeat } from './cv-service-seats.ts';
import { skillsOf } from './cv-skills.ts';
import { spokenLanguagesOf } from './cv-spoken-languages.ts';
import { summaryOf } from './cv-summary-sentences.ts';
import { teachingPostsOf } from './cv-teaching-rows.ts';
import { inOwnVoice } from './cv-third-person-profile.ts';
import { timelineOf } from './cv-timeline.ts';
import { trainingPostsOf } from './cv-training-posts.ts';
import { withEntryHeadingsBeforeTheirText } from './cv-trailing-entry-headings.ts';
import { withSectionNamesBeforeTheirCards } from './cv-trailing-section-names.ts';
import {
  type CvSectionKind,
  DATE_RANGE,
  datesAtStart,
  DEGREE,
  fromCapitals,
  headingKind,
  INSTITUTION,
  tidy,
  TITLE_WORD,
} from './cv-vocabulary.ts';
import { isCourseTaught, projectAtEmployerOf, workOf } from './cv-works-among-roles.ts';
import { namesTemplate } from './placeholder-text.ts';
import { unique } from './unique-entries.ts';

/** One job of the CV's employment history, as written. */
export type CvRole = {
  title: string | null;
  organisation: string | null;
  start: string | null;
  end: string | null;
  isCurrent: boolean;
  /** Worked for oneself ('Freiberufler', 'Freelance' where the employer stands): told so, with no employer. */
  selfEmployed?: true;
  /** Volunteer work (a post under a 'Volunteer Work' heading): told as volunteering, never asked as employment. */
  volunteering?: true;
  /** Achievements and duties, one per bullet or sentence. */
  details: string[];
};

export type CvEducation = {
  /** A degree the CV says was left before its end ('2015 - dropout'): told as studied, never checked as held. */
  unfinished?: true;
  /** A degree dated 'expected 2018' whose date had passed when the CV was read: told as expected then, not to come. */
  expectedPassed?: true;
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
  /** The candidate's part in it, as the line under its name says ('Creator & Maintainer'). */
  role?: string;
  /** A project the CV tells in a sentence with no name: `name` is the sentence's opening clause ('Built a scraper'). */
  untitled?: true;
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
  /** Languages given with a level, as name and level ('English (C1)'); a native language is not among them. */
  spokenLanguages: string[];
  coursework: string[];
  /** The CV's own achievements told apart from its jobs ('Key achievements'), where it labels their results. */
  achievements: CvAchievement[];
  /** Publication entries as listed ('Chapter One, Down the Rabbit Hole'), with their year when the CV dates them. */
  publications: { title: string; year: string | null }[];
  /** Research projects the CV says its owner directed, from an academic CV's project list (no posts of theirs). */
  directedProjects?: CvDirectedProject[];
  /** The fields listed as the owner's research interests or areas of interest (no hobbies), with the heading's words. */
  researchInterests?: CvResearchInterests | null;
};

/**
 * A form's work and education sections as its reader takes them. The form prints its section names in a column of
 * their own, so the education heading may be read before the last work entry's end: the lines the education section
 * opens on up to that entry's sector, before any dates or qualification of its own, end the work section.
 */
function formSections(
  experience: CvLine[],
  education: CvLine[],
): { experience: CvLine[]; education: CvLine[] } {
  const sector = education.findIndex((line) => line.field === 'sector');
  const isOwnEntry = (line: CvLine): boolean =>
    line.field === 'dates' || line.field === 'title' || (!line.isBullet && datesAtStart(line.text) !== null);
  if (experience.length === 0 || sector === -1 || education.slice(0, sector).some(isOwnEntry))
    return { experience, education };
  return {
    experience: [...experience, ...education.slice(0, sector + 1)],
    education: education.slice(sector + 1),
  };
}

/**
 * The posts of the experience sections' lines: a section of volunteer work read apart from the work around it, its
 * posts marked as volunteering.
 */
function rolesOfSections(lines: CvLine[]): RoleDraft[] {
  const runs: CvLine[][] = [];
  for (const line of lines) {
    const run = runs.at(-1);
    if (run && run[0]?.isVolunteering === line.isVolunteering) run.push(line);
    else runs.push([line]);
  }
  if (runs.length <= 1 && !lines[0]?.isVolunteering) return rolesOf(lines);
  return runs.flatMap((run) =>
    run[0]?.isVolunteering
      ? rolesOf(run).map((draft) => ({ ...draft, volunteering: true as const }))
      : rolesOf(run),
  );
}

/** Reads a CV's Markdown or text into its facts: roles, education, skills, projects, certifications. */
export function readCvProfile(markdown: string): CvProfile {
  // A CVN is a form: its posts and degrees are read from its labelled fields, never from its lines as prose.
  if (isCvnCv(markdown)) return readCvnProfile(markdown);
  const cvLines = linesOf(
    withEntryHeadingsBeforeTheirText(
      withLinkedInPostsRead(
        withSectionNamesBeforeTheirCards(
          withBuilderPrintOrderRestored(withSolarHijriYears(withUzbekYearRanges(markdown))),
        ),
      ),
    ),
  );
  // A timeline's lines are read once, as its jobs and degrees; the other readers do not see them.
  const timeline = timelineOf(
    cvLines.map((line) => line.text),
    datesAtStart,
  );
  // So are a teacher's 'School, Subject (years)' rows, and an academic's assistantships, as posts.
  const teaching = teachingPostsOf(cvLines);
  const assistantships = assistantshipPostsOf(cvLines);
  const lines = withHeadingRowSpread(
    withClosingHeadingsFirst(
      cvLines.filter(
        (_, index) =>
          !timeline.taken.has(index) && !teaching.taken.has(index) && !assistantships.taken.has(index),
      ),
      (line) => !line.isBullet && !line.isTopHeading && headingKind(line.text) !== null,
      (line) => DATE_RANGE.test(line.text),
    ),
    (line) => (line && !line.isBullet && !line.isTopHeading ? headingKind(line.text) : null),
    (after, index) =>
      !after[index]?.isBullet &&
      DEGREE.test(after[index]?.text ?? '') &&
      after
        .slice(index + 1, index + 3)
        .some((line) => !line.isBullet && (isDatesAlone(line) || INSTITUTION.test(line.text))),
  );
  const { sections, unsectioned } = sectionsOf(lines);
  // A form's sector line only closes its entry for the form's reader: no other reader sees it.
  const section = (name: CvSectionKind): CvLine[] =>
    (sections.get(name) ?? []).filter((line) => line.field !== 'sector');
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
  // them), but never the contact block. A row of the person's data ('Nombre: · Ana Ruiz') is never a job.
  const experience = withoutYearBlocks(
    (hasExperienceSection
      ? section('experience')
      : trainingPosts.length > 0
        ? []
        : unsectioned
            .slice(1)
            .filter((line) => !isContactBlockLine(line.text) && !isNameWithHandle(line.text, personName))
    ).filter((line) => line.isBullet || !isPersonalFieldRow(line.text)),
  );
  const skillLines = section('skills').map((line) => line.text);
  // A dated line under a publications heading is a paper; an undated one may be a row the section runs on to
  // ('SOFTWARE: R, Stata' under a heading the reader does not know).
  const paperLines = new Set(section('publications').filter((line) => /\b(?:19|20)\d{2}\b/.test(line.text)));
  // Where the person lives is in the CV's head, never in a job's employer line ('Green Fund, Lyon, France').
  const bodyStart = lines.findIndex((line) =>
    /^(?:experience|education)$/.test(headingKind(line.text) ?? ''),
  );
  const location = locationOf(bodyStart === -1 ? lines : lines.slice(0, bodyStart));
  const summary = summaryOf(section('summary'));
  // A Europass form's entries are read by its fields: its labels and titles are in the candidate's language.
  const isForm = isEuropassCv(markdown);
  const form = isForm
    ? formSections(sections.get('experience') ?? [], sections.get('education') ?? [])
    : null;
  const formJobs = form ? europassEntriesOf(form.experience, datesAtStart) : [];
  const entries = [
    ...(formJobs.length > 0 ? formJobs.map(draftOfFormEntry) : rolesOfSections(experience)),
    ...trainingPosts,
    ...teaching.posts,
    ...assistantships.posts,
    ...timeline.jobs.map(draftOfTimelineJob),
    // A template's sample entry about the template itself is none of the candidate's work.
  ].filter((draft) => !draft.headers.some(namesTemplate) && !isCourseTaught(draft));
  const works = entries.flatMap((draft) => workOf(draft) ?? projectAtEmployerOf(draft) ?? []);
  const roles = withCurrentJobFirst(
    newestFirst(
      withPostsUnderEmployerRows(
        entries
          .filter((draft) => !workOf(draft) && !projectAtEmployerOf(draft))
          .filter((draft) => !isServiceSeat(roleFromDraft(draft), draft.headers))
          .map(roleFromDraft),
      )
        .filter((role) => !isDegreeStudied(role.title) && !isDegreeAsEmployer(role.title, role.organisation))
        // A row whose title and employer were both a layout's furniture names no post.
        .filter((role) => role.title !== null || role.organisation !== null),
      (role) => role.start,
      (role) => role.isCurrent,
    ),
  );
  const nameLine = lines.find((line) => line.isTopHeading) ?? lines[0];
  const qualificationsAfterName = postNominalQualifications(nameLine?.text ?? '');
  // A profile that speaks of its person in the third person is told in the first, sentence by sentence.
  const toldInOwnVoice = inOwnVoice(lines, [...summary, ...roles.flatMap((role) => role.details)]);
  const educationOfCv = (): CvEducation[] => {
    // Without an education section only named degrees count: an institution alone may be an employer. A course is
    // no degree, whatever it names ('Course for cruise specialists at the MSC Academy').
    const courses = new Set(section('coursework'));
    const named =
      section('education').length > 0
        ? educationOf(section('education'))
        : educationOf(
            lines.filter((line) => !courses.has(line)),
            false,
          );
    // A form lists every qualification as an entry: where it lists more than have a degree's name the reader knows
    // (a 'Laurea', a 'Diplôme'), its entries are the education.
    const formEntries = form ? europassEntriesOf(form.education, datesAtStart) : [];
    // 'Year School, CC, Degree' rows are read row by row: the generic reader runs one row's school into the next.
    const rows = yearSchoolRowEntries(section('education'));
    const linkedIn = linkedInEducationEntries(section('education'));
    const read =
      rows.length > 0
        ? rows
        : linkedIn.length > 0
          ? linkedIn
          : formEntries.length > named.length ||
              // Entries whose dates the form printed apart are read whole by its reader, which pairs them.
              (formEntries.length > 0 && form !== null && hasDatesColumn(form.education, datesAtStart))
            ? formEntries.map(educationOfFormEntry)
            : named;
    // A studies table's rows are degrees by their column, whatever their wording.
    const tabled = degreeTableEntries(section('education')).filter(
      (entry) => !read.some((known) => known.year === entry.year && known.institution === entry.institution),
    );
    // A row the generic reader took without its school ('Técnica em Edificações' under a school-first header) is
    // the table's row, read whole there.
    const readWhole = read.filter(
      (known) =>
        known.institution ||
        !tabled.some((entry) => entry.degree === known.degree && entry.year === known.year),
    );
    return withTimelineDegrees([...readWhole, ...tabled], timeline.degrees);
  };
  return {
    // 'SAN DIEGO, CALIFORNIA' in a head set in capitals is quoted as a place is written.
    location: location ? fromCapitals(location) : null,
    headline: headlineOf(lines, location),
    summary: unique(toldInOwnVoice(summary), (sentence) => sentence),
    roles: unique(
      roles.map((role) => ({ ...role, details: toldInOwnVoice(role.details) })),
      (role) => `${role.title}|${role.organisation}|${role.start}`,
    ),
    education: unique(educationOfCv(), (entry) => JSON.stringify(entry)),
    skills: skillsOf(lines, skillLines, paperLines),
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
    certifications: unique(
      [...qualificationsAfterName, ...certificationsOf(section('certifications'))],
      (item) => item,
    ),
    spokenLanguages: spokenLanguagesOf(lines.map((line) => line.text)),
    directedProjects: directedProjectsOf(cvLines),
    researchInterests: researchInterestsOf(cvLines),
    publications: unique(publicationsOf(section('publications')), (entry) => entry.title),
    achievements: achievementsOf(
      section('achievements'),
      roles.flatMap((role) => role.organisation ?? []),
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
