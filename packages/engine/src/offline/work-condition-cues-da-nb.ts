// Cues of work conditions in Danish and Norwegian, read by work-requirements.ts beside its own cues of each condition:
// a job board's fact rows ('Arbejdstid · Deltid', 'Ansættelsesform Tidsbegrænset ansættelse', 'Kørekort · B') and the
// same words in a posting's text. Each cue is a term of employment, never a word of the work itself. A police
// certificate ('Politiattest … må framlegges') is left unread, as the Swedish security vetting is: the only question
// for it, on the right to work and visas, would ask the wrong thing.

/**
 * 'Fuldtid', 'Deltid', 'Heltid', Nynorsk 'heiltid', 'Tidsbegrænset ansættelse', 'Midlertidig stilling', Nynorsk
 * 'mellombels stilling', 'Fastansættelse', 'fast stilling' with its share ('ei fast 100% stilling'), 'fast tilsetjing',
 * 'Vikariat'.
 */
export const DANISH_NORWEGIAN_CONTRACT = String.raw`\b(?:fuld|hel|heil|del)tid\b|\btidsbegrænset (?:ansættelse|stilling)\b|\b(?:midlertidig|mellombels) (?:stilling|ansettelse|ansættelse|tilsetjing)\b|\bfast(?:ansættelse|ansettelse| (?:\d{1,3} ?% )?stilling| tilsetjing| tilsetting)\b|\bvikariat\b`;
/** 'Kørekort · B – Almindelig bil', 'Førerkort klasse B', Nynorsk 'førarkort', 'bilsertifikat', 'sertifikat klasse B'. */
export const DANISH_NORWEGIAN_LICENCE = String.raw`\bkørekort\b|\bfør[ea]rkort\b|\bbilsertifikat\b|\bsertifikat (?:for bil|klasse b)\b`;
/**
 * A Norwegian board's place row, by its postcode ('Arbeidsstad 5730 Ulvik, Hordaland'), or a labelled place
 * ('Arbeidssted: Bergen'); not the Danish board's 'Arbejdssted · Lokal Boligservice ApS', which names the employer.
 */
export const DANISH_NORWEGIAN_LOCATION_LABEL = String.raw`^(?:arbeidssted|arbeidsstad)(?:\s*:|\s+(?=\d{4}\s))`;
