/**
 * The names of the months as CVs write them, in the languages of the fixtures (English, Spanish, Portuguese, French,
 * Italian, German, Dutch): whole, or cut to an abbreviation with or without its full stop ('Ago 2022', 'Set. 2022',
 * 'Abr 2023 – Dic 2023'). Each is a whole word: 'Mayo Clinic' or 'Marzotto' holds none. A regular expression's
 * source, for patterns with the 'i' and 'u' flags.
 */
const WHOLE_NAMES = [
  'january|february|march|april|may|june|july|august|september|october|november|december',
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|se?tiembre|octubre|noviembre|diciembre',
  'janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro',
  'janvier|f[ée]vrier|mars|avril|mai|juin|juillet|ao[uû]t|septembre|octobre|novembre|d[ée]cembre',
  'gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre',
  'januar|februar|m[äa]rz|juni|juli|oktober|dezember',
  'januari|februari|maart|mei|augustus',
].join('|');
// Abbreviations of three or four letters: 'Ene', 'Abr', 'Ago', 'Set', 'Dic' (Spanish and Portuguese), 'Fev', 'Out',
// 'Dez' (Portuguese), 'Gen', 'Mag', 'Giu', 'Lug', 'Ott' (Italian), 'Okt', 'Mrz' (German), 'Mrt' (Dutch), 'Janv',
// 'Févr', 'Avr', 'Juil', 'Déc' (French).
const ABBREVIATIONS =
  'jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|ene|abr|ago|set|dic|fev|out|dez|gen|mag|giu|lug|ott|okt|mrz|mrt|m[äa]r|janv|f[ée]vr|avr|juil|d[ée]c';

export const MONTH_NAME = `(?:(?:${WHOLE_NAMES})(?![\\p{L}])|(?:${ABBREVIATIONS})(?![\\p{L}])\\.?)`;

/** The abbreviations, for a split that must not end a sentence at an abbreviation's full stop ('Sep. 2023'). */
export const MONTH_ABBREVIATION = `(?:${ABBREVIATIONS})`;
