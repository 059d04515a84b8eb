// Practice pairs on the jobs the CV describes: one question per job, then one per line the job answers left out.
import type { QaPair } from '@viva/contracts';
import { firstPerson, secondPerson } from './cv-first-person.ts';
import type { CvProfile, CvRole } from './cv-profile.ts';
import { asOrAt, heldRole, period, post, roleIntro } from './cv-role-phrases.ts';
import { runOn, shorten } from './phrasing.ts';

export const MAX_ROLE_QUESTIONS = 3;
export const MAX_DETAILS_PER_ANSWER = 3;

// Worded differently per job, so two jobs at one employer do not read as the same question.
function roleQuestion(role: CvRole, index: number): string {
  if (!role.title || !role.organisation) return `Tell me about your time ${asOrAt(role)}.`;
  const wordings = [
    `What did you do as ${post(role.title)} at ${role.organisation}?`,
    `Tell me about your work at ${role.organisation}. What were you responsible for as ${post(role.title)}?`,
    `Looking back at your time as ${post(role.title)} (${role.organisation}), what did you work on?`,
  ];
  return wordings[index % wordings.length] ?? wordings[0] ?? '';
}

// A line told as the candidate's own sentence: 'I …', 'My work includes …', 'One of my responsibilities was …'.
const SPOKEN = /^(?:I|My|One of my)\b/;

const hasFigures = (detail: string): boolean => /\d[\d,.]*\s*(?:%|x\b|\+|million|k\b)|\$\d/.test(detail);

/**
 * A spoken answer about a job: the situation (the role, where and when), what the candidate did (the CV's duty
 * lines), and a result the CV states (a line with figures), in that order.
 */
function roleAnswer(role: CvRole, details: string[]): string {
  const result = details.find(hasFigures);
  const spoken = toldDetails(details).map((detail) => firstPerson(detail, role.isCurrent));
  // A line of work under way ('My work includes developing…') is no result, figures or not.
  if (result && spoken.length > 1 && !/\bmy work includes\b/i.test(spoken.at(-1) ?? ''))
    spoken[spoken.length - 1] = `The result I would point to: ${runOn(spoken.at(-1) ?? '')}`;
  return [roleIntro(role), ...spoken].join(' ');
}

/** The CV lines a job's answer tells: two things done, then a result with figures when the CV states one. */
function toldDetails(details: string[]): string[] {
  const actions = details.filter((detail) => !hasFigures(detail)).slice(0, MAX_DETAILS_PER_ANSWER - 1);
  const result = details.find(hasFigures);
  const chosen = [...actions, ...(result ? [result] : [])];
  return chosen.length > 0 ? chosen : details.slice(0, MAX_DETAILS_PER_ANSWER);
}

export function rolePairs(profile: CvProfile, from = 0, to = MAX_ROLE_QUESTIONS): QaPair[] {
  const described = profile.roles.filter(
    (role) => role.details.length > 0 && (role.title || role.organisation),
  );
  // Two jobs of one title without an employer would be asked the same question: their dates tell them apart.
  const isNamesake = (role: CvRole): boolean =>
    !role.organisation && described.filter((other) => other.title === role.title).length > 1;
  return described.slice(from, to).map((role, index) => ({
    // 'Danggeun Market Inc.' ends its own sentence: one full stop, not two.
    question: roleQuestion(role, from + index)
      .replace(/\.\.(?=\s|$)/g, '.')
      .replace(/\.$/, isNamesake(role) ? `${period(role)}.` : '.'),
    answer: roleAnswer(role, role.details),
  }));
}

/**
 * Questions on the CV lines a job's answer left out (it tells at most three): for a CV that gives few jobs but
 * describes them, each such line is its own story.
 */
export function detailPairs(profile: CvProfile): QaPair[] {
  return profile.roles.flatMap((role) =>
    role.details
      .filter((detail) => !toldDetails(role.details).includes(detail))
      .map((detail) => ({ detail, claim: firstPerson(detail, role.isCurrent) }))
      // A fragment the reader could not tell in the first person ('Ensuring customer satisfaction …') is no 'you …'.
      .filter(({ claim }) => SPOKEN.test(claim))
      .map(({ detail, claim }) => ({
        question: `Your CV says that ${asOrAt(role)} ${secondPerson(shorten(claim, 25))} What was your part in it, and what came of it?`,
        answer: situationAndAction(role, detail, claim),
      })),
  );
}

/**
 * The answer to a question on one CV line: the situation (the post), another thing the candidate did there when the
 * CV says one, and the line itself, so the answer tells a short story rather than repeating the line. A post asked
 * about line by line (a CV with one post) would open every answer on one sentence and one line: the situation is told
 * by the line's place in the post (when it began, the employer, the post), and the other line is the one beside it.
 */
export function situationAndAction(role: CvRole, detail: string, claim: string): string {
  const position = role.details.indexOf(detail);
  // Another line told in the first person ('I …', 'My work …'), not a fragment the reader could not turn into one.
  const others = role.details
    .filter((line) => line !== detail && !hasFigures(line))
    .map((line) => ({ line, told: firstPerson(line, role.isCurrent) }))
    .filter(({ told }) => SPOKEN.test(told));
  const other = (others.findLast(({ line }) => role.details.indexOf(line) < position) ?? others[0])?.told;
  const told = [...(other ? [other] : []), claim];
  const [first = '', ...rest] = told;
  // 'At Acme, I …' and 'As an Analyst at Acme, I …' lead into a sentence of the candidate's own.
  const leadsIn = SPOKEN.test(first);
  const openings = [
    role.start ? [startedIn(role), ...told] : null,
    role.organisation && leadsIn ? [`At ${role.organisation}, ${runOn(first)}`, ...rest] : null,
    role.title && leadsIn ? [`As ${heldRole(role)}, ${runOn(first)}`, ...rest] : null,
  ].filter((opening): opening is string[] => opening !== null);
  return (openings[Math.max(position, 0) % Math.max(openings.length, 1)] ?? [roleIntro(role), ...told]).join(
    ' ',
  );
}

/** 'I started as an Analyst at Acme in May 2020, and I am still there.', 'I started at Acme in 2018 and stayed until 2022.' */
function startedIn(role: CvRole): string {
  if (role.end === role.start) return roleIntro(role);
  const stayed = role.isCurrent ? ', and I am still there' : role.end ? ` and stayed until ${role.end}` : '';
  return `I started ${asOrAt(role)} in ${role.start}${stayed}.`;
}

/** The jobs the role questions already ask about: a second question on one of them reads as the same question. */
export function askedRoles(profile: CvProfile): Set<CvRole> {
  return new Set(
    profile.roles
      .filter((role) => role.details.length > 0 && (role.title || role.organisation))
      .slice(0, MAX_ROLE_QUESTIONS),
  );
}
