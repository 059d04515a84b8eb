import type { CvSectionKind } from './cv-vocabulary.ts';

/**
 * Section headings of Polish CVs ('Doświadczenie zawodowe', 'Wykształcenie', 'Umiejętności'), beside the common ones
 * cv-vocabulary.ts knows: a heading is never an employer, a school or a degree, and the lines under it are read as
 * its section's. Matched on the lower-cased heading.
 */
export const POLISH_HEADINGS: [CvSectionKind, RegExp][] = [
  [
    'experience',
    /^do[sś]wiadczenie(?: zawodowe)?$|^przebieg pracy zawodowej$|^historia zatrudnienia$|^praktyki(?: zawodowe)?$/,
  ],
  ['education', /^wykszta[lł]cenie$|^edukacja$/],
  ['skills', /^umiej[eę]tno[sś]ci(?: techniczne)?$|^kompetencje$/],
  ['projects', /^projekty$/],
  ['certifications', /^certyfikaty$|^certyfikaty i kursy$/],
  ['coursework', /^kursy(?: i szkolenia)?$|^szkolenia$/],
  ['other', /^j[eę]zyki(?: obce)?$|^zainteresowania$|^dane osobowe$/],
];
