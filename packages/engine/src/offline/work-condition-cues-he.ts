import type { LanguageCues } from './work-condition-cues.ts';

// Cues of work conditions in Hebrew postings, joined to each topic's own cues (work-requirements.ts): the place ('מקום
// העבודה: …', 'מיקום: …', 'מקום מגורים: ירושלים'), the scope ('היקף המשרה: חלקית', 'משרה מלאה', 'חצי משרה'), the hours
// and shifts. Hebrew writes its articles and prepositions as a letter before the word ('במשרה', 'המשרה'), and some
// topics' patterns are not Unicode-aware: no cue uses '\p{…}', and a word's edges are told by spaces and punctuation.

const PLACE_LABEL = '(?:^|\\s)(?:מיקום|מקום (?:ה)?עבודה|מקום מגורים|אזור (?:ה)?עבודה|אזור מגורים)';
const EDGE = '(?=$|[\\s.,;:()])';

export const HEBREW_CUES: LanguageCues = {
  location: `${PLACE_LABEL}\\s*[:\\-–·]`,
  // 'שעות העבודה: …', 'עבודה במשמרות', 'ימים א׳-ה׳'.
  hours: `(?:^|\\s)שעות (?:ה)?עבודה|(?:^|\\s)[בו]?משמרות${EDGE}|(?:^|\\s)ימים א['׳]?\\s*-\\s*[הו]['׳]?${EDGE}`,
  // 'היקף המשרה: חלקית', 'משרה מלאה', 'חצי משרה', 'משרה זמנית', 'מלאה' under a 'היקף משרה' heading: the engagement.
  // Not 'פרילנסר' inside the sentence on whom the employer seeks, which would be quoted whole as the engagement.
  contract: `(?:^|\\s)היקף (?:ה)?משרה|(?:^|\\s)[בול]?(?:ה)?משרה (?:ה)?(?:חלקית|מלאה|זמנית)${EDGE}|(?:^|\\s)[בו]?חצי משרה${EDGE}|^(?:חלקית|מלאה)${EDGE}`,
  // 'רישיון נהיגה'.
  licence: `(?:^|\\s)[בו]?רישיון נהיגה${EDGE}`,
};

/** The place a Hebrew place row gives ('מקום העבודה: חיפה', 'מקום מגורים: ירושלים'). */
export const PLACE_ROW_HE = new RegExp(`${PLACE_LABEL}\\s*[:\\-–·]\\s*(.+)$`, 'u');
