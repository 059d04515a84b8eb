import { misspeltFrom } from '../text/edit-distance.ts';

// The one-word headings of CV sections, the reader's and the others a CV prints ('Activities', 'Interests').
const HEADING_WORDS = [
  'experience',
  'employment',
  'education',
  'qualifications',
  'skills',
  'competencies',
  'technologies',
  'projects',
  'publications',
  'certifications',
  'certificates',
  'summary',
  'profile',
  'objective',
  'coursework',
  'activities',
  'achievements',
  'interests',
  'hobbies',
  'languages',
  'references',
  'awards',
  'honors',
  'honours',
  'volunteering',
  'research',
  'contact',
] as const;

/** The heading word a one-word line spells, exactly or misspelt ('ACTVITIES' → 'activities'); null for any other line. */
export function headingWordOf(line: string): string | null {
  const word = line
    .replace(/[#*_:.]/g, '')
    .trim()
    .toLowerCase();
  // A heading is set in capitals or opens on one ('ACTVITIES', 'Experince'), not a word of running text.
  if (!/^\p{L}+$/u.test(word) || !/^[#*_\s]*\p{Lu}/u.test(line)) return null;
  return HEADING_WORDS.find((known) => known === word) ?? misspeltFrom(word, HEADING_WORDS);
}
