// Cues of work conditions in Danish and Norwegian, read by work-requirements.ts beside its own cues of each condition:
// a job board's fact rows ('Arbejdstid · Deltid', 'Ansættelsesform Tidsbegrænset ansættelse', 'Kørekort · B') and the
// same words in a posting's text. Each cue is a term of employment, never a word of the work itself.

/** 'Fuldtid', 'Deltid', 'Heltid', 'Tidsbegrænset ansættelse', 'Midlertidig stilling', 'Fastansættelse', 'Vikariat'. */
export const DANISH_NORWEGIAN_CONTRACT = String.raw`\b(?:fuld|hel|del)tid\b|\btidsbegrænset (?:ansættelse|stilling)\b|\bmidlertidig (?:stilling|ansettelse|ansættelse)\b|\bfast(?:ansættelse|ansettelse| stilling)\b|\bvikariat\b`;
/** 'Kørekort · B – Almindelig bil', 'Førerkort klasse B'. */
export const DANISH_NORWEGIAN_LICENCE = String.raw`\bkørekort\b|\bførerkort\b`;
