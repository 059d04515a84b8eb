// Cues of work conditions in Swedish postings, which are asked in English quoting their lines (as Dutch and
// Portuguese ones are): read by work-requirements.ts beside its own cues of each condition. Each cue is a term of
// employment, never a word of the work itself ('kravställning', 'projektering'). A security vetting
// ('säkerhetsprövning') is left unread: the only question for it, on the right to work and visas, would ask the wrong
// thing.

/** 'Tillsvidareanställning', 'Tillsvidare (heltid)', 'deltid', 'visstidsanställning', 'provanställning', 'vikariat'. */
export const SWEDISH_CONTRACT = String.raw`\btillsvidare\p{L}*|\b(?:hel|del)tid\b|\b(?:visstids|prov|projekt|tim|sommar)anställning\b|\bvikariat\b`;
/** 'Tillträde enligt överenskommelse', 'Start: snarast', the start heading's line labelled by it. */
export const SWEDISH_START = String.raw`\b(?:tillträde|start)\s*:?\s*(?:enligt överenskommelse|snarast|omgående)\b|\btillträde\b`;
/** 'Placering: Hallsberg', 'Placeringsort: …', 'Arbetsort: …', Platsbanken's row 'Arbetsort · Kiruna, Norrbottens län'. */
export const SWEDISH_LOCATION_LABEL = String.raw`^(?:placering(?:sort)?|arbetsort|ort)\s*[:\-–·]`;
/** Platsbanken's place row ('Arbetsort · Kiruna, Norrbottens län'), read as the place itself. */
export const SWEDISH_PLACE_ROW_LABEL = String.raw`^arbetsort\s*·`;
/** 'Körkort · D', Platsbanken's row, or 'B-körkort' in a posting's text. */
export const SWEDISH_LICENCE = String.raw`(?<!\p{L})(?:\p{Lu}-)?körkort(?!\p{L})`;
