// Entries of an experience section that are no job: a work and its kind ('Rivers of Glass · Exhibition'), the
// candidate's own project, or a project done at an employer with no job title.

import { withoutLinksInText } from './contact-data.ts';
import { tidy, TITLE_WORD, trimmed } from './cv-vocabulary.ts';
import type { CvProject } from './cv-profile.ts';
import type { RoleDraft } from './cv-roles.ts';
import { sentencesOf } from './cv-duty-sentences.ts';
import { EMPLOYER_NAME } from './cv-title-and-employer.ts';
import { roleFromDraft } from './cv-role-from-draft.ts';
import { COURSE_CODE } from './cv-employer-words.ts';

// What a CV may list among its experience besides jobs, named by its kind beside it ('1951 · Disney Film. · Film',
// 'Rivers of Glass · Exhibition'): the entry is a work, not a job at an employer of that name.
const WORK_KIND =
  /^(?:film|short film|movie|documentary|series|book|novel|album|song|play|exhibition|paper|article|talk|presentation|award|prize|publication|patent|project|certification|course)$/i;

// The kind a template prints on an entry's second line when the entry is the candidate's own project, not a job.
export const OWN_PROJECT_KIND =
  /\b(?:individual|personal|side|hobby|open[- ]source|course|class|university|school|academic|team|group) projects?$/i;

/** An experience entry that names a work and its kind, without a job title: the work, its kind and its year. */
export function workOf(draft: RoleDraft): CvProject | null {
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

/** 'ECON 212 Intermediate Macroeconomics · Summer 2019': a course taught, listed with the posts; no post, no project. */
export function isCourseTaught(draft: RoleDraft): boolean {
  return COURSE_CODE.test(draft.headers[0] ?? '');
}

/**
 * Research CVs list projects among the experience, each a name over the line of the employer it was done at ('OpenQDA
 * - A Free Research Software' over 'ZeMKI, University of Bremen | 2023 - Today'), with no job title: the entry is a
 * project of that employer, not a job at an employer named after the project.
 */
export function projectAtEmployerOf(draft: RoleDraft): CvProject | null {
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
