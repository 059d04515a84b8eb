import type { CvSectionKind } from './cv-vocabulary.ts';

/**
 * Section headings of Czech and Slovak CVs ('Pracovní zkušenosti' / 'Pracovné skúsenosti', 'Vzdělání' / 'Vzdelanie',
 * 'Dovednosti' / 'Zručnosti', 'Jazyky', 'O mně' / 'O mne'), beside the common ones cv-vocabulary.ts knows: a heading is
 * never an employer, a school or a degree, and the lines under it are read as its section's. Matched on the
 * lower-cased heading.
 */
export const CZECH_HEADINGS: [CvSectionKind, RegExp][] = [
  [
    'summary',
    /^o mn[ěe]$|^(?:osobní |profesní |odborný )?profil$|^(?:profesijný )?profil$|^shrnutí$|^zhrnutie$/,
  ],
  [
    'experience',
    /^(?:pracovní |odborná |profesní )?praxe$|^(?:pracovní|profesní) zkušenosti$|^zaměstnání$|^prax$|^(?:pracovné|profesijné) skúsenosti$|^zamestnanie$/,
  ],
  ['education', /^vzdělání$|^vzdelanie$/],
  [
    'skills',
    /^(?:(?:odborné|počítačové|technické|další|ostatní) )?(?:dovednosti|znalosti|schopnosti)$|^(?:(?:odborné|počítačové|technické|ďalšie) )?(?:zručnosti|znalosti|schopnosti)$/,
  ],
  ['projects', /^projekty$/],
  ['certifications', /^certifikáty(?: a kurzy)?$|^certifikáty a (?:osvědčení|školení)$/],
  ['coursework', /^kurzy(?: a školení)?$|^školení$/],
  [
    'other',
    /^osobní (?:informace|údaje)$|^osobné (?:informácie|údaje)$|^kontakt(?:y|ní údaje|né údaje)?$|^jazyk(?:y|ové (?:znalosti|dovednosti))$|^zájmy$|^záujmy$|^koníčky$|^záliby$|^(?:životopis|curriculum vitae)$|^portfolio$|^řidičský průkaz$|^vodičský preukaz$/,
  ],
];
