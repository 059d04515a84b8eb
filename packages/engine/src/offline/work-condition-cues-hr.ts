import type { LanguageCues } from './work-condition-cues.ts';

// Cues of work conditions in Croatian postings (and Serbian and Bosnian in Latin script), joined to each topic's own
// cues (work-requirements.ts): a driving licence ('vozačka dozvola B kategorije'), work in another country or its
// language area ('za rad na njemačkom govornom području', 'rad u inozemstvu'), full or part time and the contract
// ('puno radno vrijeme', 'ugovor na određeno'), shifts. Some topics' patterns are not Unicode-aware, so a word's edges
// are told by the letters themselves.
const LETTER = 'a-zčćđšž';
const START = `(?<![${LETTER}])`;

export const CROATIAN_CUES: LanguageCues = {
  // 'Vozačka dozvola B kategorije', 'vozački ispit'.
  licence: `${START}(?:vozačk[${LETTER}]* (?:dozvol|ispit)|vozack[${LETTER}]* dozvol)`,
  // 'za rad na njemačkom govornom području', 'rad u inozemstvu', 'spremnost na putovanja': the work is done away from
  // home, in another country or its language area.
  travel: `${START}(?:(?:na|u) [${LETTER}]+ (?:govornom|jezičnom) područj|(?:rad|posao|raditi) u inozemstvu|spremnost na (?:putovanja|službena putovanja)|službena putovanja)`,
  // 'Puno radno vrijeme', 'nepuno radno vrijeme', 'ugovor na određeno / neodređeno vrijeme', 'studentski ugovor'.
  contract: `${START}(?:(?:ne)?puno radno vrijeme|(?:ne)?puno radno vreme|ugovor (?:o radu )?na (?:ne)?određeno|studentski ugovor)`,
  // 'Rad u smjenama', 'smjenski rad', 'rad vikendom'.
  hours: `${START}(?:rad u smjenama|smjenski rad|rad vikendom|rad u smenama|smenski rad)`,
};
