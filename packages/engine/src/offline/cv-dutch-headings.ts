import type { CvSectionKind } from './cv-vocabulary.ts';

/**
 * Section headings of Dutch CVs ('Werkervaring', 'Opleiding', 'Talenkennis'), beside the common ones cv-vocabulary.ts
 * knows: a heading is never an employer, a school or a degree, and the lines under it are read as its section's (a
 * degree row under 'Opleiding' is no job). Matched on the lower-cased heading.
 */
export const DUTCH_HEADINGS: [CvSectionKind, RegExp][] = [
  ['summary', /^(?:persoonlijk )?profiel$|^over mij$/],
  [
    'experience',
    /^(?:relevante )?(?:werk|arbeids|beroeps)ervaring$|^ervaring$|^loopbaan$|^arbeidsverleden$|^(?:werk|loop)geschiedenis$/,
  ],
  [
    'education',
    /^opleiding(?:en)?(?: en (?:diploma['’]?s|cursussen))?$|^(?:genoten )?onderwijs$|^diploma['’]?s$/,
  ],
  ['skills', /^(?:vaardigheden|competenties|kennis en vaardigheden|computervaardigheden|ict-?vaardigheden)$/],
  ['projects', /^projecten$/],
  ['coursework', /^(?:cursussen|trainingen|cursussen en trainingen)$/],
  ['publications', /^publicaties$/],
  [
    'other',
    /^(?:talen(?:kennis)?|persoonlijke gegevens|hobby['’]?s|interesses|nevenactiviteiten|referenties)$/,
  ],
];
