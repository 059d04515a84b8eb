// A scholarship or fellowship is an award, never a degree, though its name often holds a degree's word ('Global PhD
// Fellowship', 'Doctoral Scholarship', Korean '장학/펠로우십: 글로벌 박사 펠로우십', German 'Promotionsstipendium',
// Spanish 'Beca de doctorado'). A degree row may name the award that paid for it after the school ('MSc Physics, Acme
// University (Excellence Scholarship)'): that row stays a degree.
import { DEGREE, INSTITUTION } from './cv-vocabulary.ts';

// Scholarship, fellowship and grant words: English, German 'Stipendium', Spanish 'beca', Portuguese 'bolsa (de
// estudos)', French 'bourse', Italian 'borsa di studio', Korean '장학' (scholarship, '장학금') and '펠로우십', Chinese and
// Japanese '奖学金' / '獎學金' / '奨学金'.
const AWARD = String.raw`(?:scholarships?|fellowships?|bursary|\p{L}*stipendium|stipend|becas?|bolsas?|bourses?|borsa di studio|장학\p{Script=Hangul}*|펠로우십|奖学金|獎學金|奨学金)`;
const AWARD_WORD = new RegExp(`(?<!\\p{Script=Latin})${AWARD}`, 'iu');
// A degree's word right before the award's ('PhD Fellowship', '박사 펠로우십', 'Doctoral Scholarship').
const DEGREE_THEN_AWARD = new RegExp(`(?:${DEGREE.source})\\s*${AWARD}`, 'iu');

/** Whether a row naming a degree's word is a scholarship or fellowship (an award), not a degree. */
export function isAwardRow(text: string): boolean {
  if (DEGREE_THEN_AWARD.test(text)) return true;
  const award = AWARD_WORD.exec(text);
  const degree = DEGREE.exec(text);
  // The award named before any degree, with no school on the row ('Beca de doctorado', 'Stipendium: PhD …').
  return award !== null && degree !== null && award.index < degree.index && !INSTITUTION.test(text);
}
