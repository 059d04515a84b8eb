// Practice pairs on the candidate's studies: the degrees, how the studies led into the work, the publications.
import type { QaPair } from '@viva/contracts';
import { educationPhrase, educationSentence, isStudiedNow, isUnderWay } from './cv-degree-phrases.ts';
import type { CvProfile } from './cv-profile.ts';
import { heldRole, rolesSince, yearOf } from './cv-role-phrases.ts';
import { listPhrase } from './phrasing.ts';

export function educationPair(profile: CvProfile): QaPair | null {
  if (profile.education.length === 0) return null;
  const entries = profile.education.slice(0, 3);
  const degrees = entries.filter((entry) => entry.degree && !isUnderWay(entry)).map(educationPhrase);
  const courses = entries.filter((entry) => !entry.degree).map(educationPhrase);
  const parts = [
    ...entries.filter((entry) => entry.degree && isUnderWay(entry)).map(educationSentence),
    degrees.length > 0 ? `I hold ${listPhrase(degrees)}.` : '',
    courses.length > 0 ? `I studied ${listPhrase(courses)}.` : '',
    profile.coursework.length > 0
      ? `My coursework included ${listPhrase(profile.coursework.slice(0, 4))}.`
      : '',
  ];
  // A factual question, answered by the credentials themselves (like the admin questions): 'Tell me about your
  // PhD' would ask for a story the CV does not tell.
  if (degrees.length > 0)
    return {
      question: 'Which degrees do you hold, and where did you study?',
      answer: parts.filter(Boolean).join(' '),
    };
  // Studies without a degree held are no credential: what they led to (the jobs the CV dates since) tells the story.
  const latestStudy = Math.max(...entries.map((entry) => yearOf(entry.year) ?? 0));
  const since = latestStudy > 0 ? rolesSince(profile, latestStudy) : [];
  const alongside = profile.roles
    .filter((role) => role.title && (role.isCurrent || (yearOf(role.end) ?? 0) >= latestStudy - 4))
    .slice(0, 3);
  // Work 'alongside my studies' only while they last: studies whose expected date has passed are told as past, with
  // the jobs the CV dates from before that date.
  const during = alongside.filter((role) => (yearOf(role.start) ?? Infinity) <= latestStudy);
  const led = entries.some(isStudiedNow)
    ? alongside.length > 0
      ? `Alongside my studies I have worked as ${listPhrase(alongside.map(heldRole))}.`
      : ''
    : entries.some(isUnderWay) && during.length > 0
      ? `During my studies I worked as ${listPhrase(during.map(heldRole))}.`
      : since.length > 0
        ? `Since then I have worked as ${listPhrase(since.map(heldRole))}.`
        : '';
  return {
    question: 'Tell me about your education, and how it led into your work.',
    answer: [...parts, led].filter(Boolean).join(' '),
  };
}

/** What the candidate studied, then the jobs the CV dates after it: how the studies led into the work. */
export function studiesPair(profile: CvProfile): QaPair | null {
  const entry = profile.education.find(
    (candidate) => candidate.institution && candidate.year && !isUnderWay(candidate),
  );
  const finished = yearOf(entry?.year ?? null);
  if (!entry?.institution || finished === null) return null;
  const since = rolesSince(profile, finished);
  if (since.length === 0) return null;
  return {
    question: `How have you used what you studied at ${entry.institution} in the work you have done since?`,
    answer: `${educationSentence(entry)} Since then I have worked as ${listPhrase(since.map(heldRole))}.`,
  };
}

/**
 * For a CV that lists publications: the candidate's own account of them, from the titles and years the CV gives,
 * with the role or the studies the candidate was in at the time when the CV dates them.
 */
export function publicationsPair(profile: CvProfile): QaPair | null {
  const listed = profile.publications.slice(0, 3);
  const first = listed[0];
  if (!first) return null;
  const named = (entry: CvProfile['publications'][number]): string =>
    `"${entry.title}"${entry.year ? ` (${entry.year})` : ''}`;
  const year = yearOf(first.year) ?? -1;
  const heldThen = profile.roles.find(
    (role) =>
      role.title &&
      (yearOf(role.start) ?? Infinity) <= year &&
      (role.isCurrent || (yearOf(role.end) ?? 0) >= year),
  );
  const studyThen = profile.education.find(
    (entry) => entry.degree && isUnderWay(entry) && (yearOf(entry.year) ?? Infinity) <= year,
  );
  const context = heldThen
    ? `I wrote it as ${heldRole(heldThen)}.`
    : studyThen
      ? `I wrote it during my ${studyThen.degree}${studyThen.institution ? ` at ${studyThen.institution}` : ''}.`
      : null;
  return {
    question: `Your CV lists publications, among them ${named(first)}. Which of them best shows your work, and what was your part in it?`,
    answer: [
      `My publications include ${listPhrase(listed.map(named))}.`,
      listed.length > 1 ? `The one I would point to is ${named(first)}.` : null,
      context,
    ]
      .filter(Boolean)
      .join(' '),
  };
}
