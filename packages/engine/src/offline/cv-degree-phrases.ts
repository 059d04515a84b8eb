// How an English CV answer names a degree or a course of study, held or still under way.
import type { CvEducation } from './cv-profile.ts';
import { withIndefiniteArticle } from './phrasing.ts';

/** 'I hold a BSc in Computer Science from X (2015)' or 'I studied Computer Science at X' when no degree is named. */
export function educationPhrase(entry: CvEducation): string {
  if (entry.degree) return withIndefiniteArticle(degreeName(entry));
  const place = entry.institution ? ` at ${entry.institution}` : '';
  const year = entry.year ? ` (${entry.year})` : '';
  // A degree left unfinished is told as studied for, and said not to be completed.
  if (entry.unfinished && entry.field)
    return `for ${withIndefiniteArticle(entry.field)}${place}${year}, without completing it`;
  return `${entry.field ?? 'courses'}${place}${year}`;
}

export function degreeName(entry: CvEducation): string {
  const subject = entry.degree ?? (entry.field ? `studies in ${entry.field}` : 'studies');
  const field = entry.degree && entry.field ? ` in ${entry.field}` : '';
  // A degree under way is studied at its school, not held from it.
  const institution = entry.institution ? ` ${isUnderWay(entry) ? 'at' : 'from'} ${entry.institution}` : '';
  const year = entry.year && !isUnderWay(entry) ? ` (${entry.year})` : '';
  return `${subject}${field}${institution}${year}`;
}

/** A degree the CV dates 'since 2022' or 'expected 2016': the candidate is studying for it, and does not hold it yet. */
export const isUnderWay = (entry: CvEducation): boolean => /^(?:since|expected)\b/.test(entry.year ?? '');

/** A degree under way on the day the CV is read: one whose expected date has passed is no current study. */
export const isStudiedNow = (entry: CvEducation): boolean => isUnderWay(entry) && !entry.expectedPassed;

/** 'I hold a BSc...', 'I studied...', or 'I started a PhD... in 2022 and I am still studying for it'. */
export function educationSentence(entry: CvEducation): string {
  const expected = /^expected\s+(.*)$/.exec(entry.year ?? '')?.[1];
  // An expected date already past is what the CV said then: whether the degree was completed is not known.
  if (entry.degree && expected && entry.expectedPassed)
    return `I studied for ${withIndefiniteArticle(degreeName(entry))}, with graduation expected in ${expected}.`;
  if (entry.degree && expected)
    return `I am studying for ${withIndefiniteArticle(degreeName(entry))}, and I expect to graduate in ${expected}.`;
  if (entry.degree && isUnderWay(entry))
    return `I started ${withIndefiniteArticle(degreeName(entry))} in ${entry.year?.replace(/^since\s+/, '')} and I am still studying for it.`;
  return `${entry.degree ? 'I hold' : 'I studied'} ${educationPhrase(entry)}.`;
}
