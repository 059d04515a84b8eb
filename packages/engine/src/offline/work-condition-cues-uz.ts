import type { LanguageCues } from './work-condition-cues.ts';

// Cues of work conditions in Uzbek postings (in Cyrillic), joined to each topic's own cues (work-requirements.ts): a
// state body's page's row 'Бандлик: · Тўлиқ' (employment: full), and 'тўлиқ иш куни' (a full working day), 'ярим
// ставка' (half the rate) in an ad's text. Some topics' patterns are not Unicode-aware, so a Cyrillic word's edges are
// told by the Cyrillic letters themselves.
const LETTER = 'а-яёўқғҳ';
const START = `(?<![${LETTER}])`;

export const UZBEK_CUES: LanguageCues = {
  // 'Бандлик: Тўлиқ', 'Бандлик: · Қисман', 'Тўлиқ бандлик', 'Тўлиқ ставка', 'Ярим ставка': the engagement.
  contract: `${START}бандлик(?: тури)?\\s*:\\s*[·•]?\\s*(?:тўлиқ|қисман|вақтинча|доимий)|${START}(?:тўлиқ|қисман|ярим) (?:бандлик|ставка)`,
  // 'Тўлиқ иш куни', 'Иш вақти: 9:00 дан 18:00 гача': the hours.
  hours: `${START}(?:тўлиқ|ярим|қисқартирилган) иш куни|${START}иш вақти\\s*:`,
};
