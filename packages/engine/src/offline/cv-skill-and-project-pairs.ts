// Practice pairs on the tools the CV lists, its projects and works, and its certifications.
import type { QaPair } from '@viva/contracts';
import { skillMention } from '../text/skills.ts';
import { looksLikeCitation, namesAuthors } from './citations.ts';
import { firstPerson } from './cv-first-person.ts';
import type { CvProfile, CvProject, CvRole } from './cv-profile.ts';
import { asProjectRole } from './cv-project-roles.ts';
import { MAX_DETAILS_PER_ANSWER } from './cv-role-pairs.ts';
import { post, roleIntro } from './cv-role-phrases.ts';
import { listPhrase, runOn } from './phrasing.ts';

export const MAX_PROJECT_QUESTIONS = 2;

/** The skills the CV lists that are named tools ('Excel', 'R', '.NET'), not areas written in lower case. */
const listedTools = (profile: CvProfile): string[] =>
  profile.skills.filter((skill) => /^[\p{Lu}\p{N}.]/u.test(skill)).slice(0, 6);

/** A job's line that shows a tool in use: one a citation pasted under a post never is ('Roe, R.'). */
function showsUse(line: string, tool: string): boolean {
  return skillMention(tool).test(line) && !looksLikeCitation(line) && !namesAuthors(line);
}

// 'Data analysis', 'Customer service': a skill the CV writes in sentence case is a common noun inside a sentence.
const inSentence = (skill: string): string =>
  /^\p{Lu}\p{Ll}+(?:\s+\p{Ll}+)+$/u.test(skill) ? skill.charAt(0).toLowerCase() + skill.slice(1) : skill;

/** Where the candidate held a post, after a verb: 'at Stripe', 'as a DevOps Engineer', or 'in my work'. */
const placeOf = (role: CvRole): string =>
  role.organisation ? `at ${role.organisation}` : role.title ? `as ${post(role.title)}` : 'in my work';

type ToolUse = { role: CvRole; detail: string };

/** Where a project was done, after a verb: 'on my project "Tide Table"', or for one the CV names not, its own. */
const whereIn = (project: CvProject): string =>
  project.untitled ? 'in a project of my own' : `on my project "${project.name}"`;

/**
 * 'Python · SQL · Pandas · Git': a job's line that only names its tools, with those names; null for any other, and for
 * a duty that opens on its verb ('Managed AWS, GCP, Azure').
 */
function toolsNamedBy(line: string): string[] | null {
  if (/^I\b/.test(firstPerson(line, false))) return null;
  const items = line
    .replace(/\.$/, '')
    .split(/\s*[,·|•;]\s*/)
    .filter(Boolean);
  const isName = (item: string): boolean => /^[\p{Lu}\p{N}.]/u.test(item) && item.split(/\s+/).length <= 3;
  return items.length >= 3 && items.every(isName) ? items : null;
}

/**
 * The tools a job line shows, told as their use in that post: 'I worked with Go at Stripe: I built …'. A line that
 * only names tools is that use itself ('I work with Python, SQL and Git at Acme.'), never pasted after it.
 */
function toldUse(role: CvRole, tools: string[], detail: string): string {
  const verb = role.isCurrent ? 'work' : 'worked';
  const listed = toolsNamedBy(detail);
  if (listed) return `I ${verb} with ${listPhrase(listed)} ${placeOf(role)}.`;
  const claim = firstPerson(detail, role.isCurrent);
  const opening = `I ${verb} with ${listPhrase(tools.map(inSentence))} ${placeOf(role)}`;
  // A line with a colon of its own ('Calibration: Built …') stands as a sentence after the opening.
  return claim.includes(':') ? `${opening}. ${claim}` : `${opening}: ${runOn(claim)}`;
}

/**
 * The job lines that show the tools in use, told as that use, each tool named once, with the post its lines are from;
 * a second line of the same post is more of that work ('There, …').
 */
