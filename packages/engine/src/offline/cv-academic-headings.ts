// Section headings of an academic's CV in English (a tex4ht or LaTeX CV of a professor, a composer, a researcher):
// which of them list degrees, and which what was done beside the posts, no post of the candidate's.
import type { CvSectionKind } from './cv-vocabulary.ts';

export const ACADEMIC_HEADINGS: [CvSectionKind, RegExp][] = [
  // 'Merits', 'Academic merits': the degrees and titles earned ('PhD degree in Music', 'Docent in …').
  ['education', /^(?:academic |scientific )?merits$/],
  // The research projects taken part in ('Ongoing research projects'; a bare 'Research projects' may list the posts
  // themselves), the students supervised, talks given and recordings made: no employer's.
  [
    'other',
    /^(?:ongoing|current|completed|funded|past) research projects$|^supervised (?:doctoral|phd|graduate|master['’]?s?|postdoctoral) (?:students|candidates|theses|researchers)$|^(?:doctoral|phd|graduate|master['’]?s?) (?:students|candidates|theses) supervised$|^(?:doctoral|phd|graduate|thesis|student) supervision$|^(?:(?:selected|invited|conference) )?(?:presentations|talks|lectures|keynotes)$|^discography$|^recordings$/,
  ],
];
