// Cues of work conditions in Polish postings, read by work-requirements.ts beside its own cues of each condition: a job
// board's fact rows ('Wymiar pracy · Pełny etat', 'Typ umowy · Umowa o pracę', 'Dyspozycyjność · Praca zmianowa,
// Praca w weekendy') and the same words in a posting's text. Each cue is a term of employment, never a word of the
// work itself. Some are read by patterns without the 'u' flag (the hours, the days, the start), so a cue is bounded by
// no Polish letter rather than by '\p{L}' or the ASCII '\b'.

const LETTER = 'a-ząćęłńóśźż';
const bounded = (cue: string): string => `(?<![${LETTER}])(?:${cue})(?![${LETTER}])`;

/**
 * 'Pełny etat', 'Część etatu', 'pół etatu', 'Umowa o pracę', 'umowa zlecenie', 'umowa o dzieło', 'kontrakt B2B', 'na
 * czas określony/nieokreślony', 'praca tymczasowa'. Not 'umowa' alone: a contract may be the work's subject.
 */
export const POLISH_CONTRACT = bounded(
  String.raw`(?:pełny|pełen|niepełny) (?:etat|wymiar (?:czasu )?pracy)|(?:na )?(?:część|pół|1\/2|3\/4) etatu|umow(?:a|ę|y|ie|ą) (?:o pracę|o dzieło|zlecenie?|agencyjn[${LETTER}]*)|kontrakt(?:u)? b2b|na czas (?:nie)?określony|prac(?:a|ę) tymczasow(?:a|ą)`,
);
/** 'Praca zmianowa', 'praca w systemie zmianowym', 'dwuzmianowa', 'praca w nocy', 'nocne zmiany': shift hours. */
export const POLISH_SHIFTS = bounded(
  String.raw`prac(?:a|ę|y) zmianow[${LETTER}]*|(?:w )?system(?:ie)? (?:dwu|trzy|cztero)?zmianow[${LETTER}]*|(?:dwu|trzy|cztero)zmianow[${LETTER}]*|prac(?:a|ę|y) w nocy|nocn(?:e|ych) zmian[${LETTER}]*`,
);
/** 'Praca w weekendy', 'w weekendy i święta', 'pracy weekendowej': the days worked. */
export const POLISH_WEEKEND = bounded(
  String.raw`w weekendy|w weekend|weekendow[${LETTER}]*|w soboty i niedziele|w niedziele i święta`,
);
/** 'Miejsce pracy: Gdańsk', 'Lokalizacja: Kraków': a labelled place. */
export const POLISH_LOCATION_LABEL = String.raw`^(?:miejsce pracy|lokalizacja)\s*[:·–-]`;
/** 'Prawo jazdy kat. B'. */
export const POLISH_LICENCE = bounded('prawo jazdy|prawa jazdy');
/** 'Praca od zaraz', 'Start od zaraz'. */
export const POLISH_START = bounded('od zaraz');
