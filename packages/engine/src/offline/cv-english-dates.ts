// A CV in a language whose answers are written in English (Arabic, Greek) keeps its own months in its dates ('مايو
// 2024', 'Ιούνιος 2026'): an English answer names them in English ('May 2024', 'June 2026'), as it would say them.
import { ARABIC_MONTH_NAMES } from './cv-arabic-words.ts';
import type { CvProfile } from './cv-profile.ts';
import { GREEK_MONTH_NAMES } from './cv-greek-words.ts';

export const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

// Each month's names in the languages that give them, January first; an abbreviation's stop goes with it.
const MONTH_TABLES = [ARABIC_MONTH_NAMES, GREEK_MONTH_NAMES];
const OTHER_LANGUAGE_MONTHS = ENGLISH_MONTHS.map(
  (english, index) =>
    [english, new RegExp(`(?:${MONTH_TABLES.map((table) => table[index]).join('|')})\\.?`, 'giu')] as const,
);

/** 'مايو 2024' → 'May 2024', 'Σεπτ. 2012' → 'September 2012'; a date with no such month as it is. */
export function inEnglishMonths(date: string | null): string | null {
  return date === null
    ? null
    : OTHER_LANGUAGE_MONTHS.reduce((text, [english, month]) => text.replace(month, english), date);
}

/** The profile with its jobs', studies', projects' and publications' dates naming their months in English. */
export function withDatesInEnglish(profile: CvProfile): CvProfile {
  return {
    ...profile,
    roles: profile.roles.map((role) => ({
      ...role,
      start: inEnglishMonths(role.start),
      end: inEnglishMonths(role.end),
    })),
    education: profile.education.map((entry) => ({ ...entry, year: inEnglishMonths(entry.year) })),
    projects: profile.projects.map((project) =>
      project.year ? { ...project, year: inEnglishMonths(project.year) } : project,
    ),
    publications: profile.publications.map((entry) => ({ ...entry, year: inEnglishMonths(entry.year) })),
  };
}
