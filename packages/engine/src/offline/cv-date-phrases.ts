// Dates a CV words as a phrase rather than a range, in its own language: 'Depuis Avril 2021', 'Since May 2020',
// 'Desde marzo de 2019', 'Seit Mai 2018' (a start, the entry still running) and 'Obtenu en Septembre 2021',
// 'Obtained in 2019', 'Obtenido en 2020' (the date a degree was completed). Read as the ranges and dates the rest of
// the reader knows, where the phrase is a field of its own (a line's start or end, or between ' · ' or ' | ').

import { DATE } from './cv-vocabulary.ts';

const FIELD_START = '(^|\\s[·|]\\s)';
const FIELD_END = '(?=\\s*$|\\s[·|]\\s)';
// English, French, Spanish, Portuguese, German and Italian words for 'since'.
const SINCE = new RegExp(
  `${FIELD_START}(?:since|depuis|desde|seit|dal|dall['’])\\s*(${DATE})${FIELD_END}`,
  'giu',
);
// 'obtained (in)', 'obtenu(e) en', 'obtenido/a en', 'obtido em', 'conseguito/a (nel)', 'completed (in)', 'awarded'.
const COMPLETED = new RegExp(
  `${FIELD_START}(?:obtained|completed|awarded|obtenue?|obtenid[oa]|obtid[oa]|conseguit[oa]|abgeschlossen)(?:\\s+(?:in|en|em|nel|im))?\\s+(${DATE})${FIELD_END}`,
  'giu',
);

/** 'X · Depuis Avril 2021' → 'X · Avril 2021 – present'; 'Y · Obtenu en Mai 2019' → 'Y · Mai 2019'. */
export function withDatePhrasesRead(line: string): string {
  return line.replace(SINCE, '$1$2 – present').replace(COMPLETED, '$1$2');
}
