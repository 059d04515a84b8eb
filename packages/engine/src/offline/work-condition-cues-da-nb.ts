// Cues of work conditions in Danish and Norwegian, read by work-requirements.ts beside its own cues of each condition:
// a job board's fact rows ('Arbejdstid · Deltid', 'Ansættelsesform Tidsbegrænset ansættelse', 'Kørekort · B') and the
// same words in a posting's text. Each cue is a term of employment, never a word of the work itself. A police
// certificate ('Politiattest … må framlegges') is left unread, as the Swedish security vetting is: the only question
// for it, on the right to work and visas, would ask the wrong thing.

/**
 * 'Fuldtid', 'Deltid', 'Heltid', Nynorsk 'heiltid', 'Tidsbegrænset ansættelse', 'Midlertidig stilling', Nynorsk
 * 'mellombels stilling', 'Fastansættelse', 'fast stilling' with its share ('ei fast 100% stilling'), 'fast tilsetjing',
 * 'Vikariat', and a public post's fixed term ('en åremålsstilling for fire år', 'åremålstilsetting', 'på åremål').
 */
export const DANISH_NORWEGIAN_CONTRACT = String.raw`(?<!\p{L})åremål\p{L}*|\b(?:fuld|hel|heil|del)tid\b|\btidsbegrænset (?:ansættelse|stilling)\b|\b(?:midlertidig|mellombels) (?:stilling|ansettelse|ansættelse|tilsetjing)\b|\bfast(?:ansættelse|ansettelse| (?:\d{1,3} ?% )?stilling| tilsetjing| tilsetting)\b|\bvikariat\b`;
/** 'Kørekort · B – Almindelig bil', 'Førerkort klasse B', Nynorsk 'førarkort', 'bilsertifikat', 'sertifikat klasse B'. */
export const DANISH_NORWEGIAN_LICENCE = String.raw`\bkørekort\b|\bfør[ea]rkort\b|\bbilsertifikat\b|\bsertifikat (?:for bil|klasse b)\b`;
/**
 * A Norwegian board's place row, by its postcode ('Arbeidsstad 5730 Ulvik, Hordaland'), or a labelled place
 * ('Arbeidssted: Bergen'); not the Danish board's 'Arbejdssted · Lokal Boligservice ApS', which names the employer.
 */
export const DANISH_NORWEGIAN_LOCATION_LABEL = String.raw`^(?:arbeidssted|arbeidsstad)(?:\s*:|\s+(?=\d{4}\s))`;
/**
 * 'Arbeidsstedet er Tromsø', 'Arbejdsstedet er i Aarhus', 'Arbetsorten är Umeå': the place told in a sentence of the
 * post's prose; group 1 is the place. A capital opens it, so 'Arbeidsstedet er fleksibelt' names none.
 */
export const NORDIC_PLACE_SENTENCE = String.raw`(?<!\p{L})(?:[Aa]rbeidsstedet|[Aa]rbeidsstaden|[Aa]rbejdsstedet|[Aa]rbetsorten|[Pp]laceringsorten|[Tt]jenestestedet) (?:er|blir|vil være|är) (?:i )?(\p{Lu}[\p{L}-]+(?:,? \p{Lu}[\p{L}-]+)*)`;
/**
 * 'Noe reising må påregnes', 'Reisevirksomhet må påreknast', 'Rejseaktivitet vil forekomme', 'Resor förekommer i
 * tjänsten': the person's own travel in the work, told as something to expect. Read with the 'i' flag and no 'u'.
 */
export const NORDIC_TRAVEL = String.raw`\b(?:noe|noko|en del|ein del|hyppig|mye|mykje|noen|nogen) (?:reising|reiser|reiseverksemd|reisevirksomhet|reiseaktivitet|rejser|rejseaktivitet|resor|resande)\b|\b(?:reising|reiser|reisevirksomhet|reiseverksemd|reiseaktivitet|rejser|rejseaktivitet|resor|resande)\b[^.]{0,30}?\b(?:(?:må )?påregnes|må påreknast|må forventes|vil forekomme|kan forekomme|forekommer|förekommer|ingår)\b|\b(?:tjenestereiser|tenestereiser|tjänsteresor)\b`;
/**
 * 'Det er ønskelig om kandidaten kan starte den 1. september', 'tiltræde 1. marts', 'tillträda den 1 augusti': the day
 * the work starts. Read with the 'i' flag and no 'u'.
 */
export const NORDIC_START = String.raw`\b(?:starte|begynne|byrje|tiltre|tiltræde|begynde|börja|tillträda)(?: i stillingen| i jobbet| i tjänsten)? (?:den |fra |fra den |från |per )?\d{1,2}\.? ?(?:januar|januari|februar|februari|mars|marts|april|mai|maj|juni|juli|august|augusti|september|oktober|november|desember|december)(?: \d{4})?\b`;
