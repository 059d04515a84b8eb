// Practice pairs on the tools the CV lists, its projects and works, and its certifications.
import type { QaPair } from '@viva/contracts';
import { skillMention } from '../text/skills.ts';
import { looksLikeCitation, namesAuthors } from './citations.ts';
import { firstPerson } from './cv-first-person.ts';
import type { CvProfile } from './cv-profile.ts';
import { asProjectRole } from './cv-project-roles.ts';
import { MAX_DETAILS_PER_ANSWER } from './cv-role-pairs.ts';
import { roleIntro } from './cv-role-phrases.ts';
import { listPhrase, runOn } from './phrasing.ts';

export const MAX_PROJECT_QUESTIONS = 2;

/** The skills the CV lists that are named tools ('Excel', 'R', '.NET'), not areas written in lower case. */
const listedTools = (profile: CvProfile): string[] =>
  profile.skills.filter((skill) => /^[\p{Lu}\p{N}.]/u.test(skill)).slice(0, 6);

export function skillsPair(profile: CvProfile): QaPair | null {
  const tools = listedTools(profile);
  if (tools.length < 2) return null;
  const evidence: string[] = [];
  // The job lines quoted as evidence, and so the tools they show in use.
  const used = new Set<string>();
  let lastPlace: string | null = null;
  for (const skill of tools) {
    if (evidence.length >= 2) break;
    const pattern = skillMention(skill);
    // A citation pasted under a post names its authors' initials ('Roe, R.'), never a tool's use.
    const showsUse = (line: string): boolean =>
      pattern.test(line) && !looksLikeCitation(line) && !namesAuthors(line);
    const role = profile.roles.find((candidate) => candidate.details.some(showsUse));
    const detail = role?.details.find(showsUse);
    if (role && detail && !used.has(detail)) {
      used.add(detail);
      // A second line from the same employer is told as more of that work, not as a new 'At Stripe, …'.
      const where = !role.organisation
        ? ''
        : role.organisation === lastPlace
          ? 'There, '
          : `At ${role.organisation}, `;
      lastPlace = role.organisation;
      const claim = firstPerson(detail, role.isCurrent);
      evidence.push(`${where}${where ? runOn(claim) : claim}`);
    }
  }
  // Without a job line that shows their use, which tool the candidate knows best is nothing the CV says: the question
  // is not asked ('skillsContextPair' asks where they were used, for a CV too thin for six pairs).
  if (evidence.length === 0) return null;
  // Known best: the tools the quoted lines show in use, not every tool the list names.
  const shown = tools.filter((skill) => [...used].some((detail) => skillMention(skill).test(detail)));
  return {
    question: `Your CV lists ${listPhrase(tools.slice(0, 4))}. Which do you know best, and where have you used them?`,
    answer: [
      shown.length === 1
        ? `The one I know best is ${listPhrase(shown)}.`
        : `The ones I know best are ${listPhrase(shown)}.`,
      ...evidence,
    ].join(' '),
  };
}

/**
 * For a CV too thin for six pairs whose tools no job line places: the setting they were used in, asked as the CV
 * leaves it open, answered with what the CV does state, the tools and the latest job.
 */
export function skillsContextPair(profile: CvProfile): QaPair | null {
  const tools = listedTools(profile).slice(0, 4);
  const latest = profile.roles.find((role) => role.title || role.organisation);
  if (tools.length < 2 || !latest || skillsPair(profile)) return null;
  return {
    question: `Your CV names ${listPhrase(tools)} but not where you used them. In what setting have you worked with them?`,
    answer: `My skills include ${listPhrase(tools)}. ${roleIntro(latest)}`,
  };
}

export function projectPairs(profile: CvProfile, from = 0, to = MAX_PROJECT_QUESTIONS): QaPair[] {
  return profile.projects.slice(from, to).map((project) => {
    const told = project.details.slice(0, MAX_DETAILS_PER_ANSWER).map((detail) => firstPerson(detail, false));
    const dated = project.year ? ` (${project.year})` : '';
    if (!project.kind) {
      // A project done at an employer or in a role the CV names: where, as what and when, then what the CV says of it.
      const as = project.role ? ` ${asProjectRole(project.role)}` : '';
      const at = project.at ? ` at ${project.at}` : '';
      const context = as || at ? [`I worked on "${project.name}"${as}${at}${dated}.`] : [];
      return {
        question: `Tell me about your project "${project.name}".`,
        answer: [...context, ...told].join(' '),
      };
    }
    // A work listed among the experience ('1951 · Disney Film. · Film'): asked as the work it is, not as an employer.
    return {
      question: `Your CV lists the ${project.kind} "${project.name}"${dated}. What was your part in it?`,
      answer: [`I worked on the ${project.kind} "${project.name}"${dated}.`, ...told].join(' '),
    };
  });
}

export function certificationPair(profile: CvProfile): QaPair | null {
  if (profile.certifications.length === 0) return null;
  return {
    question: `Your CV lists ${listPhrase(profile.certifications.slice(0, 2).map((item) => `"${item}"`))}. Which professional certifications do you hold?`,
    answer: `I hold these certifications: ${listPhrase(profile.certifications.slice(0, 4))}.`,
  };
}