function toolUseSentences(uses: ToolUse[], tools: string[]): string[] {
  const named = new Set<string>();
  return uses.map(({ role, detail }, index) => {
    const claim = firstPerson(detail, role.isCurrent);
    const samePost = (use: ToolUse | undefined): boolean =>
      role.organisation !== null && use?.role.organisation === role.organisation;
    if (samePost(uses[index - 1])) {
      const listed = toolsNamedBy(detail);
      return listed
        ? `There, I also ${role.isCurrent ? 'work' : 'worked'} with ${listPhrase(listed)}.`
        : `There, ${runOn(claim)}`;
    }
    const lines = [detail];
    for (const next of uses.slice(index + 1)) {
      if (!samePost(next)) break;
      lines.push(next.detail);
    }
    const shown = tools.filter((tool) => !named.has(tool) && lines.some((line) => showsUse(line, tool)));
    shown.forEach((tool) => named.add(tool));
    if (shown.length > 0) return toldUse(role, shown, detail);
    return role.organisation ? `At ${role.organisation}, ${runOn(claim)}` : claim;
  });
}

export function skillsPair(profile: CvProfile): QaPair | null {
  const tools = listedTools(profile);
  if (tools.length < 2) return null;
  // The job lines quoted as evidence, one for each of the first tools a line shows in use, two at most.
  const uses: ToolUse[] = [];
  for (const tool of tools) {
    if (uses.length >= 2) break;
    const role = profile.roles.find((candidate) => candidate.details.some((line) => showsUse(line, tool)));
    const detail = role?.details.find((line) => showsUse(line, tool));
    if (role && detail && !uses.some((use) => use.detail === detail)) uses.push({ role, detail });
  }
  // Without a job line that shows their use, which tool the candidate knows best is nothing the CV says: the question
  // is not asked ('skillsContextPair' asks where they were used, for a CV too thin for six pairs). With one, the answer
  // tells where and how the tools were used, never the list back ('The ones I know best are …').
  if (uses.length === 0) return projectToolsPair(profile, tools);
  // With one job line, a project's line that shows tools the question names and no job line shows tells their use too.
  const inProject = uses.length === 1 ? projectToolUse(profile, tools.slice(0, 4), uses) : null;
  return {
    question: `Your CV lists ${listPhrase(tools.slice(0, 4))}. Which do you know best, and where have you used them?`,
    answer: [...toolUseSentences(uses, tools), ...(inProject ? [inProject] : [])].join(' '),
  };
}

/**
 * A CV whose posts' lines name none of its tools (a graduate's, its projects told at length): the tools question is
 * answered with its projects' lines that show them in use, one line of each of two projects, each told with the tools
 * that line shows ('I worked with PHP and MySQL on my project "Shop": …').
 */
function projectToolsPair(profile: CvProfile, tools: string[]): QaPair | null {
  const uses = profile.projects
    .filter((project) => !project.kind)
    .flatMap((project) => {
      const line = project.details.find((detail) => tools.some((tool) => showsUse(detail, tool)));
      return line ? [{ project, line, shown: tools.filter((tool) => showsUse(line, tool)) }] : [];
    })
    .slice(0, 2);
  if (uses.length === 0) return null;
  // The question names the two tools the CV lists first and those the answer shows, so that it asks what it answers.
  const asked = [...tools.slice(0, 2), ...uses.flatMap((use) => use.shown), ...tools]
    .filter((tool, index, all) => all.indexOf(tool) === index)
    .slice(0, 4);
  return {
    question: `Your CV lists ${listPhrase(asked)}. Which do you know best, and where have you used them?`,
    answer: uses
      .map(
        ({ project, line, shown }) =>
          `I worked with ${listPhrase(shown.map(inSentence))} ${whereIn(project)}: ${runOn(firstPerson(line, false))}`,
      )
      .join(' '),
  };
}

/**
 * The first project line that shows in use tools the question names and none of the job lines quoted shows, told as
 * that use. A project's tools line ('I used PHP and MySQL.') only names them back: it shows no use.
 */
