// A physician lists the posts of training among the education ('Cardiology Fellowship | City Hospital | 2023 –
// Present', 'Internal Medicine Residency | …'): each is a job held, with its employer and dates, not a degree.

import type { CvLine } from './cv-lines.ts';
import type { RoleDraft } from './cv-roles.ts';
import { DATE_RANGE, INSTITUTION, tidy } from './cv-vocabulary.ts';

// The post named by its training ('… Fellowship' → '… Fellow').
const POST_OF_TRAINING: [RegExp, string][] = [
  [/\bfellowship\b/i, 'Fellow'],
  [/\bresidency\b/i, 'Resident'],
  [/\binternship\b/i, 'Intern'],
  [/\bapprenticeship\b/i, 'Apprentice'],
  [/\btraineeship\b/i, 'Trainee'],
];
const FIELDS = /\s+[|·]\s+|\s+[–—]\s+|,\s+/;

/** The dated training posts of a CV's education section, as role drafts. */
export function trainingPostsOf(education: CvLine[]): RoleDraft[] {
  return education.flatMap((line) => {
    const range = DATE_RANGE.exec(line.text);
    const post = POST_OF_TRAINING.find(([word]) => word.test(line.text));
    if (line.isBullet || !range || !post) return [];
    const [training = '', ...others] = line.text
      .replace(range[0], '')
      .split(FIELDS)
      .map((field) => tidy(field))
      .filter(Boolean);
    if (!post[0].test(training) || training.split(/\s+/).length > 8) return [];
    const title = training.replace(post[0], post[1]);
    const organisation = others.find((field) => INSTITUTION.test(field)) ?? others[0] ?? null;
    return [
      {
        headers: [title, ...(organisation ? [organisation] : [])],
        start: tidy(range[1] ?? ''),
        end: tidy(range[2] ?? range[1] ?? ''),
        details: [],
        named: { title, organisation },
      },
    ];
  });
}
