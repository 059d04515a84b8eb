// How an English CV answer names a job: its title and employer, its dates, and the sentence that introduces it.
import type { CvProfile, CvRole } from './cv-profile.ts';
import { cjkInternPost } from './cv-cjk-words.ts';
import { withIndefiniteArticle } from './phrasing.ts';

/** The role as the CV lists it: 'Member at Enactus' (what an admin question quotes back). */
export function roleName(role: CvRole): string {
  if (role.title && role.organisation) return `${role.title} at ${role.organisation}`;
  if (role.title && role.selfEmployed) return `${role.title} (self-employed)`;
  return role.title ?? role.organisation ?? 'this role';
}

// A post one person holds ('CTO', 'Head of People', 'Director of IT', 'Founder') is held bare; one of many
// ('Member', 'Volunteer', 'Software Engineer', 'Office Manager') takes an article after 'as', 'was' or 'been'.
const SOLE_POST =
  /\b(?:chief|ceo|cto|cfo|coo|cio|president|vp|founder|co-founder|cofounder|owner|head|chair|chairman|chairwoman|partner)\b|^general counsel\b|\sof\s|,/i;

/**
 * 'a Member', 'an Office Manager', 'an IT Technician', 'a Sr. Engineer'; 'Director of IT' and 'CTO' stay bare; a
 * Chinese, Japanese or Korean intern's post is held as 'an intern in 机器学习算法'.
 */
export function post(title: string): string {
  const intern = cjkInternPost(title);
  if (intern) return intern;
  if (SOLE_POST.test(title) || /^(?:a|an|the)\s/i.test(title)) return title;
  return withIndefiniteArticle(title);
}

/** The role as the candidate says they held it: 'a Member at Enactus', 'Director of IT at Fox'. */
export function heldRole(role: CvRole): string {
  return role.title ? roleName({ ...role, title: post(role.title) }) : roleName(role);
}

/**
 * The role after a preposition: 'as Analyst at Acme', or 'at Acme' when the CV gives the employer without a title
 * we can read (an employer is never called a job: 'your time as The Walt Disney Company').
 */
export function asOrAt(role: CvRole): string {
  return role.title || !role.organisation ? `as ${heldRole(role)}` : `at ${role.organisation}`;
}

export function period(role: CvRole): string {
  if (!role.start) return '';
  if (role.isCurrent) return ` since ${role.start}`;
  if (role.end === role.start) return ` in ${role.start}`;
  return role.end ? ` from ${role.start} to ${role.end}` : ` from ${role.start}`;
}

export function roleIntro(role: CvRole): string {
  // A post named as volunteering ('Volunteer Swim Coach') says so itself.
  if (role.volunteering && !/\bvolunteer/i.test(role.title ?? ''))
    return `I ${role.isCurrent ? 'have volunteered' : 'volunteered'} ${asOrAt(role)}${period(role)}.`;
  if (!role.isCurrent) return `I worked ${asOrAt(role)}${period(role)}.`;
  const where = role.title || !role.organisation ? heldRole(role) : `working at ${role.organisation}`;
  return `I have been ${where}${period(role)}.`;
}

// A boilerplate filled with a historical person dates its jobs and studies in the nineteenth century ('1867').
export const yearOf = (date: string | null): number | null =>
  Number(/\b(?:18|19|20)\d{2}\b/.exec(date ?? '')?.[0]) || null;

/** Up to three titled jobs the CV dates from a year on, oldest first. */
export function rolesSince(profile: CvProfile, year: number): CvRole[] {
  return profile.roles
    .filter((role) => role.title && (yearOf(role.start) ?? 0) >= year)
    .slice(0, 3)
    .reverse();
}