function projectToolUse(profile: CvProfile, tools: string[], uses: ToolUse[]): string | null {
  const unshown = tools.filter((tool) => !uses.some((use) => showsUse(use.detail, tool)));
  for (const project of profile.projects) {
    for (const detail of project.details) {
      const shown = unshown.filter((tool) => showsUse(detail, tool));
      if (shown.length === 0) continue;
      const claim = firstPerson(detail, false);
      // Nor does a line describing the product ('Acme is a web app based on PHP'): only the candidate's own work.
      if (/^I used\b/.test(claim) || toolsNamedBy(detail) || !/^(?:I|My)\b/.test(claim)) continue;
      return `I worked with ${listPhrase(shown.map(inSentence))} ${whereIn(project)}: ${runOn(claim)}`;
    }
  }
  return null;
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

// Chinese and Japanese sentences follow one another with no space ('…系统。实现…').
const CJK_SENTENCE_GAP = /(?<=[。！？]) (?=\p{Script=Han})/gu;

export function projectPairs(profile: CvProfile, from = 0, to = MAX_PROJECT_QUESTIONS): QaPair[] {
  return profile.projects.slice(from, to).map((project) => {
    const told = project.details.slice(0, MAX_DETAILS_PER_ANSWER).map((detail) => firstPerson(detail, false));
    const dated = project.year ? ` (${project.year})` : '';
    // A project told in a sentence with no name: asked by what the sentence says was done.
    if (project.untitled)
      return {
        question: `Your CV says you ${project.name.charAt(0).toLowerCase()}${project.name.slice(1)}. Tell me about that project.`,
        answer: told.join(' '),
      };
    if (!project.kind) {
      // A project done at an employer or in a role the CV names: where, as what and when, then what the CV says of it.
      const as = project.role ? ` ${asProjectRole(project.role)}` : '';
      const at = project.at ? ` at ${project.at}` : '';
      const context = as || at ? [`I worked on "${project.name}"${as}${at}${dated}.`] : [];
      return {
        question: `Tell me about your project "${project.name}".`,
        answer: [...context, ...told].join(' ').replace(CJK_SENTENCE_GAP, ''),
      };
    }
    // A work listed among the experience ('1951 · Disney Film. · Film'): asked as the work it is, not as an employer.
    return {
      question: `Your CV lists the ${project.kind} "${project.name}"${dated}. What was your part in it?`,
      answer: [`I worked on the ${project.kind} "${project.name}"${dated}.`, ...told].join(' '),
    };
  });
}

/**
 * A certification the CV shows in a post: one the post's title names ('Certified Public Accountant (CPA)' held as
 * 'Certified Public Accountant'), or one naming a tool the CV lists that a line of a post shows in use ('AWS
 * Certified Developer' beside 'Moved our services to AWS').
 */
type CertificationInUse = { certification: string; role: CvRole; detail: string | null; tool: string | null };

function certificationInUse(profile: CvProfile): CertificationInUse | null {
  const tools = profile.skills.filter((skill) => /^[\p{Lu}\p{N}.]/u.test(skill));
  for (const certification of profile.certifications) {
    const name = certification.replace(/\s*\([^)]*\)\s*$/, '').toLowerCase();
    const titled = name.length >= 3 && profile.roles.find((role) => role.title?.toLowerCase().includes(name));
    if (titled) return { certification, role: titled, detail: null, tool: null };
    for (const tool of tools.filter((skill) => skillMention(skill).test(certification))) {
      const role = profile.roles.find((candidate) => candidate.details.some((line) => showsUse(line, tool)));
      const detail = role?.details.find((line) => showsUse(line, tool));
      if (role && detail) return { certification, role, detail, tool };
    }
  }
  return null;
}

/**
 * The certification the CV shows in use, told with that use: the post that holds its title, or the line of a post that
 * uses its tool. A list of certifications no post shows is only named back ('certificationListPair').
 */
export function certificationPair(profile: CvProfile): QaPair | null {
  const inUse = certificationInUse(profile);
  if (!inUse) return null;
  const { certification, role, detail, tool } = inUse;
  const others = profile.certifications.filter((item) => item !== certification);
  const listed = [certification, ...others].slice(0, 2).map((item) => `"${item}"`);
  // A post held under the certification's title is its use; its lines are the job question's own answer.
  const told =
    tool && detail
      ? `I hold the ${certification}, and ${toldUse(role, [tool], detail)}`
      : `I hold the ${certification}. ${roleIntro(role)}`;
  return {
    question:
      others.length === 0
        ? `Your CV lists ${listed[0]}. How have you put it to use in your work?`
        : `Your CV lists ${listPhrase(listed)}. Which of your certifications have you put to use in your work, and how?`,
    answer: told,
  };
}

/** For a CV too thin for six pairs whose certifications no post shows: the certifications it lists. */
export function certificationListPair(profile: CvProfile): QaPair | null {
  if (profile.certifications.length === 0 || certificationInUse(profile)) return null;
  return {
    question: `Your CV lists ${listPhrase(profile.certifications.slice(0, 2).map((item) => `"${item}"`))}. Which professional certifications do you hold?`,
    answer: `I hold these certifications: ${listPhrase(profile.certifications.slice(0, 4))}.`,
  };
}
