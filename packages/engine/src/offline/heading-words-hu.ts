import type { SectionKind } from './sections.ts';

/**
 * Section headings of Hungarian postings, by the kind of section they head, read beside the other languages'
 * vocabulary (the same text: lower case, accents removed, so 'Elvárások' is 'elvarasok' and 'Előnyt jelent'
 * 'elonyt jelent'). A heading asked as a question counts too ('Mi lesz a feladatod?', 'Mit kínálunk?').
 */
export const HUNGARIAN_HEADINGS: Partial<Record<SectionKind, RegExp>> = {
  // 'Előnyt jelent', 'Előny', 'Előnyös': what would help (not 'Előnyök', which are the perks).
  nice_to_have: /^(?:elonyt jelent\w*|elony|elonyos|amit elonynek tekintunk)\b/,
  // 'Jelentkezés', 'Jelentkezés módja', 'Hogyan jelentkezz?': how to apply.
  process: /^(?:jelentkezes(?: modja| menete)?|hogyan (?:tudsz )?jelentkez\w*)$/,
  // 'Amit kínálunk', 'Amit nyújtunk', 'Mit kínálunk?', 'Juttatások', 'Előnyök': the offer, never asked.
  benefits:
    /^(?:amit (?:kinalunk|nyujtunk|adunk)|mit (?:kinalunk|nyujtunk)(?: (?:neked|szamodra))?|juttatasok|elonyok)$/,
  // 'Feladatok', 'Főbb feladatok', 'Feladataid', 'Munkaköri feladatok', 'Mi lesz a feladatod?': the work.
  responsibilities:
    /^(?:fobb |fo |munkakori |a munkakorhoz tartozo )?feladat(?:ok|aid|aink|ai|kor)$|^(?:mi lesz a feladatod|milyen feladatok varnak (?:rad|ra))$/,
  // 'Elvárások', 'Elvárásaink', 'Amit elvárunk', 'Mit várunk tőled?', 'Követelmények', 'Kit keresünk?': what the
  // person must have.
  requirements:
    /^(?:elvarasok|elvarasaink|amit elvarunk|mit varunk (?:toled|el)|kovetelmenyek|kit keresunk|akit keresunk|amire szukseged lesz)$/,
  terms: /^(?:munkaido|munkavegzes helye|a munkavegzes helye|foglalkoztatas jellege|munkarend)$/,
  about: /^(?:rolunk|a cegrol|a munkaltatorol)$/,
};
